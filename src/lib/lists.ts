import { currentLocale } from './locale';
import { templateParts } from './template';

// How several items read together in the page's language. Two kinds, never a typed ", ":
// - a list of like things (specialties, filters): Intl.ListFormat, so each language has its own
//   separator and conjunction ("A, B and C", "A وB وC", "A, B et C", "A, B এবং C");
// - facts side by side (a name and a country, a city and its region): the language's own joiner
//   from content, "{first}, {second}" ("{first}، {second}" in Arabic). Intl has no such pattern:
//   CLDR's "unit" list puts "and" between the last two in Arabic and French, which would read
//   "Delhi and NCR".

/** The kind of list, as Intl.ListFormat names it: "and", "or", or measures side by side. */
export type ListKind = 'conjunction' | 'disjunction' | 'unit';

const listFormats = new Map<string, Intl.ListFormat>();

function listFormat(type: ListKind, locale: string): Intl.ListFormat {
  const key = `${type} ${locale}`;
  let made = listFormats.get(key);
  if (!made) listFormats.set(key, (made = new Intl.ListFormat(locale, { type, style: 'long' })));
  return made;
}

/** "A, B and C" in the page's language ("A وB وC" in Arabic). */
export function formatList(items: readonly string[], type: ListKind = 'conjunction', locale: string = currentLocale()): string {
  return listFormat(type, locale).format(items);
}

/**
 * A list whose items are elements (links, names with a mark): the items in order with the
 * language's own separators and conjunction between them, as pieces for JSX.
 */
export function listParts<T>(items: readonly T[], type: ListKind = 'conjunction', locale: string = currentLocale()): Array<string | T> {
  // Each item stands in as its index; the pattern's own words and separators come back as literals.
  const parts = listFormat(type, locale).formatToParts(items.map((_, index) => String(index)));
  return parts.map((part) => (part.type === 'element' ? items[Number(part.value)]! : part.value));
}

const first = Symbol('first');
const second = Symbol('second');

/**
 * Facts side by side with the language's joiner from content, a template with {first} and
 * {second} like "{first}, {second}": "Delhi, NCR", "Amina, 54, Nigeria" (joined from the start).
 */
export function joinParts<T>(items: readonly T[], joiner: string): Array<string | T> {
  const [head, ...rest] = items;
  if (head === undefined) return [];
  const pieces = templateParts<typeof first | typeof second>(joiner, { first, second });
  return rest.reduce<Array<string | T>>((joined, item) => pieces.flatMap((piece) => (piece === first ? joined : piece === second ? [item] : [piece])), [head]);
}

/** The same as text. */
export function joinText(items: readonly string[], joiner: string): string {
  return joinParts(items, joiner).join('');
}

/** A label as it stands before what it labels, like "Period: " ("Période : " in French), for a <dt> or a heading read aloud. */
export function labelText(label: string, joiner: string): string {
  return joinText([label, ''], joiner);
}
