import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 aria-[invalid=true]:border-danger-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger-600';

/** The ids that tie a field to its hint and error, so a screen reader reads both with the field. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A field's error, right under it; the field names it in aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-700">
      {error}
    </p>
  );
}

/** Label, control, hint and error of one field. */
export function FieldShell({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
