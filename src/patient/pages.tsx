/**
 * The patient's pages behind a private link, rendered per request by the project's server
 * (server/patient/), never pre-rendered: every value is text React escapes, no script, the site's
 * stylesheet. Every word comes from content/site/your-request.json (or the site's contact file).
 */
import type { ReactNode } from 'react';
import type { YourRequestWords } from '../content/schemas/your-request';
import { inputClass } from '../islands/request-form/FieldShell';
import { patientPaths } from '../lib/patient/paths';
import type { Quote } from '../lib/patient/quote';
import { formatPriceRange } from '../lib/format';
import { fillTemplate } from '../lib/template';
import { FilledText } from '../components/FilledText';
import { Ltr } from '../components/ui/Ltr';

/** A link of a page: its address and words. */
export interface PageLink {
  href: string;
  label: string;
}

interface DocumentProps {
  /** The locale of the words shown, like "ar". */
  lang: string;
  /** Their direction. */
  dir: 'ltr' | 'rtl';
  /** The site's home page in that language. */
  home: string;
  siteName: string;
  words: YourRequestWords;
  title: string;
  /** The site's built stylesheet, under /assets/. */
  stylesheet: string | null;
  /** The session's token, when signed in: the page then has the button that ends it. */
  csrf?: string;
  children: ReactNode;
}

