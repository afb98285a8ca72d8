// Words for a count in the page's language: each language says which forms it has (English: one
// and other; Arabic: zero, one, two, few, many and other; French counts 0 as "one"), and the
// browser's own plural rules (Intl.PluralRules, CLDR's) say which form a count takes.
import type { z } from 'zod';
import type { pluralWords } from '../content/schemas/plural';

/** Every plural form CLDR knows, in CLDR's order. */
export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** One plural form, like "one" or "few". */
export type PluralCategory = (typeof pluralCategories)[number];

/** The words of a count in one language, by plural form: "other" always, the others as the language has them. */
export type PluralForms = z.infer<ReturnType<typeof pluralWords>>;

const rules = new Map<string, Intl.PluralRules>();

function rulesOf(locale: string): Intl.PluralRules {
  let made = rules.get(locale);
  if (!made) rules.set(locale, (made = new Intl.PluralRules(locale)));
  return made;
}

/** The plural forms a language uses, in CLDR's order: ["one", "other"] for "en-GB". */
export function pluralCategoriesOf(locale: string): PluralCategory[] {
  const used = new Set<string>(rulesOf(locale).resolvedOptions().pluralCategories);
  return pluralCategories.filter((category) => used.has(category));
}

/** The form of `words` that `count` takes in `locale`: plural({ one: "1 file", other: "{count} files" }, 3, "en-GB") → "{count} files". */
export function plural(words: PluralForms, count: number, locale: string): string {
  return words[rulesOf(locale).select(count)] ?? words.other;
}

/** The form of `words` that the range `from`–`to` takes in `locale` (CLDR's plural ranges): "3–5 working days" takes "few" in Arabic. */
export function pluralRange(words: PluralForms, from: number, to: number, locale: string): string {
  // selectRange is ES2023 (every browser the site supports, and Node, have it); TypeScript's lib does not name it yet.
  return words[(rulesOf(locale) as Intl.PluralRules & { selectRange(from: number, to: number): PluralCategory }).selectRange(from, to)] ?? words.other;
}
