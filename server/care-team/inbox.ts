import { createHash, randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { InboxDocument, inboxPaths, ListPage, MessagePage, RequestPage, SignInPage } from '../../src/care-team/pages';
import { requestStatuses, type CareTeamWords, type RequestStatus } from '../../src/content/schemas/care-team';
import type { MailWords } from '../../src/content/schemas/mail';
import { inboxHref, inboxPage, inboxQuery, isOverdue, waitingFor } from '../../src/lib/care-team/inbox';
import { signInWarningMessage } from '../../src/lib/care-team/messages';
import { formatBytes } from '../../src/lib/forms/request';
import { currentLocale, sourceLocale } from '../../src/lib/locale';
import { plural, type PluralForms } from '../../src/lib/plural';
import { fillTemplate } from '../../src/lib/template';
import type { Outbox } from '../mail/outbox';
import { redactedReason } from '../mail/sender';
import { BodyTooLarge, BodyTooSlow, discardRest, readBody } from '../receiver/body';
import { clientAddress, trustsAProxy, type ProxyTrust } from '../receiver/client-address';
import { referencePattern } from '../receiver/reference';
import type { RequestEvent, RequestStore, StoredRequestRecord } from '../receiver/store';
import { Accounts, normaliseEmail } from './accounts';
import type { InboxThread } from '../patient/portal';
import { inboxThreadPaths } from '../../src/lib/patient/paths';
import { expiringSoonDays } from './retention';
import { HashSlots, Sessions, SignInThrottle, type Session } from './sessions';

export type { RequestEvent, StoredRequestRecord };

interface InboxOptions {
  store: RequestStore;
  outbox: Outbox;
  words: CareTeamWords;
  siteName: string;
  /** The words of the request's fields (the form's labels). */
  fieldLabels: Record<string, string>;
  /** The words of the values a field holds as ids (condition, hospital, contactMethod), by field and id. */
  valueLabels: Record<string, Record<string, string>>;
  /** Lines of another kind in the store (a surgeon's application): what the list says in place of the condition, and their fields' words. */
  kinds?: Record<string, { label: string; fieldLabels: Record<string, string> }>;
  /** The built site (dist/), where the stylesheet is. */
  distDir: string;
  mailConfigured: boolean;
  /** The proxies trusted for X-Forwarded-For and X-Forwarded-Proto (behind a proxy that sets them). */
  trustProxy: ProxyTrust;
  sessions?: Sessions;
  throttle?: SignInThrottle;
  /** Password hashes in flight at once (see HashSlots). */
  hashSlots?: HashSlots;
  /** The emails' words: a member whose account had failed sign-ins is told. */
  mailWords?: MailWords;
  /** Days a request is kept after its last change (the inbox lists those erased within two weeks). */
  retentionDays?: number;
  /** The messages with the patient beside each request (server/patient/), when the server has them. */
  thread?: InboxThread;
  log?: (line: string) => void;
}

/** Every inbox answer: never cached, never indexed, never framed, nothing run but nothing. */
const inboxHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // same-origin, not no-referrer: under no-referrer a browser sends "Origin: null" with the inbox's own forms.
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

const formLimit = 16 * 1024;
/** A form past `formLimit` is still read and dropped up to this size, so the browser reads the refusal instead of a reset. */
const refusedFormCap = 1024 * 1024;
/** Sent with every answer over HTTPS: browsers then never open the inbox over plain HTTP for a year. */
const strictTransport = 'max-age=31536000';

/** A request whose address, cookie or Referer is not valid text: answered 400, never 500. */
class UnreadableRequest extends Error {}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new UnreadableRequest();
  }
}
const reportPath = /^\/care-team\/requests\/([^/]+)\/reports\/(\d+)$/;
const requestPath = /^\/care-team\/requests\/([^/]+)(?:\/(status|delete))?$/;

function cookiesOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    String(request.headers.cookie ?? '')
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter(([name, value]) => name && value !== undefined)
      .flatMap(([name, ...rest]) => {
        // A cookie that is not valid percent-encoding (another application's, on the same host) is skipped, not fatal.
        try {
          return [[name, decodeURIComponent(rest.join('='))]];
        } catch {
          return [];
        }
      }),
  );
}

