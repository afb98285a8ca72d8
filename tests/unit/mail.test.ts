import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import contact from '../../content/site/contact.json' with { type: 'json' };
import mailWords from '../../content/site/mail.json' with { type: 'json' };
import { senderFromEnvironment } from '../../server/mail/from-environment';
import { MailSender } from '../../server/mail/sender';
import type { Database } from '../../server/db/database';
import { Outbox } from '../../server/mail/outbox';
import { createReceiver } from '../../server/receiver/receiver';
import { receiverContent } from '../../server/receiver/receiver-words';
import { RequestStore } from '../../server/receiver/store';
import { databaseKinds, emptyDatabase, testDatabase, testServerDatabaseUrl } from './helpers/database';
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

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

/** A real SMTP server on a loopback port (a given one, or any free one); `refuseFirst` answers "try later", `refuseFor` refuses those addresses for good. */
async function startSmtp(port = 0, refuseFirst = 0, refuseFor: string[] = []) {
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
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (to.some((address) => refuseFor.includes(address))) {
          received.push({ from: 'refused', to, raw });
          return callback(Object.assign(new Error(`5.1.1 <${to[0]}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
        }
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

/** The receiver in this process, on a free port, on the file's database emptied. */
async function startReceiver(dir: string) {
  await emptyDatabase(database);
  const receiver = createReceiver({ storeDir: dir, database, perClientPer10Minutes: 1000, overallPerMinute: 1000, trustProxy: false, content: receiverContent({ careTeamEmail }) });
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

const waiting = async (outbox: Outbox) => (await outbox.counts()).waiting;
const allSent = async (outbox: Outbox) => (await outbox.all()).every((message) => message.sentAt !== null);

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
    await until(async () => smtp.received().length >= 2 && (await waiting(receiver.outbox)) === 0, 'two messages');
    // Long enough for a duplicate to arrive, if one were coming.
    await until(() => allSent(receiver.outbox), 'both marked sent');
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
    expect(await waiting(receiver.outbox)).toBe(2);
    expect(logs.join('\n')).not.toContain(patient.lastName);
    const smtp = await startSmtp(port);
    await until(async () => smtp.received().length === 2 && (await waiting(receiver.outbox)) === 0, 'delivery after the server came up');
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

  it('stops trying a message the mail server refuses for good (5xx), shows it as undeliverable, and logs no address', async () => {
    const smtp = await startSmtp(0, 0, [patient.email]);
    const { receiver, url } = await startReceiver(await storeDir());
    const logs: string[] = [];
    const sender = new MailSender({ outbox: receiver.outbox, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'care@care.example', log: (line) => logs.push(line), delaySeconds: () => 0.1, pollMs: 50 });
    cleanups.push(() => sender.stop());
    sender.wake();
    const reference = await postRequest(url);
    await until(async () => (await receiver.outbox.ofRequest(reference)).every((message) => message.state !== 'waiting'), 'both messages settled');
    // Time for retries, if any were coming.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.refused()).toHaveLength(1);
    expect(await receiver.outbox.ofRequest(reference)).toEqual([
      { id: `${reference}.notification`, kind: 'notification', state: 'sent' },
      { id: `${reference}.acknowledgement`, kind: 'acknowledgement', state: 'undeliverable' },
    ]);
    expect(await receiver.outbox.counts()).toEqual({ waiting: 0, undeliverable: 1 });
    expect(logs.join('\n')).toContain('undeliverable');
    expect(logs.join('\n')).not.toContain(patient.email);
    expect((await receiver.outbox.all()).map((message) => message.lastError ?? '').join('\n')).not.toContain(patient.email);
  });
});

describe.each(databaseKinds)('two senders on one %s database', { timeout: 90_000 }, (kind) => {
  it('send each message once', async () => {
    const db = kind === 'embedded' ? database : await testDatabase('server');
    if (kind === 'embedded') await emptyDatabase(db);
    else cleanups.push(() => db.close());
    const stores = [new RequestStore('unused', { database: db }), new RequestStore('unused', { database: db })];
    for (const store of stores) await store.open();
    const [first, second] = stores.map((store) => new Outbox(store));
    const messages = Array.from({ length: 12 }, (_, index) => ({ id: `bulk.${index}`, kind: 'notification' as const, to: careTeamEmail, subject: `Message ${index}`, text: 'Hello' }));
    await first.add(messages);
    const smtp = await startSmtp();
    senderFor(first, smtp.port);
    senderFor(second, smtp.port);
    await until(() => allSent(first), 'every message sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = smtp.received().map((message) => header(message.raw, 'Message-ID'));
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
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
      expect(await senderFromEnvironment(receiver.outbox, (line) => lines.push(line))).toBeNull();
    } finally {
      if (saved !== undefined) process.env.SMTP_URL = saved;
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/SMTP_URL is not set, so notifications are queued .* and NOT sent \(2 waiting\)/);
  });
});

/** The project's server as `npm start` runs it, in a process of its own that the test can kill. */
async function startServerProcess(dir: string, smtpPort: number, databaseUrl?: string): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', '0'], {
    env: { ...process.env, REQUEST_STORE_DIR: dir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, CARE_TEAM_EMAIL: careTeamEmail, MAIL_FROM: 'care@care.example' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  await until(() => /Serving dist\/ at http:\/\/[^/\s]+\//.test(output) && /Email: sending/.test(output), 'the server to start', 90_000);
  return { url: /Serving dist\/ at (http:\/\/[^/\s]+)\//.exec(output)![1], child, output: () => output };
}

/** What a stopped server's store holds: opened in this process, read, closed. */
async function readStore<T>(dir: string, databaseUrl: string | undefined, read: (store: RequestStore, outbox: Outbox) => Promise<T>): Promise<T> {
  const store = new RequestStore(dir, { databaseUrl });
  await store.open();
  try {
    return await read(store, new Outbox(store));
  } finally {
    await store.close();
  }
}

describe.each(databaseKinds)('a server killed (%s database)', (kind) => {
  it('keeps a request it answered 201, loses no email and sends none twice: messages stored before the kill are sent after the restart, once', { timeout: 240_000 }, async () => {
    const dir = await storeDir();
    const server = kind === 'server' ? await testServerDatabaseUrl() : undefined;
    if (server) cleanups.push(server.drop);
    const port = await freePort();
    // The mail server is down while the request arrives, so the kill comes between storing and sending.
    const first = await startServerProcess(dir, port, server?.url);
    const reference = await postRequest(first.url);
    // On a shared server a killed sender's hold on a message lasts its time; let the failed try give it back first.
    if (kind === 'server') await until(() => first.output().includes('mail: cannot send'), 'a failed try', 30_000);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const kept = await readStore(dir, server?.url, async (store, outbox) => ({ request: await store.findRequest(reference), messages: await outbox.all() }));
    expect(kept.request?.request).toMatchObject({ lastName: patient.lastName, message: patient.message });
    expect(kept.messages.map((message) => message.id)).toContain(`${reference}.acknowledgement`);

    const smtp = await startSmtp(port);
    const second = await startServerProcess(dir, port, server?.url);
    await until(() => smtp.received().length === 2, 'delivery after the restart', 30_000);
    // Sent is marked right after the server accepts; give it a moment, then stop the server hard.
    await new Promise((resolve) => setTimeout(resolve, 500));
    second.child.kill('SIGKILL');
    await new Promise((resolve) => second.child.once('exit', resolve));
    expect(await readStore(dir, server?.url, async (_store, outbox) => allSent(outbox))).toBe(true);

    const third = await startServerProcess(dir, port, server?.url);
    expect(third.output()).toContain('(0 waiting)');
    expect(smtp.received()).toHaveLength(2);
    // The restarted receiver takes a new request, and keeps it beside the first through another kill.
    const next = await postRequest(third.url);
    third.child.kill('SIGKILL');
    await new Promise((resolve) => third.child.once('exit', resolve));
    expect(await readStore(dir, server?.url, async (store) => (await store.readRequests()).map((record) => record.reference).sort())).toEqual([reference, next].sort());
  });
});
