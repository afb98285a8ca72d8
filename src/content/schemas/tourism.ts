import { z } from 'zod';
import type { EntryCheck } from '../checks';
import { companionRoomDisagreement } from './packages-page';
import { distinct, dollars, section, template, text, uniqueBy } from '../fields';
import { title } from '../lengths';
import { durationSchema } from './duration';
import { fact } from '../translation';
import { pluralWords } from './plural';

const destinationSchema = z.strictObject({
  /** The destination's name, like "Delhi". */
  city: text,
  /** The hospital cities it covers, as written in the hospitals' "city" field; its partner hospitals are counted from them. */
  hospitalCities: distinct(fact(text)).min(1),
  /** One sentence on living costs and getting around. */
  costNote: text,
});

const travelPackageSchema = z.strictObject({
  /** The package's name, like "Complete Care". */
  title,
  /** What it adds to a surgery package, and for how much; leave out for the surgery package itself, whose lowest price and stay are read from content/packages/. */
  addOn: z
    .strictObject({
      /** What it costs on top of the surgery package's price, in US dollars. */
      price: dollars,
      /** How many more days in India it adds to the surgery package's stay. */
      stay: durationSchema,
    })
    .optional(),
  /** What it covers (for an add-on: what it adds), one per item. */
  includes: distinct(text).min(1),
});

/** content/site/tourism.json: the words and figures of /tourism; partner-hospital counts come from content/hospitals/. */
export const tourismSchema = z.strictObject({
  /** The hero's heading and lead paragraph. */
  hero: z.strictObject({ /** The heading. */ heading: title, /** The paragraph under it. */ text: text }),
  /** The hero's two buttons. */
  heroActions: z.strictObject({
    /** To /coordinator-connect. */
    coordinator: text,
    /** To /hospitals. */
    hospitals: text,
  }),
  /** The headings of the page's sections. */
  sections: z.strictObject({
    /** Above the destination cities. */
    destinations: section,
    /** Above the travel-and-surgery packages. */
    packages: section,
    /** Above the reasons to choose India. */
    reasons: section,
  }),
  /** The link beside the reasons, to /why-india. */
  compareCostsLink: text,
  /** The words of each destination card. */
  destinationCard: z.strictObject({
    /** How many partner hospitals, by plural form: { "one": "1 partner hospital", "other": "{count} partner hospitals" }. */
    hospitals: pluralWords({ count: 'how many' }),
    /** Before the surgery packages that take place in its hospitals (read from content/packages/). */
    packages: text,
    /** When none of the packages takes place there. */
    noPackages: text,
  }),
  /** The words of each travel-and-surgery package card. */
  packageCard: z.strictObject({
    /** How long the stay in India lasts: the surgery packages' shortest to longest stay. */
    stay: template({ duration: 'the length of the stay' }),
    /** How much longer an add-on keeps you in India. */
    addOnStay: template({ duration: 'the days it adds' }),
    /** Before the lowest price of the surgery packages (which is larger). */
    from: text,
    /** An add-on's price, on top of the surgery package. */
    addOnPrice: template({ price: 'its price' }),
    /** Under the surgery package's price: where the prices come from. */
    basePriceNote: text,
    /** Under an add-on's price: what it is added to. */
    addOnNote: text,
    /** The button to /coordinator-connect. */
    ask: template({ package: "the package's name" }),
  }),
  /** Destination cities, in page order. */
  destinations: uniqueBy(destinationSchema, 'city').min(1),
  /** The surgery package itself first (no "addOn"), then what may be added to it, smallest first. */
  packages: uniqueBy(travelPackageSchema, 'title')
    .min(1)
    .superRefine((tiers, ctx) => {
      tiers.forEach((tier, index) => {
        if (index === 0 && tier.addOn)
          ctx.addIssue({ code: 'custom', path: [0, 'addOn'], message: 'should be left out: the first card is the surgery package itself, whose price and stay come from content/packages/.' });
        if (index > 0 && !tier.addOn)
          ctx.addIssue({ code: 'custom', path: [index], message: 'needs "addOn" (its price and the days it adds): only the first card is the surgery package itself.' });
      });
    }),
  /** Reasons to choose India. */
  reasons: uniqueBy(z.strictObject({ /** The reason in a few words. */ title, /** One or two sentences. */ text: text }), 'title').min(2),
});

export type Destination = z.infer<typeof destinationSchema>;
export type TravelPackage = z.infer<typeof travelPackageSchema>;
export type Tourism = z.infer<typeof tourismSchema>;

/**
 * /tourism says nothing the other files say otherwise: each destination's cities hold a partner
 * hospital (its hospitals and packages are read from them), and no card sells or includes a
 * companion's room against what content/site/packages-page.json says once.
 */
export const tourismAgreesWithPackages: EntryCheck = (page, content) => {
  const tourism = page as Tourism;
  const problems: ReturnType<EntryCheck> = [];
  const cities = new Set(content.entries('hospitals').map(({ data }) => String(data.city)));
  tourism.destinations.forEach((destination, index) =>
    destination.hospitalCities.forEach((city, cityIndex) => {
      if (!cities.has(city))
        problems.push({
          path: ['destinations', index, 'hospitalCities', cityIndex],
          message: `is "${city}", the city of no partner hospital, so the card would count none there: write a city as a file in content/hospitals/ gives it (${[...cities].sort().join(', ')}).`,
        });
    }),
  );
  tourism.packages.forEach((tier, index) =>
    tier.includes.forEach((item, itemIndex) => {
      const problem = companionRoomDisagreement(item, tier.addOn ? 'extra' : 'included', content);
      if (problem) problems.push({ path: ['packages', index, 'includes', itemIndex], message: problem });
    }),
  );
  return problems;
};
