import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import contact from '../../content/site/contact.json' with { type: 'json' };
import mailWords from '../../content/site/mail.json' with { type: 'json' };
import { senderFromEnvironment } from '../../scripts/mail/from-environment';
import { MailSender } from '../../scripts/mail/sender';
import { createReceiver } from '../../scripts/receiver/receiver';
import { receiverContent } from '../../scripts/receiver/receiver-words';
import { countryName, languageName, requestChoices } from '../../src/lib/forms/request-choices';

/** What the SMTP server received: the envelope and the raw message. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

const { countries: [aCountry], replyLanguages: [aLanguage] } = requestChoices();
const patient = {
  firstName: 'Amina',
  lastName: 'Okafor',
  email: 'amina@example.com',
  phone: '+234 803 123 4567',
  country: aCountry,
  replyLanguage: aLanguage,
  condition: 'ibd-crohns',
  contactMethod: 'email',
  message: 'Crohn’s disease since 2019, two resections, on infliximab',
  consent: 'yes',
};
/** What may never be in an email: everything the patient wrote but the country and their own address. */
const healthData = [patient.firstName, patient.lastName, patient.phone, patient.message, 'infliximab', patient.condition, 'Crohn'];
const careTeamEmail = 'team@care.example';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
/** Mail servers close last: a server waits for its clients' pooled connections, which close as the senders stop. */
const serversToClose: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const close of serversToClose.splice(0)) await close();
});

