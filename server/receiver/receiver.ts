import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { newsletterConfirmationMessage, requestMessages } from '../../src/lib/care-team/messages';
import { Outbox } from '../mail/outbox';
import { redactedReason } from '../mail/sender';
import { applicationInput, applicationKind, applicationSchema, applicationTextFields, validateApplication, type ApplicationField } from '../../src/lib/forms/doctor-application';
import { newsletterError } from '../../src/lib/forms/newsletter';
import { countryName, languageName } from '../../src/lib/forms/request-choices';
import { sectionIds } from '../../src/lib/section-ids';
import { pathTo } from '../../src/routes';
import { site } from '../../src/generated/site';
import { inLanguage } from '../../src/lib/page-language';
import {
  contactMethods,
  formatBytes,
  honeypotField,
  notAReport,
  otherCondition,
  reportAccept,
  reportLimits,
  requestInput,
  requestSchema,
  requestTextFields,
  validateRequest,
  textLimits,
  type RequestErrors,
  type RequestField,
  type RequestTextField,
} from '../../src/lib/forms/request';
import { fillTemplate } from '../../src/lib/template';
import { BodyAborted, BodyTooLarge, BodyTooSlow, defaultUploadPace, discardRest, parseForm, readBody, textOf, UnreadableBody, type UploadPace } from './body';
import { clientAddress, type ProxyTrust } from './client-address';
import { sniffReportType } from './file-types';
import { receiverPage, type ResendField, type ResendForm } from './pages';
import { recoverTextFields } from './recover-fields';
import { InFlight, RateLimiter, takeEach } from './rate-limit';
import type { ReceiverContent } from './receiver-words';
import { newReference } from './reference';
import { importStoreFolder } from './import-folder';
import { RequestStore, type ReportToStore } from './store';
import type { Database } from '../db/database';
import { insertPatientAccess, newLinkToken } from '../patient/store';
import { patientLinkLine } from '../patient/links';

interface ReceiverOptions {
  /** The data folder (the embedded database, the accounts, a folder of JSON lines to import); never inside dist/. */
  storeDir: string;
  /** A PostgreSQL server's address (DATABASE_URL); without it the embedded database in the data folder. */
  databaseUrl?: string;
  /** An open database to use instead (tests); the receiver does not close it. */
  database?: Database;
  /** Form posts one client may make to one address in ten minutes. */
  perClientPer10Minutes: number;
  /** Form posts all clients together may make to one address in a minute. */
  overallPerMinute: number;
  /** The proxies trusted to add the client's address to X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: ProxyTrust;
  /** The least pace a body must keep (default: 2 KB a second after the first 10 seconds). */
  uploadPace?: UploadPace;
  content: ReceiverContent;
}

/** The receiver's fixed limits, in bytes and requests. */
export const receiverLimits = {
  /** The reports at their largest, plus room for the text fields and multipart framing. */
  requestBody: reportLimits.maxTotalBytes + 256 * 1024,
  subscriptionBody: 4 * 1024,
  /** A surgeon's application: text fields only. */
  applicationBody: 16 * 1024,
  /** Uploads in progress at once to one address, overall and per client. */
  inFlight: 8,
  inFlightPerClient: 2,
  /** A form sent without JavaScript and refused for its size is read to its end up to this size, its files dropped, to show its fields again. */
  recoverAtMost: 64 * 1024 * 1024,
  /** A refused body is still read (and dropped) up to this size, so the client can read the refusal. */
  discardAtMost: reportLimits.maxTotalBytes + 4 * 1024 * 1024,
  /** Seconds a client is asked to wait when every upload slot is taken. */
  busyRetrySeconds: 30,
};

type Html = () => string;

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8' };
const baseHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin', 'X-Frame-Options': 'DENY' };

/** Where the request form posts. */
const requestPath = '/api/requests';

/** The addresses of the newsletter's emailed links. */
export const subscriptionPaths = { confirm: '/api/subscriptions/confirm', unsubscribe: '/api/subscriptions/unsubscribe' } as const;

/** Days a newsletter confirmation link stays valid. */
const subscriptionConfirmDays = 7;

