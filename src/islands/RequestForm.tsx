import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { RequestFormWords } from '../content/schemas/coordinator-connect';
import {
  contactMethods,
  emptyRequestValues,
  firstInvalidField,
  formatBytes,
  reportsHint,
  honeypotField,
  otherCondition,
  reportAccept,
  requestInput,
  requestSchema,
  requestTextFields,
  textLimits,
  validateRequest,
  type RequestErrors,
  type RequestField,
  type RequestTextField,
  type RequestValues,
} from '../lib/forms/request';
import type { Choice } from '../lib/forms/request-choices';
import { clearDraft, loadDraft, saveDraft } from '../lib/forms/request-draft';
import { handoffLinks } from '../lib/forms/request-handoff';
import { minutesToWait, sendRequest, sendTimeoutMs, type FailureCause } from '../lib/forms/request-send';
import { fillTemplate } from '../lib/template';
import { currentLocale } from '../lib/locale';
import { pageLanguageField } from '../lib/forms/page-language-field';
import { joinText } from '../lib/lists';
import { Field } from './request-form/Field';
import { fill, readConsent, readFiles, readValues } from './request-form/form-fields';
import { describedBy, FieldError } from './request-form/FieldShell';
import { maxTyped, typingRoom } from './request-form/typing-room';
import { Handoff, Received } from './request-form/Outcome';
import { notify } from './toasts';
import { plural } from '../lib/plural';

export interface RequestFormProps {
  words: RequestFormWords;
  /** One per package, in order; "other" is added by the form. */
  conditions: Choice[];
  hospitals: Choice[];
  /** The countries a patient may live in, by name in the page's language. */
  countries: Choice[];
  /** The languages the care team replies in, the page's own first (the default). */
  replyLanguages: Choice[];
  /** Where the form posts; absent when no receiver is set up, and the request is handed over instead. */
  endpoint?: string;
  privacyHref: string;
  email: string;
  /** The WhatsApp number in international form. */
  whatsappNumber: string;
  /** The page's language (a tag of content/site/site.json): the form sends it, so the receiver answers in it. */
  language: string;
  /** A label before what it labels in this language, like "{first}: {second}" (common.json, joiners.label): the announcements of errors and of the reference. */
  labelJoiner: string;
}

/** The props the island's own HTML already carries: left out of the page's JSON, read back by fromHtml when it wakes. */
export const htmlProps = ['conditions', 'hospitals', 'countries'] as const;

/** A select's choices as the server rendered them, without its empty first option and any the form adds itself. */
function choicesIn(form: HTMLFormElement, name: string, added: readonly string[] = []): Choice[] {
  const options = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.options ?? [];
  return [...options].filter((option) => option.value !== '' && !added.includes(option.value)).map((option) => ({ id: option.value, label: option.textContent ?? '' }));
}

/** The conditions, hospitals and countries the form's selects offer (some 8 KB of country names, sent once). */
export function fromHtml(root: HTMLElement): Pick<RequestFormProps, (typeof htmlProps)[number]> {
  const form = root.querySelector('form')!;
  return { conditions: choicesIn(form, 'condition', [otherCondition]), hospitals: choicesIn(form, 'hospital'), countries: choicesIn(form, 'country') };
}

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'received'; reference: string } | { kind: 'failed'; cause: FailureCause; retryAfterSeconds?: number };

/**
 * The coordinator-connect request form. It validates with the shared schema, keeps a draft in this
 * browser, posts to the receiver, and says "received" only with the reference the receiver returns;
 * on any failure it keeps every field and hands the request over as an email or WhatsApp message.
 * Without JavaScript the same markup posts to the receiver as a plain form.
 */
