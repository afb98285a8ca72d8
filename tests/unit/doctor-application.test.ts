import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import words from '../../content/site/doctor-verification.json' with { type: 'json' };
import { Accounts } from '../../server/care-team/accounts';
import { createInbox } from '../../server/care-team/inbox';
import { SignInThrottle } from '../../server/care-team/sessions';
import { createReceiver } from '../../server/receiver/receiver';
import { escapeHtml } from '../../server/receiver/pages';
import type { Database } from '../../server/db/database';
import { testDatabase } from './helpers/database';
import { receiverContent } from '../../server/receiver/receiver-words';
import { careTeam, coordinatorConnect, site } from '../../src/generated/site';
import { applicationInboxLabels, applicationInput, applicationKind, applicationLimits, applicationSchema, firstInvalidApplicationField, validateApplication } from '../../src/lib/forms/doctor-application';
import { fillTemplate } from '../../src/lib/template';
import { sourceLocale } from './helpers/request-words';
import { plural } from '../../src/lib/plural';

const form = words.form;
const messages = form.messages;
const schema = applicationSchema(messages, sourceLocale);
const valid = {
  name: 'Dr Meera Iyer',
  email: 'meera.iyer@example.org',
  phone: '+91 (98765) 43210',
  registrationNumber: 'TNMC/12345',
  council: 'Tamil Nadu Medical Council',
  speciality: 'Colorectal surgery',
  affiliation: 'A teaching hospital in Chennai',
  years: '14',
  message: '',
};
const check = (values: Partial<typeof valid>, consent = true) => validateApplication(schema, applicationInput({ ...valid, ...values }, consent));

describe('the application schema', () => {
  it('accepts a complete application, leaving out an empty message', () => {
    const result = check({});
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.application).not.toHaveProperty('message', expect.anything());
  });

  it("answers each field's problem with the content's message", () => {
    const cases: Array<[Partial<typeof valid>, keyof typeof messages, string]> = [
      [{ name: '  ' }, 'name', messages.name],
      [{ email: 'meera@' }, 'email', messages.email],
      [{ phone: '98765 43210' }, 'phone', messages.phone],
      [{ registrationNumber: 'x' }, 'registrationNumber', messages.registrationNumber],
      [{ registrationNumber: '<script>' }, 'registrationNumber', messages.registrationNumber],
      [{ council: '' }, 'council', messages.council],
      [{ speciality: '' }, 'speciality', messages.speciality],
      [{ affiliation: '' }, 'affiliation', messages.affiliation],
      [{ years: 'twelve' }, 'years', fillTemplate(messages.years, { max: String(applicationLimits.years) })],
      [{ years: String(applicationLimits.years + 1) }, 'years', fillTemplate(messages.years, { max: String(applicationLimits.years) })],
      [{ message: 'x'.repeat(applicationLimits.message + 1) }, 'message', fillTemplate(plural(messages.message, applicationLimits.message, sourceLocale), { max: new Intl.NumberFormat(sourceLocale, { numberingSystem: 'latn' }).format(applicationLimits.message) })],
    ];
    for (const [values, field, message] of cases) {
      const result = check(values);
      expect(result.ok, field).toBe(false);
      if (!result.ok) expect(result.errors, field).toEqual({ [field]: message });
    }
    const noConsent = check({}, false);
    expect(noConsent.ok ? {} : noConsent.errors).toEqual({ consent: messages.consent });
  });

  it('accepts the edges of the years in practice', () => {
    expect(check({ years: '0' }).ok).toBe(true);
    expect(check({ years: String(applicationLimits.years) }).ok).toBe(true);
  });

  it('names the first invalid field in the order of the form', () => {
    const result = check({ years: '', email: '' }, false);
    expect(result.ok ? undefined : firstInvalidApplicationField(result.errors)).toBe('email');
  });
});

let dir: string;
let server: Server;
let base: string;
let receiver: ReturnType<typeof createReceiver>;
const password = 'a long enough password';

