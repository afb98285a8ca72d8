import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { requestStatuses, type RequestStatus } from '../../src/content/schemas/care-team';
import type { Contact } from '../../src/content/schemas/contact';
import type { YourRequestWords } from '../../src/content/schemas/your-request';
import type { OutgoingMessage } from '../../src/lib/care-team/messages';
import { isNewsletterAddress } from '../../src/lib/forms/newsletter';
import { formatBytes, isAcceptedReportType, reportAccept, reportLimits, textLimits } from '../../src/lib/forms/request';
import { inboxThreadPaths, patientLinkLifetime, patientLinksPerHour, patientPaths } from '../../src/lib/patient/paths';
import { plural, type PluralForms } from '../../src/lib/plural';
import { CareTeamThread } from '../../src/patient/care-team-thread';
import { buildQuote, quotablePackages, quoteNotesLimit, type QuoteContent } from '../../src/lib/patient/quote';
import { formatDate, formatPriceRange } from '../../src/lib/format';
import { currentLocale, setLocaleSource } from '../../src/lib/locale';
import { currentPageLanguage, inPageLanguage, pathInLanguage, splitLanguage, type SiteLanguage } from '../../src/lib/page-language';
import { fillTemplate } from '../../src/lib/template';
import { pathTo } from '../../src/routes';
import { NoticePage, OpenPage, PatientDocument, RequestListPage, RequestPage, type PageLink, type ShownMessage } from '../../src/patient/pages';
import type { Outbox } from '../mail/outbox';
import { BodyTooLarge, BodyTooSlow, discardRest, parseForm, readBody, textOf, UnreadableBody } from '../receiver/body';
import { clientAddress, trustsAProxy, type ProxyTrust } from '../receiver/client-address';
import { sniffReportType } from '../receiver/file-types';
import { RateLimiter } from '../receiver/rate-limit';
import { referencePattern } from '../receiver/reference';
import { addressHash, type ReportToStore, type RequestStore, type StoredReport, type StoredRequestRecord } from '../receiver/store';
import { patientLinkUrl, yourRequestPageUrl } from './links';
import { insertLink, PatientStore, type PatientSession, type ThreadMessage } from './store';
import { recordFirstReply } from './promise';
import { promiseMinutesLeft, promiseRecord, type OfficeHours } from '../../src/lib/patient/office-time';
import { common } from '../../src/generated/site';

/** What the care team's inbox shows and does of a request's thread (server/care-team/inbox.ts). */
export interface InboxThread {
  /** The thread beside a request, with the quote form (and its problem, when the last quote was refused); its patient messages then count as read. */
  section(reference: string, csrf: string, quoteRefused?: boolean): Promise<ReactElement>;
  /** A coordinator attaches a quote built from a package of content and the form's dates and notes. */
  quote(reference: string, by: string, form: URLSearchParams): Promise<'sent' | 'invalid' | 'gone'>;
  /** Unread messages from patients, by reference. */
  unread(): Promise<Map<string, number>>;
  /** The list's words for that count. */
  unreadLabel: string;
  /** Office time left of the promise for the new requests among these that have no reply yet, as the list shows it, by reference. */
  promiseLeft(rows: Array<{ reference: string; receivedAt: string; status: string }>, now: Date): Promise<Map<string, { label: string; value: string }>>;
  /** How well the promise was kept over the last 30 and 90 days (office time only), a line each. */
  promiseRecord(now: Date): Promise<string[]>;
  /** A care-team member writes to the patient; false when the request is gone. */
  write(reference: string, by: string, text: string): Promise<boolean>;
  /** The longest message. */
  maxMessage: number;
  /** A report a patient added to a message, checked against its checksum. */
  report(reference: string, messageId: number, position: number): Promise<{ name: string; bytes: Buffer } | undefined>;
}

export interface PatientSideOptions {
  store: RequestStore;
  outbox: Outbox;
  words: YourRequestWords;
  siteName: string;
  /**
   * The site's languages, the source first. A request's pages speak its reply language; the other
   * pages the language of the link that opened the session, or of the page the patient came from.
   * `words` and `contact` are read inside that language (content's localized values).
   */
  languages: readonly SiteLanguage[];
  contact: Contact;
  /** Where links in emails point (SITE_ORIGIN or the site's origin). */
  origin: string;
  /** The built site (dist/), where the stylesheet is. */
  distDir: string;
  trustProxy: ProxyTrust;
  /** What was sent, as the page shows it: the form's labels and the lists' words for the values. */
  describe: (record: StoredRequestRecord) => Array<{ label: string; value: string }>;
  /** The care team's office hours (contact.json), for the two-hour promise. */
  officeHours: OfficeHours;
  /** The packages, hospitals and people quotes are built from. */
  quoteContent: QuoteContent;
  /** Asks for a link one client may make in ten minutes (besides the limit per address). */
  asksPer10Minutes?: number;
  patients?: PatientStore;
  now?: () => number;
  log?: (line: string) => void;
}

