import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import careTeamWords from '../../content/site/care-team.json' with { type: 'json' };
import { Accounts, accountsFileName, hashPassword, importAccountsFile, minimumPasswordLength, verifyPassword } from '../../server/care-team/accounts';
import { createInbox, type Inbox } from '../../server/care-team/inbox';
import { eraseExpired, expiringSoonDays, subscriptionRetentionDays } from '../../server/care-team/retention';
import { HashSlots, SignInThrottle } from '../../server/care-team/sessions';
import type { Database } from '../../server/db/database';
import { createReceiver } from '../../server/receiver/receiver';
import { receiverContent } from '../../server/receiver/receiver-words';
import { careTeam, coordinatorConnect, mail, site } from '../../src/generated/site';
import { testDatabase } from './helpers/database';
import { requestChoices } from '../../src/lib/forms/request-choices';

const password = 'a long enough password';
const patient = {
  firstName: '<img src=x onerror=alert(1)>',
  lastName: 'Okafor',
  email: 'amina@example.com',
  phone: '+234 803 123 4567',
  country: requestChoices().countries[0],
  replyLanguage: requestChoices().replyLanguages[0],
  condition: 'other',
  contactMethod: 'email',
  message: 'Bleeding since March <script>alert(2)</script>',
  consent: 'yes',
};
const pdf = new TextEncoder().encode('%PDF-1.4\n% a report\n');

let dir: string;
let server: Server;
let base: string;
let inbox: Inbox;
let receiver: ReturnType<typeof createReceiver>;
let database: Database;
const retentionDays = 365;
const hashSlots = new HashSlots(2);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'care-team-test-'));
  database = await testDatabase();
  receiver = createReceiver({ storeDir: dir, database, perClientPer10Minutes: 1000, overallPerMinute: 1000, trustProxy: false, content: receiverContent() });
  await receiver.ready;
  inbox = createInbox({
    store: receiver.store,
    outbox: receiver.outbox,
    words: careTeam,
    siteName: site.name,
    fieldLabels: { ...coordinatorConnect.form.labels },
    valueLabels: { condition: { other: coordinatorConnect.form.conditionOther }, contactMethod: { ...coordinatorConnect.form.contactMethods } },
    distDir: join(dir, 'no-dist'),
    mailConfigured: false,
    trustProxy: false,
    // Slowed from the 50th failure, so the test of the lock does not wait seconds per try; the owner hears of the 3rd.
    throttle: new SignInThrottle(() => database, 15 * 60_000, 50, 5, 3),
    hashSlots,
    mailWords: mail,
    retentionDays,
    log: () => undefined,
  });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    void receiver.handle(request, response, url.pathname).then(async (handled) => handled || (await inbox.handle(request, response, url)) || response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Accounts(() => database).add('nurse@care.example', password);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
  await database.close();
});

/** One HTTP exchange from a loopback address of the test's choice (127.0.0.2, 127.0.0.3…): another client to the server. */
function exchange(path: string, options: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; cookies: string[]; retryAfter: string | null; text: string }>((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cookies: ([] as string[]).concat(response.headers['set-cookie'] ?? []).map((value) => value.split(';')[0]),
          retryAfter: (response.headers['retry-after'] as string | undefined) ?? null,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Signs in from a given loopback address, as a browser there would. */
async function signInFrom(from: string, email: string, secret: string) {
  const page = await exchange('/care-team/sign-in', { from });
  const token = /name="csrf" value="([^"]+)"/.exec(page.text)![1];
  const response = await exchange('/care-team/sign-in', {
    from,
    method: 'POST',
    headers: { Cookie: page.cookies[0], Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: token, email, password: secret, next: '/care-team' }).toString(),
  });
  return { ...response, cookie: response.cookies.find((value) => value.startsWith('cc_session=')) ?? '' };
}

