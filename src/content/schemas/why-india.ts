import { z } from 'zod';
import type { EntryCheck } from '../checks';
import { claimReference, distinct, dollars, figureBasis, range, reference, sampleMark, section, slug, template, text, uniqueBy } from '../fields';
import { title } from '../lengths';

/** The lowest and highest typical total price, in US dollars. */
const dollarRangeSchema = range(dollars);

const countrySchema = z.strictObject({
  /** How procedures refer to the country, like "usa". */
  id: slug,
  /** The country's name as the table shows it. */
  name: text,
  /** Where a procedure has no figure for this country, its estimate is the base cost times this. */
  multiplier: z.number().positive(),
  /** The country the others are compared with (India): exactly one. */
  highlight: z.boolean().default(false),
});

const procedureSchema = z.strictObject({
  /** Its address in the page's ?procedure= query, like "colorectal-resection". */
  id: slug,
  /** The procedure's name. */
  name: text,
  /** The package that sells it in India: a file in content/packages/. India's figure is then that package's price range, and when the package has an "originalPrice", that is the figure of the country savings are computed against. */
  package: reference('packages', 'package').optional(),
  /** Typical total prices by country id; a country left out gets an estimate, which the page marks as one. */
  costs: z.record(slug, dollarRangeSchema),
});

/** content/site/why-india.json: the procedure cost comparison, benefits and outcome figures of /why-india. */
export const whyIndiaSchema = z
  .strictObject({
    /** Present while the other countries' figures are stand-ins: `npm run launch:check` lists the file until they are real. */
    sample: sampleMark,
    /** The paragraph under the page heading. */
    intro: text,
    /** The headings of the page's sections. */
    sections: z.strictObject({
      /** Above the procedure selector and its cost table. */
      costs: section,
      /** Above the six benefits. */
      benefits: section,
      /** Above the outcome figures. */
      outcomes: section,
    }),
    /** The countries compared, in table order. */
    countries: uniqueBy(countrySchema, 'id').min(2),
    /** The id of the country India's saving is computed against, like "usa". */
    savingsAgainst: slug,
    /** The base cost, in US dollars, that estimates multiply for a missing figure. */
    baseCost: dollars,
    /** The procedures of the selector, in its order. */
    procedures: uniqueBy(procedureSchema, 'id').min(1),
    /** The procedure selected when the address names none. */
    defaultProcedure: slug,
    /** What the other countries' prices are (what a price includes and whom it is for), over which hospitals and year, their source and when they were checked. */
    priceBasis: figureBasis,
    /** The procedure selector above the cost tables. */
    selector: z.strictObject({
      /** Its label. */
      label: text,
      /** What screen readers hear once a procedure is chosen. */
      showing: template({ option: "the procedure's name" }),
    }),
    /** The buttons under the outcome figures. */
    actions: z.strictObject({
      /** To /packages. */
      packages: text,
      /** To /coordinator-connect. */
      quote: text,
    }),
    /** The words of a procedure's cost table. */
    costTable: z.strictObject({
      /** What screen readers call the table's region. */
      regionLabel: template({ procedure: "the procedure's name" }),
      /** India's saving, above the table. */
      saving: template({ amount: 'the saving in dollars', percent: 'the saving as a percentage', country: 'India', comparedWith: 'the country compared with' }),
      /** The table's caption, heard by screen readers only. */
      caption: template({ procedure: "the procedure's name, in lower case" }),
      /** The heading of the countries' column. */
      country: text,
      /** The heading of the prices' column. */
      price: text,
      /** The heading of the column saying what each figure is. */
      figure: text,
      /** An estimated price. */
      about: template({ price: 'the estimate' }),
      /** What an estimate is called; the asterisk points to the estimate note. */
      estimate: text,
      /** India's figure when it is a package's price range. */
      ourPackage: template({ package: "the package's short name" }),
      /** A figure from the country's typical range. */
      typicalRange: text,
      /** The comparison country's figure when it is the package's own "originalPrice". */
      packagePriceAbroad: template({ package: "the package's short name" }),
    }),
    /** How an estimate is made where a country has no figure. */
    estimateNote: template({ baseCost: 'the base cost', multipliers: "each country's name and multiplier" }),
    /** Six reasons to choose India. */
    benefits: uniqueBy(z.strictObject({ /** The reason in a few words. */ title, /** One or two sentences. */ text: text }), 'title').length(6, 'should list exactly six benefits.'),
    /** Outcome figures shown as stats, by id from content/site/claims.json; each once. */
    stats: distinct(claimReference).min(2).max(8),
  })
  .superRefine((page, ctx) => {
    const countryIds = new Set(page.countries.map((country) => country.id));
    const highlighted = page.countries.filter((country) => country.highlight);
    if (highlighted.length !== 1) ctx.addIssue({ code: 'custom', path: ['countries'], message: `should mark exactly one country with "highlight": true, but marks ${highlighted.length}.` });
    if (!countryIds.has(page.savingsAgainst)) ctx.addIssue({ code: 'custom', path: ['savingsAgainst'], message: `names the country "${page.savingsAgainst}", which is not in "countries".` });
    if (!page.procedures.some((procedure) => procedure.id === page.defaultProcedure))
      ctx.addIssue({ code: 'custom', path: ['defaultProcedure'], message: `names the procedure "${page.defaultProcedure}", which is not in "procedures".` });
    page.procedures.forEach((procedure, index) => {
      for (const id of Object.keys(procedure.costs)) {
        if (!countryIds.has(id)) ctx.addIssue({ code: 'custom', path: ['procedures', index, 'costs', id], message: `is not a country of "countries".` });
        else if (procedure.package && highlighted[0]?.id === id)
          ctx.addIssue({ code: 'custom', path: ['procedures', index, 'costs', id], message: `should be left out: this procedure's ${highlighted[0].name} figure is the price range of the package "${procedure.package}".` });
      }
    });
  });

