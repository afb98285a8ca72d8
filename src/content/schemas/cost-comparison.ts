import { z } from 'zod';
import type { EntryCheck } from '../checks';
import { dollars, figureBasis, reference, sampleMark, template, text, uniqueBy } from '../fields';

/** content/site/cost-comparison.json: the country package prices are compared with, and the home page's comparison for one package. */
export const costComparisonSchema = z
  .strictObject({
    /** Present while the other countries' prices are stand-ins: `npm run launch:check` lists the file until they are real. */
    sample: sampleMark,
    /** The country whose typical price every package's "originalPrice" is; savings everywhere are computed against it. */
    comparisonCountry: z.strictObject({
      /** Its name in a table, like "USA". */
      name: text,
      /** Its name inside a sentence, like "the USA" in "the typical price in the USA". */
      inSentence: text,
    }),
    /** The package compared on the home page: its price in India and its price in the comparison country come from its own file. */
    package: reference('packages', 'package'),
    /** Typical prices of the same surgery in other countries, besides the comparison country and India. */
    otherCountries: uniqueBy(
      z.strictObject({
        /** The country. */
        country: text,
        /** Typical total price there, in US dollars. */
        price: dollars,
      }),
      'country',
    ).min(1),
    /** What the other countries' prices are, over which hospitals and year, their source and when they were checked. */
    priceBasis: figureBasis,
    /** The words of the comparison's table. */
    table: z.strictObject({
      /** Its caption. */
      caption: template({ package: "the package's short name" }),
      /** The heading of the countries' column, heard by screen readers only. */
      country: text,
      /** The heading of the prices' column, heard by screen readers only. */
      price: text,
      /** The badge on India's row. */
      save: template({ percent: 'the saving in per cent' }),
    }),
  })
  .superRefine((comparison, ctx) => {
    const shownAlready = [comparison.comparisonCountry.name, 'India'];
    comparison.otherCountries.forEach((row, index) => {
      const same = shownAlready.find((name) => name.toLowerCase() === row.country.trim().toLowerCase());
      if (same)
        ctx.addIssue({ code: 'custom', path: ['otherCountries', index, 'country'], message: `is "${same}", which the comparison shows already from the package's own prices: leave it out here.` });
    });
  });

export type CostComparison = z.infer<typeof costComparisonSchema>;

/** The compared package must have both prices the comparison shows. */
export const comparedPackageHasPrices: EntryCheck = (comparison, content) => {
  const pkg = content.entry('packages', String(comparison.package));
  if (!pkg) return [];
  const missing = ['price', 'originalPrice'].filter((field) => pkg[field] === undefined);
  if (missing.length === 0) return [];
  return [
    {
      path: ['package'],
      message: `names the package "${String(comparison.package)}", which has no ${missing.map((field) => `"${field}"`).join(' or ')}: the comparison shows both. Choose another package, or add them to its file.`,
    },
  ];
};

/**
 * The home page's other countries never price the compared package's surgery where /why-india
 * prices it too (written there, or estimated): one figure per country and surgery, in one file.
 */
export const otherCountriesPricedOnce: EntryCheck = (comparison, content) => {
  const whyIndia = content.singleton('whyIndia') as
    | { countries: Array<{ id: string; name: string; highlight?: boolean }>; procedures: Array<{ id: string; package?: string; costs: Record<string, { from: number; to: number }> }> }
    | undefined;
  const procedure = whyIndia?.procedures.find((candidate) => candidate.package === comparison.package);
  if (!whyIndia || !procedure) return [];
  return (comparison.otherCountries as Array<{ country: string }>).flatMap((row, index) => {
    const country = whyIndia.countries.find((candidate) => candidate.name.trim().toLowerCase() === row.country.trim().toLowerCase());
    if (!country || country.highlight) return [];
    const written = procedure.costs[country.id];
    return [
      {
        path: ['otherCountries', index, 'country'],
        message: `is "${row.country}", which content/site/why-india.json prices already for this surgery (procedure "${procedure.id}": ${written ? `$${written.from.toLocaleString('en-US')}–$${written.to.toLocaleString('en-US')}` : 'an estimate'}): a country's price is written once, so leave it out here.`,
      },
    ];
  });
};