/** A real SMTP server on a loopback port (a given one, or any free one). */
async function startSmtp(port = 0, refuseFirst = 0) {
  const received: Received[] = [];
  let refusals = refuseFirst;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (refusals > 0) {
          refusals -= 1;
          received.push({ from: 'refused', to: [], raw });
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  serversToClose.push(close);
  return { received: () => received.filter((message) => message.from !== 'refused'), refused: () => received.filter((message) => message.from === 'refused'), port: actual, close };
}

/** A loopback port nobody listens on (taken, then given back). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function storeDir() {
  const dir = await mkdtemp(join(tmpdir(), 'mail-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The receiver in this process, on a free port. */
async function startReceiver(dir: string) {
  const receiver = createReceiver({ storeDir: dir, perClientPer10Minutes: 1000, overallPerMinute: 1000, trustProxy: false, content: receiverContent({ careTeamEmail }) });
  const server: Server = createServer((request, response) => {
    void receiver.handle(request, response, new URL(request.url ?? '/', 'http://x').pathname).then((handled) => handled || response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  await receiver.ready;
  return { receiver, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function senderFor(outbox: MailSender extends never ? never : ConstructorParameters<typeof MailSender>[0]['outbox'], port: number) {
  const sender = new MailSender({ outbox, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Care <care@care.example>', log: () => undefined, delaySeconds: () => 0.2 });
  cleanups.push(() => sender.stop());
  sender.wake();
  return sender;
}

async function postRequest(url: string, values: Record<string, string> = {}, status = 201) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...patient, ...values })) body.append(name, value);
  const response = await fetch(`${url}/api/requests`, { method: 'POST', body, headers: { Accept: 'application/json' } });
  expect(response.status).toBe(status);
  return ((await response.json()) as { reference: string }).reference;
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('email for a stored request', { timeout: 60_000 }, () => {
  it('names the country and the reply language by the lists’ names, and takes no country typed by the patient', async () => {
    const smtp = await startSmtp();
    const { receiver, url } = await startReceiver(await storeDir());
    senderFor(receiver.outbox, smtp.port);
    // Before the list, a country was free text, and whatever was typed went into the subject.
    await postRequest(url, { country: 'Nigeria. URGENT: call +1 555 0100 about my cancer' }, 422);
    const reference = await postRequest(url);
    await until(() => smtp.received().some((message) => message.to.includes(careTeamEmail)), 'the notification');
    const notification = smtp.received().find((message) => message.to.includes(careTeamEmail))!;
    const body = notification.raw.replace(/=\r?\n/g, '');
    expect(header(notification.raw, 'Subject')).toContain(countryName(aCountry, 'en'));
    expect(body).toContain(mailWords.notification.text.replace('{reference}', reference).replace('{country}', countryName(aCountry, 'en')!).replace('{replyLanguage}', languageName(aLanguage)).slice(0, 60));
    expect(notification.raw).not.toContain('URGENT');
  });

  it('sends exactly one notification to the care team and one acknowledgement to the patient, with the reference and no health data', async () => {
    const smtp = await startSmtp();
    const { receiver, url } = await startReceiver(await storeDir());
    senderFor(receiver.outbox, smtp.port);
    const reference = await postRequest(url);
    await until(() => smtp.received().length >= 2 && receiver.outbox.size === 0, 'two messages');
    // Long enough for a duplicate to arrive, if one were coming.
    await until(async () => (await readFile(receiver.store.path('outbox'), 'utf8')).split('"type":"sent"').length === 3, 'both marked sent');
    const messages = smtp.received();
    expect(messages).toHaveLength(2);
    const notification = messages.find((message) => message.to.includes(careTeamEmail))!;
    const acknowledgement = messages.find((message) => message.to.includes(patient.email))!;
    expect(notification.to).toEqual([careTeamEmail]);
    expect(acknowledgement.to).toEqual([patient.email]);
    expect(header(notification.raw, 'Subject')).toBe(mailWords.notification.subject.replace('{reference}', reference).replace('{country}', countryName(patient.country, 'en')!));
    expect(notification.raw).toContain(`/care-team/requests/${reference}`);
    expect(header(acknowledgement.raw, 'Subject')).toBe(mailWords.acknowledgement.subject.replace('{reference}', reference));
    const ackText = acknowledgement.raw.replace(/=\r?\n/g, '');
    expect(ackText).toContain(contact.whatsapp.display);
    expect(ackText).toContain(contact.responseTime);
    for (const message of messages) for (const secret of healthData) expect(message.raw.replace(/=\r?\n/g, '')).not.toContain(secret);
    expect(header(notification.raw, 'Message-ID')).toBe(`<${reference}.notification@care.example>`);
  });

  it('keeps the messages while the mail server is down, and delivers them once it is up', async () => {
    const port = await freePort();
    const { receiver, url } = await startReceiver(await storeDir());
    const logs: string[] = [];
    const sender = new MailSender({ outbox: receiver.outbox, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'care@care.example', log: (line) => logs.push(line), delaySeconds: () => 0.3 });
    cleanups.push(() => sender.stop());
    sender.wake();
    const reference = await postRequest(url);
    await until(() => logs.some((line) => line.includes('cannot send')), 'a failed try');
    expect(receiver.outbox.size).toBe(2);
    expect(logs.join('\n')).not.toContain(patient.lastName);
    const smtp = await startSmtp(port);
    await until(() => smtp.received().length === 2 && receiver.outbox.size === 0, 'delivery after the server came up');
    expect(smtp.received().map((message) => header(message.raw, 'Subject'))).toContain(mailWords.acknowledgement.subject.replace('{reference}', reference));
  });

  it('tries a message again with the same Message-ID when the server says "try later"', async () => {
    const smtp = await startSmtp(0, 1);
    const { receiver, url } = await startReceiver(await storeDir());
    senderFor(receiver.outbox, smtp.port);
    await postRequest(url);
    await until(() => smtp.received().length === 2, 'delivery after a refusal');
    const refusedId = header(smtp.refused()[0].raw, 'Message-ID');
    expect(smtp.received().map((message) => header(message.raw, 'Message-ID'))).toContain(refusedId);
  });

  it('writes the messages of a request that a crash left without them, when the store opens again', async () => {
    const dir = await storeDir();
    await writeFile(join(dir, 'requests.jsonl'), `${JSON.stringify({ reference: 'CC-20261124-AAAAAA', receivedAt: new Date().toISOString(), request: { ...patient }, reports: [] })}\n`);
    const smtp = await startSmtp();
    const { receiver } = await startReceiver(dir);
    senderFor(receiver.outbox, smtp.port);
    await until(() => smtp.received().length === 2, 'the missing messages');
  });
});

describe('without SMTP_URL', { timeout: 60_000 }, () => {
  it('says once, plainly, that emails are queued and not sent, and how many wait', async () => {
    const { receiver, url } = await startReceiver(await storeDir());
    await postRequest(url);
    const saved = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    const lines: string[] = [];
    try {
      expect(senderFromEnvironment(receiver.outbox, (line) => lines.push(line))).toBeNull();
    } finally {
      if (saved !== undefined) process.env.SMTP_URL = saved;
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/SMTP_URL is not set, so notifications are queued .* and NOT sent \(2 waiting\)/);
  });
});

/** The project's server as `npm start` runs it, in a process of its own that the test can kill. */
async function startServerProcess(dir: string, smtpPort: number): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', '0'], {
    env: { ...process.env, REQUEST_STORE_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, CARE_TEAM_EMAIL: careTeamEmail, MAIL_FROM: 'care@care.example' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  await until(() => /Serving dist\/ at http:\/\/[^/\s]+\//.test(output) && /Email: sending/.test(output), 'the server to start', 30_000);
  return { url: /Serving dist\/ at (http:\/\/[^/\s]+)\//.exec(output)![1], child, output: () => output };
}

describe('a killed server', () => {
  it('loses nothing and sends nothing twice: messages stored before the kill are sent after the restart, once', { timeout: 90_000 }, async () => {
    const dir = await storeDir();
    const port = await freePort();
    // The mail server is down while the request arrives, so the kill comes between storing and sending.
    const first = await startServerProcess(dir, port);
    const reference = await postRequest(first.url);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(await readFile(join(dir, 'outbox.jsonl'), 'utf8')).toContain(`${reference}.acknowledgement`);

    const smtp = await startSmtp(port);
    const second = await startServerProcess(dir, port);
    await until(() => smtp.received().length === 2, 'delivery after the restart', 30_000);
    await until(async () => (await readFile(join(dir, 'outbox.jsonl'), 'utf8')).split('"type":"sent"').length === 3, 'both marked sent');
    second.child.kill('SIGKILL');
    await new Promise((resolve) => second.child.once('exit', resolve));

    const third = await startServerProcess(dir, port);
    expect(third.output()).toContain('(0 waiting)');
    expect(smtp.received()).toHaveLength(2);
  });
});
