import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accounts } from '../../server/care-team/accounts';
import { createInbox } from '../../server/care-team/inbox';
import { SignInThrottle } from '../../server/care-team/sessions';
import type { Database } from '../../server/db/database';
import { createReceiver } from '../../server/receiver/receiver';
import { receiverContent } from '../../server/receiver/receiver-words';
import { careTeam, coordinatorConnect, site } from '../../src/generated/site';
import { requestChoices } from '../../src/lib/forms/request-choices';
import { testDatabase } from './helpers/database';

const email = 'nurse@care.example';
const password = 'a long enough password';
const pdf = new TextEncoder().encode('%PDF-1.4\n% a report\n');
const patient = { firstName: 'Amina', lastName: 'Okafor', email: 'amina@example.com', phone: '+234 803 123 4567', country: requestChoices().countries[0], condition: 'other', contactMethod: 'email', replyLanguage: requestChoices().replyLanguages[0], consent: 'yes' };

let dir: string;
let server: Server;
let base: string;
let receiver: ReturnType<typeof createReceiver>;
let database: Database;
/** What the inbox logged. */
const logs: string[] = [];
/** Failed sign-ins from one address before it is locked out (few, so the test is quick). */
const lockAfter = 3;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'care-team-hardening-'));
  database = await testDatabase();
  receiver = createReceiver({ storeDir: dir, database, perClientPer10Minutes: 1000, overallPerMinute: 1000, trustProxy: '1', content: receiverContent() });
  await receiver.ready;
  const inbox = createInbox({
    store: receiver.store,
    outbox: receiver.outbox,
    words: careTeam,
    siteName: site.name,
    fieldLabels: { ...coordinatorConnect.form.labels },
    valueLabels: {},
    distDir: join(dir, 'no-dist'),
    mailConfigured: false,
    trustProxy: '1',
    // Locked after a few failures, never slowed, no warning mail.
    throttle: new SignInThrottle(() => database, 15 * 60_000, 50, lockAfter, 50),
    log: (line: string) => logs.push(line),
  });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    void receiver.handle(request, response, url.pathname).then(async (handled) => handled || (await inbox.handle(request, response, url)) || response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Accounts(() => database).add(email, password);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
  await database.close();
});

async function signIn(): Promise<string> {
  const page = await fetch(`${base}/care-team/sign-in`);
  const signinCookie = page.headers.get('set-cookie')!.split(';')[0];
  const token = /name="csrf" value="([^"]+)"/.exec(await page.text())![1];
  const response = await fetch(`${base}/care-team/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: signinCookie, Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: token, email, password, next: '/care-team' }),
  });
  return response.headers.getSetCookie().map((value) => value.split(';')[0]).find((value) => value.startsWith('cc_session='))!;
}

async function storeRequest(): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(patient)) body.append(name, value);
  body.append('reports', new Blob([pdf], { type: 'application/pdf' }), 'scan.pdf');
  const response = await fetch(`${base}/api/requests`, { method: 'POST', body, headers: { Accept: 'application/json' } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** A raw request, so headers and bodies reach the server as written (fetch would refuse or fix some). */
function raw(path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('bad encoding is a 400 or is ignored, never a 500', { timeout: 60_000 }, () => {
  it('a cookie that is not valid percent-encoding breaks no inbox page', async () => {
    const session = await signIn();
    const answer = await raw('/care-team', { headers: { Cookie: `other=%E0%A4%A; ${session}` } });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(careTeam.list.heading);
    expect((await raw('/care-team', { headers: { Cookie: 'cc_session=%E0%A4%A' } })).status).toBe(401);
  });

  it('a Referer that is no URL, or an address that is not valid percent-encoding, is a 400 with the inbox’s words', async () => {
    const post = await raw('/care-team/sign-in', { method: 'POST', headers: { Referer: 'http://[', 'Content-Type': 'application/x-www-form-urlencoded' }, body: Buffer.from('email=a') });
    expect(post.status).toBe(400);
    expect(post.body).toContain(careTeam.problems.unreadable);
    const session = await signIn();
    for (const path of ['/care-team/requests/%E0%A4%A', '/care-team/requests/%E0%A4%A/reports/1']) {
      const answer = await raw(path, { headers: { Cookie: session } });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toContain(careTeam.problems.unreadable);
    }
  });

  it('an oversized inbox form gets a 413 page the browser can read', async () => {
    const answer = await raw('/care-team/sign-in', { method: 'POST', headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' }, body: Buffer.from(`note=${'x'.repeat(200 * 1024)}`) });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain(careTeam.problems.tooLarge);
  });
});

describe('over HTTPS and HEAD', { timeout: 60_000 }, () => {
  it('sends Strict-Transport-Security behind a trusted proxy that says HTTPS, and not over plain HTTP', async () => {
    expect((await raw('/care-team/sign-in', { headers: { 'X-Forwarded-Proto': 'https' } })).headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect((await raw('/care-team/sign-in')).headers['strict-transport-security']).toBeUndefined();
  });

  it('a HEAD of a report or a request is not logged as a download or an opening', async () => {
    const reference = await storeRequest();
    const session = await signIn();
    const head = await raw(`/care-team/requests/${reference}/reports/1`, { method: 'HEAD', headers: { Cookie: session } });
    expect(head.status).toBe(200);
    expect((await raw(`/care-team/requests/${reference}`, { method: 'HEAD', headers: { Cookie: session } })).status).toBe(200);
    const actions = (await receiver.store.auditLog()).filter((line) => line.reference === reference).map((line) => line.action);
    expect(actions).toEqual([]);
    await raw(`/care-team/requests/${reference}/reports/1`, { headers: { Cookie: session } });
    expect((await receiver.store.auditLog()).filter((line) => line.reference === reference).map((line) => line.action)).toEqual(['downloaded']);
  });
});

describe('the sign-in throttle behind a trusted proxy', { timeout: 60_000 }, () => {
  /** A failed sign-in as the proxy passes it on: `written` is what the client put in X-Forwarded-For, the proxy appends `client`. */
  async function failFrom(client: string, written: string): Promise<number> {
    const page = await fetch(`${base}/care-team/sign-in`);
    const signinCookie = page.headers.get('set-cookie')!.split(';')[0];
    const token = /name="csrf" value="([^"]+)"/.exec(await page.text())![1];
    const response = await fetch(`${base}/care-team/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: signinCookie, Origin: base, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `${written}, ${client}` },
      body: new URLSearchParams({ csrf: token, email: 'stranger@care.example', password: 'not the password', next: '/care-team' }),
    });
    await response.arrayBuffer();
    return response.status;
  }

  it('counts the address the proxy added, so a client that writes a new address first each time is still locked out', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= lockAfter; index += 1) statuses.push(await failFrom('198.51.100.77', `203.0.113.${index}`));
    expect(statuses.slice(0, lockAfter)).not.toContain(429);
    expect(statuses[lockAfter]).toBe(429);
    // Another client behind the same proxy is not locked out by it.
    expect(await failFrom('198.51.100.78', '203.0.113.0')).not.toBe(429);
  });
});