export default function RequestForm({ words, conditions, hospitals, countries, replyLanguages, endpoint, privacyHref, email, whatsappNumber, language, labelJoiner }: RequestFormProps) {
  const id = useId();
  const fieldId = (field: RequestField) => `${id}-${field}`;
  const form = useRef<HTMLFormElement>(null);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  // Replies come in the page's language unless the patient picks another.
  const startValues: RequestValues = { ...emptyRequestValues, replyLanguage: replyLanguages[0]?.id ?? '' };
  const [values, setValues] = useState<RequestValues>(startValues);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<RequestErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [announcement, setAnnouncement] = useState('');
  const [live, setLive] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ field: RequestField | 'outcome' } | null>(null);
  const pendingToast = useRef<{ kind: 'success' | 'error'; message: string } | null>(null);
  const schema = useMemo(
    // The page's words, its numbers written as the page's language writes them.
    () => requestSchema({ conditions: conditions.map((c) => c.id), hospitals: hospitals.map((h) => h.id), countries: countries.map((c) => c.id), replyLanguages: replyLanguages.map((l) => l.id) }, words, currentLocale()),
    [conditions, hospitals, countries, replyLanguages, words],
  );

  // On waking: adopt what was typed or chosen before the island was live (the fields are the one
  // truth, never overwritten), fill what is still empty from a kept draft, then the package,
  // hospital or contact method the visitor came with.
  useEffect(() => {
    const element = form.current!;
    element.noValidate = true;
    const typed = readValues(element);
    const draft = loadDraft() ?? {};
    const query = new URLSearchParams(window.location.search);
    const came: Partial<Record<RequestTextField, string | null>> = { condition: query.get('package'), hospital: query.get('hospital'), contactMethod: query.get('contact') };
    for (const field of requestTextFields) {
      if (typed[field]) continue;
      const value = draft[field] || came[field];
      if (value) fill(element, field, value);
    }
    sync();
    setLive(true);
  }, []);

  useEffect(() => {
    if (live && status.kind !== 'received') saveDraft(values);
  }, [live, values, status.kind]);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.field === 'outcome') {
      outcomeHeading.current?.focus();
      // Placed once the panel has its place on screen, so the toast does not cover it.
      const toast = pendingToast.current;
      pendingToast.current = null;
      if (toast) void notify(toast.kind, toast.message, { id: 'request', anchor: outcomeHeading.current?.parentElement });
    } else {
      const control = form.current?.elements.namedItem(focusTarget.field);
      (control instanceof RadioNodeList ? (control[0] as HTMLElement) : (control as HTMLElement | null))?.focus();
    }
  }, [focusTarget]);

  const labelOf = (field: RequestField) => (field === 'consent' ? words.privacyLinkLabel : words.labels[field]);

  const check = (next: RequestValues, nextConsent: boolean, nextFiles: File[]) =>
    validateRequest(schema, requestInput(next, nextConsent, nextFiles.map((file) => ({ name: file.name, type: file.type, size: file.size }))));

  /** Re-checks one field once it has an error, so the message goes as soon as it is fixed. */
  function recheck(field: RequestField, next: RequestValues, nextConsent: boolean, nextFiles: File[], always = false) {
    if (!errors[field] && !always) return;
    const result = check(next, nextConsent, nextFiles);
    const message = result.ok ? undefined : result.errors[field];
    setErrors((current) => ({ ...current, [field]: message }));
    if (always && message) setAnnouncement(joinText([labelOf(field), message], labelJoiner));
  }

  /**
   * Takes the form's fields as they now are into the state that derives from them (checks, the
   * draft, the hand-off links). The fields themselves are never set from state: a re-render can
   * never undo a letter, whenever it comes.
   */
  function sync() {
    const element = form.current;
    if (!element) return { values: emptyRequestValues, consent: false, files: [] as File[] };
    const now = { values: readValues(element), consent: readConsent(element), files: readFiles(element) };
    setValues(now.values);
    setFiles(now.files);
    return now;
  }

  function change(field: RequestField) {
    return () => {
      const now = sync();
      recheck(field, now.values, now.consent, now.files, field === 'reports');
    };
  }

  /** Leaving a field the visitor filled in checks it, so a mistake shows before the form is sent. */
  function blur(field: RequestTextField) {
    return () => {
      const now = sync();
      if (now.values[field].trim() !== '') recheck(field, now.values, now.consent, now.files, true);
    };
  }

  function showErrors(found: RequestErrors) {
    setErrors(found);
    const count = Object.values(found).filter(Boolean).length;
    const fields = fillTemplate(plural(words.fieldCount, count, currentLocale()), { count: String(count) });
    setAnnouncement(fillTemplate(words.invalidSummary, { count: fields }));
    setFocusTarget({ field: firstInvalidField(found) ?? 'firstName' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const { values, consent, files } = sync();
    const result = check(values, consent, files);
    if (!result.ok) return showErrors(result.errors);
    setErrors({});
    if (!endpoint) return fail('noEndpoint');
    setStatus({ kind: 'sending' });
    setAnnouncement(words.sendingLabel);
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    const outcome = await sendRequest(endpoint, new FormData(form.current!), sendTimeoutMs(bytes));
    if (outcome.kind === 'received') {
      clearDraft();
      setStatus({ kind: 'received', reference: outcome.reference });
      setAnnouncement(`${words.received.heading}. ${joinText([words.received.referenceLabel, outcome.reference], labelJoiner)}`);
      pendingToast.current = { kind: 'success', message: joinText([words.received.heading, outcome.reference], labelJoiner) };
      setFocusTarget({ field: 'outcome' });
    } else if (outcome.kind === 'invalid') {
      setStatus({ kind: 'editing' });
      showErrors(outcome.errors);
    } else fail(outcome.cause, outcome.retryAfterSeconds);
  }

  /** When to try again, in the form the number of minutes takes. */
  function tryAgainIn(minutes: number): string {
    return fillTemplate(plural(words.tryAgainIn, minutes, currentLocale()), { minutes: String(minutes) });
  }

  /** What the page says about a failure, with when to try again when the receiver said so. */
  function failureText(cause: FailureCause, retryAfterSeconds?: number): string {
    return retryAfterSeconds ? `${words.failures[cause]} ${tryAgainIn(minutesToWait(retryAfterSeconds))}` : words.failures[cause];
  }

  function fail(cause: FailureCause, retryAfterSeconds?: number) {
    setStatus({ kind: 'failed', cause, retryAfterSeconds });
    setAnnouncement(failureText(cause, retryAfterSeconds));
    // With no receiver there is nothing to report: the hand-off panel is the whole answer, said once.
    if (cause !== 'noEndpoint') pendingToast.current = { kind: 'error', message: words.failedToast };
    setFocusTarget({ field: 'outcome' });
  }

  function reset() {
    clearDraft();
    setValues(startValues);
    setFiles([]);
    setErrors({});
    setStatus({ kind: 'editing' });
    setAnnouncement('');
    form.current?.reset();
  }

  const conditionLabel = conditions.find((c) => c.id === values.condition)?.label ?? (values.condition === otherCondition ? words.conditionOther : '');
  const links = handoffLinks({
    values,
    labels: words.labels,
    shown: {
      condition: conditionLabel,
      hospital: hospitals.find((h) => h.id === values.hospital)?.label ?? '',
      contactMethod: contactMethods.includes(values.contactMethod as never) ? words.contactMethods[values.contactMethod as keyof typeof words.contactMethods] : '',
      country: countries.find((c) => c.id === values.country)?.label ?? '',
      replyLanguage: replyLanguages.find((l) => l.id === values.replyLanguage)?.label ?? '',
    },
    subject: words.handoff.subject,
    attachNote: words.handoff.attachNote,
    email,
    whatsappNumber,
  });

  /** What binds a typed or picked field to the form's state. */
  const bind = (field: RequestTextField) => ({ name: field, onChange: change(field) });

  const text = (field: RequestTextField, extra: { type?: string; autoComplete: string; maxLength: number; inputMode?: 'tel' | 'email' }) => (
    <Field id={fieldId(field)} label={words.labels[field]} hint={field === 'phone' ? words.hints.phone : undefined} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          {...bind(field)}
          onBlur={blur(field)}
          type={extra.type ?? 'text'}
          required
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          maxLength={maxTyped(extra.maxLength, typingRoom.line)}
        />
      )}
    </Field>
  );

  if (status.kind === 'received')
    return (
      <div>
        <Received words={words.received} reference={status.reference} headingRef={outcomeHeading} onAgain={reset} />
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    );

  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <form ref={form} action={endpoint} method="post" encType="multipart/form-data" onSubmit={submit} aria-labelledby={`${id}-heading`} className="grid gap-5">
      <div>
        <h2 id={`${id}-heading`} className="h2">
          {words.heading}
        </h2>
        <p className="mt-2 text-slate-700">{words.intro}</p>
        <p className="mt-2 text-sm text-slate-600">{words.requiredNote}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('firstName', { autoComplete: 'given-name', maxLength: textLimits.name })}
        {text('lastName', { autoComplete: 'family-name', maxLength: textLimits.name })}
        {text('email', { type: 'email', autoComplete: 'email', maxLength: textLimits.email, inputMode: 'email' })}
        {text('phone', { type: 'tel', autoComplete: 'tel', maxLength: textLimits.phone, inputMode: 'tel' })}
      </div>
      <Field id={fieldId('country')} label={words.labels.country} error={errors.country}>
        {(control) => (
          <select {...control} {...bind('country')} required autoComplete="country">
            <option value="">{words.countryPrompt}</option>
            {countries.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fieldId('condition')} label={words.labels.condition} error={errors.condition}>
        {(control) => (
          <select {...control} {...bind('condition')} required>
            <option value="">{words.conditionPrompt}</option>
            {conditions.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
            <option value={otherCondition}>{words.conditionOther}</option>
          </select>
        )}
      </Field>
      <Field id={fieldId('hospital')} label={words.labels.hospital} error={errors.hospital}>
        {(control) => (
          <select {...control} {...bind('hospital')}>
            <option value="">{words.hospitalAny}</option>
            {hospitals.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fieldId('message')} label={words.labels.message} hint={words.hints.message} error={errors.message}>
        {(control) => <textarea {...control} {...bind('message')} onBlur={blur('message')} rows={5} maxLength={maxTyped(textLimits.message, typingRoom.message)} />}
      </Field>
      <fieldset
        role="radiogroup"
        aria-invalid={errors.contactMethod ? true : undefined}
        aria-describedby={errors.contactMethod ? `${fieldId('contactMethod')}-error` : undefined}
      >
        <legend className="font-semibold text-slate-900">{words.labels.contactMethod}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {contactMethods.map((method) => (
            <label key={method} className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50">
              <input
                type="radio"
                name="contactMethod"
                value={method}
                required
                onChange={change('contactMethod')}
                className="size-4 accent-brand-700"
              />
              {words.contactMethods[method]}
            </label>
          ))}
        </div>
        <FieldError id={fieldId('contactMethod')} error={errors.contactMethod} />
      </fieldset>
      {replyLanguages.length > 1 ? (
        <Field id={fieldId('replyLanguage')} label={words.labels.replyLanguage} error={errors.replyLanguage}>
          {/* Not `required`: it always holds a language, the page's own first, so there is no empty choice to refuse. */}
          {(control) => (
            <select {...control} {...bind('replyLanguage')}>
              {replyLanguages.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        // One language only: nothing to choose, but the request still says it.
        <input type="hidden" name="replyLanguage" defaultValue={replyLanguages[0]?.id} />
      )}
      <Field id={fieldId('reports')} label={words.labels.reports} hint={reportsHint(words.hints.reports, currentLocale())} error={errors.reports}>
        {(control) => (
          <>
            <input
              {...control}
              name="reports"
              type="file"
              multiple
              accept={reportAccept}
              onChange={change('reports')}
              className={`${control.className} file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
            />
            {files.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {files.map((file, index) => (
                  <li key={`${file.name}-${index}`} className="break-all">
                    {file.name} ({formatBytes(file.size, currentLocale())})
                  </li>
                ))}
                {files.length > 1 && <li className="font-medium">{formatBytes(totalBytes, currentLocale())}</li>}
              </ul>
            )}
          </>
        )}
      </Field>
      <div>
        <div className="flex gap-3">
          <input
            id={fieldId('consent')}
            name="consent"
            type="checkbox"
            value="yes"
            required
            onChange={change('consent')}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy(fieldId('consent'), false, Boolean(errors.consent))}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={fieldId('consent')} className="text-slate-800">
            {words.consent}
          </label>
        </div>
        <p className="mt-1 ps-8 text-sm">
          <a href={privacyHref} className="font-medium text-brand-700 underline underline-offset-2">
            {words.privacyLinkLabel}
          </a>
        </p>
        <div className="ps-8">
          <FieldError id={fieldId('consent')} error={errors.consent} />
        </div>
      </div>
      <input type="hidden" name={pageLanguageField} value={language} />
      {/* A trap for form-filling robots: hidden from people and from assistive technology. */}
      <div aria-hidden="true" className="hidden">
        <label htmlFor={`${id}-trap`}>{words.honeypotLabel}</label>
        <input id={`${id}-trap`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={status.kind === 'sending'}
          className="btn btn-primary w-full text-lg disabled:opacity-60 sm:w-auto"
        >
          {status.kind === 'sending' ? words.sendingLabel : words.submitLabel}
        </button>
        <button type="button" onClick={reset} className="font-medium text-brand-700 underline underline-offset-2 nojs:hidden">
          {words.clearLabel}
        </button>
      </div>
      <p className="text-sm text-slate-600 nojs:hidden">{words.draftNote}</p>
      {status.kind === 'failed' && (
        <Handoff words={words.handoff} problem={failureText(status.cause, status.retryAfterSeconds)} links={links} headingRef={outcomeHeading} canRetry={status.cause !== 'noEndpoint'} />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
