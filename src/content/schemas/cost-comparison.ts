import { z } from 'zod';
import { dollars, reference, text, uniqueBy } from '../fields';

/** content/site/cost-comparison.json: the home page's price comparison for one package. */
export const costComparisonSchema = z.strictObject({
  /** The package compared: its price in India and its US price come from its own file. */
  package: reference('packages', 'package'),
  /** Typical prices of the same surgery in other countries, besides the US price the package file holds. */
  otherCountries: uniqueBy(
    z.strictObject({
      /** The country. */
      country: text,
      /** Typical total price there, in US dollars. */
      price: dollars,
    }),
    'country',
  ).min(1),
});

export type CostComparison = z.infer<typeof costComparisonSchema>;