describe('the flood the security test sent', { timeout: 120_000 }, () => {
  // The test sent 19 MB names (field-bounds.test.ts refuses one); 1 MiB, 4,000 times the bound, keeps this quick.
  it('29 posts of a 45-byte PDF with a name far past its bound are refused, and the inbox still lists and opens every request', async () => {
    const before = await storeRequest();
    const name = `${'a'.repeat(1024 * 1024)}.pdf`;
    const report = new TextEncoder().encode('%PDF-1.4\n%'.padEnd(45, 'x'));
    for (let index = 0; index < 29; index += 1) {
      const body = new FormData();
      for (const [field, value] of Object.entries(patient)) body.append(field, value);
      body.append('reports', new Blob([report], { type: 'application/pdf' }), name);
      const response = await fetch(`${base}/api/requests`, { method: 'POST', body, headers: { Accept: 'application/json' } });
      expect(response.status).toBe(422);
      await response.arrayBuffer();
    }
    const after = await storeRequest();
    const session = await signIn();
    const list = await raw('/care-team', { headers: { Cookie: session } });
    expect(list.status).toBe(200);
    const stored = (await receiver.store.readRequests()).map((record) => record.reference);
    expect(stored).toEqual(expect.arrayContaining([before, after]));
    for (const reference of stored) {
      expect(list.body).toContain(reference);
      expect((await raw(`/care-team/requests/${reference}`, { headers: { Cookie: session } })).status, reference).toBe(200);
    }
  });

  it('a store that cannot be read answers 500 with a log line, never an empty list', async () => {
    const reference = await storeRequest();
    const session = await signIn();
    await database.exec('create table saved_request_keys as select * from request_keys');
    try {
      await database.exec("update request_keys set key = '\\x00'::bytea");
      logs.length = 0;
      for (const path of ['/care-team', `/care-team/requests/${reference}`]) {
        const answer = await raw(path, { headers: { Cookie: session } });
        expect(answer.status, path).toBe(500);
        expect(answer.body, path).not.toContain(careTeam.list.heading);
      }
      expect(logs).toHaveLength(2);
      expect(logs.join('\n')).toMatch(/care-team: GET failed/);
      expect(logs.join('\n')).not.toContain(patient.lastName);
    } finally {
      await database.exec('update request_keys set key = saved.key from saved_request_keys saved where saved.reference = request_keys.reference');
      await database.exec('drop table saved_request_keys');
    }
    expect((await raw('/care-team', { headers: { Cookie: session } })).body).toContain(reference);
  });
});
