import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { newsletterConfirmationMessage, requestMessages } from '../../src/lib/care-team/messages';
import { Outbox } from '../mail/outbox';
import { redactedReason } from '../mail/sender';
import { applicationInput, applicationKind, applicationLimits, applicationSchema, applicationTextFields, validateApplication, type ApplicationField, type ApplicationTextField } from '../../src/lib/forms/doctor-application';
import { newsletterError } from '../../src/lib/forms/newsletter';
import { emailMaxLength } from '../../src/lib/forms/email';
import { pageLanguageField } from '../../src/lib/forms/page-language-field';
import { countryName, languageName } from '../../src/lib/forms/request-choices';
import { sectionIds } from '../../src/lib/section-ids';
import { pathTo } from '../../src/routes';
import { inLanguage, pathInLanguage, type SiteLanguage } from '../../src/lib/page-language';
import {
  contactMethods,
  formatBytes,
  reportsHint,
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
import { answerLanguage, type ReceiverContent, type ReceiverLanguageWords } from './receiver-words';
import { newReference } from './reference';
import { importStoreFolder } from './import-folder';
import { accountsFileName, importAccountsFile } from '../care-team/accounts';
import { RequestStore, type ReportToStore } from './store';
import type { Database } from '../db/database';
import { insertPatientAccess, newLinkToken } from '../patient/store';
import { patientLinkLine } from '../patient/links';

interface ReceiverOptions {
  /** The data folder (the embedded database; a folder of JSON lines or an accounts.json of older servers, to import); never inside dist/. */
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

/** The request form's words of a failure, by cause. */
type FailureCause = keyof ReceiverLanguageWords['form']['failures'];

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8' };
const baseHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin', 'X-Frame-Options': 'DENY' };

/** Where the request form posts, the application form, and the newsletter box. */
const requestPath = '/api/requests';
const applicationPath = '/api/applications';
const subscriptionPath = '/api/subscriptions';
/** The forms whose answer, when the store cannot take what was sent, gives it back to send again: read and checked before the store is waited for. */
const waitsForStoreItself: ReadonlySet<string> = new Set([requestPath, applicationPath, subscriptionPath]);

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
    const moved = await importAccountsFile(store.db, store.dir);
    if (moved > 0) console.log(`receiver: moved ${moved} care-team accounts from ${accountsFileName} into the database, and deleted the file`);
    // The embedded database has one process at a time: a message a killed run held is free again.
    if (store.db.kind === 'embedded') await outbox.releaseAll();
  });
  // Reported now, and again as a 500 on every request, until the store can be opened.
  ready.catch((error: unknown) => console.error(`receiver: cannot open the store in ${options.storeDir}:`, error));
  const sourceTag = content.languages[0]!.tag;
  /** Each language's schemas, made at its first answer: their messages are that language's. */
  const schemas = new Map<string, { request: ReturnType<typeof requestSchema>; application: ReturnType<typeof applicationSchema> }>();
  function schemasIn(words: ReceiverLanguageWords) {
    let made = schemas.get(words.language.tag);
    if (!made) {
      made = { request: requestSchema(content.choices, words.form, words.language.locale), application: applicationSchema(words.application.messages, words.language.locale) };
      schemas.set(words.language.tag, made);
    }
    return made;
  }
  /** The language of each request's answer, once its form was read (its hidden field); before, the page it came from says it. */
  const answerLanguages = new WeakMap<IncomingMessage, SiteLanguage>();
  /** The words of the answer to a request: in the language of the page its form was sent from. */
  function wordsFor(request: IncomingMessage): ReceiverLanguageWords {
    const language = answerLanguages.get(request) ?? answerLanguage(content.languages, null, String(request.headers.referer ?? ''));
    return content.wordsIn(language.tag);
  }
  /** Takes the language a read form names in its hidden field (or, without one, the page it came from's). */
  function takeLanguage(request: IncomingMessage, posted: string | null | undefined): ReceiverLanguageWords {
    const language = answerLanguage(content.languages, posted, String(request.headers.referer ?? ''));
    answerLanguages.set(request, language);
    return content.wordsIn(language.tag);
  }
  /** An address of the site in the answer's language: "/coordinator-connect" is "/ar/coordinator-connect" in Arabic. */
  const inAnswer = (path: string, words: ReceiverLanguageWords) => pathInLanguage(path, words.language.tag, sourceTag);
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
  const pace = options.uploadPace ?? defaultUploadPace;

  /**
   * Emails of a request as the outbox keeps them; nothing in them about the patient's health, and
   * nothing the patient typed: the country and language are the lists' names for the codes chosen.
   */
  function messagesOf(reference: string, request: { country?: unknown; email?: unknown; replyLanguage?: unknown }, patientToken?: string) {
    const code = String(request.country ?? '');
    const country = (content.choices.countries.includes(code) && countryName(code, content.language)) || inLanguage(content.mail.words, sourceTag).notification.unlistedCountry;
    const chosen = String(request.replyLanguage ?? '');
    const locale = content.choices.replyLanguages.includes(chosen) ? chosen : content.language;
    const replyLanguage = languageName(locale);
    // The patient's acknowledgement is written in the language they want replies in; the care team's notification in the site's own.
    const tag = content.languages.find((language) => language.locale === locale)?.tag ?? sourceTag;
    const forPatient = { words: inLanguage(content.mail.words, tag), contact: inLanguage(content.mail.contact, tag) };
    const linkLine = patientToken ? patientLinkLine(content.mail.origin, patientToken, inLanguage(content.yourRequest, tag), tag) : undefined;
    return Outbox.records(requestMessages({ reference, country, replyLanguage, patientEmail: String(request.email ?? ''), patientLinkLine: linkLine }, content.mail, forPatient));
  }

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

  /** A number or an address inside right-to-left words, kept left to right (Unicode isolates). */
  const ltr = (words: ReceiverLanguageWords, value: string) => (words.language.direction === 'rtl' ? `\u2066${value}\u2069` : value);

  function handoffLinks(words: ReceiverLanguageWords) {
    const { contact } = content;
    return [
      { href: `mailto:${contact.email}`, label: fillTemplate(words.pages.handoffLinks.email, { email: ltr(words, contact.email) }) },
      { href: `https://wa.me/${contact.whatsapp.number.slice(1)}`, label: fillTemplate(words.pages.handoffLinks.whatsapp, { number: ltr(words, contact.whatsapp.display) }) },
      { href: `tel:${contact.careTeam.number}`, label: fillTemplate(words.pages.handoffLinks.call, { number: ltr(words, contact.careTeam.display) }) },
    ];
  }

  /** One of the receiver's pages, in the answer's language: its lang, direction, words and links. */
  function page(words: ReceiverLanguageWords, parts: Omit<Parameters<typeof receiverPage>[0], 'lang' | 'dir' | 'homeHref' | 'siteName' | 'pageTitle' | 'contacts'>): string {
    return receiverPage({ lang: words.language.locale, dir: words.language.direction, homeHref: inAnswer(home, words), siteName: words.siteName, pageTitle: words.pageTitle, contacts: handoffLinks(words), ...parts });
  }

  const failurePage = (words: ReceiverLanguageWords, title: string, paragraph: string): Html => () =>
    page(words, { title, paragraphs: [paragraph, words.form.handoff.text], links: [{ href: inAnswer(formPath, words), label: words.pages.backToForm }] });

  function refuse(request: IncomingMessage, response: ServerResponse, status: number, error: string, cause: FailureCause, headers: Record<string, string> = {}) {
    const words = wordsFor(request);
    send(request, response, status, { error }, failurePage(words, words.pages.notSent, words.form.failures[cause]), headers);
  }

  /**
   * A form or a newsletter link the store could not take (the database down, or never opened): said in the log by its first
   * line only, addresses masked (a database error's detail can hold what was sent, "Key (email)=(…)"), and answered 500:
   * `said` as JSON for the form's island, else `content`, a page that gives back what was typed in a form to send again.
   */
  function notStored(request: IncomingMessage, response: ServerResponse, path: string, error: unknown, said: string, words: ReceiverLanguageWords, content: Parameters<typeof page>[1]) {
    console.error(`receiver: ${path} failed: ${redactedReason(error)}`);
    send(request, response, 500, { error: said }, () => page(words, content));
  }

  /**
   * A refusal the client can read: the rest of its body is read and dropped first, since closing
   * a connection the client is still writing to resets it and the answer is lost with it. A body
   * far past the limit gets the answer at once and the connection closed.
   */
  function refuseAfterBody(request: IncomingMessage, response: ServerResponse, status: number, error: string, paragraph: FailureCause, headers: Record<string, string> = {}) {
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

  /** The request form again, holding what was sent (but its files, which no browser keeps), to send again; each field's error under it. */
  function resendForm(words: ReceiverLanguageWords, values: Partial<Record<RequestTextField, string | null>>, consent: boolean, errors: RequestErrors = {}): ResendForm {
    const lists = words.choiceLists;
    const form = words.form;
    const value = (field: RequestTextField) => values[field] ?? '';
    const text = (field: RequestTextField, extra: { type?: string; autocomplete?: string; maxLength?: number } = {}) => ({ kind: 'text' as const, name: field, label: form.labels[field], value: value(field), error: errors[field], ...extra });
    // The page's own language is the list's first, as on the form.
    const replyLanguage: ResendField =
      lists.replyLanguages.length > 1
        ? { kind: 'select', name: 'replyLanguage', label: form.labels.replyLanguage, value: value('replyLanguage') || lists.replyLanguages[0]!.id, options: lists.replyLanguages }
        : { kind: 'hidden', name: 'replyLanguage', value: lists.replyLanguages[0]?.id ?? content.language };
    return {
      action: requestPath,
      submit: form.submitLabel,
      fields: [
        { kind: 'hidden', name: pageLanguageField, value: words.language.tag },
        text('firstName', { autocomplete: 'given-name', maxLength: textLimits.name }),
        text('lastName', { autocomplete: 'family-name', maxLength: textLimits.name }),
        text('email', { type: 'email', autocomplete: 'email', maxLength: textLimits.email }),
        text('phone', { type: 'tel', autocomplete: 'tel', maxLength: textLimits.phone }),
        { kind: 'select', name: 'country', label: form.labels.country, value: value('country'), options: [{ id: '', label: form.countryPrompt }, ...lists.countries], error: errors.country },
        { kind: 'select', name: 'condition', label: form.labels.condition, value: value('condition'), options: [{ id: '', label: form.conditionPrompt }, ...lists.conditions, { id: otherCondition, label: form.conditionOther }], error: errors.condition },
        { kind: 'select', name: 'hospital', label: form.labels.hospital, value: value('hospital'), options: [{ id: '', label: form.hospitalAny }, ...lists.hospitals], error: errors.hospital },
        { kind: 'textarea', name: 'message', label: form.labels.message, value: value('message'), maxLength: textLimits.message, error: errors.message },
        { kind: 'radio', name: 'contactMethod', label: form.labels.contactMethod, value: value('contactMethod'), options: contactMethods.map((method) => ({ id: method, label: form.contactMethods[method] })), error: errors.contactMethod },
        replyLanguage.kind === 'select' ? { ...replyLanguage, error: errors.replyLanguage } : replyLanguage,
        { kind: 'file', name: 'reports', label: form.labels.reports, hint: reportsHint(form.hints.reports, words.language.locale), accept: reportAccept, error: errors.reports },
        { kind: 'checkbox', name: 'consent', label: form.consent, checked: consent, error: errors.consent },
        { kind: 'trap', name: honeypotField, label: form.honeypotLabel },
      ],
    };
  }

  function fieldErrors(request: IncomingMessage, response: ServerResponse, words: ReceiverLanguageWords, errors: RequestErrors, form?: { values: Partial<Record<RequestTextField, string | null>>; consent: boolean }) {
    const labels: Record<RequestField, string> = { ...words.form.labels, consent: words.pages.consentLabel };
    send(request, response, 422, { errors }, () =>
      page(words, {
        title: words.pages.correctHeading,
        paragraphs: [words.pages.correctText],
        list: Object.entries(errors).map(([field, message]) => ({ text: `${labels[field as RequestField]}: ${message}`, field })),
        resend: form && resendForm(words, form.values, form.consent, errors),
        links: [{ href: inAnswer(formPath, words), label: words.pages.backToForm }],
      }),
    );
  }

  /**
   * A request too large to take, sent without JavaScript: its text fields are read as the body
   * streams by (the files dropped), so the refusal shows what was typed in a form to send again.
   * Null when they could not be read; the connection is then closed.
   */
  async function tooLargeWithFields(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const recovered = await recoverTextFields(request, [...requestTextFields, 'consent', pageLanguageField], receiverLimits.recoverAtMost, pace);
    if (!recovered) return false;
    const words = takeLanguage(request, recovered.get(pageLanguageField));
    const values = Object.fromEntries(requestTextFields.map((field) => [field, recovered.get(field) ?? null]));
    send(request, response, 413, { error: 'The request is too large.' }, () =>
      page(words, {
        title: words.pages.notSent,
        paragraphs: [words.form.failures.tooLarge, fillTemplate(words.pages.tooLargeText, { total: ltr(words, formatBytes(reportLimits.maxTotalBytes, words.language.locale)) })],
        resend: resendForm(words, values, recovered.get('consent') === 'yes'),
        links: [{ href: inAnswer(formPath, words), label: words.pages.backToForm }],
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
      refuse(request, response, 415, 'Send the form as multipart/form-data.', 'server');
      return null;
    }
    const form = await parseForm(await readBody(request, limit, pace), contentType);
    takeLanguage(request, textOf(form, pageLanguageField));
    if ((textOf(form, honeypotField) ?? '') !== '') {
      refuse(request, response, 400, 'The request was not accepted.', 'server');
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
    const words = wordsFor(request);
    const values = Object.fromEntries(requestTextFields.map((field) => [field, textOf(form, field)]));
    const input = requestInput(values, textOf(form, 'consent') === 'yes', described);
    const result = validateRequest(schemasIn(words).request, input);
    if (!result.ok) return fieldErrors(request, response, words, result.errors, { values, consent: textOf(form, 'consent') === 'yes' });
    const reports: ReportToStore[] = [];
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const extension = sniffReportType(bytes);
      // What was typed comes back too, as for any other field's error: only the reports must be chosen again.
      if (!extension) return fieldErrors(request, response, words, { reports: notAReport(file.name, words.form.messages) }, { values, consent: textOf(form, 'consent') === 'yes' });
      reports.push({ name: file.name, type: file.type, extension, bytes });
    }
    const reference = newReference();
    const { reports: _files, consent: _consent, ...fields } = result.request;
    // A patient who gave an address gets a private link to their request in the acknowledgement (server/patient/).
    const patientEmail = String(fields.email ?? '').trim();
    const access = patientEmail ? { token: newLinkToken() } : null;
    const messages = messagesOf(reference, fields, access?.token);
    // The request, its reports, its emails and the patient's link in one transaction, committed before the answer.
    let saved: Awaited<ReturnType<typeof store.saveRequest>>;
    try {
      await ready;
      saved = await store.saveRequest(reference, { receivedAt: new Date().toISOString(), request: fields, consent: { given: true, text: words.form.consent } }, reports, messages, access ? (tx) => insertPatientAccess(tx, reference, patientEmail, access.token) : undefined);
    } catch (error) {
      // The form comes back holding what was typed, but the reports, which no browser keeps.
      return notStored(request, response, requestPath, error, 'The request could not be stored.', words, {
        title: words.pages.notSent,
        paragraphs: [words.form.failures.server],
        resend: resendForm(words, values, true),
        links: [{ href: inAnswer(formPath, words), label: words.pages.backToForm }],
      });
    }
    outbox.written(saved.messages);
    send(request, response, 201, { reference }, () =>
      page(words, {
        title: words.form.received.heading,
        paragraphs: [words.form.received.text],
        highlight: { label: words.form.received.referenceLabel, value: reference },
        links: [{ href: inAnswer(home, words), label: words.pages.home }, { href: inAnswer(formPath, words), label: words.form.received.againLabel }],
      }),
    );
  }

  const applicationPage = pathTo('/doctor-verification');
  const applicationForm = (words: ReceiverLanguageWords) => `${inAnswer(applicationPage, words)}#${sectionIds.DoctorVerificationPage.apply}`;

  /**
   * The application form again, holding what was sent, to send again (as the page's own form does without JavaScript):
   * on an application the store could not take, whose words (content: `failed`) say the form still holds it.
   */
  function resendApplication(words: ReceiverLanguageWords, values: Partial<Record<ApplicationTextField, string | null>>, consent: boolean, errors: Partial<Record<ApplicationField, string>> = {}): ResendForm {
    const { fields, submit } = words.application;
    const kinds: Partial<Record<ApplicationTextField, { type?: string; autocomplete?: string }>> = { name: { autocomplete: 'name' }, email: { type: 'email', autocomplete: 'email' }, phone: { type: 'tel', autocomplete: 'tel' }, affiliation: { autocomplete: 'organization' } };
    const limits: Partial<Record<ApplicationTextField, number>> = { name: applicationLimits.name, email: applicationLimits.email, phone: applicationLimits.phone, registrationNumber: applicationLimits.registrationNumber, council: applicationLimits.text, speciality: applicationLimits.text, affiliation: applicationLimits.text, message: applicationLimits.message };
    return {
      action: applicationPath,
      submit,
      fields: [
        { kind: 'hidden', name: pageLanguageField, value: words.language.tag },
        ...applicationTextFields.map((field): ResendField =>
          field === 'message'
            ? { kind: 'textarea', name: field, label: fields[field].label, value: values[field] ?? '', maxLength: limits[field], error: errors[field] }
            : { kind: 'text', name: field, label: fields[field].label, value: values[field] ?? '', maxLength: limits[field], error: errors[field], ...kinds[field] },
        ),
        { kind: 'checkbox', name: 'consent', label: words.application.consent, checked: consent, error: errors.consent },
        { kind: 'trap', name: honeypotField, label: words.form.honeypotLabel },
      ],
    };
  }

  /**
   * A surgeon's application from /doctor-verification: checked by its own schema and stored in the
   * same store as a patient's request, its line marked with `kind`. No email is written for it:
   * the patients' notification and acknowledgement do not fit it.
   */
  async function receiveApplication(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request, response, receiverLimits.applicationBody);
    if (!form) return;
    const words = wordsFor(request);
    const application = words.application;
    const values = Object.fromEntries(applicationTextFields.map((field) => [field, textOf(form, field)]));
    const consent = textOf(form, 'consent') === 'yes';
    const result = validateApplication(schemasIn(words).application, applicationInput(values, consent));
    if (!result.ok) {
      const labels: Record<ApplicationField, string> = { ...Object.fromEntries(Object.entries(application.fields).map(([field, value]) => [field, value.label])), consent: application.consent } as Record<ApplicationField, string>;
      return send(request, response, 422, { errors: result.errors }, () =>
        page(words, {
          title: application.correctHeading,
          paragraphs: [application.correctText],
          list: Object.entries(result.errors).map(([field, message]) => ({ text: `${labels[field as ApplicationField]}: ${message}`, field })),
          resend: resendApplication(words, values, consent, result.errors),
          links: [{ href: applicationForm(words), label: application.back }],
        }),
      );
    }
    const reference = newReference();
    const { consent: _consent, ...fields } = result.application;
    try {
      await ready;
      await store.saveRequest(reference, { kind: applicationKind, receivedAt: new Date().toISOString(), request: fields, consent: { given: true, text: application.consent } }, []);
    } catch (error) {
      return notStored(request, response, applicationPath, error, 'The application could not be stored.', words, {
        title: words.pages.notSent,
        paragraphs: [application.failed],
        resend: resendApplication(words, values, consent),
        links: [{ href: applicationForm(words), label: application.back }],
      });
    }
    send(request, response, 201, { reference }, () =>
      page(words, {
        title: application.received.heading,
        paragraphs: [application.received.text],
        highlight: { label: application.received.referenceLabel, value: reference },
        links: [{ href: inAnswer(home, words), label: words.pages.home }],
      }),
    );
  }

  /** The newsletter box again, holding the address typed, to send again; what is wrong with it under it. */
  function resendBox(words: ReceiverLanguageWords, address: string, error?: string): ResendForm {
    const box = words.newsletterMessages;
    return {
      action: subscriptionPath,
      submit: box.subscribe,
      fields: [
        { kind: 'hidden', name: pageLanguageField, value: words.language.tag },
        { kind: 'text', name: 'email', label: box.emailLabel, value: address, type: 'email', autocomplete: 'email', maxLength: emailMaxLength, error },
      ],
    };
  }

  async function receiveSubscription(request: IncomingMessage, response: ServerResponse) {
    const contentType = String(request.headers['content-type'] ?? '');
    const body = await readBody(request, receiverLimits.subscriptionBody, pace);
    let email: string | null = null;
    // The page's language: a hidden field of the form without JavaScript, a field of the JSON the box's script posts (the Referer only when neither says).
    let posted: string | null = null;
    if (/^application\/json/i.test(contentType)) {
      const parsed = (() => {
        try {
          return JSON.parse(body.toString('utf8')) as unknown;
        } catch {
          return null;
        }
      })();
      const fields = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
      email = typeof fields.email === 'string' ? fields.email : null;
      posted = typeof fields[pageLanguageField] === 'string' ? fields[pageLanguageField] : null;
    } else if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)) {
      const form = await parseForm(body, contentType);
      email = textOf(form, 'email');
      posted = textOf(form, pageLanguageField);
    } else return refuse(request, response, 415, 'Send the address as JSON or a form.', 'server');
    const words = takeLanguage(request, posted);
    const problem = newsletterError(email ?? '', words.newsletterMessages);
    if (problem)
      return send(request, response, 422, { errors: { email: problem } }, () =>
        page(words, { title: words.pages.emailHeading, paragraphs: [words.pages.nothingStored], resend: resendBox(words, email ?? '', problem), links: [{ href: inAnswer(home, words), label: words.pages.home }] }),
      );
    const address = (email ?? '').trim();
    const confirmToken = randomBytes(24).toString('base64url');
    const unsubscribeToken = randomBytes(24).toString('base64url');
    const id = `subscription.${hashOf(confirmToken).slice(0, 24)}`;
    // At most one confirmation a day to an address (mailLimits): a flood of sign-ups sends it one email.
    const origin = content.mail.origin.replace(/\/$/, '');
    // The email and the pages of its links speak the language of the page the address was typed on.
    const inLinks = words.language.tag === sourceTag ? '' : `&${pageLanguageField}=${encodeURIComponent(words.language.tag)}`;
    try {
      await ready;
      await store.db.query('insert into subscriptions (id, email, confirm_hash, unsubscribe_hash, created_at) values ($1, $2, $3, $4, now())', [id, address, hashOf(confirmToken), hashOf(unsubscribeToken)]);
      await outbox.add([
        newsletterConfirmationMessage(
          id,
          address,
          `${origin}${subscriptionPaths.confirm}?token=${confirmToken}${inLinks}`,
          `${origin}${subscriptionPaths.unsubscribe}?token=${unsubscribeToken}${inLinks}`,
          inLanguage(content.mail.words, words.language.tag),
        ),
      ]);
    } catch (error) {
      // The box comes back holding the address, as the box's words for it say (content: `failed`), with the way to write in instead.
      const box = words.newsletterMessages;
      return notStored(request, response, subscriptionPath, error, 'The address could not be saved.', words, {
        title: box.heading,
        paragraphs: [fillTemplate(box.failed, { email: ltr(words, content.contact.email), subject: box.mailSubject })],
        resend: resendBox(words, address),
        links: [{ href: inAnswer(home, words), label: words.pages.home }],
      });
    }
    send(request, response, 202, { status: 'confirmation-sent' }, () =>
      page(words, { title: words.newsletter.confirmHeading, paragraphs: [words.newsletter.checkInbox], links: [{ href: inAnswer(home, words), label: words.pages.home }] }),
    );
  }

  /**
   * The page behind a confirmation or unsubscribe link (GET: a button, so a mail scanner that
   * opens links changes nothing), and the button's POST, which does it. The token is the key: no sign-in.
   */
  async function subscriptionLink(request: IncomingMessage, response: ServerResponse, url: URL, action: 'confirm' | 'unsubscribe') {
    const words = wordsFor(request);
    const newsletter = words.newsletter;
    const homeLink = { href: inAnswer(home, words), label: words.pages.home };
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
      return send(request, response, 404, { error: newsletter.invalidLink }, () => page(words, { title: heading, paragraphs: [newsletter.invalidLink], links: [homeLink] }));
    if (request.method !== 'POST') {
      const path = action === 'confirm' ? subscriptionPaths.confirm : subscriptionPaths.unsubscribe;
      const inAction = words.language.tag === sourceTag ? '' : `?${pageLanguageField}=${encodeURIComponent(words.language.tag)}`;
      return send(request, response, 200, {}, () =>
        page(words, {
          title: heading,
          paragraphs: [],
          form: { action: `${path}${inAction}`, token, submit: action === 'confirm' ? newsletter.confirmSubmit : newsletter.unsubscribeSubmit },
          links: [homeLink],
        }),
      );
    }
    await store.db.query(`update subscriptions set ${action === 'confirm' ? 'confirmed_at' : 'unsubscribed_at'} = now() where id = $1`, [pending.id]);
    const done = action === 'confirm' ? newsletter.confirmed : newsletter.unsubscribed;
    send(request, response, 200, { status: action === 'confirm' ? 'subscribed' : 'unsubscribed' }, () =>
      page(words, { title: heading, paragraphs: [done], links: [homeLink] }),
    );
  }

  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => Promise<void>> = {
    [requestPath]: receiveRequest,
    [subscriptionPath]: receiveSubscription,
    [applicationPath]: receiveApplication,
  };

  /** Answers the request when it is for the receiver (true), or leaves it to the caller (false). */
  async function handle(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> {
    if (!pathname.startsWith('/api/')) return false;
    if (pathname === subscriptionPaths.confirm || pathname === subscriptionPaths.unsubscribe) {
      if (request.method !== 'GET' && request.method !== 'POST') {
        const words = wordsFor(request);
        send(request, response, 405, { error: 'Use the link.' }, failurePage(words, words.pages.useLink.heading, words.pages.useLink.text), { Allow: 'GET, POST' });
        return true;
      }
      const url = new URL(request.url ?? '/', 'http://receiver.invalid');
      const action = pathname === subscriptionPaths.confirm ? 'confirm' : 'unsubscribe';
      // The link names its page's language, so even a store that cannot be reached answers in it.
      const words = takeLanguage(request, url.searchParams.get(pageLanguageField));
      try {
        await ready;
        await subscriptionLink(request, response, url, action);
      } catch (error) {
        if (error instanceof BodyTooLarge) refuseAfterBody(request, response, 413, 'The request is too large.', 'tooLarge');
        else if (!response.headersSent) {
          // Nothing was changed, and the same link works once the store is back: the page says so, not a form's failure.
          const { newsletter } = words;
          notStored(request, response, pathname, error, 'Not done.', words, {
            title: action === 'confirm' ? newsletter.confirmHeading : newsletter.unsubscribeHeading,
            paragraphs: [newsletter.notDone],
            links: [{ href: inAnswer(home, words), label: words.pages.home }],
          });
        }
      }
      return true;
    }
    const route = routes[pathname];
    if (!route) {
      const words = wordsFor(request);
      send(request, response, 404, { error: 'No such address.' }, failurePage(words, words.pages.notFound.heading, words.pages.notFound.text));
      return true;
    }
    if (request.method !== 'POST') {
      const words = wordsFor(request);
      send(request, response, 405, { error: 'Use POST.' }, failurePage(words, words.pages.useForm.heading, words.pages.useForm.text), { Allow: 'POST' });
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
        refuseAfterBody(request, response, 429, 'Too many requests.', 'tooMany', { 'Retry-After': String(limit.retryAfterSeconds) });
        return true;
      }
    }
    const release = budget.inFlight.enter(client);
    if (!release) {
      refuseAfterBody(request, response, 503, 'Busy.', 'busy', { 'Retry-After': String(receiverLimits.busyRetrySeconds) });
      return true;
    }
    takeEach(rate);
    try {
      // A patient's request, a surgeon's application and a newsletter address wait for the store only once read and checked: they can then come back whole if it cannot take them.
      if (!waitsForStoreItself.has(pathname)) await ready;
      await route(request, response);
    } catch (error) {
      // Refused by its declared length, nothing of it read yet: a form sent without JavaScript gets its fields back.
      const unread = Number(request.headers['content-length']) > receiverLimits.requestBody && /^multipart\/form-data/i.test(String(request.headers['content-type'] ?? ''));
      if (error instanceof BodyTooLarge && pathname === requestPath && !wantsJson(request) && unread) {
        if (!(await tooLargeWithFields(request, response)) && !response.headersSent) response.destroy();
      } else if (error instanceof BodyTooLarge) {
        refuseAfterBody(request, response, 413, 'The request is too large.', 'tooLarge');
      } else if (error instanceof BodyAborted) {
        response.destroy();
      } else if (error instanceof BodyTooSlow) {
        // Answered, then closed: a sender this slow gets no more of the slot it held.
        refuse(request, response, 408, 'The form came too slowly.', 'tooSlow', { Connection: 'close' });
        response.once('finish', () => request.destroy());
      } else if (error instanceof UnreadableBody) {
        refuse(request, response, 400, 'The form could not be read.', 'server');
      } else {
        // Its first line only, addresses masked: a database error's detail can hold what was sent ("Key (email)=(…)").
        console.error(`receiver: ${pathname} failed: ${redactedReason(error)}`);
        if (!response.headersSent) refuse(request, response, 500, 'The request could not be stored.', 'server');
        else response.destroy();
      }
    } finally {
      release();
    }
    return true;
  }

  return { handle, store, ready, outbox, databaseUrl: options.databaseUrl };
}
