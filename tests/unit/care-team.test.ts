import { createHash } from 'node:crypto';
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import careTeamWords from '../../content/site/care-team.json' with { type: 'json' };
import { Accounts, hashPassword, minimumPasswordLength, verifyPassword } from '../../scripts/care-team/accounts';
import { createInbox, type Inbox } from '../../scripts/care-team/inbox';
import { eraseExpired } from '../../scripts/care-team/retention';
import { SignInThrottle } from '../../scripts/care-team/sessions';
import { createReceiver } from '../../scripts/receiver/receiver';
import { receiverContent } from '../../scripts/receiver/receiver-words';
import { careTeam, coordinatorConnect, site } from '../../src/generated/site';
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

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'care-team-test-'));
  receiver = createReceiver({ storeDir: dir, perClientPer10Minutes: 1000, overallPerMinute: 1000, trustProxy: false, content: receiverContent() });
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
    // Slowed from the 50th failure, so the test of the lock does not wait seconds per try.
    throttle: new SignInThrottle(15 * 60_000, 50, 5),
    log: () => undefined,
  });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    void receiver.handle(request, response, url.pathname).then(async (handled) => handled || (await inbox.handle(request, response, url)) || response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Accounts(dir).add('nurse@care.example', password);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

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
  it('keeps only an scrypt hash, refuses short passwords, and has no default account', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'accounts-'));
    const accounts = new Accounts(fresh);
    expect(await accounts.list()).toEqual([]);
    await expect(accounts.add('a@care.example', 'x'.repeat(minimumPasswordLength - 1))).rejects.toThrow(String(minimumPasswordLength));
    await accounts.add('A@Care.example', password);
    const text = await readFile(accounts.file, 'utf8');
    expect(text).not.toContain(password);
    expect(text).toContain('"email": "a@care.example"');
    expect(await accounts.check('a@care.example', password)).toBeTruthy();
    expect(await accounts.check('a@care.example', `${password}!`)).toBeNull();
    expect(await verifyPassword(password, await hashPassword(password))).toBe(true);
    await rm(fresh, { recursive: true, force: true });
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
    expect(await receiver.store.read('events')).toEqual([]);
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
    const audit = await readFile(receiver.store.path('audit'), 'utf8');
    expect(audit).toContain(`"action":"opened","reference":"${reference}"`);
    expect(audit).toContain(`"action":"downloaded","reference":"${reference}"`);
    for (const secret of ['Okafor', 'Bleeding', patient.phone]) expect(audit).not.toContain(secret);
  });

  it('refuses a report whose file changed since it was stored, and any path out of the store', async () => {
    const reference = await storeRequest();
    const { cookie } = await signIn();
    await writeFile(join(dir, 'reports', reference, '1.pdf'), '%PDF-1.4 changed');
    expect((await fetch(`${base}/care-team/requests/${reference}/reports/1`, { headers: { Cookie: cookie } })).status).toBe(409);
    // A line naming a file outside reports/ (as a tampered store might): never served.
    const accounts = await readFile(join(dir, 'accounts.json'));
    const forged = 'CC-20261124-ZZZZZZ';
    await receiver.store.appendTo('requests', { reference: forged, receivedAt: new Date().toISOString(), request: {}, reports: [{ file: 'reports/../accounts.json', name: 'x.pdf', type: '', size: accounts.length, sha256: createHash('sha256').update(accounts).digest('hex') }] });
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
    expect((await receiver.store.read<{ reference: string }>('events')).filter((event) => event.reference === reference)).toEqual([]);
    const done = await postAs(cookie, `/care-team/requests/${reference}/status`, { csrf, status: 'contacted', note: 'Called, sent the form for the visa letter' });
    expect(done.status).toBe(303);
    expect((await receiver.store.read('events')).at(-1)).toMatchObject({ reference, by: 'nurse@care.example', status: 'contacted', note: 'Called, sent the form for the visa letter' });
    const html = await (await fetch(`${base}/care-team/requests/${reference}`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain('Called, sent the form for the visa letter');
    expect(await readFile(receiver.store.path('audit'), 'utf8')).not.toContain('visa letter');
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

  it('deletes a request with its reports, its events and its emails', async () => {
    const reference = await storeRequest({ lastName: 'Erased' });
    const { cookie } = await signIn();
    const csrf = await csrfOf(cookie, reference);
    await postAs(cookie, `/care-team/requests/${reference}/status`, { csrf, status: 'contacted', note: 'a note' });
    await access(join(dir, 'reports', reference));
    const response = await postAs(cookie, `/care-team/requests/${reference}/delete`, { csrf, confirm: 'yes' });
    expect(response.status).toBe(303);
    await expect(access(join(dir, 'reports', reference))).rejects.toThrow();
    for (const file of ['requests', 'events', 'outbox'] as const) expect(await readFile(receiver.store.path(file), 'utf8')).not.toContain(reference);
    expect(receiver.outbox.pending().some((message) => message.reference === reference)).toBe(false);
    expect(await readFile(receiver.store.path('audit'), 'utf8')).toContain(`"action":"deleted","reference":"${reference}"`);
    expect((await fetch(`${base}/care-team/requests/${reference}`, { headers: { Cookie: cookie } })).status).toBe(404);
  });

  it('signs out everywhere, and a removed account’s session stops working at once', async () => {
    const accounts = new Accounts(dir);
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

describe('signing in', { timeout: 60_000 }, () => {
  it('refuses for a while after repeated failures, with Retry-After, even with the right password', async () => {
    await new Accounts(dir).add('target@care.example', password);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('target@care.example', 'wrong password!!')).status).toBe(401);
    const locked = await signIn('target@care.example', password);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect(locked.cookie).toBe('');
  });

  it('refuses a sign-in form sent from another site', async () => {
    expect((await signIn('nurse@care.example', password, 'https://evil.example')).status).toBe(403);
  });
});

describe('retention', () => {
  it('erases closed requests older than the retention period, and keeps the rest', async () => {
    const closedOld = await storeRequest({ lastName: 'ClosedOld' });
    const open = await storeRequest({ lastName: 'StillOpen' });
    await receiver.store.appendTo('events', { reference: closedOld, at: new Date().toISOString(), by: 'x', status: 'closed', note: '' });
    const erased = await eraseExpired(receiver.store, receiver.outbox, 365, Date.now() + 366 * 86_400_000);
    expect(erased).toContain(closedOld);
    expect(erased).not.toContain(open);
    await expect(access(join(dir, 'reports', closedOld))).rejects.toThrow();
    await access(join(dir, 'reports', open));
    expect(await readFile(receiver.store.path('audit'), 'utf8')).toContain(`"action":"deleted-by-retention","reference":"${closedOld}"`);
    await mkdir(join(dir, 'reports'), { recursive: true });
  });
});