/**
 * The addresses subscribed now: confirmed, and not unsubscribed since (an address that
 * unsubscribed after it confirmed is not, even if another of its subscriptions was confirmed before).
 */
export async function subscribedAddresses(store: RequestStore): Promise<string[]> {
  const rows = await store.db.query<{ email: string }>(
    `select lower(email) as email from subscriptions s where confirmed_at is not null and unsubscribed_at is null
       and not exists (select 1 from subscriptions later where lower(later.email) = lower(s.email) and later.unsubscribed_at > s.confirmed_at)
     group by lower(email) order by 1`,
  );
  return rows.map((row) => row.email);
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A script or the island asks for JSON; a form sent without JavaScript gets a page. */
function wantsJson(request: IncomingMessage): boolean {
  return /application\/json/i.test(String(request.headers.accept ?? ''));
}

/**
 * The project's own receiver for the coordinator-connect form and the newsletter:
 * POST /api/requests and POST /api/subscriptions. Returns a handler that answers /api/* and
 * leaves every other address to the static server.
 */
export function createReceiver(options: ReceiverOptions) {
  const { content } = options;
  const store = new RequestStore(options.storeDir, { databaseUrl: options.databaseUrl, database: options.database });
  const outbox = new Outbox(store);
  const ready = store.open().then(async () => {
    await importStoreFolder(store);
    // The embedded database has one process at a time: a message a killed run held is free again.
    if (store.db.kind === 'embedded') await outbox.releaseAll();
  });
  // Reported now, and again as a 500 on every request, until the store can be opened.
  ready.catch((error: unknown) => console.error(`receiver: cannot open the store in ${options.storeDir}:`, error));
  const schema = requestSchema(content.choices);
  /** Each address its own budget, so a flood of newsletter sign-ups cannot refuse a patient's request. */
  const budgets = new Map<string, { perClient: RateLimiter; overall: RateLimiter; inFlight: InFlight }>();
  function budgetOf(pathname: string) {
    let budget = budgets.get(pathname);
    if (!budget) {
      budget = {
        perClient: new RateLimiter(options.perClientPer10Minutes, 10 * 60_000),
        overall: new RateLimiter(options.overallPerMinute, 60_000, 1),
        inFlight: new InFlight(receiverLimits.inFlight, receiverLimits.inFlightPerClient),
      };
      budgets.set(pathname, budget);
    }
    return budget;
  }
  const formPath = pathTo('/coordinator-connect');
  const home = pathTo('/');
  /** The words of the receiver's own pages. */
  const pageWords = content.pages;
  const pace = options.uploadPace ?? defaultUploadPace;

  /**
   * Emails of a request as the outbox keeps them; nothing in them about the patient's health, and
   * nothing the patient typed: the country and language are the lists' names for the codes chosen.
   */
  function messagesOf(reference: string, request: { country?: unknown; email?: unknown; replyLanguage?: unknown }, patientToken?: string) {
    const code = String(request.country ?? '');
    const country = (content.choices.countries.includes(code) && countryName(code, content.language)) || content.mail.words.notification.unlistedCountry;
    const chosen = String(request.replyLanguage ?? '');
    const locale = content.choices.replyLanguages.includes(chosen) ? chosen : content.language;
    const replyLanguage = languageName(locale);
    // The patient's acknowledgement is written in the language they want replies in; the care team's notification in the site's own.
    const tag = site.languages.find((language) => language.locale === locale)?.tag ?? site.languages[0]!.tag;
    const forPatient = { words: inLanguage(content.mail.words, tag), contact: inLanguage(content.mail.contact, tag) };
    const linkLine = patientToken ? patientLinkLine(content.mail.origin, patientToken, inLanguage(content.yourRequest, tag), tag) : undefined;
    return Outbox.records(requestMessages({ reference, country, replyLanguage, patientEmail: String(request.email ?? ''), patientLinkLine: linkLine }, content.mail, forPatient));
  }

  const words = content.form;

  function send(request: IncomingMessage, response: ServerResponse, status: number, json: object, html: Html, headers: Record<string, string> = {}) {
    const asJson = wantsJson(request);
    const body = asJson ? JSON.stringify(json) : html();
    response.writeHead(status, {
      ...baseHeaders,
      ...(asJson ? jsonHeaders : { 'Content-Type': 'text/html; charset=utf-8' }),
      'Content-Length': String(Buffer.byteLength(body)),
      ...headers,
    });
    response.end(body);
  }

  const handoffLinks = [
    { href: `mailto:${content.contact.email}`, label: fillTemplate(pageWords.handoffLinks.email, { email: content.contact.email }) },
    { href: `https://wa.me/${content.contact.whatsapp.number.slice(1)}`, label: fillTemplate(pageWords.handoffLinks.whatsapp, { number: content.contact.whatsapp.display }) },
    { href: `tel:${content.contact.careTeam.number}`, label: fillTemplate(pageWords.handoffLinks.call, { number: content.contact.careTeam.display }) },
  ];

  const failurePage = (title: string, paragraph: string): Html => () =>
    receiverPage({ lang: content.language, siteName: content.siteName, title, paragraphs: [paragraph, words.handoff.text], links: [...handoffLinks, { href: formPath, label: pageWords.backToForm }] });

  function refuse(request: IncomingMessage, response: ServerResponse, status: number, error: string, paragraph: string, headers: Record<string, string> = {}) {
    send(request, response, status, { error }, failurePage(pageWords.notSent, paragraph), headers);
  }

  /**
   * A refusal the client can read: the rest of its body is read and dropped first, since closing
   * a connection the client is still writing to resets it and the answer is lost with it. A body
   * far past the limit gets the answer at once and the connection closed.
   */
  function refuseAfterBody(request: IncomingMessage, response: ServerResponse, status: number, error: string, paragraph: string, headers: Record<string, string> = {}) {
    const declared = Number(request.headers['content-length']);
    const cap = receiverLimits.discardAtMost;
    if (Number.isFinite(declared) && declared > receiverLimits.requestBody) {
      // Refused by its declared length: answered before a byte is read, and the body that may
      // still come is read and dropped (up to the cap) so the answer is not lost in a reset.
      refuse(request, response, status, error, paragraph, declared > cap ? { ...headers, Connection: 'close' } : headers);
      if (declared > cap) response.on('finish', () => request.destroy());
      else discardRest(request, cap, undefined, pace);
      return;
    }
    discardRest(
      request,
      cap,
      () => {
        if (response.headersSent || response.destroyed) return;
        refuse(request, response, status, error, paragraph, request.complete ? headers : { ...headers, Connection: 'close' });
      },
      pace,
    );
  }

  /** The request form again, holding what was sent (but its files, which no browser keeps), to send again. */
  function resendForm(values: Partial<Record<RequestTextField, string | null>>, consent: boolean): ResendForm {
    const lists = content.choiceLists;
    const value = (field: RequestTextField) => values[field] ?? '';
    const text = (field: RequestTextField, extra: { type?: string; autocomplete?: string; maxLength?: number } = {}) => ({ kind: 'text' as const, name: field, label: words.labels[field], value: value(field), ...extra });
    const replyLanguage: ResendField =
      lists.replyLanguages.length > 1
        ? { kind: 'select', name: 'replyLanguage', label: words.labels.replyLanguage, value: value('replyLanguage') || content.language, options: lists.replyLanguages }
        : { kind: 'hidden', name: 'replyLanguage', value: lists.replyLanguages[0]?.id ?? content.language };
    return {
      action: requestPath,
      submit: words.submitLabel,
      fields: [
        text('firstName', { autocomplete: 'given-name', maxLength: textLimits.name }),
        text('lastName', { autocomplete: 'family-name', maxLength: textLimits.name }),
        text('email', { type: 'email', autocomplete: 'email', maxLength: textLimits.email }),
        text('phone', { type: 'tel', autocomplete: 'tel', maxLength: textLimits.phone }),
        { kind: 'select', name: 'country', label: words.labels.country, value: value('country'), options: [{ id: '', label: words.countryPrompt }, ...lists.countries] },
        { kind: 'select', name: 'condition', label: words.labels.condition, value: value('condition'), options: [{ id: '', label: words.conditionPrompt }, ...lists.conditions, { id: otherCondition, label: words.conditionOther }] },
        { kind: 'select', name: 'hospital', label: words.labels.hospital, value: value('hospital'), options: [{ id: '', label: words.hospitalAny }, ...lists.hospitals] },
        { kind: 'textarea', name: 'message', label: words.labels.message, value: value('message'), maxLength: textLimits.message },
        { kind: 'radio', name: 'contactMethod', label: words.labels.contactMethod, value: value('contactMethod'), options: contactMethods.map((method) => ({ id: method, label: words.contactMethods[method] })) },
        replyLanguage,
        { kind: 'file', name: 'reports', label: words.labels.reports, hint: words.hints.reports, accept: reportAccept },
        { kind: 'checkbox', name: 'consent', label: words.consent, checked: consent },
        { kind: 'trap', name: honeypotField, label: words.honeypotLabel },
      ],
    };
  }

  function fieldErrors(request: IncomingMessage, response: ServerResponse, errors: RequestErrors, form?: { values: Partial<Record<RequestTextField, string | null>>; consent: boolean }) {
    const labels: Record<RequestField, string> = { ...words.labels, consent: pageWords.consentLabel };
    send(request, response, 422, { errors }, () =>
      receiverPage({
        lang: content.language,
        siteName: content.siteName,
        title: pageWords.correctHeading,
        paragraphs: [pageWords.correctText],
        list: Object.entries(errors).map(([field, message]) => `${labels[field as RequestField]}: ${message}`),
        resend: form && resendForm(form.values, form.consent),
        links: [{ href: formPath, label: pageWords.backToForm }],
      }),
    );
  }

  /**
   * A request too large to take, sent without JavaScript: its text fields are read as the body
   * streams by (the files dropped), so the refusal shows what was typed in a form to send again.
   * Null when they could not be read; the connection is then closed.
   */
  async function tooLargeWithFields(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const recovered = await recoverTextFields(request, [...requestTextFields, 'consent'], receiverLimits.recoverAtMost, pace);
    if (!recovered) return false;
    const values = Object.fromEntries(requestTextFields.map((field) => [field, recovered.get(field) ?? null]));
    send(request, response, 413, { error: 'The request is too large.' }, () =>
      receiverPage({
        lang: content.language,
        siteName: content.siteName,
        title: pageWords.notSent,
        paragraphs: [words.failures.tooLarge, fillTemplate(pageWords.tooLargeText, { total: formatBytes(reportLimits.maxTotalBytes) })],
        resend: resendForm(values, recovered.get('consent') === 'yes'),
        links: [...handoffLinks, { href: formPath, label: pageWords.backToForm }],
      }),
    );
    return true;
  }

  /**
   * A sent form's fields, or null once refused: not a form (415), or its hidden field filled.
   * A robot fills every field it finds; a person never sees that one. Nothing is stored, and no reference is given.
   */
  async function readForm(request: IncomingMessage, response: ServerResponse, limit: number): Promise<FormData | null> {
    const contentType = String(request.headers['content-type'] ?? '');
    if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)) {
      refuse(request, response, 415, 'Send the form as multipart/form-data.', words.failures.server);
      return null;
    }
    const form = await parseForm(await readBody(request, limit, pace), contentType);
    if ((textOf(form, honeypotField) ?? '') !== '') {
      refuse(request, response, 400, 'The request was not accepted.', words.failures.server);
      return null;
    }
    return form;
  }

  async function receiveRequest(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request, response, receiverLimits.requestBody);
    if (!form) return;
    // A form sent without JavaScript and without a file carries one empty file part: it is no report.
    // Past the number of reports allowed every part counts, so the schema refuses them all.
    const parts = form.getAll('reports');
    const files = parts.filter((value): value is File => typeof value !== 'string' && value.size > 0);
    const described = (parts.length > reportLimits.maxFiles ? parts : files).map((file) => (typeof file === 'string' ? { name: '', type: '', size: 0 } : { name: file.name, type: file.type, size: file.size }));
    const values = Object.fromEntries(requestTextFields.map((field) => [field, textOf(form, field)]));
    const input = requestInput(values, textOf(form, 'consent') === 'yes', described);
    const result = validateRequest(schema, input);
    if (!result.ok) return fieldErrors(request, response, result.errors, { values, consent: textOf(form, 'consent') === 'yes' });
    const reports: ReportToStore[] = [];
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const extension = sniffReportType(bytes);
      if (!extension) return fieldErrors(request, response, { reports: notAReport(file.name) });
      reports.push({ name: file.name, type: file.type, extension, bytes });
    }
    const reference = newReference();
    const { reports: _files, consent: _consent, ...fields } = result.request;
    // A patient who gave an address gets a private link to their request in the acknowledgement (server/patient/).
    const patientEmail = String(fields.email ?? '').trim();
    const access = patientEmail ? { token: newLinkToken() } : null;
    const messages = messagesOf(reference, fields, access?.token);
    // The request, its reports, its emails and the patient's link in one transaction, committed before the answer.
    const saved = await store.saveRequest(reference, { receivedAt: new Date().toISOString(), request: fields, consent: { given: true, text: words.consent } }, reports, messages, access ? (tx) => insertPatientAccess(tx, reference, patientEmail, access.token) : undefined);
    outbox.written(saved.messages);
    send(request, response, 201, { reference }, () =>
      receiverPage({
        lang: content.language,
        siteName: content.siteName,
        title: words.received.heading,
        paragraphs: [words.received.text],
        highlight: { label: words.received.referenceLabel, value: reference },
        links: [{ href: home, label: pageWords.home }, { href: formPath, label: words.received.againLabel }],
      }),
    );
  }

  const application = content.application;
  const applicationForm = `${pathTo('/doctor-verification')}#${sectionIds.DoctorVerificationPage.apply}`;
  const applicationChecks = applicationSchema(application.messages);

  /**
   * A surgeon's application from /doctor-verification: checked by its own schema and stored in the
   * same store as a patient's request, its line marked with `kind`. No email is written for it:
   * the patients' notification and acknowledgement do not fit it.
   */
  async function receiveApplication(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request, response, receiverLimits.applicationBody);
    if (!form) return;
    const values = Object.fromEntries(applicationTextFields.map((field) => [field, textOf(form, field)]));
    const result = validateApplication(applicationChecks, applicationInput(values, textOf(form, 'consent') === 'yes'));
    if (!result.ok) {
      const labels: Record<ApplicationField, string> = { ...Object.fromEntries(Object.entries(application.fields).map(([field, value]) => [field, value.label])), consent: application.consent } as Record<ApplicationField, string>;
      return send(request, response, 422, { errors: result.errors }, () =>
        receiverPage({
          lang: content.language,
        siteName: content.siteName,
          title: application.correctHeading,
          paragraphs: [application.correctText],
          list: Object.entries(result.errors).map(([field, message]) => `${labels[field as ApplicationField]}: ${message}`),
          links: [{ href: applicationForm, label: application.back }],
        }),
      );
    }
    const reference = newReference();
    const { consent: _consent, ...fields } = result.application;
    await store.saveRequest(reference, { kind: applicationKind, receivedAt: new Date().toISOString(), request: fields, consent: { given: true, text: application.consent } }, []);
    send(request, response, 201, { reference }, () =>
      receiverPage({
        lang: content.language,
        siteName: content.siteName,
        title: application.received.heading,
        paragraphs: [application.received.text],
        highlight: { label: application.received.referenceLabel, value: reference },
        links: [{ href: home, label: pageWords.home }],
      }),
    );
  }

  async function receiveSubscription(request: IncomingMessage, response: ServerResponse) {
    const contentType = String(request.headers['content-type'] ?? '');
    const body = await readBody(request, receiverLimits.subscriptionBody, pace);
    let email: string | null = null;
    if (/^application\/json/i.test(contentType)) {
      const parsed = (() => {
        try {
          return JSON.parse(body.toString('utf8')) as unknown;
        } catch {
          return null;
        }
      })();
      email = parsed && typeof parsed === 'object' && typeof (parsed as { email?: unknown }).email === 'string' ? (parsed as { email: string }).email : null;
    } else if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)) {
      email = textOf(await parseForm(body, contentType), 'email');
    } else return refuse(request, response, 415, 'Send the address as JSON or a form.', words.failures.server);
    const problem = newsletterError(email ?? '');
    if (problem)
      return send(request, response, 422, { errors: { email: problem } }, () =>
        receiverPage({ lang: content.language, siteName: content.siteName, title: pageWords.emailHeading, paragraphs: [problem, pageWords.nothingStored], links: [{ href: home, label: pageWords.home }] }),
      );
    const address = (email ?? '').trim();
    const confirmToken = randomBytes(24).toString('base64url');
    const unsubscribeToken = randomBytes(24).toString('base64url');
    const id = `subscription.${hashOf(confirmToken).slice(0, 24)}`;
    await store.db.query('insert into subscriptions (id, email, confirm_hash, unsubscribe_hash, created_at) values ($1, $2, $3, $4, now())', [id, address, hashOf(confirmToken), hashOf(unsubscribeToken)]);
    // At most one confirmation a day to an address (mailLimits): a flood of sign-ups sends it one email.
    const origin = content.mail.origin.replace(/\/$/, '');
    await outbox.add([
      newsletterConfirmationMessage(
        id,
        address,
        `${origin}${subscriptionPaths.confirm}?token=${confirmToken}`,
        `${origin}${subscriptionPaths.unsubscribe}?token=${unsubscribeToken}`,
        content.mail.words,
      ),
    ]);
    send(request, response, 202, { status: 'confirmation-sent' }, () =>
      receiverPage({ lang: content.language, siteName: content.siteName, title: content.careTeam.newsletter.confirmHeading, paragraphs: [content.careTeam.newsletter.checkInbox], links: [{ href: home, label: pageWords.home }] }),
    );
  }

  /**
   * The page behind a confirmation or unsubscribe link (GET: a button, so a mail scanner that
   * opens links changes nothing), and the button's POST, which does it. The token is the key: no sign-in.
   */
  async function subscriptionLink(request: IncomingMessage, response: ServerResponse, url: URL, action: 'confirm' | 'unsubscribe') {
    const newsletter = content.careTeam.newsletter;
    const heading = action === 'confirm' ? newsletter.confirmHeading : newsletter.unsubscribeHeading;
    let token = url.searchParams.get('token') ?? '';
    if (request.method === 'POST' && !token) token = textOf(await parseForm(await readBody(request, receiverLimits.subscriptionBody, pace), String(request.headers['content-type'] ?? '')), 'token') ?? '';
    else if (request.method === 'POST') discardRest(request, receiverLimits.subscriptionBody, undefined, pace);
    const hash = hashOf(token);
    const [pending] = await store.db.query<{ id: string; created_at: Date | string; confirmed_at: unknown }>(
      `select id, created_at, confirmed_at from subscriptions where ${action === 'confirm' ? 'confirm_hash' : 'unsubscribe_hash'} = $1`,
      [hash],
    );
    const used = action === 'confirm' && Boolean(pending?.confirmed_at);
    const expired = action === 'confirm' && pending && Date.now() - new Date(pending.created_at).getTime() > subscriptionConfirmDays * 86_400_000;
    if (!token || !pending || used || expired)
      return send(request, response, 404, { error: newsletter.invalidLink }, () => receiverPage({ lang: content.language, siteName: content.siteName, title: heading, paragraphs: [newsletter.invalidLink], links: [{ href: home, label: pageWords.home }] }));
    if (request.method !== 'POST')
      return send(request, response, 200, {}, () =>
        receiverPage({
          lang: content.language,
        siteName: content.siteName,
          title: heading,
          paragraphs: [],
          form: { action: action === 'confirm' ? subscriptionPaths.confirm : subscriptionPaths.unsubscribe, token, submit: action === 'confirm' ? newsletter.confirmSubmit : newsletter.unsubscribeSubmit },
          links: [{ href: home, label: pageWords.home }],
        }),
      );
    await store.db.query(`update subscriptions set ${action === 'confirm' ? 'confirmed_at' : 'unsubscribed_at'} = now() where id = $1`, [pending.id]);
    const done = action === 'confirm' ? newsletter.confirmed : newsletter.unsubscribed;
    send(request, response, 200, { status: action === 'confirm' ? 'subscribed' : 'unsubscribed' }, () =>
      receiverPage({ lang: content.language, siteName: content.siteName, title: heading, paragraphs: [done], links: [{ href: home, label: pageWords.home }] }),
    );
  }

  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => Promise<void>> = {
    [requestPath]: receiveRequest,
    '/api/subscriptions': receiveSubscription,
    '/api/applications': receiveApplication,
  };

  /** Answers the request when it is for the receiver (true), or leaves it to the caller (false). */
  async function handle(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> {
    if (!pathname.startsWith('/api/')) return false;
    if (pathname === subscriptionPaths.confirm || pathname === subscriptionPaths.unsubscribe) {
      if (request.method !== 'GET' && request.method !== 'POST') {
        send(request, response, 405, { error: 'Use the link.' }, failurePage(pageWords.useLink.heading, pageWords.useLink.text), { Allow: 'GET, POST' });
        return true;
      }
      try {
        await ready;
        await subscriptionLink(request, response, new URL(request.url ?? '/', 'http://receiver.invalid'), pathname === subscriptionPaths.confirm ? 'confirm' : 'unsubscribe');
      } catch (error) {
        if (error instanceof BodyTooLarge) refuseAfterBody(request, response, 413, 'The request is too large.', words.failures.tooLarge);
        else if (!response.headersSent) refuse(request, response, 500, 'Not done.', words.failures.server);
      }
      return true;
    }
    const route = routes[pathname];
    if (!route) {
      send(request, response, 404, { error: 'No such address.' }, failurePage(pageWords.notFound.heading, pageWords.notFound.text));
      return true;
    }
    if (request.method !== 'POST') {
      send(request, response, 405, { error: 'Use POST.' }, failurePage(pageWords.useForm.heading, pageWords.useForm.text), { Allow: 'POST' });
      return true;
    }
    const client = clientAddress(request, options.trustProxy);
    // Limits come before the body is read, so a flood costs a map lookup per request, not a parse.
    // A post refused here takes no token: only a post that is read counts against a budget.
    const budget = budgetOf(pathname);
    const rate = [[budget.perClient, client], [budget.overall, 'all']] as const;
    for (const [limiter, key] of rate) {
      const limit = limiter.check(key);
      if (!limit.allowed) {
        refuseAfterBody(request, response, 429, 'Too many requests.', words.failures.tooMany, { 'Retry-After': String(limit.retryAfterSeconds) });
        return true;
      }
    }
    const release = budget.inFlight.enter(client);
    if (!release) {
      refuseAfterBody(request, response, 503, 'Busy.', words.failures.busy, { 'Retry-After': String(receiverLimits.busyRetrySeconds) });
      return true;
    }
    takeEach(rate);
    try {
      await ready;
      await route(request, response);
    } catch (error) {
      // Refused by its declared length, nothing of it read yet: a form sent without JavaScript gets its fields back.
      const unread = Number(request.headers['content-length']) > receiverLimits.requestBody && /^multipart\/form-data/i.test(String(request.headers['content-type'] ?? ''));
      if (error instanceof BodyTooLarge && pathname === requestPath && !wantsJson(request) && unread) {
        if (!(await tooLargeWithFields(request, response)) && !response.headersSent) response.destroy();
      } else if (error instanceof BodyTooLarge) {
        refuseAfterBody(request, response, 413, 'The request is too large.', words.failures.tooLarge);
      } else if (error instanceof BodyAborted) {
        response.destroy();
      } else if (error instanceof BodyTooSlow) {
        // Answered, then closed: a sender this slow gets no more of the slot it held.
        refuse(request, response, 408, 'The form came too slowly.', words.failures.tooSlow, { Connection: 'close' });
        response.once('finish', () => request.destroy());
      } else if (error instanceof UnreadableBody) {
        refuse(request, response, 400, 'The form could not be read.', words.failures.server);
      } else {
        // Its first line only, addresses masked: a database error's detail can hold what was sent ("Key (email)=(…)").
        console.error(`receiver: ${pathname} failed: ${redactedReason(error)}`);
        if (!response.headersSent) refuse(request, response, 500, 'The request could not be stored.', words.failures.server);
        else response.destroy();
      }
    } finally {
      release();
    }
    return true;
  }

  return { handle, store, ready, outbox, databaseUrl: options.databaseUrl };
}
