import { z } from 'zod';
import { dollars, text, uniqueBy } from '../fields';
import { durationSchema } from './duration';

const destinationSchema = z.strictObject({
  /** The destination's name, like "Delhi". */
  city: text,
  /** The hospital cities it covers, as written in the hospitals' "city" field; its partner hospitals are counted from them. */
  hospitalCities: z.array(text).min(1),
  /** What its hospitals are known for, one per item. */
  specialties: z.array(text).min(1),
  /** One sentence on living costs and getting around. */
  costNote: text,
});

const travelPackageSchema = z.strictObject({
  /** The package's name, like "Complete Care". */
  title: text,
  /** How long the stay in India lasts. */
  duration: durationSchema,
  /** The lowest total price, in US dollars, surgery included. */
  priceFrom: dollars,
  /** What it covers, one per item. */
  includes: z.array(text).min(1),
});

/** content/site/tourism.json: the words and figures of /tourism; partner-hospital counts come from content/hospitals/. */
export const tourismSchema = z.strictObject({
  /** The hero's heading and lead paragraph. */
  hero: z.strictObject({ /** The heading. */ heading: text, /** The paragraph under it. */ text: text }),
  /** Destination cities, in page order. */
  destinations: uniqueBy(destinationSchema, 'city').min(1),
  /** All-inclusive travel-and-surgery packages, shortest first. */
  packages: uniqueBy(travelPackageSchema, 'title').min(1),
  /** Reasons to choose India. */
  reasons: z.array(z.strictObject({ /** The reason in a few words. */ title: text, /** One or two sentences. */ text: text })).min(2),
});

export type Destination = z.infer<typeof destinationSchema>;
export type TravelPackage = z.infer<typeof travelPackageSchema>;
export type Tourism = z.infer<typeof tourismSchema>;
