/**
 * The thread of a request as the care team's inbox shows it beside the request: the messages
 * with the patient (and the reports they added), and the reply box. Rendered by the server.
 */
import type { YourRequestWords } from '../content/schemas/your-request';
import { inputClass } from '../islands/request-form/FieldShell';
import { ThreadMessages, type ShownMessage } from './pages';

interface ThreadProps {
  words: YourRequestWords;
  messages: ShownMessage[];
  /** Where the reply box posts. */
  action: string;
  csrf: string;
  maxMessage: number;
  /** The quote form: where it posts, the packages it may use (with their price as shown), the line about the quote sent last, and a problem with the last one sent. */
  quote: { action: string; packages: Array<{ id: string; label: string }>; sent: string | null; error: string | null; notesLimit: number };
}

export function CareTeamThread({ words, messages, action, csrf, maxMessage, quote }: ThreadProps) {
  const w = words.careTeam;
  return (
    <section aria-labelledby="thread" className="card mt-6">
      <h2 id="thread" className="font-semibold">
        {w.heading}
      </h2>
      <ThreadMessages messages={messages} none={w.none} cards={false} />
      <form method="post" action={action} className="mt-6 flex flex-col gap-2">
        <input type="hidden" name="csrf" value={csrf} />
        <label htmlFor="thread-reply" className="font-semibold">
          {w.replyLabel}
        </label>
        <textarea id="thread-reply" name="text" rows={4} required maxLength={maxMessage} aria-describedby="thread-reply-note" className={inputClass} />
        <p id="thread-reply-note" className="note">
          {w.replyNote}
        </p>
        <p>
          <button className="btn btn-primary" type="submit">
            {w.send}
          </button>
        </p>
      </form>
      <h3 id="quote-form" className="mt-8 font-semibold">
        {w.quoteHeading}
      </h3>
      {quote.sent && <p className="mt-2">{quote.sent}</p>}
      <form method="post" action={quote.action} aria-labelledby="quote-form" className="mt-2 flex flex-col gap-2">
        {quote.error && (
          <p role="alert" className="text-danger-700">
            {quote.error}
          </p>
        )}
        <input type="hidden" name="csrf" value={csrf} />
        <label htmlFor="quote-package" className="font-semibold">
          {w.quotePackage}
        </label>
        <select id="quote-package" name="package" required className={inputClass}>
          {quote.packages.map((pkg) => (
            <option key={pkg.id} value={pkg.id}>
              {pkg.label}
            </option>
          ))}
        </select>
        <label htmlFor="quote-arrival" className="font-semibold">
          {w.quoteArrival}
        </label>
        <input id="quote-arrival" name="arrival" type="date" required className={inputClass} />
        <label htmlFor="quote-departure" className="font-semibold">
          {w.quoteDeparture}
        </label>
        <input id="quote-departure" name="departure" type="date" required className={inputClass} />
        <label htmlFor="quote-notes" className="font-semibold">
          {w.quoteNotes}
        </label>
        <textarea id="quote-notes" name="notes" rows={3} maxLength={quote.notesLimit} className={inputClass} />
        <p>
          <button className="btn btn-secondary" type="submit">
            {w.quoteSubmit}
          </button>
        </p>
      </form>
    </section>
  );
}
