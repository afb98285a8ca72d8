import { z } from 'zod';
import type { EntryCheck } from '../checks';
import { text } from '../fields';

/**
 * content/site/cities.json: the name of each city a partner hospital is in, as a page shows it. A
 * hospital's "city" is a fact written once, in English (filters' addresses and destinations read
 * it); its name is words each language gives in content/<tag>/site/cities.json.
 */
export const citiesSchema = z.strictObject({
  /** Each city by the name a hospital's "city" gives it, with the name a page shows: { "New Delhi": "New Delhi" }; a translation names each in its language. */
  names: z.record(z.string().trim().min(1), text),
});

export type Cities = z.infer<typeof citiesSchema>;

/** A hospital's city is named in content/site/cities.json, so every language can show its name. */
export const hospitalCityIsNamed: EntryCheck = (hospital, content) => {
  const names = (content.singleton('cities') as Cities | undefined)?.names;
  const city = String(hospital.city);
  if (!names || Object.hasOwn(names, city)) return [];
  return [{ path: ['city'], message: `is "${city}", which content/site/cities.json does not name: add "${city}" under "names" there (with its name as the English pages show it), so every language can give its name. It names: ${Object.keys(names).sort().join(', ')}.` }];
};