async function storeRequest(values: Record<string, string> = {}): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...patient, ...values })) body.append(name, value);
  body.append('reports', new Blob([pdf], { type: 'application/pdf' }), 'scan.pdf');
  const response = await fetch(`${base}/api/requests`, { method: 'POST', body, headers: { Accept: 'application/json' } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** Signs in as a browser does: the sign-in page's cookie and token, then the form. */
async function signIn(email = 'nurse@care.example', secret = password, address = base): Promise<{ cookie: string; status: number; retryAfter: string | null }> {
  const page = await fetch(`${base}/care-team/sign-in`);
  const signinCookie = page.headers.get('set-cookie')!.split(';')[0];
  const token = /name="csrf" value="([^"]+)"/.exec(await page.text())![1];
  const response = await fetch(`${base}/care-team/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: signinCookie, Origin: address, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: token, email, password: secret, next: '/care-team' }),
  });
  const cookies = response.headers.getSetCookie().map((value) => value.split(';')[0]);
  return { cookie: cookies.find((value) => value.startsWith('cc_session=')) ?? '', status: response.status, retryAfter: response.headers.get('retry-after') };
}

async function csrfOf(cookie: string, reference: string): Promise<string> {
  const html = await (await fetch(`${base}/care-team/requests/${reference}`, { headers: { Cookie: cookie } })).text();
  return /name="csrf" value="([^"]+)"/.exec(html)![1];
}

const postAs = (cookie: string, path: string, values: Record<string, string>, origin: string | null = base) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', ...(origin ? { Origin: origin } : {}) },
    body: new URLSearchParams(values),
  });

describe('accounts', { timeout: 60_000 }, () => {
  it('keeps only an scrypt hash in the database, refuses short passwords, and has no default account', async () => {
    const db = await testDatabase();
    try {
      const accounts = new Accounts(() => db);
      expect(await accounts.list()).toEqual([]);
      await expect(accounts.add('a@care.example', 'x'.repeat(minimumPasswordLength - 1))).rejects.toThrow(String(minimumPasswordLength));
      expect(await accounts.add('A@Care.example', password)).toBe('added');
      const rows = await db.query<{ email: string; password: string }>('select email, password from care_team_accounts');
      expect(rows.map((row) => row.email)).toEqual(['a@care.example']);
      expect(JSON.stringify(rows)).not.toContain(password);
      expect(await accounts.check('a@care.example', password)).toBeTruthy();
      expect(await accounts.check('a@care.example', `${password}!`)).toBeNull();
      expect(await accounts.add('a@care.example', `${password}!`)).toBe('updated');
      expect(await accounts.check('a@care.example', `${password}!`)).toBeTruthy();
      expect(await verifyPassword(password, await hashPassword(password))).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('moves the accounts of an older server’s accounts.json into the database once, keeping a password already there, and deletes the file', async () => {
    const db = await testDatabase();
    const folder = await mkdtemp(join(tmpdir(), 'accounts-'));
    try {
      const accounts = new Accounts(() => db);
      await accounts.add('kept@care.example', password);
      const older = [
        { email: 'moved@care.example', password: await hashPassword(password), createdAt: '2025-01-02T03:04:05.000Z' },
        { email: 'kept@care.example', password: await hashPassword(`${password}, older`), createdAt: '2025-01-02T03:04:05.000Z' },
      ];
      await writeFile(join(folder, accountsFileName), JSON.stringify(older));
      expect(await importAccountsFile(db, folder)).toBe(1);
      expect(await accounts.check('moved@care.example', password)).toMatchObject({ email: 'moved@care.example', createdAt: older[0].createdAt });
      expect(await accounts.check('kept@care.example', password)).toBeTruthy();
      expect(existsSync(join(folder, accountsFileName))).toBe(false);
      expect(await importAccountsFile(db, folder)).toBe(0);
    } finally {
      await db.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('without a session', { timeout: 60_000 }, () => {
  it('every inbox address and every report download answers the sign-in page or 401, with no data', async () => {
    const reference = await storeRequest();
    for (const path of ['/care-team', `/care-team/requests/${reference}`, '/care-team/anything']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(401);
      // The page only repeats the address asked for (to return to it after sign-in): nothing stored.
      const html = (await response.text()).replace(/name="next" value="[^"]*"/, '');
      expect(html).toContain(careTeamWords.signIn.heading);
      expect(html).not.toContain(reference);
      expect(html).not.toContain('Okafor');
    }
    const report = await fetch(`${base}/care-team/requests/${reference}/reports/1`);
    expect(report.status).toBe(401);
    expect(await report.text()).not.toContain('%PDF');
    for (const path of [`/care-team/requests/${reference}/status`, `/care-team/requests/${reference}/delete`]) expect((await postAs('', path, { status: 'closed', confirm: 'yes' })).status).toBe(401);
    expect(await receiver.store.events(reference)).toEqual([]);
  });
});

// Each sign-in checks an scrypt hash, deliberately slow: on a busy machine a test of several takes more than the default 5 s.
describe('a signed-in member of the care team', { timeout: 60_000 }, () => {
  it('gets a new HttpOnly, SameSite=Strict session id at each sign-in', async () => {
    const first = await signIn();
    const second = await signIn();
    expect(first.status).toBe(303);
    expect(first.cookie).toMatch(/^cc_session=[\w-]{40,}$/);
    expect(second.cookie).not.toBe(first.cookie);
    const page = await fetch(`${base}/care-team/sign-in`);
    expect(page.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
  });

  it('reads a request’s fields as text under a strict CSP, and downloads its report as an attachment', async () => {
    const reference = await storeRequest();
    const { cookie } = await signIn();
    const response = await fetch(`${base}/care-team/requests/${reference}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const report = await fetch(`${base}/care-team/requests/${reference}/reports/1`, { headers: { Cookie: cookie } });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-disposition')).toMatch(/^attachment; filename="CC-\d{8}-\w{6}-1\.pdf"/);
    expect(report.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await report.arrayBuffer())).toEqual(pdf);
    const log = await receiver.store.auditLog();
    expect(log).toContainEqual(expect.objectContaining({ action: 'opened', reference }));
    expect(log).toContainEqual(expect.objectContaining({ action: 'downloaded', reference }));
    const audit = JSON.stringify(log);
    for (const secret of ['Okafor', 'Bleeding', patient.phone]) expect(audit).not.toContain(secret);
  });

  it('refuses a report whose sealed bytes changed since it was stored, and any address out of the store', async () => {
    const reference = await storeRequest();
    const { cookie } = await signIn();
    // Flip every bit of one byte: writing a fixed value would change nothing when the byte already held it (1 in 256 runs).
    await database.query('update reports set sealed = set_byte(sealed, 39, get_byte(sealed, 39) # 255) where reference = $1', [reference]);
    expect((await fetch(`${base}/care-team/requests/${reference}/reports/1`, { headers: { Cookie: cookie } })).status).toBe(409);
    const forged = 'CC-20261124-ZZZZZZ';
    for (const path of [`/care-team/requests/${forged}/reports/1`, '/care-team/requests/..%2F..%2Faccounts.json/reports/1', `/care-team/requests/${reference}/reports/..%2F..%2Faccounts.json`, '/care-team/requests/%2e%2e/reports/1']) {
      const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(await response.text(), path).not.toContain('scrypt$');
    }
  });

  it('changes a status with a note, kept as an event, only with the session’s token and from the inbox’s own origin', async () => {
    const reference = await storeRequest();
    const { cookie } = await signIn();
    const csrf = await csrfOf(cookie, reference);
    expect((await postAs(cookie, `/care-team/requests/${reference}/status`, { csrf: 'wrong', status: 'contacted' })).status).toBe(403);
    expect((await postAs(cookie, `/care-team/requests/${reference}/status`, { csrf, status: 'contacted' }, 'https://evil.example')).status).toBe(403);
    expect((await postAs(cookie, `/care-team/requests/${reference}/status`, { csrf, status: 'contacted' }, null)).status).toBe(403);
    expect(await receiver.store.events(reference)).toEqual([]);
    const done = await postAs(cookie, `/care-team/requests/${reference}/status`, { csrf, status: 'contacted', note: 'Called, sent the form for the visa letter' });
    expect(done.status).toBe(303);
    expect((await receiver.store.events(reference)).at(-1)).toMatchObject({ reference, by: 'nurse@care.example', status: 'contacted', note: 'Called, sent the form for the visa letter' });
    const html = await (await fetch(`${base}/care-team/requests/${reference}`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain('Called, sent the form for the visa letter');
    expect(JSON.stringify(await receiver.store.auditLog())).not.toContain('visa letter');
    // The note lies sealed with the request's key: not even the database's own files hold its words.
    const [event] = await database.query<{ sealed_note: Uint8Array }>('select sealed_note from events where reference = $1', [reference]);
    expect(Buffer.from(event.sealed_note).toString('latin1')).not.toContain('visa letter');
  });

  it('lists requests newest first, filters by status and finds one by reference', async () => {
    const older = await storeRequest({ lastName: 'Older' });
    const newer = await storeRequest({ lastName: 'Newer' });
    const { cookie } = await signIn();
    const html = await (await fetch(`${base}/care-team`, { headers: { Cookie: cookie } })).text();
    expect(html.indexOf(newer)).toBeLessThan(html.indexOf(older));
    expect(html).toContain(careTeamWords.list.withinPromise);
    const found = await (await fetch(`${base}/care-team?q=${newer.toLowerCase()}`, { headers: { Cookie: cookie } })).text();
    expect(found).toContain(newer);
    expect(found).not.toContain(older);
    const closed = await (await fetch(`${base}/care-team?status=closed`, { headers: { Cookie: cookie } })).text();
    expect(closed).not.toContain(newer);
  });

  it('deletes a request with its key, reports, events and emails, so nothing of it can be read again', async () => {
    const reference = await storeRequest({ lastName: 'Erased' });
    const { cookie } = await signIn();
    const csrf = await csrfOf(cookie, reference);
    await postAs(cookie, `/care-team/requests/${reference}/status`, { csrf, status: 'contacted', note: 'a note' });
    const [sealed] = await database.query<{ sealed: Uint8Array }>('select sealed from requests where reference = $1', [reference]);
    // What a dead row or a backup would still hold: sealed bytes, no words.
    expect(Buffer.from(sealed.sealed).toString('latin1')).not.toContain('Erased');
    const response = await postAs(cookie, `/care-team/requests/${reference}/delete`, { csrf, confirm: 'yes' });
    expect(response.status).toBe(303);
    for (const table of ['requests', 'request_keys', 'reports', 'events', 'outbox'])
      expect(await database.query(`select 1 from ${table} where reference = $1`, [reference]), table).toEqual([]);
    expect(await receiver.store.auditLog()).toContainEqual(expect.objectContaining({ action: 'deleted', reference }));
    expect((await fetch(`${base}/care-team/requests/${reference}`, { headers: { Cookie: cookie } })).status).toBe(404);
  });

  it('signs out everywhere, and a removed account’s session stops working at once', async () => {
    const accounts = new Accounts(() => database);
    await accounts.add('locum@care.example', password);
    const phone = await signIn('locum@care.example');
    const laptop = await signIn('locum@care.example');
    expect((await fetch(`${base}/care-team`, { headers: { Cookie: phone.cookie } })).status).toBe(200);
    const reference = await storeRequest();
    const csrf = await csrfOf(laptop.cookie, reference);
    await postAs(laptop.cookie, '/care-team/sign-out', { csrf, everywhere: '1' });
    expect((await fetch(`${base}/care-team`, { headers: { Cookie: phone.cookie } })).status).toBe(401);
    const again = await signIn('locum@care.example');
    expect((await fetch(`${base}/care-team`, { headers: { Cookie: again.cookie } })).status).toBe(200);
    await accounts.remove('locum@care.example');
    expect((await fetch(`${base}/care-team`, { headers: { Cookie: again.cookie } })).status).toBe(401);
  });
});

