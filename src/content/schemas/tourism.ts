import { z } from 'zod';
import { distinct, dollars, section, template, text, uniqueBy } from '../fields';
import { title } from '../lengths';
import { durationSchema } from './duration';

const destinationSchema = z.strictObject({
  /** The destination's name, like "Delhi". */
  city: text,
  /** The hospital cities it covers, as written in the hospitals' "city" field; its partner hospitals are counted from them. */
  hospitalCities: distinct(text).min(1),
  /** What its hospitals are known for, one per item. */
  specialties: distinct(text).min(1),
  /** One sentence on living costs and getting around. */
  costNote: text,
});

const travelPackageSchema = z.strictObject({
  /** The package's name, like "Complete Care". */
  title,
  /** How long the stay in India lasts. */
  duration: durationSchema,
  /** The lowest total price, in US dollars, surgery included. */
  priceFrom: dollars,
  /** What it covers, one per item. */
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
    /** How many partner hospitals, when there is one. */
    oneHospital: text,
    /** How many, when there are several. */
    hospitals: template({ count: 'how many' }),
    /** Before what its hospitals are known for. */
    knownFor: text,
  }),
  /** The words of each travel-and-surgery package card. */
  packageCard: z.strictObject({
    /** How long the stay in India lasts. */
    stay: template({ duration: 'the length of the stay' }),
    /** Before the lowest price (which is larger). */
    from: text,
    /** The button to /coordinator-connect. */
    ask: template({ package: "the package's name" }),
  }),
  /** Destination cities, in page order. */
  destinations: uniqueBy(destinationSchema, 'city').min(1),
  /** All-inclusive travel-and-surgery packages, shortest first. */
  packages: uniqueBy(travelPackageSchema, 'title').min(1),
  /** Reasons to choose India. */
  reasons: uniqueBy(z.strictObject({ /** The reason in a few words. */ title, /** One or two sentences. */ text: text }), 'title').min(2),
});

export type Destination = z.infer<typeof destinationSchema>;
export type TravelPackage = z.infer<typeof travelPackageSchema>;
export type Tourism = z.infer<typeof tourismSchema>;
