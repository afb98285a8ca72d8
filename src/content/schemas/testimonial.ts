import { z } from 'zod';
import { figureBasis, reference, sampleMark, text } from '../fields';
import { title } from '../lengths';
import { bestRating } from './rating';

/** content/testimonials/<id>.json: a patient's own words about their treatment, shared with consent. */
export const testimonialSchema = z.strictObject({
  /** Present while this file is a stand-in written for the demo: \`npm run launch:check\` lists it until it is real. */
  sample: sampleMark,
  /** The name the patient agreed to show, like "Amina O.". */
  name: title,
  /** The patient's home country. */
  country: text,
  /** The package the patient had: a file in content/packages/. */
  package: reference('packages', 'package'),
  /** The patient's words. */
  quote: text,
  /** The patient's rating, 1 to 5 stars. */
  rating: z.number().int().min(1).max(bestRating),
  /** What the stars are (whose, given where and when) and when someone last checked them against the patient's answers: the note under them. */
  ratingBasis: figureBasis,
  /** Shown on the home page. */
  featured: z.boolean().default(false),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
