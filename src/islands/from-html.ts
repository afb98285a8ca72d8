/**
 * Readers of what an island's server-rendered HTML (or its page's) already shows, for its module's
 * fromHtml: the props it names in htmlProps are left out of the page's JSON and read back here as
 * it wakes. Every reader takes what the server wrote, never what the visitor has typed or chosen
 * since (a field's default value, an option's words), so adopting the visitor's state stays the
 * island's own business.
 */

/** The words of the first element `selector` finds in `root`; empty when there is none. */
export function textOf(root: ParentNode, selector: string): string {
  return root.querySelector(selector)?.textContent ?? '';
}

/** An attribute of the first element `selector` finds in `root`; empty when there is none. */
export function attributeOf(root: ParentNode, selector: string, name: string): string {
  return root.querySelector(selector)?.getAttribute(name) ?? '';
}

/** What names an element: its aria-label, or the words of the elements its aria-labelledby names (a tab panel's tab). */
export function nameOf(element: Element | null): string {
  if (!element) return '';
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
  return element.getAttribute('aria-label') ?? ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/** An element's own words, without those of the elements inside it: a button's label beside its icon and its count. */
export function ownText(element: Element | null): string {
  return [...(element?.childNodes ?? [])]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('')
    .trim();
}

/** A select's options as choices (value and words), without the empty one ("any", "choose…") and those named in `leaveOut`. */
export function choicesOf(select: HTMLSelectElement | null, leaveOut: readonly string[] = []): Array<{ id: string; label: string }> {
  return [...(select?.options ?? [])].filter((option) => option.value !== '' && !leaveOut.includes(option.value)).map((option) => ({ id: option.value, label: option.textContent ?? '' }));
}

/** The control a form names `name`, when it is one element (not a group of radios). */
function control(form: HTMLFormElement, name: string): Element | null {
  const found = form.elements.namedItem(name);
  return found instanceof Element ? found : null;
}

/** The words of the label for the control a form names `name`; empty when it has none. */
export function labelOf(form: HTMLFormElement, name: string): string {
  const id = control(form, name)?.id;
  return id ? textOf(form, `label[for="${CSS.escape(id)}"]`) : '';
}

/** Each named field's label and hint, as a field shell shows them: the label for its control, and the hint its id names (`<id>-hint`), when it has one. */
export function fieldWordsOf<F extends string>(form: HTMLFormElement, fields: readonly F[]): Record<F, { label: string; hint?: string }> {
  return Object.fromEntries(
    fields.map((field) => {
      const id = control(form, field)?.id;
      const hint = id ? form.querySelector(`#${CSS.escape(`${id}-hint`)}`)?.textContent : undefined;
      return [field, { label: labelOf(form, field), ...(hint === undefined ? {} : { hint }) }];
    }),
  ) as Record<F, { label: string; hint?: string }>;
}

/** What each named text field came with from the server (its default value: never what was typed since). */
export function defaultValuesOf<F extends string>(form: HTMLFormElement, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const found = control(form, field);
      return [field, found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement ? found.defaultValue : ''];
    }),
  ) as Record<F, string>;
}
