import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import words from '../../content/site/your-request.json' with { type: 'json' };
import { Accounts } from '../../server/care-team/accounts';
import { createInbox } from '../../server/care-team/inbox';
import type { Database } from '../../server/db/database';
import { createPatientSide, type PatientSide } from '../../server/patient/portal';
import { createReceiver } from '../../server/receiver/receiver';
import { receiverContent } from '../../server/receiver/receiver-words';
import { careTeam, contact, site, yourRequest } from '../../src/generated/site';
import { requestChoices } from '../../src/lib/forms/request-choices';
import { patientLinkMinutes, patientLinksPerHour, patientPaths } from '../../src/lib/patient/paths';
import { fillTemplate } from '../../src/lib/template';
import { inLanguage } from '../../src/lib/page-language';
import { pathTo } from '../../src/routes';
import { testDatabase } from './helpers/database';
import { hospitals } from '../../src/generated/hospitals';
import { languages } from '../../src/generated/languages';
import { packages } from '../../src/generated/packages';
import { people } from '../../src/generated/people';
import { buildQuote, quotablePackages, quoteSchema } from '../../src/lib/patient/quote';
import { formatDate, formatPriceRange } from '../../src/lib/format';
import { escalateOverdue } from '../../server/patient/promise';
import { escalationMinutes, officeMinutesBetween } from '../../src/lib/patient/office-time';

const secretWords = 'Bleeding since March';
const patient = {
  firstName: 'Amina',
  lastName: 'Okafor',
  email: 'amina@example.com',
  phone: '+234 803 123 4567',
  country: requestChoices().countries[0],
  replyLanguage: requestChoices().replyLanguages[0],
  condition: 'other',
  contactMethod: 'email',
  message: secretWords,
  consent: 'yes',
};
const pdf = new TextEncoder().encode('%PDF-1.4\n% a report\n');
const origin = 'https://site.example';
const nurse = { email: 'nurse@care.example', password: 'a long enough password' };

let dir: string;
let server: Server;
let base: string;
let receiver: ReturnType<typeof createReceiver>;
let side: PatientSide;
let database: Database;
/** The patient side's clock: moved forward to expire links. */
let clockOffset = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'patient-side-test-'));
  database = await testDatabase();
  receiver = createReceiver({ storeDir: dir, database, perClientPer10Minutes: 1000, overallPerMinute: 1000, trustProxy: false, content: receiverContent({ origin }) });
  await receiver.ready;
  side = createPatientSide({
    store: receiver.store,
    outbox: receiver.outbox,
    words: yourRequest,
    siteName: site.name,
    languages,
    contact,
    origin,
    distDir: join(dir, 'no-dist'),
    trustProxy: false,
    quoteContent: { packages, hospitals, people },
    officeHours: contact.officeHours,
    describe: (record) => Object.entries(record.request).map(([label, value]) => ({ label, value: value ?? '' })),
    now: () => Date.now() + clockOffset,
    log: () => undefined,
  });
  const inbox = createInbox({
    store: receiver.store,
    outbox: receiver.outbox,
    words: careTeam,
    siteName: site.name,
    fieldLabels: {},
    valueLabels: {},
    distDir: join(dir, 'no-dist'),
    mailConfigured: false,
    trustProxy: false,
    thread: side.inboxThread,
    log: () => undefined,
  });
  await new Accounts(() => database).add(nurse.email, nurse.password);
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    void receiver
      .handle(request, response, url.pathname)
      .then(async (handled) => handled || (await side.handle(request, response, url)) || (await inbox.handle(request, response, url)) || response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
  await database.close();
});