/** When the received time was, as the list shows it (UTC, to the minute). */
function timeOf(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * The care team's inbox at /care-team: sign-in, the list of requests, a request with its reports,
 * status changes, deletion. Every address answers only a signed-in account; every change carries
 * the session's token and comes from this site's own pages (Origin).
 */
export function createInbox(options: InboxOptions) {
  const { store, outbox, words } = options;
  const accounts = new Accounts(() => store.db);
  const sessions = options.sessions ?? new Sessions(() => store.db);
  const throttle = options.throttle ?? new SignInThrottle(() => store.db);
  const hashSlots = options.hashSlots ?? new HashSlots();
  const log = options.log ?? ((line: string) => console.log(line));
  let stylesheet: { key: number; href: string | null } = { key: -1, href: null };

  /** The site's built stylesheet: the one CSS file the build leaves in dist/assets. */
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

  function cookieName(request: IncomingMessage, name: string): string {
    // The __Host- prefix (only over HTTPS) binds the cookie to this exact host and path.
    return secure(request) ? `__Host-${name}` : name;
  }

  function cookie(request: IncomingMessage, name: string, value: string, maxAgeSeconds?: number): string {
    return [
      `${cookieName(request, name)}=${value}`,
      'Path=/',
      'HttpOnly',
      'SameSite=Strict',
      ...(secure(request) ? ['Secure'] : []),
      ...(maxAgeSeconds !== undefined ? [`Max-Age=${maxAgeSeconds}`] : []),
    ].join('; ');
  }

  function audit(who: string, action: 'signed-in' | 'sign-in-failed' | 'signed-out' | 'opened' | 'downloaded' | 'changed-status' | 'deleted' | 'deleted-by-retention' | 'wrote' | 'quoted', reference?: string, extra: Record<string, string | number> = {}) {
    return store.audit({ who, action, reference, ...extra });
  }

  async function page(response: ServerResponse, status: number, title: string, body: ReactElement, signedIn?: Session, headers: Record<string, string> = {}) {
    const html = `<!doctype html>${renderToStaticMarkup(
      createElement(InboxDocument, { siteName: options.siteName, words, title, stylesheet: await stylesheetHref(), signedIn: signedIn && { email: signedIn.email, csrf: signedIn.csrf }, children: body }),
    )}`;
    response.writeHead(status, { ...inboxHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(html)), ...headers });
    response.end(html);
  }

  function redirect(response: ServerResponse, location: string, headers: Record<string, string | string[]> = {}) {
    response.writeHead(303, { ...inboxHeaders, Location: location, 'Content-Length': '0', ...headers });
    response.end();
  }

  function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
    response.writeHead(status, { ...inboxHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)), ...headers });
    response.end(text);
  }

  /** The signed-in session, when its account still exists with the same password. */
  async function sessionOf(request: IncomingMessage): Promise<Session | undefined> {
    const session = await sessions.get(cookiesOf(request)[cookieName(request, 'cc_session')]);
    if (!session) return undefined;
    const account = await accounts.find(session.email);
    if (!account || account.password !== session.stamp) {
      await sessions.endAll(session.email);
      return undefined;
    }
    return session;
  }

  function originOfReferer(referer: string): string {
    if (!URL.canParse(referer)) throw new UnreadableRequest();
    return new URL(referer).origin;
  }

  /** A state change must come from a page of this site (Origin, or Referer when a browser sends no Origin). */
  function sameOrigin(request: IncomingMessage): boolean {
    const host = request.headers.host;
    const origin = request.headers.origin ?? (request.headers.referer ? originOfReferer(String(request.headers.referer)) : undefined);
    if (!host || !origin || origin === 'null') return false;
    return origin === `${secure(request) ? 'https' : 'http'}://${host}`;
  }

  async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
    const type = String(request.headers['content-type'] ?? '');
    const body = await readBody(request, formLimit);
    if (!/^application\/x-www-form-urlencoded/i.test(type)) return new URLSearchParams();
    return new URLSearchParams(body.toString('utf8'));
  }

  async function showSignIn(request: IncomingMessage, response: ServerResponse, status: number, next: string, error?: string, headers: Record<string, string> = {}) {
    // A token for the sign-in form itself, in a cookie and the form (a sign-in from another site fails).
    const token = randomBytes(24).toString('base64url');
    await page(response, status, words.signIn.heading, createElement(SignInPage, { words, error, next, token }), undefined, { 'Set-Cookie': cookie(request, 'cc_signin', token, 3600), ...headers });
  }

  function clientOf(request: IncomingMessage): string {
    return clientAddress(request, options.trustProxy);
  }

  async function signIn(request: IncomingMessage, response: ServerResponse) {
    const form = await formOf(request);
    const next = (form.get('next') ?? '').startsWith(`${inboxPaths.root}`) ? form.get('next')! : inboxPaths.root;
    const expected = cookiesOf(request)[cookieName(request, 'cc_signin')];
    if (!expected || form.get('csrf') !== expected) return showSignIn(request, response, 403, next, words.signIn.expired);
    const email = normaliseEmail(form.get('email') ?? '');
    const address = clientOf(request);
    // The throttle is asked before any hashing: a locked address costs a query, not a hash.
    const { lockedForSeconds: locked } = await throttle.check(address);
    if (locked > 0) return showSignIn(request, response, 429, next, fillMinutes(words.signIn.throttled, locked), { 'Retry-After': String(locked) });
    const release = hashSlots.tryEnter();
    if (!release) return showSignIn(request, response, 503, next, words.signIn.busy, { 'Retry-After': '5' });
    const account = await accounts.check(email, form.get('password') ?? '').finally(release);
    if (!account) {
      const verdict = await throttle.fail(address, email);
      // The audit log names a member's account, never what a stranger typed.
      const known = await accounts.find(email);
      await audit(known ? known.email : '(unknown account)', 'sign-in-failed');
      if (known && verdict.warnOwner) await warnOwner(known.email);
      if (verdict.holdMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.holdMs));
      return showSignIn(request, response, 401, next, words.signIn.failed);
    }
    await throttle.succeed(address, email);
    // A new id at every sign-in: an id planted before it is worth nothing after.
    const old = cookiesOf(request)[cookieName(request, 'cc_session')];
    if (old) await sessions.end(old);
    const session = await sessions.create(account.email, account.password);
    await audit(account.email, 'signed-in');
    redirect(response, next, { 'Set-Cookie': [cookie(request, 'cc_session', session.id), cookie(request, 'cc_signin', '', 0)] });
  }

  /** Tells a member of failed sign-ins on their account (at most one email an hour; see mailLimits). */
  async function warnOwner(email: string) {
    if (!options.mailWords) return;
    const minutes = Math.round(throttle.windowMs / 60_000);
    await outbox.add([signInWarningMessage(`sign-in-warning.${randomBytes(9).toString('base64url')}`, email, throttle.warnAfter, minutes, options.mailWords)]);
  }

  function fillMinutes(text: PluralForms, seconds: number): string {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return fillTemplate(plural(text, minutes, currentLocale()), { minutes: String(minutes) });
  }

  const pageSize = 25;

  /**
   * One page of the list: without a search the database pages it (25 rows unsealed); a search
   * looks in the names, which are sealed, so it unseals the requests of the chosen status.
   */
  async function listed(query: ReturnType<typeof inboxQuery>) {
    if (query.search) return { rows: (await store.listRequests({ status: query.status })).rows, paged: false, total: 0 };
    const first = await store.listRequests({ status: query.status, limit: pageSize, offset: (query.page - 1) * pageSize });
    const pages = Math.max(1, Math.ceil(first.total / pageSize));
    if (query.page <= pages || first.total === 0) return { ...first, paged: true };
    return { ...(await store.listRequests({ status: query.status, limit: pageSize, offset: (pages - 1) * pageSize })), paged: true };
  }

  /** The requests that retention erases within two weeks, with the day. */
  async function expiringSoon(now: number): Promise<Array<{ reference: string; date: string }>> {
    if (!options.retentionDays) return [];
    const rows = await store.expiringBefore(new Date(now - (options.retentionDays - expiringSoonDays) * 86_400_000));
    return rows.map((row) => ({ reference: row.reference, date: new Date(Date.parse(row.touchedAt) + options.retentionDays! * 86_400_000).toISOString().slice(0, 10) }));
  }

  async function list(response: ServerResponse, url: URL, session: Session) {
    const query = inboxQuery(url.searchParams);
    const now = Date.now();
    const result = await listed(query);
    const entries = result.rows.map((record) => ({
      reference: record.reference,
      receivedAt: record.receivedAt,
      // Another kind of line has one name field and no condition: its kind is said instead.
      firstName: record.request.firstName ?? record.request.name ?? '',
      lastName: record.request.lastName ?? '',
      country: options.valueLabels.country?.[record.request.country ?? ''] ?? record.request.country ?? '',
      condition: (record.kind && options.kinds?.[record.kind]?.label) ?? options.valueLabels.condition?.[record.request.condition ?? ''] ?? record.request.condition ?? '',
      status: record.status,
    }));
    const found = result.paged
      ? { entries, page: Math.min(query.page, Math.max(1, Math.ceil(result.total / pageSize))), pages: Math.max(1, Math.ceil(result.total / pageSize)) }
      : inboxPage(entries, query, pageSize);
    const counts = await outbox.counts();
    const unread = options.thread ? await options.thread.unread() : new Map<string, number>();
    const promise = options.thread ? await options.thread.promiseLeft(result.rows, new Date(now)) : new Map<string, { label: string; value: string }>();
    const deleted = url.searchParams.get('deleted');
    await page(
      response,
      200,
      words.list.heading,
      createElement(ListPage, {
        words,
        rows: found.entries.map((entry) => ({
          reference: entry.reference,
          received: timeOf(entry.receivedAt),
          name: `${entry.firstName} ${entry.lastName}`,
          country: entry.country,
          condition: entry.condition,
          status: entry.status,
          waiting: waitingFor(entry.receivedAt, now),
          overdue: isOverdue(entry, now),
          ...(unread.get(entry.reference) ? { unread: { label: options.thread!.unreadLabel, count: unread.get(entry.reference)! } } : {}),
          ...(promise.get(entry.reference) ? { promise: promise.get(entry.reference)! } : {}),
        })),
        status: query.status,
        search: query.search,
        page: found.page,
        pages: found.pages,
        previousHref: found.page > 1 ? inboxHref(inboxPaths.root, { ...query, page: found.page - 1 }) : null,
        nextHref: found.page < found.pages ? inboxHref(inboxPaths.root, { ...query, page: found.page + 1 }) : null,
        queued: counts.waiting,
        undeliverable: counts.undeliverable,
        expiring: await expiringSoon(now),
        mailConfigured: options.mailConfigured,
        flash: deleted && referencePattern.test(deleted) ? words.request.deleted.replace('{reference}', deleted) : undefined,
        promiseRecord: options.thread ? await options.thread.promiseRecord(new Date(now)) : [],
      }),
      session,
    );
  }

  async function findRequest(reference: string) {
    if (!referencePattern.test(reference)) return undefined;
    return store.findRequest(reference);
  }

  function notFound(response: ServerResponse, session: Session) {
    return page(response, 404, words.request.notFound, createElement(MessagePage, { title: words.request.notFound, text: words.request.notFound, backLabel: words.request.back }), session);
  }

  async function showRequest(response: ServerResponse, reference: string, session: Session, onlyHead = false, quoteRefused = false) {
    const record = await findRequest(reference);
    if (!record) return notFound(response, session);
    // A HEAD shows nothing of the request, so it is not logged as opening it.
    if (!onlyHead) await audit(session.email, 'opened', reference);
    const events = await store.events(reference);
    const emails = (await outbox.ofRequest(reference)).flatMap((email) => (email.kind === 'notification' || email.kind === 'acknowledgement' ? [{ ...email, kind: email.kind as 'notification' | 'acknowledgement' }] : []));
    const fields = Object.entries((record.kind && options.kinds?.[record.kind]?.fieldLabels) || options.fieldLabels)
      .filter(([field]) => (record.request[field] ?? '') !== '')
      .map(([field, label]) => {
        const value = record.request[field]!;
        return { label, value: options.valueLabels[field]?.[value] ?? value };
      });
    const thread = options.thread && !onlyHead ? await options.thread.section(reference, session.csrf, quoteRefused) : null;
    await page(
      response,
      200,
      reference,
      createElement(
        Fragment,
        null,
        createElement(RequestPage, {
        words,
        reference,
        fields,
        reports: record.reports.map((report, index) => ({ index: index + 1, name: report.name || `${index + 1}`, size: formatBytes(report.size, sourceLocale) })),
        status: record.status,
        emails,
        events: [
          { when: timeOf(record.receivedAt), who: '', what: words.request.receivedEvent, note: '' },
          ...events.map((event) => ({ when: timeOf(event.at), who: event.by, what: words.statuses[event.status], note: event.note })),
        ],
        csrf: session.csrf,
        }),
        thread,
      ),
      session,
    );
  }

  /** The thread's addresses: a reply to the patient (POST), or a report the patient added (GET). False when the address is not one. */
  async function threadRoute(response: ServerResponse, path: string, isPost: boolean, onlyHead: boolean, form: URLSearchParams, session: Session): Promise<boolean> {
    const match = options.thread && inboxThreadPaths.pattern.exec(path);
    if (!match || !options.thread) return false;
    const reference = decodePart(match[1]);
    if (!(await findRequest(reference))) return (await notFound(response, session), true);
    if (isPost && match[4]) {
      const result = await options.thread.quote(reference, session.email, form);
      if (result === 'gone') return (await notFound(response, session), true);
      if (result === 'invalid') return (redirect(response, `${inboxPaths.request(reference)}?quote=refused#quote-form`), true);
      // A quote sent is a status reached; the audit log names the package, never a note.
      await store.addEvent({ reference, at: new Date().toISOString(), by: session.email, status: 'quote-sent', note: '' });
      await audit(session.email, 'quoted', reference, { package: form.get('package') ?? '' });
      redirect(response, `${inboxPaths.request(reference)}#quote-form`);
      return true;
    }
    if (isPost && !match[2]) {
      const text = (form.get('text') ?? '').replace(/\r\n/g, '\n').trim().slice(0, options.thread.maxMessage);
      if (text) {
        await options.thread.write(reference, session.email, text);
        // The audit log says a message was written, never its words.
        await audit(session.email, 'wrote', reference);
      }
      redirect(response, `${inboxPaths.request(reference)}#thread`);
      return true;
    }
    if (!isPost && match[2]) {
      const found = await options.thread.report(reference, Number(match[2]), Number(match[3]));
      if (!found) return (plain(response, 404, 'No such report.'), true);
      if (!onlyHead) await audit(session.email, 'downloaded', reference, { message: Number(match[2]), report: Number(match[3]) });
      response.writeHead(200, {
        ...inboxHeaders,
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(found.bytes.length),
        'Content-Disposition': `attachment; filename="${found.name}"; filename*=UTF-8''${encodeURIComponent(found.name)}`,
      });
      response.end(found.bytes);
      return true;
    }
    return false;
  }

  /** Sends a stored report as a download, after checking its path stays in the store and its checksum. */
  async function download(response: ServerResponse, reference: string, index: number, session: Session, onlyHead = false) {
    const found = referencePattern.test(reference) ? await store.report(reference, index) : undefined;
    if (!found) return plain(response, 404, 'No such report.');
    const { report, bytes } = found;
    if (!bytes || createHash('sha256').update(bytes).digest('hex') !== report.sha256) {
      log(`care-team: report ${index} of ${reference} is missing or does not match its checksum`);
      return plain(response, 409, 'This report does not match its checksum; it was not sent.');
    }
    // A HEAD sends no byte of the report: it is no download.
    if (!onlyHead) await audit(session.email, 'downloaded', reference, { report: index });
    const extension = report.extension;
    const name = `${reference}-${index}.${extension}`;
    response.writeHead(200, {
      ...inboxHeaders,
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    });
    response.end(bytes);
  }

  async function changeStatus(response: ServerResponse, reference: string, form: URLSearchParams, session: Session) {
    const record = await findRequest(reference);
    if (!record) return notFound(response, session);
    const status = form.get('status') ?? '';
    if (!(requestStatuses as readonly string[]).includes(status)) return plain(response, 400, 'Unknown status.');
    const note = (form.get('note') ?? '').trim().slice(0, 2000);
    await store.addEvent({ reference, at: new Date().toISOString(), by: session.email, status: status as RequestStatus, note });
    // The audit log says what changed, never the note (it may hold health data).
    await audit(session.email, 'changed-status', reference, { status });
    redirect(response, inboxPaths.request(reference));
  }

  async function remove(response: ServerResponse, reference: string, form: URLSearchParams, session: Session) {
    if (form.get('confirm') !== 'yes') return redirect(response, inboxPaths.request(reference));
    if (!(await findRequest(reference))) return notFound(response, session);
    await store.deleteRequest(reference);
    await audit(session.email, 'deleted', reference);
    redirect(response, `${inboxPaths.root}?deleted=${encodeURIComponent(reference)}`);
  }

  async function route(request: IncomingMessage, response: ServerResponse, url: URL) {
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = request.method ?? 'GET';
    const isPost = method === 'POST';
    if (!isPost && method !== 'GET' && method !== 'HEAD') return plain(response, 405, 'Method not allowed.', { Allow: 'GET, POST' });
    if (isPost && !sameOrigin(request)) {
      discardRest(request, formLimit);
      return plain(response, 403, 'This form must be sent from the inbox’s own pages.');
    }
    if (path === inboxPaths.signIn) {
      if (isPost) return signIn(request, response);
      if (await sessionOf(request)) return redirect(response, inboxPaths.root);
      return showSignIn(request, response, 200, inboxPaths.root);
    }
    const session = await sessionOf(request);
    if (!session) {
      if (isPost) discardRest(request, formLimit);
      if (reportPath.test(path) || isPost) return plain(response, 401, 'Sign in first.');
      return showSignIn(request, response, 401, `${path}${url.search}`);
    }
    let form = new URLSearchParams();
    if (isPost) {
      form = await formOf(request);
      if (form.get('csrf') !== session.csrf) return plain(response, 403, words.signIn.expired);
    }
    if (path === inboxPaths.signOut && isPost) {
      if (form.get('everywhere') === '1') await sessions.endAll(session.email);
      else await sessions.end(session.id);
      await audit(session.email, 'signed-out', undefined, form.get('everywhere') === '1' ? { everywhere: 1 } : {});
      return redirect(response, inboxPaths.signIn, { 'Set-Cookie': cookie(request, 'cc_session', '', 0) });
    }
    if (path === inboxPaths.root && !isPost) return list(response, url, session);
    const report = reportPath.exec(path);
    if (report && !isPost) return download(response, decodePart(report[1]), Number(report[2]), session, method === 'HEAD');
    if (await threadRoute(response, path, isPost, method === 'HEAD', form, session)) return;
    const one = requestPath.exec(path);
    if (one) {
      const reference = decodePart(one[1]);
      if (!one[2] && !isPost) return showRequest(response, reference, session, method === 'HEAD', url.searchParams.get('quote') === 'refused');
      if (one[2] === 'status' && isPost) return changeStatus(response, reference, form, session);
      if (one[2] === 'delete' && isPost) return remove(response, reference, form, session);
    }
    return page(response, 404, words.request.notFound, createElement(MessagePage, { title: words.request.notFound, text: words.request.notFound, backLabel: words.request.back }), session);
  }

  /** Answers /care-team and everything under it (true), or leaves the address to the caller (false). */
  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== inboxPaths.root && !url.pathname.startsWith(`${inboxPaths.root}/`)) return false;
    if (secure(request)) response.setHeader('Strict-Transport-Security', strictTransport);
    try {
      await route(request, response, url);
    } catch (error) {
      const problem = (status: number, text: string, headers: Record<string, string> = {}) =>
        page(response, status, words.problems.heading, createElement(MessagePage, { title: words.problems.heading, text, backLabel: words.request.back }), undefined, headers);
      if (error instanceof BodyTooLarge) {
        // Answered first; the rest is then read and dropped, so the browser reads the answer instead of a reset.
        const pouring = Number(request.headers['content-length']) > refusedFormCap;
        response.once('finish', () => discardRest(request, refusedFormCap));
        await problem(413, words.problems.tooLarge, pouring ? { Connection: 'close' } : {});
      } else if (error instanceof BodyTooSlow) {
        response.once('finish', () => request.destroy());
        await problem(408, words.problems.tooSlow, { Connection: 'close' });
      } else if (error instanceof UnreadableRequest) {
        if (request.method === 'POST') discardRest(request, formLimit);
        await problem(400, words.problems.unreadable);
      } else {
        log(`care-team: ${request.method} failed: ${redactedReason(error)}`);
        if (!response.headersSent) plain(response, 500, 'Something went wrong; nothing was changed.');
        else response.destroy();
      }
    }
    return true;
  }

  return { handle, sessions, throttle, hashSlots, accounts, audit };
}

export type Inbox = ReturnType<typeof createInbox>;