export function PatientDocument({ lang, dir, home, siteName, words, title, stylesheet, csrf, children }: DocumentProps) {
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{fillTemplate(words.documentTitle, { page: title, site: siteName })}</title>
        {stylesheet && <link rel="stylesheet" href={stylesheet} />}
      </head>
      <body className="bg-slate-50 text-slate-900">
        <header className="border-b border-slate-200 bg-white">
          <div className="wrap flex flex-wrap items-center justify-between gap-4 py-4">
            <p className="font-semibold">
              <a className="link" href={home}>
                {siteName}
              </a>
            </p>
            {csrf && (
              <form method="post" action={patientPaths.signOut}>
                <input type="hidden" name="csrf" value={csrf} />
                <button className="btn btn-secondary" type="submit">
                  {words.signOut}
                </button>
              </form>
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

function Notice({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'danger' }) {
  return (
    <p role={tone === 'danger' ? 'alert' : 'status'} className={`card mb-6 ${tone === 'danger' ? 'border-danger-600 text-danger-700' : ''}`}>
      {children}
    </p>
  );
}

/** A short page: a heading, a paragraph or two, links. */
export function NoticePage({ title, paragraphs, links = [] }: { title: string; paragraphs: string[]; links?: PageLink[] }) {
  return (
    <div className="measure">
      <h1 className="h2">{title}</h1>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          {paragraph}
        </p>
      ))}
      {links.length > 0 && (
        <ul className="mt-6 grid gap-2">
          {links.map((link) => (
            <li key={link.href}>
              <a className="link" href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What a private link opens first: a button, so a mail scanner that follows links uses nothing. */
export function OpenPage({ words, token }: { words: YourRequestWords; token: string }) {
  return (
    <div className="measure">
      <h1 className="h2">{words.open.heading}</h1>
      <p className="mt-4">{words.open.text}</p>
      <form method="post" action={patientPaths.open} className="mt-6">
        <input type="hidden" name="token" value={token} />
        <button className="btn btn-primary" type="submit">
          {words.open.submit}
        </button>
      </form>
    </div>
  );
}

/** The requests an address gave, when there is more than one. */
export function RequestListPage({ words, requests }: { words: YourRequestWords; requests: Array<{ reference: string; date: string }> }) {
  return (
    <div className="measure">
      <h1 className="h2">{words.list.heading}</h1>
      <ul className="mt-6 grid gap-2">
        {requests.map((request) => (
          <li key={request.reference}>
            <a className="link" href={patientPaths.request(request.reference)}>
              <FilledText text={words.list.item} values={{ reference: <Ltr>{request.reference}</Ltr>, date: request.date }} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One step of the timeline: its words and the day it was reached, or null. */
export interface TimelineStep {
  label: string;
  date: string | null;
}

/** A message of the thread as the page shows it. */
export interface ShownMessage {
  id: number;
  who: string;
  when: string;
  text: string;
  reports: PageLink[];
}

/** A thread's messages, oldest first (who, when, the words, the reports' links), or a line when there is none: the patient's page and the care team's inbox show them alike. */
/** Links to a request's or a message's reports, each opened through the session that may see it. */
function ReportLinks({ reports }: { reports: PageLink[] }) {
  return (
    <ul className="mt-2 grid gap-1">
      {reports.map((report) => (
        <li key={report.href}>
          <a className="link" href={report.href}>
            {report.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ThreadMessages({ messages, none, cards = true }: { messages: ShownMessage[]; none: string; /** Each message a card of its own (not inside another card). */ cards?: boolean }) {
  if (messages.length === 0) return <p className="mt-4">{none}</p>;
  return (
    <ol className="mt-4 grid gap-4">
      {messages.map((message) => (
        <li key={message.id} className={cards ? 'card' : undefined} data-testid="thread-message">
          <p className="font-semibold">
            {message.who} <span className="tnum font-normal text-slate-700">{message.when}</span>
          </p>
          {message.text && <p className="mt-2 break-words whitespace-pre-wrap">{message.text}</p>}
          {message.reports.length > 0 && <ReportLinks reports={message.reports} />}
        </li>
      ))}
    </ol>
  );
}

interface RequestPageProps {
  words: YourRequestWords;
  reference: string;
  csrf: string;
  /** What was sent, as labels and values (the words of the lists, never codes). */
  fields: Array<{ label: string; value: string }>;
  /** The reports sent with the request: a link each to download it. */
  reports: PageLink[];
  timeline: TimelineStep[];
  messages: ShownMessage[];
  /** A line above the reply box after sending, or a problem with it. */
  notice?: { text: string; tone: 'brand' | 'danger' };
  /** What the patient typed in the reply box, kept when it was refused. */
  draft?: string;
  /** The file field's accepted types and its hint. */
  reportAccept: string;
  reportHint: string;
  maxMessage: number;
  support: { text: string; links: PageLink[] };
  eraseError?: string;
  /** The newest quote the coordinator attached, when there is one. */
  quote?: Quote;
}

/** The quote: the package, its hospital and surgeon, the dates, the itemised price, what it includes and excludes. */
function QuoteSection({ words, quote }: { words: YourRequestWords; quote: Quote }) {
  const w = words.quote;
  return (
    <section aria-labelledby="quote" className="card">
      <h2 id="quote" className="h3">
        {w.heading}
      </h2>
      <dl className="mt-4 grid gap-2">
        <div>
          <dt className="font-semibold">{w.package}</dt>
          <dd>{quote.packageName}</dd>
        </div>
        <div>
          <dt className="font-semibold">{w.hospital}</dt>
          <dd>{quote.hospital}</dd>
        </div>
        <div>
          <dt className="font-semibold">{w.surgeon}</dt>
          <dd>{quote.surgeon}</dd>
        </div>
        <div>
          <dt className="font-semibold">{w.dates}</dt>
          <dd className="tnum">{fillTemplate(w.dateRange, { from: quote.arrival, to: quote.departure })}</dd>
        </div>
      </dl>
      <table className="mt-4 w-full text-start">
        <caption className="text-start font-semibold">{w.linesCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-start">
              {w.item}
            </th>
            <th scope="col" className="text-end">
              {w.cost}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.item}>
              <td>{line.item}</td>
              <td className="tnum text-end">{formatPriceRange(line.cost)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="text-start">
              {w.total}
            </th>
            <td className="tnum text-end font-semibold">{formatPriceRange(quote.price)}</td>
          </tr>
        </tfoot>
      </table>
      {quote.price.from !== quote.price.to && <p className="note mt-2">{w.rangeNote}</p>}
      <h3 className="mt-4 font-semibold">{w.included}</h3>
      {quote.included.map((group) => (
        <div key={group.category} className="mt-2">
          <p>{group.category}</p>
          <ul className="ms-5 list-disc">
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      <h3 className="mt-4 font-semibold">{w.notIncluded}</h3>
      <ul className="ms-5 mt-2 list-disc">
        {quote.notIncluded.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {quote.notes && (
        <>
          <h3 className="mt-4 font-semibold">{w.notes}</h3>
          <p className="mt-2 break-words whitespace-pre-wrap">{quote.notes}</p>
        </>
      )}
    </section>
  );
}

export function RequestPage(props: RequestPageProps) {
  const { words, reference, csrf } = props;
  return (
    <div className="flex flex-col gap-10">
      <h1 className="h2">
        {/* The reference never breaks at its hyphens: on a narrow phone it takes a line of its own, whole. */}
        <FilledText text={words.request.heading} values={{ reference: <span className="whitespace-nowrap"><Ltr>{reference}</Ltr></span> }} />
      </h1>

      <section aria-labelledby="timeline">
        <h2 id="timeline" className="h3">
          {words.request.timelineHeading}
        </h2>
        <ol className="mt-4 grid gap-2">
          {props.timeline.map((step) => (
            <li key={step.label} className="flex flex-wrap gap-x-3" data-reached={step.date ? 'yes' : 'no'}>
              <span className="font-semibold">{step.label}</span>
              <span className="tnum text-slate-700">{step.date ?? words.request.pending}</span>
            </li>
          ))}
        </ol>
      </section>

      {props.quote && <QuoteSection words={words} quote={props.quote} />}

      <section aria-labelledby="messages">
        <h2 id="messages" className="h3">
          {words.messages.heading}
        </h2>
        <ThreadMessages messages={props.messages} none={words.messages.none} />
        <form method="post" action={patientPaths.messages(reference)} encType="multipart/form-data" className="card mt-6 flex flex-col gap-4">
          {props.notice && <Notice tone={props.notice.tone}>{props.notice.text}</Notice>}
          <input type="hidden" name="csrf" value={csrf} />
          <div>
            <label htmlFor="reply" className="font-semibold">
              {words.messages.replyLabel}
            </label>
            <textarea id="reply" name="text" rows={5} maxLength={props.maxMessage} defaultValue={props.draft ?? ''} className={inputClass} />
          </div>
          <div>
            <label htmlFor="report" className="font-semibold">
              {words.messages.reportLabel}
            </label>
            <input id="report" name="report" type="file" accept={props.reportAccept} aria-describedby="report-hint" className="mt-1 block w-full min-w-0" />
            <p id="report-hint" className="note mt-1">
              {props.reportHint}
            </p>
          </div>
          <p>
            <button className="btn btn-primary" type="submit">
              {words.messages.send}
            </button>
          </p>
        </form>
      </section>

      <section aria-labelledby="sent">
        <h2 id="sent" className="h3">
          {words.request.sentHeading}
        </h2>
        <dl className="mt-4 grid gap-2">
          {props.fields.map((field) => (
            <div key={field.label}>
              <dt className="font-semibold">{field.label}</dt>
              {/* What the patient typed, in its own direction (a phone number or an address left to right inside Arabic), isolated from the page's. */}
              <dd className="break-words whitespace-pre-wrap">
                <bdi>{field.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 font-semibold">{words.request.reportsLabel}</h3>
        {props.reports.length === 0 ? (
          <p className="mt-2">{words.request.noReports}</p>
        ) : (
          <>
            <p className="note mt-2">{words.request.reportsNote}</p>
            <ReportLinks reports={props.reports} />
          </>
        )}
      </section>

      <section aria-labelledby="support">
        <h2 id="support" className="h3">
          {words.support.heading}
        </h2>
        <p className="mt-4">{props.support.text}</p>
        <ul className="mt-2 grid gap-1">
          {props.support.links.map((link) => (
            <li key={link.href}>
              <a className="link" href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="download">
        <h2 id="download" className="h3">
          {words.download.heading}
        </h2>
        <p className="mt-4">{words.download.text}</p>
        <p className="mt-4">
          <a className="btn btn-secondary" href={patientPaths.export(reference)} download>
            {words.download.submit}
          </a>
        </p>
      </section>

      <section aria-labelledby="erase">
        <h2 id="erase" className="h3">
          {words.erase.heading}
        </h2>
        <p className="mt-4">{words.erase.text}</p>
        <form method="post" action={patientPaths.erase(reference)} className="card mt-4 flex flex-col gap-4">
          {props.eraseError && <Notice tone="danger">{props.eraseError}</Notice>}
          <input type="hidden" name="csrf" value={csrf} />
          <p className="flex gap-2">
            <input id="erase-confirm" name="confirm" type="checkbox" value="yes" className="mt-1 size-5 shrink-0" />
            <label htmlFor="erase-confirm">{words.erase.confirm}</label>
          </p>
          <p>
            <button className="btn btn-secondary" type="submit">
              {words.erase.submit}
            </button>
          </p>
        </form>
      </section>
    </div>
  );
}
