import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Footer } from '../content/schemas/footer';
import { fillTemplate } from '../lib/template';
import { newsletterError } from '../lib/forms/newsletter';
import { pageLanguageField } from '../lib/forms/page-language-field';

/** The newsletter box's words its form shows: its HTML carries them. */
type ShownWords = 'heading' | 'text' | 'emailLabel' | 'placeholder' | 'subscribe';

export interface NewsletterFormProps {
  /** The words the box shows (content/site/footer.json). */
  words: Pick<Footer['newsletter'], ShownWords>;
  /** The box's other words: what it says of an address, and the subject of an email instead (content/site/footer.json). */
  messages: Omit<Footer['newsletter'], ShownWords>;
  /** The care team's address: where to write while online sign-up is not open. */
  email: string;
  /** Where addresses are sent, when one is configured. */
  endpoint?: string;
  /** The answer once the address is taken: a confirmation email is on its way (double opt-in). */
  checkInbox: string;
  /** The page's language (a tag of content/site/site.json): the box sends it, so the receiver answers, and the confirmation email is written, in it. */
  language: string;
}

/** The props the island's own HTML already carries: left out of the page's JSON, read back by fromHtml when it wakes. */
export const htmlProps = ['words', 'endpoint', 'language'] as const;

/** The box's shown words, where it sends addresses (its form's action, unless that is an email) and the language it sends with them. */
export function fromHtml(root: HTMLElement): Pick<NewsletterFormProps, (typeof htmlProps)[number]> {
  const form = root.querySelector('form')!;
  const action = form.getAttribute('action') ?? '';
  return {
    words: {
      heading: form.querySelector('h2')?.textContent ?? '',
      text: form.querySelector('h2 + p')?.textContent ?? '',
      emailLabel: form.querySelector('label')?.textContent ?? '',
      placeholder: form.querySelector('input[type=email]')?.getAttribute('placeholder') ?? '',
      subscribe: form.querySelector('button[type=submit]')?.textContent ?? '',
    },
    endpoint: action.startsWith('mailto:') ? undefined : action,
    // Sent only with an endpoint, as the form's hidden field; without one nothing is sent.
    language: form.querySelector<HTMLInputElement>(`input[name=${pageLanguageField}]`)?.value ?? '',
  };
}

/**
 * Validates the address and sends it to the configured endpoint (by default the project's own
 * receiver, POST /api/subscriptions). Where none is set up it says how to subscribe by email
 * instead: it never claims a subscription that did not happen.
 */
export default function NewsletterForm({ words, messages, email: careTeamEmail, endpoint, checkInbox, language }: NewsletterFormProps) {
  const id = useId();
  const mailto = `mailto:${careTeamEmail}?subject=${encodeURIComponent(messages.mailSubject)}`;
  const writeIn = { email: careTeamEmail, subject: messages.mailSubject };
  const [email, setEmail] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // An address typed before the island woke is in the field but not yet in state: take it over.
  useEffect(() => {
    if (field.current?.value) setEmail(field.current.value);
  }, []);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newsletterError(email, messages);
    setError(problem);
    if (problem) return;
    // Each outcome is said once, here beside the field: a toast would repeat it, and on a phone cover the field.
    if (!endpoint) {
      setStatus(fillTemplate(messages.notOpen, writeIn));
      return;
    }
    setSending(true);
    setStatus(null);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 20_000);
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: email.trim(), [pageLanguageField]: language }),
        signal: controller.signal,
      });
      if (response.status === 422) {
        const answer = (await response.json().catch(() => null)) as { errors?: { email?: string } } | null;
        setError(answer?.errors?.email ?? messages.invalidEmail);
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      setStatus(checkInbox);
      setEmail('');
    } catch {
      setStatus(fillTemplate(messages.failed, writeIn));
    } finally {
      clearTimeout(timer);
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} action={endpoint ?? mailto} method="post" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-sm font-semibold uppercase tracking-wide text-white">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-brand-100">{words.text}</p>
      {/* Sent with the address to the receiver only: a hand-off by email has no use for it. */}
      {endpoint && <input type="hidden" name={pageLanguageField} value={language} />}
      <div className="mt-3 flex max-w-md flex-wrap gap-2 sm:flex-nowrap">
        <label htmlFor={`${id}-email`} className="sr-only">
          {words.emailLabel}
        </label>
        <input
          ref={field}
          id={`${id}-email`}
          name="email"
          type="email"
          dir="auto"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={words.placeholder}
          className="w-full min-w-0 flex-auto rounded-lg border border-brand-700 sm:w-0 sm:flex-1 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500"
        />
        <button
          type="submit"
          disabled={sending}
          className="rounded-lg bg-accent-500 px-4 py-2 font-semibold text-slate-950 hover:bg-accent-600 disabled:opacity-60"
        >
          {words.subscribe}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-accent-50">
          {error}
        </p>
      )}
      <p role="status" className="mt-2 text-sm text-brand-100">
        {status}
      </p>
    </form>
  );
}