/** Every answer of the patient's side: never cached or indexed or framed, no script at all. */
export const patientHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/** The patient's session cookie: its own name, never the care team's. */
const sessionCookie = 'cc_patient';
const smallForm = 16 * 1024;
/** A message's body: its words and one report at its largest, with room for the multipart framing. */
const messageBody = reportLimits.maxFileBytes + 64 * 1024;

class UnreadableRequest extends Error {}

function cookiesOf(request: IncomingMessage): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of String(request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    try {
      cookies[pair.slice(0, at).trim()] = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      // Another application's cookie that is not valid percent-encoding: skipped.
    }
  }
  return cookies;
}

const dayOf = (iso: string) => iso.slice(0, 10);
/** A day in the page's language ("26 November 2026"). */
const dayIn = (iso: string) => formatDate(dayOf(iso));
/** A moment in the page's language, to the minute, in UTC. */
/** "Label: what it labels", in the page's language (content/site/common.json's joiners). */
const labelled = (label: string, value: string) => fillTemplate(common.joiners.label, { first: label, second: value });
/** "A fact (a detail of it)", like a report and its size, in the page's language. */
const aside = (fact: string, detail: string) => fillTemplate(common.joiners.aside, { first: fact, second: detail });
const timeIn = (iso: string) => `${formatDate(dayOf(iso))} ${iso.slice(11, 16)} UTC`;

const requestAddress = new RegExp(`^${patientPaths.root}/requests/([^/]+)(?:/(messages|export|erase|reports/(\\d+)|messages/(\\d+)/reports/(\\d+)))?$`);

/**
 * The patient's side of a request under /patient: a private link from an email opens a session
 * (its own cookie), which reaches only the requests given with the same address. There the
 * patient follows the request, writes to the care team (a report may go with a message), and
 * downloads or erases everything. Every change carries the session's token and comes from this
 * site (Origin). Nothing of a request ever goes into an email, an address or a log line.
 */
