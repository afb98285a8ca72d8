import { emptyRequestValues, requestTextFields, type RequestTextField, type RequestValues } from '../../lib/forms/request';

/** What the form's fields hold now: the one truth, read whenever it is needed. */
export function readValues(form: HTMLFormElement): RequestValues {
  const values = { ...emptyRequestValues };
  for (const field of requestTextFields) {
    const control = form.elements.namedItem(field) as HTMLInputElement | RadioNodeList | null;
    values[field] = control?.value ?? '';
  }
  return values;
}

export const readConsent = (form: HTMLFormElement) => (form.elements.namedItem('consent') as HTMLInputElement | null)?.checked ?? false;

export const readFiles = (form: HTMLFormElement) => [...((form.elements.namedItem('reports') as HTMLInputElement | null)?.files ?? [])];

/** Puts a value in a field the visitor left empty (a kept draft, or the package she came from); a value the field cannot take is ignored. */
export function fill(form: HTMLFormElement, field: RequestTextField, value: string): void {
  const control = form.elements.namedItem(field);
  if (control instanceof RadioNodeList) {
    for (const radio of control) if (radio instanceof HTMLInputElement && radio.value === value) radio.checked = true;
  } else if (control instanceof HTMLSelectElement) {
    if ([...control.options].some((option) => option.value === value)) control.value = value;
  } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.value = value;
}
