/**
 * Fills the {name} places of a text from content (the content check makes sure a text has
 * exactly the places its page fills; see template() in src/content/fields.ts).
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return templateParts(text, values).join('');
}

/** The text as pieces, each place replaced by its value, for places filled with elements such as links. */
export function templateParts<T>(text: string, values: Readonly<Record<string, T>>): Array<string | T> {
  // Split on a place with its name in a group, the pieces alternate: text, name, text, name, text.
  return text.split(/\{(\w+)\}/).flatMap((piece, index): Array<string | T> => {
    if (index % 2 === 1) return Object.hasOwn(values, piece) ? [values[piece]] : [`{${piece}}`];
    return piece === '' ? [] : [piece];
  });
}