let database: Database;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'application-test-'));
  database = await testDatabase();
  receiver = createReceiver({ storeDir: dir, database, perClientPer10Minutes: 1000, overallPerMinute: 1000, trustProxy: false, content: receiverContent() });
  await receiver.ready;
  const inbox = createInbox({
    store: receiver.store,
    outbox: receiver.outbox,
    words: careTeam,
    siteName: site.name,
    fieldLabels: { ...coordinatorConnect.form.labels },
    valueLabels: {},
    kinds: { [applicationKind]: applicationInboxLabels(form) },
    distDir: join(dir, 'no-dist'),
    mailConfigured: false,
    trustProxy: false,
    throttle: new SignInThrottle(() => database, 15 * 60_000, 50, 5),
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

const apply = (values: Record<string, string>, accept = 'application/json') =>
  fetch(`${base}/api/applications`, { method: 'POST', body: new URLSearchParams(values), headers: { Accept: accept } });

describe('POST /api/applications', { timeout: 30_000 }, () => {
  it('stores a valid application in the request store, marked as one, with the consent it was given under, and writes no email', async () => {
    const response = await apply({ ...valid, message: 'Weekdays suit me.', consent: 'yes' });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const stored = (await receiver.store.readRequests()).find((record) => record.reference === reference)!;
    expect(stored).toMatchObject({ kind: applicationKind, request: { ...valid, message: 'Weekdays suit me.' }, consent: { given: true, text: form.consent }, reports: [] });
    expect(await receiver.outbox.ofRequest(reference)).toEqual([]);
  });

  it('refuses an invalid one with each field and its message, and stores nothing', async () => {
    const before = (await receiver.store.readRequests()).length;
    const response = await apply({ ...valid, phone: '12', consent: '' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { phone: messages.phone, consent: messages.consent } });
    expect((await receiver.store.readRequests()).length).toBe(before);
  });

  /** What an applicant typed, back in a form that sends it again (its fields by name, with the values). */
  const typedBack = (html: string, values: Record<string, string>) => {
    expect(html).toContain('action="/api/applications"');
    for (const [name, value] of Object.entries(values)) {
      if (name === 'message') expect(html).toMatch(new RegExp(`<textarea[^>]*name="${name}"[^>]*>${escapeHtml(value)}</textarea>`));
      else expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"[^>]*value="${escapeHtml(value).replace(/[()+]/g, '\\$&')}"`));
    }
  };

  it('answers a form sent without JavaScript with a page: the fields to correct, escaped, the form holding what was typed, and the way back', async () => {
    const typed = { ...valid, name: '', message: 'Weekdays suit me.' };
    const response = await apply({ ...typed, consent: 'yes' }, 'text/html');
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(escapeHtml(form.correctText));
    expect(html).toContain(`${form.fields.name.label}: ${messages.name}`);
    // The field sent wrong is marked invalid and described by its message, shown under it; the list's item links to it.
    const [, id] = /<input id="(f\d+)" name="name"[^>]*aria-invalid="true" aria-describedby="f\d+-error">/.exec(html) ?? [];
    expect(id).toBeDefined();
    expect(html).toContain(`<small class="error" id="${id}-error">${escapeHtml(messages.name)}</small>`);
    expect(html).toContain(`<a href="#${id}">${escapeHtml(`${form.fields.name.label}: ${messages.name}`)}</a>`);
    expect(html).not.toMatch(/name="email"[^>]*aria-invalid/);
    typedBack(html, typed);
    expect(html).toMatch(/<input[^>]*name="consent"[^>]*checked/);
    expect(html).toContain('href="/doctor-verification#apply"');
    const received = await apply({ ...valid, name: 'Dr <b>Rao</b>', consent: 'yes' }, 'text/html');
    expect(received.status).toBe(201);
    expect(await received.text()).toContain(form.received.heading);
  });

  it('without JavaScript, gives an application the store cannot take back in a form holding what was typed', async () => {
    const saveRequest = vi.spyOn(receiver.store, 'saveRequest').mockRejectedValue(new Error('the database went away'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const typed = { ...valid, message: 'Weekdays suit me.' };
      const response = await apply({ ...typed, consent: 'yes' }, 'text/html');
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain(escapeHtml(form.failed));
      typedBack(html, typed);
      expect(logged.mock.calls.flat().join(' ')).not.toContain(valid.email);
    } finally {
      saveRequest.mockRestore();
      logged.mockRestore();
    }
  });

  it('stores nothing when the hidden field is filled', async () => {
    const before = (await receiver.store.readRequests()).length;
    expect((await apply({ ...valid, consent: 'yes', leave_this_empty: 'robot' })).status).toBe(400);
    expect((await receiver.store.readRequests()).length).toBe(before);
  });
});

describe('the care-team inbox', { timeout: 30_000 }, () => {
  it("lists an application by the applicant's name and its kind, and shows its fields by their labels", async () => {
    const response = await apply({ ...valid, name: 'Dr Inbox Listed', consent: 'yes' });
    const { reference } = (await response.json()) as { reference: string };
    const page = await fetch(`${base}/care-team/sign-in`);
    const signinCookie = page.headers.get('set-cookie')!.split(';')[0];
    const token = /name="csrf" value="([^"]+)"/.exec(await page.text())![1];
    const signedIn = await fetch(`${base}/care-team/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: signinCookie, Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: token, email: 'nurse@care.example', password, next: '/care-team' }),
    });
    const cookie = signedIn.headers.getSetCookie().map((value) => value.split(';')[0]).find((value) => value.startsWith('cc_session='))!;
    const list = await (await fetch(`${base}/care-team`, { headers: { Cookie: cookie } })).text();
    const row = list.slice(list.indexOf(reference));
    expect(row.slice(0, 2000)).toContain('Dr Inbox Listed');
    expect(row.slice(0, 2000)).toContain(form.inboxLabel.replace("'", '&#x27;'));
    const detail = await (await fetch(`${base}/care-team/requests/${reference}`, { headers: { Cookie: cookie } })).text();
    for (const field of ['registrationNumber', 'council', 'affiliation'] as const) expect(detail).toContain(form.fields[field].label);
    expect(detail).toContain(valid.registrationNumber);
  });
});
