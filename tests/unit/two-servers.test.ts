import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { addCareTeamAccount } from '../helpers/care-team-account';
import { requestChoices } from '../../src/lib/forms/request-choices';
import { testServerDatabaseUrl } from './helpers/database';

/**
 * Two server processes on one PostgreSQL server (TEST_DATABASE_URL; CI starts one): what one
 * stores the other reads, a session made on one is valid on the other, and each email is sent once.
 */
const password = 'a long enough password';
const careTeamEmail = 'team@care.example';
const patient = { firstName: 'Amina', lastName: 'Okafor', email: 'amina@example.com', phone: '+234 803 123 4567', country: requestChoices().countries[0], condition: 'other', contactMethod: 'email', replyLanguage: requestChoices().replyLanguages[0], consent: 'yes' };
const pdf = new TextEncoder().encode('%PDF-1.4\n% shared\n');

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', '0'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  await until(() => /Email: sending/.test(output) && /Serving dist\/ at http/.test(output), `a server to start:\n${output}`, 90_000);
  return { url: /Serving dist\/ at (http:\/\/[^/\s]+)\//.exec(output)![1], child };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL server', { timeout: 180_000 }, () => {
  it('share requests, reports, changes, erasure and sessions, and send each email once', async () => {
    const { url: databaseUrl, drop } = await testServerDatabaseUrl();
    cleanups.push(drop);
    const dir = await mkdtemp(join(tmpdir(), 'two-servers-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await addCareTeamAccount(dir, { email: 'nurse@care.example', password }, databaseUrl);
    const received: string[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const env = { DATABASE_URL: databaseUrl, REQUEST_STORE_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, CARE_TEAM_EMAIL: careTeamEmail, MAIL_FROM: 'care@care.example', RECEIVER_RATE_LIMIT: '1000' };
    // One first, so the migrations are applied once; the second finds them done.
    const one = await startServer(env);
    const two = await startServer(env);

    const body = new FormData();
    for (const [name, value] of Object.entries(patient)) body.append(name, value);
    body.append('reports', new Blob([pdf], { type: 'application/pdf' }), 'scan.pdf');
    const sent = await fetch(`${one.url}/api/requests`, { method: 'POST', body, headers: { Accept: 'application/json' } });
    expect(sent.status).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };

    // Signed in on the first server…
    const page = await fetch(`${one.url}/care-team/sign-in`);
    const signinCookie = page.headers.get('set-cookie')!.split(';')[0];
    const token = /name="csrf" value="([^"]+)"/.exec(await page.text())![1];
    const signedIn = await fetch(`${one.url}/care-team/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: signinCookie, Origin: one.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: token, email: 'nurse@care.example', password, next: '/care-team' }),
    });
    const cookie = signedIn.headers.getSetCookie().map((value) => value.split(';')[0]).find((value) => value.startsWith('cc_session='))!;
    expect(cookie).toBeTruthy();
    // …the session is valid on the second, which reads the request and its report.
    const detail = await fetch(`${two.url}/care-team/requests/${reference}`, { headers: { Cookie: cookie } });
    expect(detail.status).toBe(200);
    const html = await detail.text();
    expect(html).toContain(patient.lastName);
    const report = await fetch(`${two.url}/care-team/requests/${reference}/reports/1`, { headers: { Cookie: cookie } });
    expect(new Uint8Array(await report.arrayBuffer())).toEqual(pdf);
    // A change made on the second shows on the first.
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1];
    const post = (url: string, path: string, values: Record<string, string>) =>
      fetch(`${url}${path}`, { method: 'POST', redirect: 'manual', headers: { Cookie: cookie, Origin: url, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ csrf, ...values }) });
    expect((await post(two.url, `/care-team/requests/${reference}/status`, { status: 'contacted', note: 'Called from the second server' })).status).toBe(303);
    expect(await (await fetch(`${one.url}/care-team/requests/${reference}`, { headers: { Cookie: cookie } })).text()).toContain('Called from the second server');

    // Each email once, though both servers send.
    await until(() => received.length >= 2, 'the two emails');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const ids = received.map((raw) => /^Message-ID: (.*)$/im.exec(raw)?.[1]);
    expect(ids.sort()).toEqual([`<${reference}.acknowledgement@care.example>`, `<${reference}.notification@care.example>`].sort());

    // Erased on the second: gone on the first.
    expect((await post(two.url, `/care-team/requests/${reference}/delete`, { confirm: 'yes' })).status).toBe(303);
    expect((await fetch(`${one.url}/care-team/requests/${reference}`, { headers: { Cookie: cookie } })).status).toBe(404);
  });
});
