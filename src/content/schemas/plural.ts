import { z } from 'zod';
import { template, text } from '../fields';

const placesIn = (value: string) => [...value.matchAll(/\{[^{}]*\}/g)].map(([place]) => place);

/**
 * The words of a count, one text per plural form the language has ({ "one": "1 file", "other":
 * "{count} files" } in English; zero, one, two, few, many and other in Arabic). "other" holds every
 * place; another form may leave a place out ("1 file"). The content check says which forms each
 * language needs, from the browser's own plural rules, and the page picks the form for its count.
 */
export function pluralWords(places: Record<string, string>) {
  const known = Object.keys(places).map((name) => `{${name}}`);
  const form = text.superRefine((value, ctx) => {
    for (const place of placesIn(value)) if (!known.includes(place)) ctx.addIssue({ code: 'custom', message: `has ${place}, which the page cannot fill: use only ${known.join(', ')}.` });
  });
  const forms = z.strictObject({
    /** The words for a count of the "zero" form (Arabic: 0). */
    zero: form.optional(),
    /** The words for a count of the "one" form (English: 1; French: 0 and 1). */
    one: form.optional(),
    /** The words for a count of the "two" form (Arabic: 2). */
    two: form.optional(),
    /** The words for a count of the "few" form (Arabic: 3 to 10). */
    few: form.optional(),
    /** The words for a count of the "many" form (Arabic: 11 to 99). */
    many: form.optional(),
    /** The words for every other count: holds every place. */
    other: template(places),
  });
  return forms.meta({ words: true, plural: true });
}