describe('signing in', { timeout: 90_000 }, () => {
  it('locks the address that keeps failing, never the account: its owner signs in from elsewhere, and is told by email', async () => {
    await new Accounts(() => database).add('target@care.example', password);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signInFrom('127.0.0.2', 'target@care.example', 'wrong password!!')).status).toBe(401);
    const locked = await signInFrom('127.0.0.2', 'target@care.example', password);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect(locked.cookie).toBe('');
    // The member, from their own address, is not locked out.
    const owner = await signInFrom('127.0.0.3', 'target@care.example', password);
    expect(owner.status).toBe(303);
    expect(owner.cookie).not.toBe('');
    const warnings = (await receiver.outbox.all()).filter((message) => message.kind === 'sign-in-warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ to: 'target@care.example', subject: mail.signInWarning.subject });
    expect(warnings[0].text).not.toContain('127.0.0');
  });

  it('only slows an account whose failures come from many addresses, and warns its owner once an hour', async () => {
    await emptyFailures();
    let now = Date.parse('2026-11-25T10:00:00Z');
    const throttle = new SignInThrottle(() => database, 15 * 60_000, 3, 10, 5, 5_000, () => now);
    const holds: number[] = [];
    let warned = 0;
    for (let index = 0; index < 12; index += 1) {
      const address = `198.51.100.${index}`;
      expect((await throttle.check(address)).lockedForSeconds).toBe(0);
      const verdict = await throttle.fail(address, 'member@care.example');
      holds.push(verdict.holdMs);
      if (verdict.warnOwner) warned += 1;
      now += 1000;
    }
    expect(holds.slice(0, 2)).toEqual([0, 0]);
    expect(holds[2]).toBeGreaterThan(0);
    expect(Math.max(...holds)).toBeLessThanOrEqual(5_000);
    expect(warned).toBeGreaterThan(0);
    // Nothing stored names what was typed.
    expect(JSON.stringify(await database.query('select key from sign_in_failures'))).not.toContain('member@care.example');
  });

  it('hashes at most a few passwords at once, refuses the excess at once, and asks the throttle before hashing', async () => {
    await emptyFailures();
    const before = hashSlots.peak;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        signInFrom(`127.0.1.${index + 1}`, 'nurse@care.example', 'a wrong password!').then((answer) => ({ ...answer, ms: Date.now() - started })),
      ),
    );
    expect(Math.max(before, hashSlots.peak)).toBeLessThanOrEqual(hashSlots.size);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((answer) => Number(answer.retryAfter) > 0 && answer.text.includes(careTeamWords.signIn.busy))).toBe(true);
    expect(answers.every((answer) => answer.status === 503 || answer.status === 401)).toBe(true);
    // A locked address costs no hash.
    for (let attempt = 0; attempt < 5; attempt += 1) await signInFrom('127.0.0.4', 'nurse@care.example', 'a wrong password!');
    const entered = hashSlots.entered;
    expect((await signInFrom('127.0.0.4', 'nurse@care.example', password)).status).toBe(429);
    expect(hashSlots.entered).toBe(entered);
  });

  it('does not keep what a stranger typed in the audit log', async () => {
    await signInFrom('127.0.0.5', 'stranger-typed-this@evil.example', 'whatever they typed');
    const log = JSON.stringify(await receiver.store.auditLog());
    expect(log).toContain('sign-in-failed');
    expect(log).not.toContain('stranger-typed-this');
  });

  it('refuses a sign-in form sent from another site', async () => {
    expect((await signIn('nurse@care.example', password, 'https://evil.example')).status).toBe(403);
  });
});

