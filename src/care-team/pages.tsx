/**
 * The care team's inbox pages, rendered per request by the project's server (server/care-team/),
 * never pre-rendered: every value is text React escapes, no script, the site's stylesheet.
 */
import type { ReactNode } from 'react';
import type { CareTeamWords, RequestStatus } from '../content/schemas/care-team';
import { requestStatuses } from '../content/schemas/care-team';
import { inputClass } from '../islands/request-form/FieldShell';
import { common } from '../generated/site';
import { joinParts, labelText } from '../lib/lists';
import { fillTemplate } from '../lib/template';
import { careTeamPath } from '../routes';
import { currentLocale } from '../lib/locale';
import { plural } from '../lib/plural';

/** The inbox's addresses, in one place. */
export const inboxPaths = {
  root: careTeamPath,
  signIn: `${careTeamPath}/sign-in`,
  signOut: `${careTeamPath}/sign-out`,
  request: (reference: string) => `${careTeamPath}/requests/${encodeURIComponent(reference)}`,
  report: (reference: string, index: number) => `${careTeamPath}/requests/${encodeURIComponent(reference)}/reports/${index}`,
  status: (reference: string) => `${careTeamPath}/requests/${encodeURIComponent(reference)}/status`,
  remove: (reference: string) => `${careTeamPath}/requests/${encodeURIComponent(reference)}/delete`,
};

interface LayoutProps {
  siteName: string;
  words: CareTeamWords;
  title: string;
  /** The site's built stylesheet, under /assets/. */
  stylesheet: string | null;
  signedIn?: { email: string; csrf: string };
  children: ReactNode;
}

export function InboxDocument({ siteName, words, title, stylesheet, signedIn, children }: LayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{fillTemplate(words.documentTitle, { page: title, inbox: words.title, site: siteName })}</title>
        {stylesheet && <link rel="stylesheet" href={stylesheet} />}
      </head>
      <body className="bg-slate-50 text-slate-900">
        <header className="border-b border-slate-200 bg-white">
          <div className="wrap flex flex-wrap items-center justify-between gap-4 py-4">
            <p className="font-semibold">
              <a className="link" href={inboxPaths.root}>
                {words.title}
              </a>
            </p>
            {signedIn && (
              <div className="flex flex-wrap items-center gap-2">
                <p className="note">{signedIn.email}</p>
                <form method="post" action={inboxPaths.signOut}>
                  <input type="hidden" name="csrf" value={signedIn.csrf} />
                  <button className="btn btn-secondary" type="submit">
                    {words.signOut}
                  </button>
                </form>
                <form method="post" action={inboxPaths.signOut}>
                  <input type="hidden" name="csrf" value={signedIn.csrf} />
                  <input type="hidden" name="everywhere" value="1" />
                  <button className="btn btn-secondary" type="submit">
                    {words.signOutEverywhere}
                  </button>
                </form>
              </div>
            )}
          </div>
        </header>
        <main id="main" className="wrap section">
          {children}
        </main>
      </body>
    </html>
  );
}

function Alert({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'danger' }) {
  return (
    <p role={tone === 'danger' ? 'alert' : 'status'} className={`card mb-6 ${tone === 'danger' ? 'border-danger-600 text-danger-700' : ''}`}>
      {children}
    </p>
  );
}

export function SignInPage({ words, error, next, token }: { words: CareTeamWords; error?: string; next: string; token: string }) {
  return (
    <div className="max-w-md">
      <h1 className="h2">{words.signIn.heading}</h1>
      <form method="post" action={inboxPaths.signIn} className="card mt-6 grid gap-4">
        {error && <Alert tone="danger">{error}</Alert>}
        <input type="hidden" name="csrf" value={token} />
        <input type="hidden" name="next" value={next} />
        <div>
          <label htmlFor="email" className="font-semibold">
            {words.signIn.emailLabel}
          </label>
          <input id="email" name="email" type="email" autoComplete="username" required className={inputClass} />
        </div>
        <div>
          <label htmlFor="password" className="font-semibold">
            {words.signIn.passwordLabel}
          </label>
          <input id="password" name="password" type="password" autoComplete="current-password" required className={inputClass} />
        </div>
        <p>
          <button className="btn btn-primary" type="submit">
            {words.signIn.submit}
          </button>
        </p>
      </form>
    </div>
  );
}

/** A line of the list. */
interface ListRow {
  reference: string;
  received: string;
  name: string;
  country: string;
  condition: string;
  status: RequestStatus;
  waiting: string;
  overdue: boolean;
  /** Messages from the patient the care team has not read, with the words for them. */
  unread?: { label: string; count: number };
  /** Office time left of the two-hour promise (a new request without a reply), with its label. */
  promise?: { label: string; value: string };
}

