import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../components/ui/ButtonLink';
import { profileErrors, profileFields, type ProfileField, type ProfileMessages, type ProfileValues } from '../lib/forms/doctor-profile';
import { currentLocale } from '../lib/locale';
import { defaultValuesOf, fieldWordsOf, textOf } from './from-html';
import { FieldShell, describedBy, inputClass } from './request-form/FieldShell';

export interface DoctorProfileFormProps {
  /** Each field's label and hint. */
  fields: Record<ProfileField, { label: string; hint?: string }>;
  /** What the fields start with, from content. */
  defaults: ProfileValues;
  /** The error messages. */
  messages: ProfileMessages;
  /** The button, and what shows without JavaScript. */
  words: { save: string; noScript: string };
  /** What a valid save says, and what an invalid one says. */
  answers: { saved: string; invalid: string };
}

/** The props the island's own HTML already carries: left out of the page's JSON, read back by fromHtml when it wakes. */
export const htmlProps = ['fields', 'defaults', 'words'] as const;

/** The fields' labels, hints and values as the server rendered them, the button and the note shown without JavaScript. */
export function fromHtml(root: HTMLElement): Pick<DoctorProfileFormProps, (typeof htmlProps)[number]> {
  const form = root.querySelector('form')!;
  return {
    fields: fieldWordsOf(form, profileFields),
    defaults: defaultValuesOf(form, profileFields),
    words: { save: textOf(form, 'button[type=submit]'), noScript: textOf(form, 'p.note') },
  };
}

/**
 * The doctor portal demo's profile form. Saving checks every field with the shared schema and
 * says plainly that nothing was sent; what was typed stays in the fields. Without JavaScript the
 * fields show their values and a note says saving needs it (there is nowhere to send them).
 */
export default function DoctorProfileForm({ fields, defaults, messages, words, answers }: DoctorProfileFormProps) {
  const id = useId();
  const [values, setValues] = useState<ProfileValues>(defaults);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [outcome, setOutcome] = useState<'saved' | 'invalid' | null>(null);
  const refs = useRef(new Map<ProfileField, HTMLInputElement | HTMLTextAreaElement>());

  // On waking, the fields hold what the visitor typed before the island was live: take it over
  // before anything renders again, so no re-render puts the defaults back.
  useLayoutEffect(() => {
    setValues((current) => Object.fromEntries(profileFields.map((field) => [field, refs.current.get(field)?.value ?? current[field]])) as ProfileValues);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = profileErrors(values, messages, currentLocale());
    setErrors(found);
    const first = profileFields.find((field) => found[field]);
    setOutcome(first ? 'invalid' : 'saved');
    if (first) refs.current.get(first)?.focus();
  };

  const control = (field: ProfileField) => {
    const fieldId = `${id}-${field}`;
    const shared = {
      id: fieldId,
      name: field,
      value: values[field],
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy(fieldId, Boolean(fields[field].hint), Boolean(errors[field])),
      className: inputClass,
      dir: 'auto',
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        if (element) refs.current.set(field, element);
      },
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [field]: event.target.value }));
        setOutcome(null);
      },
    };
    return (
      <FieldShell key={field} id={fieldId} label={fields[field].label} hint={fields[field].hint} error={errors[field]}>
        {field === 'bio' ? (
          <textarea {...shared} rows={4} />
        ) : (
          <input {...shared} type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'} inputMode={field === 'fee' ? 'numeric' : undefined} />
        )}
      </FieldShell>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-5" aria-labelledby={`${id}-save`}>
      {profileFields.map(control)}
      <p className="hidden note nojs:block">{words.noScript}</p>
      <button id={`${id}-save`} type="submit" className={`${buttonClass()} nojs:hidden`}>
        {words.save}
      </button>
      <p role="status" className={outcome === 'invalid' ? 'font-semibold text-danger-700' : 'font-semibold text-brand-800'} data-testid="profile-outcome">
        {outcome === 'saved' ? answers.saved : outcome === 'invalid' ? answers.invalid : ''}
      </p>
    </form>
  );
}