export function createPatientSide(options: PatientSideOptions) {
  const { store, outbox, words } = options;
  const now = options.now ?? Date.now;
  /** A count in the form its number takes in the language being spoken: counted({ "one": "{count} day", "other": "{count} days" }, 30) → "30 days". */
  const counted = (forms: PluralForms, count: number) => fillTemplate(plural(forms, count, currentLocale()), { count: String(count) });
  const minutesLeft = (minutes: number) => fillTemplate(plural(words.careTeam.promiseMinutes, minutes, currentLocale()), { minutes: String(minutes) });
  const patients = options.patients ?? new PatientStore(() => store.db, undefined, undefined, now);
  const log = options.log ?? ((line: string) => console.log(line));
  const asks = new RateLimiter(options.asksPer10Minutes ?? 20, 10 * 60_000);
  const source = options.languages[0];
  // Numbers and dates follow the language of the page being answered (as the build's pages do).
  setLocaleSource(() => currentPageLanguage()?.language);
  /** The "Your request" page in the language being spoken. */
  const askPage = () => pathInLanguage(pathTo('/your-request'), currentPageLanguage()?.language.tag ?? source.tag, source.tag);
  /** The home page in the language being spoken. */
  const homePage = () => pathInLanguage(pathTo('/'), currentPageLanguage()?.language.tag ?? source.tag, source.tag);
  const byTag = (tag: string | null | undefined) => options.languages.find((language) => language.tag === tag);
  /** A request's language: the reply language it asked for, when the site speaks it. */
  const languageOfRecord = (record: StoredRequestRecord | undefined) => options.languages.find((language) => language.locale === record?.request.replyLanguage);
  /** The language of the site's page the patient came from (its address's first part), when the browser says. */
  function languageOfReferer(request: IncomingMessage): SiteLanguage | undefined {
    const referer = String(request.headers.referer ?? '');
    if (!URL.canParse(referer)) return undefined;
    return byTag(splitLanguage(new URL(referer).pathname, options.languages.map((language) => language.tag)).tag);
  }
  /** Runs `answer` speaking `language` (the source's when none): words, links, numbers and dates. */
  function speak<T>(language: SiteLanguage | undefined, answer: () => Promise<T>): Promise<T> {
    const spoken = language ?? source;
    return inPageLanguage({ language: spoken, languages: options.languages, path: patientPaths.root, status: spoken === source ? 'source' : 'translated', available: [spoken], sample: false }, answer);
  }
  /** The tag being spoken. */
  const spokenTag = () => currentPageLanguage()?.language.tag ?? source.tag;
  let stylesheet: { key: number; href: string | null } = { key: -1, href: null };

  async function stylesheetHref(): Promise<string | null> {
    const assets = join(options.distDir, 'assets');
    const key = await stat(assets).then((info) => info.mtimeMs, () => 0);
    if (key !== stylesheet.key) {
      const files = await readdir(assets).catch(() => [] as string[]);
      stylesheet = { key, href: files.filter((file) => file.endsWith('.css')).map((file) => `/assets/${file}`)[0] ?? null };
    }
    return stylesheet.href;
  }

  function secure(request: IncomingMessage): boolean {
    if ('encrypted' in request.socket && request.socket.encrypted) return true;
    return trustsAProxy(options.trustProxy) && String(request.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
  }

  function cookieName(request: IncomingMessage): string {
    return secure(request) ? `__Host-${sessionCookie}` : sessionCookie;
  }

  function cookie(request: IncomingMessage, value: string, maxAgeSeconds?: number): string {
    return [`${cookieName(request)}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', ...(secure(request) ? ['Secure'] : []), ...(maxAgeSeconds !== undefined ? [`Max-Age=${maxAgeSeconds}`] : [])].join('; ');
  }

  function sameOrigin(request: IncomingMessage): boolean {
    const host = request.headers.host;
    let origin = request.headers.origin;
    if (!origin && request.headers.referer) {
      if (!URL.canParse(String(request.headers.referer))) return false;
      origin = new URL(String(request.headers.referer)).origin;
    }
    if (!host || !origin || origin === 'null') return false;
    return origin === `${secure(request) ? 'https' : 'http'}://${host}`;
  }

  async function page(_request: IncomingMessage, response: ServerResponse, status: number, title: string, body: ReactElement, extra: { session?: PatientSession; headers?: Record<string, string | string[]> } = {}) {
    const language = currentPageLanguage()?.language ?? source;
    const html = `<!doctype html>${renderToStaticMarkup(
      createElement(PatientDocument, { lang: language.locale, dir: language.direction, home: homePage(), siteName: options.siteName, words, title, stylesheet: await stylesheetHref(), csrf: extra.session?.csrf, children: body }),
    )}`;
    response.writeHead(status, { ...patientHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(html)), ...extra.headers });
    response.end(html);
  }

  function notice(request: IncomingMessage, response: ServerResponse, status: number, title: string, paragraphs: string[], links: PageLink[] = [], extra: { session?: PatientSession; headers?: Record<string, string | string[]> } = {}) {
    return page(request, response, status, title, createElement(NoticePage, { title, paragraphs, links }), extra);
  }

  function redirect(response: ServerResponse, location: string, headers: Record<string, string | string[]> = {}) {
    response.writeHead(303, { ...patientHeaders, Location: location, 'Content-Length': '0', ...headers });
    response.end();
  }

  /** The link to the page that sends a new link, in the language being spoken. */
  const askAgain = (): PageLink => ({ href: askPage(), label: words.invalidLink.again });

  async function formOf(request: IncomingMessage, limit = smallForm): Promise<FormData> {
    const type = String(request.headers['content-type'] ?? '');
    const body = await readBody(request, limit);
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return new FormData();
    return parseForm(body, type);
  }

  /** The "Your request" page's form: a link to the address if it gave a request; the same answer either way. */
  async function askLink(request: IncomingMessage, response: ServerResponse) {
    const client = clientAddress(request, options.trustProxy);
    const allowed = asks.take(client);
    if (!allowed.allowed) {
      discardRest(request, smallForm);
      return speak(languageOfReferer(request), () =>
        notice(request, response, 429, words.linkSent.heading, [words.linkSent.tooMany], [askAgain()], { headers: { 'Retry-After': String(allowed.retryAfterSeconds) } }),
      );
    }
    const form = await formOf(request);
    return speak(byTag(textOf(form, 'language')) ?? languageOfReferer(request), () => sendLink(request, response, form));
  }

  /** The rest of the ask, in the language of the page it came from: the link's email speaks it, and so will the pages it opens. */
  async function sendLink(request: IncomingMessage, response: ServerResponse, form: FormData) {
    const email = (textOf(form, 'email') ?? '').trim();
    if (!isNewsletterAddress(email) || email.length > textLimits.email) return notice(request, response, 422, words.linkSent.heading, [words.linkSent.invalidEmail], [askAgain()]);
    const emailHash = addressHash(email);
    const requests = await patients.requestsOf(emailHash);
    if (requests.length > 0) {
      const token = await patients.askLink(emailHash, patientLinksPerHour, spokenTag());
      if (token) {
        const message: OutgoingMessage = {
          id: `patient-link.${createHash('sha256').update(token).digest('hex').slice(0, 24)}`,
          kind: 'patient-link',
          to: email,
          subject: words.mail.linkSubject,
          text: [fillTemplate(words.mail.linkText, { link: patientLinkUrl(options.origin, token), minutes: patientLinkLifetime(words, currentLocale()) }), words.mail.linkIgnore].join('\n\n'),
        };
        await outbox.add([message]);
      }
    }
    await notice(request, response, 202, words.linkSent.heading, [fillTemplate(words.linkSent.text, { minutes: patientLinkLifetime(words, currentLocale()) })]);
  }

  /** The language of a link's pages: the one it was made in, else its request's reply language, else the page the patient came from. */
  async function languageOfLink(request: IncomingMessage, token: string): Promise<SiteLanguage | undefined> {
    const link = await patients.linkLanguage(token);
    return byTag(link?.language) ?? (link?.reference ? languageOfRecord(await store.findRequest(link.reference)) : undefined) ?? languageOfReferer(request);
  }

  async function openLink(request: IncomingMessage, response: ServerResponse, url: URL) {
    const token = request.method === 'POST' ? (textOf(await formOf(request), 'token') ?? '') : (url.searchParams.get('token') ?? '');
    return speak(await languageOfLink(request, token), () => openLinkIn(request, response, token));
  }

  async function openLinkIn(request: IncomingMessage, response: ServerResponse, token: string) {
    if (request.method === 'POST') {
      const used = await patients.useLink(token);
      if (!used) return notice(request, response, 410, words.invalidLink.heading, [words.invalidLink.text], [askAgain()]);
      // A new id every time: a session planted before is worth nothing after.
      const old = cookiesOf(request)[cookieName(request)];
      if (old) await patients.endSession(old);
      const session = await patients.createSession(used.emailHash, spokenTag());
      await store.audit({ who: 'patient', action: 'patient-signed-in', reference: used.reference ?? undefined });
      return redirect(response, used.reference ? patientPaths.request(used.reference) : patientPaths.root, { 'Set-Cookie': cookie(request, session.id) });
    }
    if (!(await patients.linkIsValid(token))) return notice(request, response, 410, words.invalidLink.heading, [words.invalidLink.text], [askAgain()]);
    await page(request, response, 200, words.open.heading, createElement(OpenPage, { words, token }));
  }

  function supportLinks(): { text: string; links: PageLink[] } {
    // Read here, in the language being spoken: the contact's labels and hours are words.
    const { contact } = options;
    // A phone number inside words isolated left to right (LRI … PDI), so in Arabic it reads "+44 20…", not "…20 44+".
    const ltr = (text: string) => `\u2066${text}\u2069`;
    return {
      text: words.support.text,
      links: [
        { href: `tel:${contact.careTeam.number}`, label: labelled(contact.careTeam.label, aside(ltr(contact.careTeam.display), contact.careTeam.hours)) },
        { href: `https://wa.me/${contact.whatsapp.number.slice(1)}`, label: labelled(contact.whatsapp.label, aside(ltr(contact.whatsapp.display), contact.whatsapp.hours)) },
        { href: `tel:${contact.hotline.number}`, label: labelled(contact.hotline.label, aside(ltr(contact.hotline.display), contact.hotline.hours)) },
        { href: `mailto:${contact.email}`, label: contact.email },
      ],
    };
  }

  /** A report's link: its download words, its name (or its place) and size. */
  const reportLink = (href: string, report: StoredReport, position: number): PageLink => ({
    href,
    label: labelled(words.messages.download, aside(report.name || String(position), formatBytes(report.size, currentLocale()))),
  });

  /** A thread as a page shows it: who wrote each message (`who`), when, its words, and links to its reports (at `reportHref`). */
  function shownThread(thread: ThreadMessage[], who: (message: ThreadMessage) => string, reportHref: (message: ThreadMessage, position: number) => string): ShownMessage[] {
    return thread.map((message) => ({
      id: message.id,
      who: who(message),
      when: timeIn(message.at),
      text: message.text,
      reports: message.reports.map((report, index) => reportLink(reportHref(message, index + 1), report, index + 1)),
    }));
  }

  /** The timeline: received, then the first day each later status was reached. */
  async function timelineOf(record: StoredRequestRecord) {
    const events = await store.events(record.reference);
    return requestStatuses.map((status: RequestStatus) => {
      const reached = status === 'new' ? record.receivedAt : events.find((event) => event.status === status)?.at;
      return { label: words.request.statuses[status], date: reached ? dayIn(reached) : null };
    });
  }

  async function showRequest(request: IncomingMessage, response: ServerResponse, record: StoredRequestRecord, session: PatientSession, url: URL, state: { notice?: { text: string; tone: 'brand' | 'danger' }; draft?: string; eraseError?: string; status?: number } = {}) {
    const reference = record.reference;
    const thread = await patients.thread(reference);
    if (request.method === 'GET') await patients.markRead(reference, 'patient');
    const sent = url.searchParams.get('sent') === '1' ? { text: words.messages.sent, tone: 'brand' as const } : undefined;
    await page(
      request,
      response,
      state.status ?? 200,
      fillTemplate(words.request.heading, { reference }),
      createElement(RequestPage, {
        words,
        reference,
        csrf: session.csrf,
        fields: options.describe(record),
        reports: record.reports.map((report, index) => reportLink(patientPaths.sentReport(reference, index + 1), report, index + 1)),
        timeline: await timelineOf(record),
        messages: shownThread(thread, (message) => (message.author === 'patient' ? words.messages.fromPatient : words.messages.fromCareTeam), (message, position) => patientPaths.report(reference, message.id, position)),
        notice: state.notice ?? sent,
        draft: state.draft,
        reportAccept,
        reportHint: fillTemplate(words.messages.reportHint, { size: formatBytes(reportLimits.maxFileBytes, currentLocale()) }),
        maxMessage: textLimits.message,
        support: supportLinks(),
        eraseError: state.eraseError,
        quote: await patients.latestQuote(reference),
      }),
      { session },
    );
  }

  /** A message from the patient: words, a report, or both; the report checked as the form checks it. */
  async function addMessage(request: IncomingMessage, response: ServerResponse, record: StoredRequestRecord, session: PatientSession, form: FormData, url: URL) {
    const text = (textOf(form, 'text') ?? '').replace(/\r\n/g, '\n').trim();
    const file = form.get('report');
    const report = file && typeof file !== 'string' && file.size > 0 ? file : null;
    const refuse = (problem: string) => showRequest(request, response, record, session, url, { notice: { text: problem, tone: 'danger' }, draft: text, status: 422 });
    if (text.length > textLimits.message) return refuse(fillTemplate(plural(words.messages.tooLong, textLimits.message, currentLocale()), { max: String(textLimits.message) }));
    if (!text && !report) return refuse(words.messages.empty);
    const reports: ReportToStore[] = [];
    if (report) {
      const badName = Buffer.byteLength(report.name) > reportLimits.maxNameBytes;
      const bytes = new Uint8Array(await report.arrayBuffer());
      const extension = sniffReportType(bytes);
      if (badName || report.size > reportLimits.maxFileBytes || !isAcceptedReportType(report) || !extension)
        return refuse(fillTemplate(words.messages.reportHint, { size: formatBytes(reportLimits.maxFileBytes, currentLocale()) }));
      reports.push({ name: report.name, type: report.type, extension, bytes });
    }
    await patients.addMessage(record.reference, { author: 'patient', by: null, text, reports });
    await store.audit({ who: 'patient', action: 'patient-wrote', reference: record.reference, reports: reports.length });
    redirect(response, `${patientPaths.request(record.reference)}?sent=1#messages`);
  }

  function attachment(response: ServerResponse, name: string, type: string, bytes: Buffer) {
    response.writeHead(200, {
      ...patientHeaders,
      'Content-Type': type,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    });
    response.end(bytes);
  }

  /** Everything held about a request, as one JSON file: its fields, consent, timeline, messages, and every report's bytes. */
  async function exportRequest(response: ServerResponse, record: StoredRequestRecord) {
    const reference = record.reference;
    const reports = [];
    for (const [index, report] of record.reports.entries()) {
      const found = await store.report(reference, index + 1);
      reports.push({ ...report, base64: found?.bytes ? found.bytes.toString('base64') : null });
    }
    const messages = [];
    for (const message of await patients.thread(reference)) {
      const attached = [];
      for (const [index, report] of message.reports.entries()) {
        const found = await patients.messageReport(reference, message.id, index + 1);
        attached.push({ ...report, base64: found ? found.bytes.toString('base64') : null });
      }
      messages.push({ at: message.at, from: message.author, text: message.text, reports: attached });
    }
    const events = (await store.events(reference)).map((event) => ({ at: event.at, status: event.status, note: event.note }));
    const held = { reference, receivedAt: record.receivedAt, request: record.request, consent: record.consent, reports, timeline: events, messages, quote: (await patients.latestQuote(reference)) ?? null, exportedAt: new Date(now()).toISOString() };
    await store.audit({ who: 'patient', action: 'patient-downloaded', reference });
    attachment(response, `${reference}.json`, 'application/json; charset=utf-8', Buffer.from(JSON.stringify(held, null, 2)));
  }

  async function erase(request: IncomingMessage, response: ServerResponse, record: StoredRequestRecord, session: PatientSession, form: FormData, url: URL) {
    if (textOf(form, 'confirm') !== 'yes') return showRequest(request, response, record, session, url, { eraseError: words.erase.notConfirmed, status: 422 });
    await store.deleteRequest(record.reference);
    await store.audit({ who: 'patient', action: 'deleted', reference: record.reference });
    await notice(request, response, 200, words.erase.doneHeading, [words.erase.doneText], [{ href: homePage(), label: options.siteName }], { session });
  }

  async function route(request: IncomingMessage, response: ServerResponse, url: URL) {
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = request.method ?? 'GET';
    const isPost = method === 'POST';
    if (!isPost && method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { ...patientHeaders, Allow: 'GET, POST', 'Content-Length': '0' }).end();
      return;
    }
    if (isPost && !sameOrigin(request)) {
      discardRest(request, messageBody);
      return notice(request, response, 403, words.invalidLink.heading, [words.expired], [askAgain()]);
    }
    if (path === patientPaths.link && isPost) return askLink(request, response);
    if (path === patientPaths.open) return openLink(request, response, url);
    const session = await patients.session(cookiesOf(request)[cookieName(request)]);
    if (!session) {
      if (isPost) discardRest(request, messageBody);
      return notice(request, response, 401, words.signedOut.heading, [words.signedOut.text], [askAgain()]);
    }
    // The session speaks the language of the link that opened it; a request's pages, the request's.
    return speak(byTag(session.language) ?? currentPageLanguage()?.language, () => routeSession(request, response, url, session, path, isPost));
  }

  async function routeSession(request: IncomingMessage, response: ServerResponse, url: URL, session: PatientSession, path: string, isPost: boolean) {
    let form = new FormData();
    if (isPost) {
      form = await formOf(request, messageBody);
      if (textOf(form, 'csrf') !== session.csrf) return notice(request, response, 403, words.signedOut.heading, [words.expired], [askAgain()], { session });
    }
    if (path === patientPaths.signOut && isPost) {
      await patients.endSession(session.id);
      return redirect(response, askPage(), { 'Set-Cookie': cookie(request, '', 0) });
    }
    if (path === patientPaths.root && !isPost) {
      const requests = await patients.requestsOf(session.emailHash);
      if (requests.length === 1) return redirect(response, patientPaths.request(requests[0].reference));
      if (requests.length === 0) return notice(request, response, 404, words.list.heading, [words.notFound], [askAgain()], { session });
      return page(request, response, 200, words.list.heading, createElement(RequestListPage, { words, requests: requests.map((entry) => ({ reference: entry.reference, date: dayIn(entry.receivedAt) })) }), { session });
    }
    const match = requestAddress.exec(path);
    let reference = '';
    try {
      reference = match ? decodeURIComponent(match[1]) : '';
    } catch {
      throw new UnreadableRequest();
    }
    // Another patient's request answers exactly as one that does not exist.
    const record = referencePattern.test(reference) && (await patients.owns(session.emailHash, reference)) ? await store.findRequest(reference) : undefined;
    if (!match || !record) return notice(request, response, 404, words.list.heading, [words.notFound], [{ href: patientPaths.root, label: words.list.heading }], { session });
    return speak(languageOfRecord(record) ?? currentPageLanguage()?.language, () => routeRequest(request, response, url, session, record, match, form, isPost));
  }

  async function routeRequest(request: IncomingMessage, response: ServerResponse, url: URL, session: PatientSession, record: StoredRequestRecord, match: RegExpExecArray, form: FormData, isPost: boolean) {
    const reference = record.reference;
    const [, , action, sentReport, messageId, messageReport] = match;
    if (!action && !isPost) return showRequest(request, response, record, session, url);
    if (action === 'messages' && isPost) return addMessage(request, response, record, session, form, url);
    if (action === 'erase' && isPost) return erase(request, response, record, session, form, url);
    if (action === 'export' && !isPost) return exportRequest(response, record);
    if (sentReport && !isPost) {
      const found = await store.report(reference, Number(sentReport));
      if (!found?.bytes || createHash('sha256').update(found.bytes).digest('hex') !== found.report.sha256) return notice(request, response, 404, words.list.heading, [words.notFound], [], { session });
      return attachment(response, `${reference}-${sentReport}.${found.report.extension}`, 'application/octet-stream', found.bytes);
    }
    if (messageId && messageReport && !isPost) {
      const found = await patients.messageReport(reference, Number(messageId), Number(messageReport));
      if (!found) return notice(request, response, 404, words.list.heading, [words.notFound], [], { session });
      return attachment(response, `${reference}-message-${messageId}-${messageReport}.${found.report.extension}`, 'application/octet-stream', found.bytes);
    }
    return notice(request, response, 404, words.list.heading, [words.notFound], [], { session });
  }

  /** Answers /patient and everything under it (true), or leaves the address to the caller (false). */
  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== patientPaths.root && !url.pathname.startsWith(`${patientPaths.root}/`)) return false;
    if (secure(request)) response.setHeader('Strict-Transport-Security', 'max-age=31536000');
    try {
      // Until a link, a session or a request says otherwise, the language of the page the patient came from.
      await speak(languageOfReferer(request), () => route(request, response, url));
    } catch (error) {
      if (response.headersSent) return (response.destroy(), true);
      if (error instanceof BodyTooLarge) {
        response.once('finish', () => discardRest(request, messageBody * 2));
        await notice(request, response, 413, words.signedOut.heading, [fillTemplate(words.messages.reportHint, { size: formatBytes(reportLimits.maxFileBytes, currentLocale()) })], [{ href: patientPaths.root, label: words.list.heading }]);
      } else if (error instanceof BodyTooSlow) {
        response.once('finish', () => request.destroy());
        await notice(request, response, 408, words.signedOut.heading, [words.expired], [], { headers: { Connection: 'close' } });
      } else if (error instanceof UnreadableRequest || error instanceof UnreadableBody) {
        await notice(request, response, 400, words.signedOut.heading, [words.expired]);
      } else {
        // The reason, never the request's contents.
        log(`patient: ${request.method} failed: ${error instanceof Error ? error.message : String(error)}`);
        response.writeHead(500, { ...patientHeaders, 'Content-Length': '0' }).end();
      }
    }
    return true;
  }

  /**
   * A message from the care team (the inbox): stored sealed, and the patient is told by email with
   * a private link only, never the words. False when the request is gone.
   */
  async function careTeamWrites(reference: string, by: string, text: string): Promise<boolean> {
    const id = await patients.addMessage(reference, { author: 'care-team', by, text, reports: [] });
    if (id === undefined) return false;
    await recordFirstReply(store.db, reference, new Date(now()));
    await tellPatient(reference, `message.${id}`);
    return true;
  }

  /** Emails the patient that something waits on their page: the reference and a private link, nothing else. */
  async function tellPatient(reference: string, what: string) {
    const record = await store.findRequest(reference);
    await speak(languageOfRecord(record), () => tellPatientIn(reference, what, record));
  }

  /** The same, in the request's language. */
  async function tellPatientIn(reference: string, what: string, record: StoredRequestRecord | undefined) {
    const email = String(record?.request.email ?? '').trim();
    const emailHash = await patients.contactOf(reference);
    if (email && emailHash) {
      const at = new Date(now());
      const token = await store.db.transaction((tx) => insertLink(tx, { emailHash, reference, reason: 'message', now: at, language: spokenTag() }));
      await outbox.add([
        {
          id: `${reference}.${what}`,
          kind: 'patient-message',
          reference,
          to: email,
          subject: fillTemplate(words.mail.messageSubject, { reference }),
          text: fillTemplate(words.mail.messageText, { reference, link: patientLinkUrl(options.origin, token), minutes: patientLinkLifetime(words, currentLocale()), page: yourRequestPageUrl(options.origin, spokenTag()) }),
        },
      ]);
    }
  }

  const inboxThread: InboxThread = {
    async section(reference, csrf, quoteRefused = false) {
      const thread = await patients.thread(reference);
      await patients.markRead(reference, 'care-team');
      const last = await patients.latestQuote(reference);
      return createElement(CareTeamThread, {
        words,
        csrf,
        quote: {
          action: inboxThreadPaths.quote(reference),
          packages: quotablePackages(options.quoteContent).map((pkg) => ({ id: pkg.id, label: `${pkg.name} (${formatPriceRange(pkg.price)})` })),
          sent: last ? fillTemplate(words.careTeam.quoteSent, { date: dayOf(last.at), package: last.packageName, price: formatPriceRange(last.price) }) : null,
          error: quoteRefused ? words.careTeam.quoteInvalid : null,
          notesLimit: quoteNotesLimit,
        },
        action: inboxThreadPaths.messages(reference),
        maxMessage: textLimits.message,
        messages: shownThread(thread, (message) => (message.author === 'patient' ? words.careTeam.fromPatient : (message.by ?? '')), (message, position) => inboxThreadPaths.report(reference, message.id, position)),
      });
    },
    async quote(reference, by, form) {
      const quote = buildQuote({ packageId: form.get('package') ?? '', arrival: form.get('arrival') ?? '', departure: form.get('departure') ?? '', notes: form.get('notes') ?? '' }, options.quoteContent);
      if (!quote) return 'invalid';
      const id = await patients.addQuote(reference, by, quote);
      if (id === undefined) return 'gone';
      await recordFirstReply(store.db, reference, new Date(now()));
      await tellPatient(reference, `quote.${id}`);
      return 'sent';
    },
    async promiseLeft(rows, at) {
      const fresh = rows.filter((row) => row.status === 'new');
      if (fresh.length === 0) return new Map();
      const replied = new Set(
        (await store.db.query<{ reference: string }>('select reference from request_promise where reference = any($1::text[]) and first_reply_at is not null', [fresh.map((row) => row.reference)])).map((row) => row.reference),
      );
      return new Map(
        fresh
          .filter((row) => !replied.has(row.reference))
          .map((row) => [row.reference, { label: words.careTeam.promiseLeft, value: minutesLeft(promiseMinutesLeft(new Date(row.receivedAt), at, options.officeHours)) }]),
      );
    },
    async promiseRecord(at) {
      const lines: string[] = [];
      for (const days of [30, 90]) {
        const rows = await store.db.query<{ received_at: unknown; first_reply_at: unknown }>(
          'select r.received_at, p.first_reply_at from request_promise p join requests r using (reference) where p.first_reply_at is not null and r.received_at > $1::timestamptz',
          [new Date(at.getTime() - days * 86_400_000).toISOString()],
        );
        const record = promiseRecord(
          rows.map((row) => ({ receivedAt: new Date(String(row.received_at instanceof Date ? row.received_at.toISOString() : row.received_at)), firstReplyAt: new Date(String(row.first_reply_at instanceof Date ? row.first_reply_at.toISOString() : row.first_reply_at)) })),
          options.officeHours,
        );
        lines.push(
          record
            ? fillTemplate(words.careTeam.record, { days: counted(words.careTeam.days, days), share: `${Math.round(record.within * 100)}%`, count: counted(words.careTeam.requests, rows.length), median: counted(words.careTeam.officeMinutes, Math.round(record.median)) })
            : fillTemplate(words.careTeam.noRecord, { days: counted(words.careTeam.days, days) }),
        );
      }
      return lines;
    },
    unread: () => patients.unreadFromPatients(),
    unreadLabel: words.careTeam.unread,
    write: careTeamWrites,
    maxMessage: textLimits.message,
    async report(reference, messageId, position) {
      const found = await patients.messageReport(reference, messageId, position);
      return found && { name: `${reference}-message-${messageId}-${position}.${found.report.extension}`, bytes: found.bytes };
    },
  };

  return { handle, patients, careTeamWrites, inboxThread };
}

export type PatientSide = ReturnType<typeof createPatientSide>;
