import { z } from 'zod';
import { distinct } from '../fields';

const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** An ISO 3166-1 alpha-2 code that has a name in the browser's and Node's own country names. */
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'should be an ISO 3166 country code: two capital letters, like "NG".')
  .refine((code) => !/^[A-Z]{2}$/.test(code) || englishNames.of(code) !== undefined, { message: 'is no ISO 3166 country code with a name.' });

/**
 * content/site/countries.json: the countries a patient may say they live in (the request form's
 * list). Only codes: each page names them in its own language (Intl.DisplayNames), in English
 * where a language has no name for one, and the care team's emails show the same names.
 */
export const countriesSchema = z.strictObject({
  /** ISO 3166-1 alpha-2 codes, like "NG" for Nigeria, each once; the form sorts them by name. */
  codes: distinct(countryCode).min(1),
});

export type Countries = z.infer<typeof countriesSchema>;