export type DollarRange = z.infer<typeof dollarRangeSchema>;
export type CountryForComparison = z.infer<typeof countrySchema>;
export type Procedure = z.infer<typeof procedureSchema>;
export type WhyIndia = z.infer<typeof whyIndiaSchema>;

/**
 * A foreign price is written once. A package's "originalPrice" is its price in the comparison
 * country of content/site/cost-comparison.json, so /why-india compares savings against that same
 * country, and a procedure sold by such a package takes that country's figure from the package,
 * never a second figure of its own.
 */
export const foreignPricesWrittenOnce: EntryCheck = (page, content) => {
  const whyIndia = page as WhyIndia;
  const problems: ReturnType<EntryCheck> = [];
  const against = whyIndia.countries.find((country) => country.id === whyIndia.savingsAgainst);
  const comparisonCountry = (content.singleton('costComparison') as { comparisonCountry?: { name: string } } | undefined)?.comparisonCountry?.name;
  if (against && comparisonCountry && against.name.trim().toLowerCase() !== comparisonCountry.trim().toLowerCase())
    problems.push({
      path: ['savingsAgainst'],
      message: `names ${against.name}, but the packages' original prices are prices in ${comparisonCountry} (content/site/cost-comparison.json, "comparisonCountry"): compare against the same country, or both pages would show two different savings.`,
    });
  whyIndia.procedures.forEach((procedure, index) => {
    if (!procedure.package || !against) return;
    const originalPrice = content.entry('packages', procedure.package)?.originalPrice;
    const written = procedure.costs[against.id];
    if (typeof originalPrice === 'number' && written)
      problems.push({
        path: ['procedures', index, 'costs', against.id],
        message: `gives ${against.name} $${written.from.toLocaleString('en-US')}–$${written.to.toLocaleString('en-US')}, but the package "${procedure.package}" gives its price there once, as "originalPrice" ($${originalPrice.toLocaleString('en-US')}) in content/packages/${procedure.package}.mdx, and the page shows that: leave this out.`,
      });
  });
  return problems;
};