async function emptyFailures() {
  await database.query('delete from sign_in_failures');
}

describe('retention', () => {
  const day = 86_400_000;
  const touch = (reference: string, at: number) => database.query('update requests set touched_at = $2::timestamptz where reference = $1', [reference, new Date(at).toISOString()]);

  it('erases every request untouched for the retention period, whatever its status, and keeps one changed since', async () => {
    const idle = await storeRequest({ lastName: 'IdleNew' });
    const changed = await storeRequest({ lastName: 'Changed' });
    const now = Date.now() + (retentionDays + 1) * day;
    // Changed a day ago (in the test's future): a status change is a touch.
    await receiver.store.addEvent({ reference: changed, at: new Date(now - day).toISOString(), by: 'x', status: 'contacted', note: '' });
    const erased = await eraseExpired(receiver.store, { requestDays: retentionDays, auditDays: 10_000 }, now);
    expect(erased).toContain(idle);
    expect(erased).not.toContain(changed);
    expect(await receiver.store.findRequest(idle)).toBeUndefined();
    expect(await receiver.store.findRequest(changed)).toBeDefined();
    expect(await receiver.store.auditLog()).toContainEqual(expect.objectContaining({ action: 'deleted-by-retention', reference: idle }));
  });

  it('lists in the inbox, two weeks ahead, the requests it will erase', async () => {
    const soon = await storeRequest({ lastName: 'Soon' });
    const later = await storeRequest({ lastName: 'Later' });
    await touch(soon, Date.now() - (retentionDays - expiringSoonDays + 1) * day);
    await touch(later, Date.now() - (retentionDays - expiringSoonDays - 1) * day);
    const { cookie } = await signIn();
    const html = await (await fetch(`${base}/care-team`, { headers: { Cookie: cookie } })).text();
    const start = html.indexOf('data-testid="expiring"');
    const section = html.slice(start, html.indexOf('</section>', start));
    expect(section).toContain(careTeamWords.list.expiringHeading);
    expect(section).toContain(soon);
    expect(section).not.toContain(later);
  });

  it('erases newsletter addresses never confirmed after a week, and the audit log after its own period', async () => {
    const now = Date.now();
    await database.query(
      `insert into subscriptions (id, email, confirm_hash, unsubscribe_hash, created_at, confirmed_at) values
       ('s.old', 'old-unconfirmed@example.com', 'c1', 'u1', $1::timestamptz, null),
       ('s.new', 'new-unconfirmed@example.com', 'c2', 'u2', $2::timestamptz, null),
       ('s.kept', 'confirmed@example.com', 'c3', 'u3', $1::timestamptz, $1::timestamptz)`,
      [new Date(now - (subscriptionRetentionDays + 1) * day).toISOString(), new Date(now - day).toISOString()],
    );
    await receiver.store.audit({ at: new Date(now - 40 * day).toISOString(), who: 'x', action: 'opened', reference: 'CC-20250101-OLDOLD' });
    await receiver.store.audit({ at: new Date(now - day).toISOString(), who: 'x', action: 'opened', reference: 'CC-20261101-NEWNEW' });
    await eraseExpired(receiver.store, { requestDays: retentionDays, auditDays: 30 }, now);
    expect((await database.query<{ id: string }>("select id from subscriptions where id like 's.%' order by id")).map((row) => row.id)).toEqual(['s.kept', 's.new']);
    const references = (await receiver.store.auditLog()).map((line) => line.reference);
    expect(references).not.toContain('CC-20250101-OLDOLD');
    expect(references).toContain('CC-20261101-NEWNEW');
  });
});