interface ListPageProps {
  words: CareTeamWords;
  rows: ListRow[];
  status: RequestStatus | null;
  search: string;
  page: number;
  pages: number;
  previousHref: string | null;
  nextHref: string | null;
  queued: number;
  mailConfigured: boolean;
  /** Emails the mail server refused for good. */
  undeliverable: number;
  /** Requests the retention rule erases within two weeks, with the day. */
  expiring: Array<{ reference: string; date: string }>;
  flash?: string;
  /** How well the two-hour promise was kept, a line per period. */
  promiseRecord?: string[];
}

export function ListPage({ words, rows, status, search, page, pages, previousHref, nextHref, queued, mailConfigured, undeliverable, expiring, flash, promiseRecord = [] }: ListPageProps) {
  const list = words.list;
  return (
    <>
      <h1 className="h2">{list.heading}</h1>
      <div className="mt-4 grid gap-2">
        {flash && <Alert>{flash}</Alert>}
        {promiseRecord.map((line) => (
          <p key={line} className="note" data-testid="promise-record">
            {line}
          </p>
        ))}
        {queued > 0 && (
          <p className="note" data-testid="queued">
            {fillTemplate(plural(list.queued, queued, currentLocale()), { count: String(queued) })} {mailConfigured ? '' : list.noMailServer}
          </p>
        )}
        {undeliverable > 0 && (
          <Alert tone="danger">
            <span data-testid="undeliverable">{fillTemplate(plural(list.undeliverable, undeliverable, currentLocale()), { count: String(undeliverable) })}</span>
          </Alert>
        )}
      </div>
      {expiring.length > 0 && (
        <section aria-labelledby="expiring" className="card mt-6" data-testid="expiring">
          <h2 id="expiring" className="font-semibold">
            {list.expiringHeading}
          </h2>
          <p className="mt-2">{list.expiringText}</p>
          <ul className="mt-2 grid gap-1">
            {expiring.map((entry) => (
              <li key={entry.reference}>
                <a className="link tnum" href={inboxPaths.request(entry.reference)}>
                  {entry.reference}
                </a>{' '}
                <span className="note">({fillTemplate(list.expiresOn, { date: entry.date })})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form method="get" action={inboxPaths.root} className="card mt-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="status" className="font-semibold">
            {list.statusLabel}
          </label>
          <select id="status" name="status" defaultValue={status ?? ''} className={inputClass}>
            <option value="">{list.allStatuses}</option>
            {requestStatuses.map((value) => (
              <option key={value} value={value}>
                {words.statuses[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 grow">
          <label htmlFor="q" className="font-semibold">
            {list.searchLabel}
          </label>
          <input id="q" name="q" type="search" defaultValue={search} className={inputClass} />
        </div>
        <button className="btn btn-primary" type="submit">
          {list.apply}
        </button>
      </form>
      {rows.length === 0 ? (
        <p className="mt-6">{list.empty}</p>
      ) : (
        <ul className="mt-6 grid gap-4" data-testid="requests">
          {rows.map((row) => (
            <li key={row.reference} className="card">
              <h2 className="font-semibold">
                <a className="link tnum" href={inboxPaths.request(row.reference)}>
                  {row.reference}
                </a>
              </h2>
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
                <div>
                  <dt className="inline font-semibold">{labelText(list.columns.name, common.joiners.label)}</dt>
                  <dd className="inline">{row.name}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">{labelText(list.columns.received, common.joiners.label)}</dt>
                  <dd className="inline tnum">{row.received}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">{labelText(list.columns.country, common.joiners.label)}</dt>
                  <dd className="inline">{row.country}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">{labelText(list.columns.condition, common.joiners.label)}</dt>
                  <dd className="inline">{row.condition}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">{labelText(list.columns.status, common.joiners.label)}</dt>
                  <dd className="inline">{words.statuses[row.status]}</dd>
                </div>
                {row.promise && (
                  <div>
                    <dt className="inline font-semibold">{labelText(row.promise.label, common.joiners.label)}</dt>
                    <dd className="inline tnum">{row.promise.value}</dd>
                  </div>
                )}
                {row.unread && (
                  <div>
                    <dt className="inline font-semibold">{labelText(row.unread.label, common.joiners.label)}</dt>
                    <dd className="inline tnum">
                      <span className="badge bg-danger-50 text-danger-700">{row.unread.count}</span>
                    </dd>
                  </div>
                )}
                <div>
                  <dt className="inline font-semibold">{labelText(list.columns.waiting, common.joiners.label)}</dt>
                  <dd className="inline tnum">
                    {row.waiting}
                    {row.status === 'new' && (
                      <span className={`badge ms-2 ${row.overdue ? 'bg-danger-50 text-danger-700' : 'bg-brand-50 text-brand-800'}`}>{row.overdue ? list.overdue : list.withinPromise}</span>
                    )}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={fillTemplate(list.page, { page: String(page), pages: String(pages) })} className="mt-6 flex flex-wrap items-center gap-4">
        {previousHref && (
          <a className="link" href={previousHref}>
            {list.previous}
          </a>
        )}
        <p className="note">{fillTemplate(list.page, { page: String(page), pages: String(pages) })}</p>
        {nextHref && (
          <a className="link" href={nextHref}>
            {list.next}
          </a>
        )}
      </nav>
    </>
  );
}

interface RequestPageProps {
  words: CareTeamWords;
  reference: string;
  fields: Array<{ label: string; value: string }>;
  reports: Array<{ index: number; name: string; size: string }>;
  status: RequestStatus;
  events: Array<{ when: string; who: string; what: string; note: string }>;
  /** The request's emails and what became of each. */
  emails: Array<{ id: string; kind: 'notification' | 'acknowledgement'; state: 'sent' | 'waiting' | 'undeliverable' }>;
  csrf: string;
  error?: string;
}

export function RequestPage({ words, reference, fields, reports, status, events, emails, csrf, error }: RequestPageProps) {
  const w = words.request;
  return (
    <>
      <p>
        <a className="link" href={inboxPaths.root}>
          {w.back}
        </a>
      </p>
      <h1 className="h2 tnum mt-2">{reference}</h1>
      {error && <Alert tone="danger">{error}</Alert>}
      <section aria-labelledby="fields" className="card mt-6">
        <h2 id="fields" className="font-semibold">
          {w.fieldsHeading}
        </h2>
        <dl className="mt-4 grid gap-3">
          {fields.map((field) => (
            <div key={field.label}>
              <dt className="font-semibold">{field.label}</dt>
              <dd className="break-words whitespace-pre-wrap">{field.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="reports" className="card mt-6">
        <h2 id="reports" className="font-semibold">
          {w.reportsHeading}
        </h2>
        {reports.length === 0 ? (
          <p className="mt-2">{w.noReports}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {reports.map((report) => (
              <li key={report.index}>
                <a className="link break-all" href={inboxPaths.report(reference, report.index)} download>
                  {report.name}
                </a>{' '}
                <span className="note">({report.size})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {emails.length > 0 && (
        <section aria-labelledby="emails" className="card mt-6">
          <h2 id="emails" className="font-semibold">
            {w.emailsHeading}
          </h2>
          <ul className="mt-2 grid gap-1">
            {emails.map((email) => (
              <li key={email.id} data-testid={`email-${email.kind}`} data-state={email.state}>
                {joinParts(
                  [
                    w.emailKinds[email.kind],
                    <span key="state" className={email.state === 'undeliverable' ? 'font-semibold text-danger-700' : undefined}>
                      {w.emailStates[email.state]}
                    </span>,
                  ],
                  common.joiners.label,
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="status-heading" className="card mt-6">
        <h2 id="status-heading" className="font-semibold">
          {w.statusHeading}
        </h2>
        <form method="post" action={inboxPaths.status(reference)} className="mt-4 grid max-w-md gap-4">
          <input type="hidden" name="csrf" value={csrf} />
          <div>
            <label htmlFor="new-status" className="font-semibold">
              {words.list.columns.status}
            </label>
            <select id="new-status" name="status" defaultValue={status} className={inputClass}>
              {requestStatuses.map((value) => (
                <option key={value} value={value}>
                  {words.statuses[value]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="note" className="font-semibold">
              {w.noteLabel}
            </label>
            <textarea id="note" name="note" rows={3} maxLength={2000} className={inputClass} />
          </div>
          <p>
            <button className="btn btn-primary" type="submit">
              {w.statusSubmit}
            </button>
          </p>
        </form>
      </section>
      <section aria-labelledby="events" className="card mt-6">
        <h2 id="events" className="font-semibold">
          {w.eventsHeading}
        </h2>
        <ol className="mt-2 grid gap-2">
          {events.map((event, index) => (
            <li key={index}>
              {joinParts(
                [
                  <span key="when" className="tnum">
                    {event.when}
                  </span>,
                  event.what,
                  ...(event.who
                    ? [
                        <span key="who" className="note">
                          {event.who}
                        </span>,
                      ]
                    : []),
                ],
                common.joiners.dot,
              )}
              {event.note && <p className="break-words whitespace-pre-wrap">{event.note}</p>}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="delete" className="card mt-6">
        <h2 id="delete" className="font-semibold">
          {w.deleteHeading}
        </h2>
        <p className="mt-2">{w.deleteText}</p>
        <form method="post" action={inboxPaths.remove(reference)} className="mt-4 grid gap-4">
          <input type="hidden" name="csrf" value={csrf} />
          <p className="flex items-start gap-2">
            <input id="confirm-delete" type="checkbox" name="confirm" value="yes" required className="mt-1 size-5" />
            <label htmlFor="confirm-delete">{w.deleteConfirm}</label>
          </p>
          <p>
            <button className="btn btn-danger" type="submit">
              {w.deleteSubmit}
            </button>
          </p>
        </form>
      </section>
    </>
  );
}

export function MessagePage({ title, text, backLabel }: { title: string; text: string; backLabel: string }) {
  return (
    <>
      <h1 className="h2">{title}</h1>
      <p className="mt-4">{text}</p>
      <p className="mt-4">
        <a className="link" href={inboxPaths.root}>
          {backLabel}
        </a>
      </p>
    </>
  );
}
