import type { ReactNode } from 'react';
import { describedBy, FieldShell, inputClass } from './FieldShell';

/** What ties a control to its label, hint and error; spread on the input, select or textarea. */
interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
  /** Typed text takes the direction of its own first letters: an Arabic name right to left, an email address left to right. */
  dir: 'auto';
}

/**
 * One field of a form: its label, hint and error around one control, with the control's id,
 * aria-invalid and aria-describedby worked out once here. The form renders the control itself
 * (input, select or textarea, with its own name, value and handlers) from what `children` is given.
 */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: (control: FieldControl) => ReactNode }) {
  const control: FieldControl = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
    className: inputClass,
    dir: 'auto',
  };
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {children(control)}
    </FieldShell>
  );
}