async function storeRequest(values: Record<string, string> = {}): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...patient, ...values })) body.append(name, value);
  body.append('reports', new Blob([pdf], { type: 'application/pdf' }), 'scan.pdf');
  const response = await fetch(`${base}/api/requests`, { method: 'POST', body, headers: { Accept: 'application/json' } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** The private links in the emails to an address, newest last. */
async function linksTo(address: string): Promise<string[]> {
  const messages = (await receiver.outbox.all()).filter((message) => message.to === address);
  return messages.flatMap((message) => [...message.text.matchAll(/https:\/\/site\.example\/patient\/open\?token=([\w-]+)/g)].map((match) => match[1]));
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { method: 'POST', body, redirect: 'manual', headers: { Origin: base, ...headers } });

/** Opens a link as the browser does (the page's button): the session's cookie, and where it leads. */
async function open(token: string): Promise<{ status: number; cookie: string; location: string | null }> {
  const response = await post(patientPaths.open, new URLSearchParams({ token }));
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  return { status: response.status, cookie, location: response.headers.get('location') };
}

const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)![1];

describe('the private link', () => {
  it('comes in the acknowledgement, with no health data in the email or the link, and opens the request once', async () => {
    const reference = await storeRequest();
    const [ack] = (await receiver.outbox.all()).filter((message) => message.kind === 'acknowledgement' && message.reference === reference);
    expect(ack.text).not.toContain(secretWords);
    const [token] = await linksTo(patient.email);
    expect(token).toBeTruthy();
    // Only a hash of the token is stored.
    expect(JSON.stringify(await database.query('select * from patient_links'))).not.toContain(token);
    // Opening the address shows a button; it uses nothing.
    const shown = await fetch(`${base}${patientPaths.open}?token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await shown.text()).toContain(yourRequest.open.submit);
    const first = await open(token);
    expect(first.status).toBe(303);
    expect(first.location).toBe(patientPaths.request(reference));
    expect(first.cookie).toMatch(/^cc_patient=/);
    const page = await fetch(`${base}${first.location}`, { headers: { Cookie: first.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(yourRequest.request.statuses.new);
    expect(html).toContain(reference);
    // Used once: refused after.
    expect((await open(token)).status).toBe(410);
    expect((await fetch(`${base}${patientPaths.open}?token=${token}`)).status).toBe(410);
  });

  it(`expires after ${patientLinkMinutes} minutes`, async () => {
    await storeRequest({ email: 'late@example.com' });
    const [token] = await linksTo('late@example.com');
    clockOffset = (patientLinkMinutes + 1) * 60_000;
    try {
      expect((await open(token)).status).toBe(410);
    } finally {
      clockOffset = 0;
    }
  });

  it('is refused from another site, and a care-team cookie is no patient session', async () => {
    await storeRequest({ email: 'other-site@example.com' });
    const [token] = await linksTo('other-site@example.com');
    expect((await post(patientPaths.open, new URLSearchParams({ token }), { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await fetch(`${base}${patientPaths.root}`, { headers: { Cookie: 'cc_session=anything' } })).status).toBe(401);
    // Still usable by its owner: the refused post used nothing.
    expect((await open(token)).status).toBe(303);
  });
});

describe('asking for a link on the site', () => {
  it('answers the same whether or not the address has a request, and sends a link only to one that has', async () => {
    await storeRequest({ email: 'asks@example.com' });
    const before = (await linksTo('asks@example.com')).length;
    const known = await post(patientPaths.link, new URLSearchParams({ email: 'ASKS@example.com ' }));
    const unknown = await post(patientPaths.link, new URLSearchParams({ email: 'nobody@example.com' }));
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
    expect((await linksTo('ASKS@example.com')).length).toBe(1);
    expect(before).toBe(1);
    expect(await linksTo('nobody@example.com')).toEqual([]);
  });

  it(`sends at most ${patientLinksPerHour} links an hour to an address, and says the same after`, async () => {
    await storeRequest({ email: 'many@example.com' });
    const answers = [];
    for (let index = 0; index < patientLinksPerHour + 2; index += 1) answers.push((await post(patientPaths.link, new URLSearchParams({ email: 'many@example.com' }))).status);
    expect(new Set(answers).size).toBe(1);
    const asked = (await receiver.outbox.all()).filter((message) => message.kind === 'patient-link' && message.to === 'many@example.com');
    expect(asked).toHaveLength(patientLinksPerHour);
  });

  it('refuses an address that is not one, in the page’s words', async () => {
    const response = await post(patientPaths.link, new URLSearchParams({ email: 'not an address' }));
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(words.linkSent.invalidEmail);
  });
});

describe('the request page', () => {
  async function signedIn(email: string) {
    const reference = await storeRequest({ email });
    const [token] = await linksTo(email);
    const { cookie } = await open(token);
    const html = await (await fetch(`${base}${patientPaths.request(reference)}`, { headers: { Cookie: cookie } })).text();
    return { reference, cookie, csrf: csrfOf(html) };
  }

  it('reaches only its own patient’s requests', async () => {
    const mine = await signedIn('mine@example.com');
    const theirs = await signedIn('theirs@example.com');
    const response = await fetch(`${base}${patientPaths.request(theirs.reference)}`, { headers: { Cookie: mine.cookie } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(theirs.reference.slice(3));
    expect((await fetch(`${base}${patientPaths.export(theirs.reference)}`, { headers: { Cookie: mine.cookie } })).status).toBe(404);
    expect((await fetch(`${base}${patientPaths.sentReport(theirs.reference, 1)}`, { headers: { Cookie: mine.cookie } })).status).toBe(404);
  });

  it('takes a message with a report, checked as the form checks it, and keeps the words of a refused one', async () => {
    const { reference, cookie, csrf } = await signedIn('writes@example.com');
    const refused = new FormData();
    refused.append('csrf', csrf);
    refused.append('text', 'My second scan');
    refused.append('report', new Blob([new TextEncoder().encode('not a pdf')], { type: 'application/pdf' }), 'scan.pdf');
    const bad = await post(patientPaths.messages(reference), refused, { Cookie: cookie });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('My second scan');
    const noToken = new FormData();
    noToken.append('text', 'hello');
    expect((await post(patientPaths.messages(reference), noToken, { Cookie: cookie })).status).toBe(403);
    const good = new FormData();
    good.append('csrf', csrf);
    good.append('text', 'My second scan');
    good.append('report', new Blob([pdf], { type: 'application/pdf' }), 'second.pdf');
    const sent = await post(patientPaths.messages(reference), good, { Cookie: cookie });
    expect(sent.status).toBe(303);
    const html = await (await fetch(`${base}${patientPaths.request(reference)}`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain('My second scan');
    const [message] = await side.patients.thread(reference);
    const report = await fetch(`${base}${patientPaths.report(reference, message.id, 1)}`, { headers: { Cookie: cookie } });
    expect(report.status).toBe(200);
    expect(new Uint8Array(await report.arrayBuffer())).toEqual(pdf);
    expect(JSON.stringify(await receiver.store.auditLog())).not.toContain('My second scan');
  });

  it('tells the patient of a care-team message by email with a link only, never its words', async () => {
    const { reference, cookie } = await signedIn('told@example.com');
    expect(await side.careTeamWrites(reference, 'nurse@care.example', 'Your colonoscopy looks fine')).toBe(true);
    const [told] = (await receiver.outbox.all()).filter((message) => message.kind === 'patient-message' && message.reference === reference);
    expect(told.to).toBe('told@example.com');
    expect(told.subject + told.text).not.toContain('colonoscopy');
    expect(told.text).toMatch(/\/patient\/open\?token=/);
    const html = await (await fetch(`${base}${patientPaths.request(reference)}`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain('Your colonoscopy looks fine');
    expect(html).toContain(yourRequest.messages.fromCareTeam);
  });

  it('downloads everything held, and erases it all after a confirmation', async () => {
    const { reference, cookie, csrf } = await signedIn('erases@example.com');
    const exported = await fetch(`${base}${patientPaths.export(reference)}`, { headers: { Cookie: cookie } });
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    const held = (await exported.json()) as { request: Record<string, string>; reports: Array<{ base64: string }> };
    expect(held.request.message).toBe(secretWords);
    expect(Buffer.from(held.reports[0].base64, 'base64')).toEqual(Buffer.from(pdf));
    const unconfirmed = await post(patientPaths.erase(reference), new URLSearchParams({ csrf }), { Cookie: cookie });
    expect(unconfirmed.status).toBe(422);
    expect(await unconfirmed.text()).toContain(yourRequest.erase.notConfirmed);
    expect(await receiver.store.findRequest(reference)).toBeDefined();
    const erased = await post(patientPaths.erase(reference), new URLSearchParams({ csrf, confirm: 'yes' }), { Cookie: cookie });
    expect(erased.status).toBe(200);
    expect(await erased.text()).toContain(yourRequest.erase.doneHeading);
    for (const table of ['requests', 'request_keys', 'reports', 'events', 'request_messages', 'message_reports', 'request_contacts', 'patient_links', 'outbox'])
      expect(await database.query(`select 1 from ${table} where reference = $1`, [reference]), table).toEqual([]);
  });

  it('says in the words of content what a step not reached yet is', async () => {
    const { reference, cookie } = await signedIn('steps@example.com');
    const html = await (await fetch(`${base}${patientPaths.request(reference)}`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain(yourRequest.request.pending);
    expect(html).toContain(fillTemplate(yourRequest.request.heading, { reference }));
  });
});

describe('the timeline', () => {
  it('shows each status the care team recorded, travel planned among them, with its day, in the statuses’ order', async () => {
    const email = 'timeline@example.com';
    const reference = await storeRequest({ email });
    const [token] = await linksTo(email);
    const { cookie } = await open(token);
    const statuses = Object.keys(yourRequest.request.statuses);
    for (const status of statuses.filter((status) => status !== 'new' && status !== 'closed'))
      expect(await receiver.store.addEvent({ reference, at: new Date().toISOString(), by: nurse.email, status: status as never, note: '' })).toBe(true);
    const html = await (await fetch(`${base}${patientPaths.request(reference)}`, { headers: { Cookie: cookie } })).text();
    const steps = [...html.matchAll(/<li [^>]*data-reached="(yes|no)"[^>]*><span[^>]*>([^<]*)<\/span><span[^>]*>([^<]*)<\/span>/g)].map((match) => ({ reached: match[1], label: match[2], date: match[3] }));
    expect(steps.map((step) => step.label)).toEqual(statuses.map((status) => (yourRequest.request.statuses as Record<string, string>)[status]));
    expect(steps.map((step) => step.reached)).toEqual(statuses.map((status) => (status === 'closed' ? 'no' : 'yes')));
    expect(steps.at(-2)!.date).toBe(formatDate(new Date().toISOString().slice(0, 10)));
  });
});

describe('in the patient’s language', () => {
  // Languages chosen by their shape in the site's list, never by name: one written right to left, one other left to right.
  const rtl = languages.find((language) => language.direction === 'rtl');
  const ltr = languages.slice(1).find((language) => language.direction === 'ltr');

  it.runIf(rtl)('a request whose reply language is right to left: its pages, its timeline and the care team’s email speak it', async () => {
    const language = rtl!;
    const inIt = inLanguage(yourRequest, language.tag);
    const email = 'rtl@example.com';
    const reference = await storeRequest({ email, replyLanguage: language.locale });
    const [token] = await linksTo(email);
    // The acknowledgement's line with the link speaks it, and sends to the "Your request" page in it.
    const [ack] = (await receiver.outbox.all()).filter((message) => message.kind === 'acknowledgement' && message.reference === reference);
    expect(ack.text).toContain(`${origin}/${language.tag}${pathTo('/your-request')}`);
    const button = await (await fetch(`${base}${patientPaths.open}?token=${token}`)).text();
    expect(button).toContain(`<html lang="${language.locale}" dir="rtl">`);
    expect(button).toContain(inIt.open.submit);
    const { cookie } = await open(token);
    const html = await (await fetch(`${base}${patientPaths.request(reference)}`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain(`<html lang="${language.locale}" dir="rtl">`);
    expect(html).toContain(inIt.request.timelineHeading);
    expect(html).toContain(inIt.request.statuses.new);
    expect(html).not.toContain(`>${yourRequest.request.timelineHeading}<`);
    // The used link's page speaks it too, and its link to ask for a new one is the page in that language.
    const used = await (await fetch(`${base}${patientPaths.open}?token=${token}`)).text();
    expect(used).toContain(inIt.invalidLink.heading);
    expect(used).toContain(`href="/${language.tag}${pathTo('/your-request')}"`);
    expect(await side.careTeamWrites(reference, nurse.email, 'Your colonoscopy looks fine')).toBe(true);
    const [told] = (await receiver.outbox.all()).filter((message) => message.kind === 'patient-message' && message.reference === reference);
    expect(told.subject).toBe(fillTemplate(inIt.mail.messageSubject, { reference }));
    expect(told.text).toContain(`${origin}/${language.tag}${pathTo('/your-request')}`);
    expect(told.text).not.toContain('colonoscopy');
  });

  it.runIf(ltr)('a link asked for on a page in another language: the answer, the email and the pages it opens speak that language', async () => {
    const language = ltr!;
    const inIt = inLanguage(yourRequest, language.tag);
    const email = 'asks-in-language@example.com';
    await storeRequest({ email });
    const answer = await post(patientPaths.link, new URLSearchParams({ email, language: language.tag }));
    expect(answer.status).toBe(202);
    const text = await answer.text();
    expect(text).toContain(`<html lang="${language.locale}" dir="ltr">`);
    expect(text).toContain(inIt.linkSent.heading.replace(/'/g, '&#x27;'));
    const [asked] = (await receiver.outbox.all()).filter((message) => message.kind === 'patient-link' && message.to === email);
    expect(asked.subject).toBe(inIt.mail.linkSubject);
    const token = /open\?token=([\w-]+)/.exec(asked.text)![1];
    const { cookie, location } = await open(token);
    // The request's own pages speak its reply language (the source's here); the session keeps the link's for the others.
    expect(location).toBe(patientPaths.root);
    const notFound = await fetch(`${base}${patientPaths.request('CC-NOPE-0000')}`, { headers: { Cookie: cookie } });
    expect(await notFound.text()).toContain(`<html lang="${language.locale}" dir="ltr">`);
    // An address that is not one is refused in that language too.
    expect(await (await post(patientPaths.link, new URLSearchParams({ email: 'not an address', language: language.tag }))).text()).toContain(inIt.linkSent.invalidEmail.replace(/'/g, '&#x27;'));
  });
});

describe('the thread in the care team’s inbox', () => {
  async function signIn(): Promise<string> {
    const form = await fetch(`${base}/care-team/sign-in`);
    const token = csrfOf(await form.text());
    const signInCookie = (form.headers.get('set-cookie') ?? '').split(';')[0];
    const response = await post('/care-team/sign-in', new URLSearchParams({ csrf: token, email: nurse.email, password: nurse.password, next: '/care-team' }), { Cookie: signInCookie });
    return response.headers.getSetCookie().map((value) => value.split(';')[0]).find((value) => value.startsWith('cc_session='))!;
  }

  it('shows the patient’s messages beside the request, marks them unread in the list until read, and sends a reply', async () => {
    const reference = await storeRequest({ email: 'thread@example.com' });
    await side.patients.addMessage(reference, { author: 'patient', by: null, text: 'A question about the stay', reports: [{ name: 'third.pdf', type: 'application/pdf', extension: 'pdf', bytes: pdf }] });
    const cookie = await signIn();
    const unreadCount = async () => (await (await fetch(`${base}/care-team`, { headers: { Cookie: cookie } })).text()).split(yourRequest.careTeam.unread).length - 1;
    const before = await unreadCount();
    expect(before).toBeGreaterThan(0);
    const page = await (await fetch(`${base}/care-team/requests/${reference}`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain('A question about the stay');
    expect(page).toContain(yourRequest.careTeam.heading);
    expect(await unreadCount()).toBe(before - 1);
    const [message] = await side.patients.thread(reference);
    const report = await fetch(`${base}/care-team/requests/${reference}/messages/${message.id}/reports/1`, { headers: { Cookie: cookie } });
    expect(new Uint8Array(await report.arrayBuffer())).toEqual(pdf);
    // A reply needs the session's token and the inbox's origin.
    expect((await post(`/care-team/requests/${reference}/messages`, new URLSearchParams({ text: 'no token' }), { Cookie: cookie })).status).toBe(403);
    const sent = await post(`/care-team/requests/${reference}/messages`, new URLSearchParams({ csrf: csrfOf(page), text: 'We can book the stay' }), { Cookie: cookie });
    expect(sent.status).toBe(303);
    expect((await side.patients.thread(reference)).map((entry) => entry.text)).toEqual(['A question about the stay', 'We can book the stay']);
    const [told] = (await receiver.outbox.all()).filter((entry) => entry.kind === 'patient-message' && entry.reference === reference);
    expect(told.text).not.toContain('book the stay');
    expect(JSON.stringify(await receiver.store.auditLog())).not.toContain('book the stay');
    // The list shows the office time left for new requests without a reply, and the promise's record over 30 and 90 days.
    const listed = await (await fetch(`${base}/care-team`, { headers: { Cookie: cookie } })).text();
    expect(listed).toContain(yourRequest.careTeam.promiseLeft);
    expect(listed.match(/data-testid="promise-record"/g)).toHaveLength(2);
    expect(listed).toContain(yourRequest.careTeam.record.split('{')[0]);
    // Without a session, a thread's report is not sent.
    expect((await fetch(`${base}/care-team/requests/${reference}/messages/${message.id}/reports/1`)).status).toBe(401);
  });
});

describe('a quote', () => {
  const content = { packages, hospitals, people };
  // Packages chosen by their shape, never by id: one with a headline price and its breakdown, one with only a price range.
  const itemised = packages.find((entry) => entry.price !== undefined && entry.costBreakdown !== undefined);
  const rangeOnly = packages.find((entry) => entry.price === undefined);

  it('may be built from every package of content, at its headline price or its range', () => {
    expect(quotablePackages(content).map((entry) => entry.id)).toEqual(packages.map((entry) => entry.id));
    for (const pkg of packages) expect(buildQuote({ packageId: pkg.id, arrival: '2027-01-10', departure: '2027-01-20', notes: '' }, content)).not.toBeNull();
    expect(buildQuote({ packageId: 'no-such-package', arrival: '2027-01-10', departure: '2027-01-20', notes: '' }, content)).toBeNull();
  });

  it.runIf(itemised)('of a package with a breakdown: its lines add up to the headline price; hospital, surgeon, inclusions from content; the dates must be days in order', () => {
    const pkg = itemised!;
    const quote = buildQuote({ packageId: pkg.id, arrival: '2027-01-10', departure: '2027-01-20', notes: ' Room with a view ' }, content)!;
    expect(quote.price).toEqual({ from: pkg.price, to: pkg.price });
    expect(quote.lines.map((line) => line.item)).toEqual(pkg.costBreakdown!.map((line) => line.item));
    expect(quote.lines.reduce((total, line) => total + line.cost.from, 0)).toBe(pkg.price);
    expect(quote.hospital).toBe(hospitals.find((hospital) => hospital.id === pkg.hospital)!.name);
    expect(quote.surgeon).toBe(people.find((person) => person.id === pkg.surgeon)!.name);
    expect(quote.notIncluded).toEqual(pkg.notIncluded);
    expect(quote.notes).toBe('Room with a view');
    expect(buildQuote({ packageId: pkg.id, arrival: '2027-01-20', departure: '2027-01-10', notes: '' }, content)).toBeNull();
    expect(buildQuote({ packageId: pkg.id, arrival: '2027-02-30', departure: '2027-03-10', notes: '' }, content)).toBeNull();
  });

  it.runIf(rangeOnly)('of a package with no headline price: quoted at its price range, one line for the whole package', () => {
    const pkg = rangeOnly!;
    const quote = buildQuote({ packageId: pkg.id, arrival: '2027-01-10', departure: '2027-01-20', notes: '' }, content)!;
    expect(quote.price).toEqual({ from: pkg.priceRange.from, to: pkg.priceRange.to });
    expect(quote.lines).toEqual([{ item: pkg.name, cost: { from: pkg.priceRange.from, to: pkg.priceRange.to } }]);
  });

  it('a quote sealed before quotes had ranges (one price, a number) reads as that price', () => {
    const old = { ...buildQuote({ packageId: packages[0].id, arrival: '2027-01-10', departure: '2027-01-20', notes: '' }, content)!, price: 1000, lines: [{ item: 'x', cost: 1000 }] };
    const read = quoteSchema.parse(old);
    expect(read.price).toEqual({ from: 1000, to: 1000 });
    expect(read.lines[0].cost).toEqual({ from: 1000, to: 1000 });
  });

  for (const [shape, pkg] of [
    ['with a breakdown', itemised],
    ['with only a price range', rangeOnly],
  ] as const)
    it.runIf(pkg)(`of a package ${shape} is shown on the patient’s page with its price, what it includes and excludes; the patient is told by email without it`, async () => {
      const address = `quoted-${pkg!.id}@example.com`;
      const reference = await storeRequest({ email: address });
      const [token] = await linksTo(address);
      const { cookie } = await open(token);
      expect(await side.inboxThread.quote(reference, 'nurse@care.example', new URLSearchParams({ package: pkg!.id, arrival: '2027-01-10', departure: '2027-01-20', notes: 'Room with a view' }))).toBe('sent');
      expect(await side.inboxThread.quote(reference, 'nurse@care.example', new URLSearchParams({ package: pkg!.id, arrival: 'soon', departure: '2027-01-20' }))).toBe('invalid');
      const html = await (await fetch(`${base}${patientPaths.request(reference)}`, { headers: { Cookie: cookie } })).text();
      expect(html).toContain(yourRequest.quote.heading);
      expect(html).toContain(formatPriceRange(pkg!.price === undefined ? pkg!.priceRange : { from: pkg!.price, to: pkg!.price }));
      if (pkg!.price === undefined) expect(html).toContain(yourRequest.quote.rangeNote.replace(/'/g, '&#x27;'));
      for (const item of pkg!.notIncluded) expect(html).toContain(item.replace(/'/g, '&#x27;').replace(/&(?!#)/g, '&amp;'));
      expect(html).toContain('Room with a view');
      const [told] = (await receiver.outbox.all()).filter((entry) => entry.kind === 'patient-message' && entry.reference === reference);
      expect(told.text).not.toContain(String(pkg!.priceRange.from));
      expect(told.text).not.toContain('Room with a view');
    });
});

describe('the two-hour promise', () => {
  /** The first instant after `from` with `minutes` office minutes behind it, by the site's office hours (found, not assumed). */
  function afterOfficeMinutes(from: Date, minutes: number): Date {
    let at = from.getTime();
    while (officeMinutesBetween(from, new Date(at), contact.officeHours) < minutes) at += 60_000;
    return new Date(at);
  }

  it(`tells a second person once, with the reference only, of a new request unanswered for ${escalationMinutes} office minutes; a replied one never`, async () => {
    const waiting = await storeRequest({ email: 'waits@example.com' });
    const answered = await storeRequest({ email: 'answered@example.com' });
    await side.careTeamWrites(answered, 'nurse@care.example', 'Hello');
    const received = new Date((await receiver.store.findRequest(waiting))!.receivedAt);
    const due = afterOfficeMinutes(new Date(Math.max(received.getTime(), Date.parse((await receiver.store.findRequest(answered))!.receivedAt))), escalationMinutes);
    const run = (now: Date) => escalateOverdue({ store: receiver.store, outbox: receiver.outbox, hours: contact.officeHours, to: 'lead@care.example', origin, words: yourRequest, now });
    expect(await run(new Date(due.getTime() - 2 * 60_000))).not.toContain(waiting);
    expect(await run(due)).toContain(waiting);
    expect(await run(new Date(due.getTime() + 60 * 60_000))).not.toContain(waiting);
    const sent = (await receiver.outbox.all()).filter((message) => message.kind === 'escalation');
    expect(sent.filter((message) => message.reference === waiting)).toHaveLength(1);
    expect(sent.some((message) => message.reference === answered)).toBe(false);
    const [escalation] = sent.filter((message) => message.reference === waiting);
    expect(escalation.to).toBe('lead@care.example');
    expect(escalation.text + escalation.subject).not.toContain(secretWords);
    expect(escalation.text + escalation.subject).not.toContain('waits@example.com');
  });
});
