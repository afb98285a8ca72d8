import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../components/ui/ButtonLink';
import {
  applicationInput,
  applicationSchema,
  applicationTextFields,
  firstInvalidApplicationField,
  validateApplication,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationMessages,
  type ApplicationTextField,
} from '../lib/forms/doctor-application';
import { honeypotField } from '../lib/forms/request';
import { fillTemplate } from '../lib/template';
import { currentLocale } from '../lib/locale';
import { pageLanguageField } from '../lib/forms/page-language-field';
import { joinParts } from '../lib/lists';
import { FieldError, FieldShell, describedBy, inputClass } from './request-form/FieldShell';
import { defaultValuesOf, fieldWordsOf, labelOf, textOf } from './from-html';

export interface DoctorApplicationFormProps {
  /** Where the form posts (the receiver's /api/applications); without one the form says how it failed. */
  endpoint?: string;
  /** The fields' labels and hints. */
  fields: Record<ApplicationTextField, { label: string; hint?: string }>;
  /** The consent's words. */
  consent: string;
  /** The error message of each field. */
  messages: ApplicationMessages;
  /** The page's language (a tag of content/site/site.json): the form sends it, so the receiver answers in it. */
  language: string;
  /** The button's words, also the form's name. */
  submit: string;
  /** The answers; `labelJoiner` sets a label before what it labels, like "{first}: {second}" (common.json, joiners.label). */
  words: { sending: string; invalid: string; failed: string; received: { heading: string; text: string; referenceLabel: string }; labelJoiner: string };
}

/** The props the island's own HTML already carries: left out of the page's JSON, read back by fromHtml when it wakes. */
export const htmlProps = ['endpoint', 'fields', 'consent', 'language', 'submit'] as const;

/** Where the form posts, its fields' labels and hints, the consent's words, the language it sends and its button's words. */
export function fromHtml(root: HTMLElement): Pick<DoctorApplicationFormProps, (typeof htmlProps)[number]> {
  const form = root.querySelector('form')!;
  return {
    endpoint: form.getAttribute('action') ?? undefined,
    fields: fieldWordsOf(form, applicationTextFields),
    consent: labelOf(form, 'consent'),
    language: defaultValuesOf(form, [pageLanguageField])[pageLanguageField],
    submit: textOf(form, 'button[type=submit]'),
  };
}

const inputTypes: Partial<Record<ApplicationTextField, string>> = { email: 'email', phone: 'tel' };
const autoComplete: Partial<Record<ApplicationTextField, string>> = { name: 'name', email: 'email', phone: 'tel', affiliation: 'organization' };

/**
 * A surgeon's application to the network. Without JavaScript it is a plain POST to the receiver,
 * which answers with a page (the reference, or the fields to correct). With it, every field is
 * checked by the shared schema before sending, errors stand beside their fields, focus goes to the
 * first, and on any failure everything typed stays in the fields (they are never cleared until the
 * application is stored).
 */
export default function DoctorApplicationForm({ endpoint, fields, consent, messages, language, submit, words }: DoctorApplicationFormProps) {
  const id = useId();
  const schema = applicationSchema(messages, currentLocale());
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [status, setStatus] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);

  function focusField(field: ApplicationField) {
    form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  function showErrors(found: ApplicationErrors) {
    setErrors(found);
    const count = Object.keys(found).length;
    setStatus({ tone: 'error', text: fillTemplate(words.invalid, { count: String(count) }) });
    const first = firstInvalidApplicationField(found);
    if (first) focusField(first);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(applicationTextFields.map((field) => [field, String(data.get(field) ?? '')]));
    const checked = validateApplication(schema, applicationInput(values, data.get('consent') === 'yes'));
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    if (!endpoint) return setStatus({ tone: 'error', text: words.failed });
    setSending(true);
    setStatus({ tone: 'info', text: words.sending });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 20_000);
    try {
      const response = await fetch(endpoint, { method: 'POST', body: new URLSearchParams([...data].map(([key, value]) => [key, String(value)])), headers: { Accept: 'application/json' }, signal: controller.signal });
      const answer = (await response.json().catch(() => null)) as { reference?: string; errors?: ApplicationErrors } | null;
      if (response.status === 422 && answer?.errors) return showErrors(answer.errors);
      if (!response.ok || !answer?.reference) throw new Error(String(response.status));
      setReference(answer.reference);
      setStatus(null);
    } catch {
      setStatus({ tone: 'error', text: words.failed });
    } finally {
      clearTimeout(timer);
      setSending(false);
    }
  }

  if (reference)
    return (
      <div role="status" className="max-w-md" data-testid="application-received">
        <h3 className="h3">{words.received.heading}</h3>
        <p className="mt-2 text-slate-700">{words.received.text}</p>
        <p className="mt-4 font-semibold text-slate-900">
          {joinParts(
            [
              words.received.referenceLabel,
              <bdi key="reference" dir="ltr" data-testid="application-reference">
                {reference}
              </bdi>,
            ],
            words.labelJoiner,
          )}
        </p>
      </div>
    );

  const control = (field: ApplicationTextField) => {
    const fieldId = `${id}-${field}`;
    const shared = {
      id: fieldId,
      name: field,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy(fieldId, Boolean(fields[field].hint), Boolean(errors[field])),
      className: inputClass,
      dir: 'auto',
      autoComplete: autoComplete[field],
      required: field !== 'message',
    };
    return (
      <FieldShell key={field} id={fieldId} label={fields[field].label} hint={fields[field].hint} error={errors[field]}>
        {field === 'message' ? (
          <textarea {...shared} rows={4} />
        ) : (
          <input {...shared} type={inputTypes[field] ?? 'text'} inputMode={field === 'years' ? 'numeric' : undefined} />
        )}
      </FieldShell>
    );
  };

  const consentId = `${id}-consent`;
  return (
    <form ref={form} noValidate onSubmit={onSubmit} action={endpoint} method="post" className="max-w-md space-y-5" aria-label={submit} data-testid="application-form">
      {applicationTextFields.map(control)}
      <div>
        <div className="flex gap-3">
          <input
            id={consentId}
            name="consent"
            type="checkbox"
            value="yes"
            required
            className="mt-1 size-5 shrink-0"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${consentId}-error` : undefined}
          />
          <label htmlFor={consentId} className="text-slate-800">
            {consent}
          </label>
        </div>
        <FieldError id={consentId} error={errors.consent} />
      </div>
      <input type="hidden" name={pageLanguageField} value={language} />
      <div aria-hidden="true" className="hidden">
        <input name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" aria-label={honeypotField} />
      </div>
      <button type="submit" className={buttonClass()} disabled={sending}>
        {sending ? words.sending : submit}
      </button>
      <p role="status" className={status?.tone === 'error' ? 'font-semibold text-danger-700' : 'font-semibold text-brand-800'} data-testid="application-status">
        {status?.text}
      </p>
    </form>
  );
}
