import { z } from 'zod';
import { figureTrace, sampleMark, slug, text, uniqueBy } from '../fields';
import { durationSchema } from './duration';
import { figureKind } from './how-we-count';
import { fact } from '../translation';

/** Openings that lean on a figure shown before: "Of those surgeries…", "The same measure…", "These…". */
const pointsBack = /^\s*(of (those|these|them)|the same|these|those|this figure|that figure|as above|likewise)\b/i;

const claimSchema = z.strictObject({
  /** How pages refer to this claim, like "countries-served". */
  id: slug,
  /** The figure as patients see it, like "60+" or "99.2%"; a length of time is given as `duration` instead. */
  figure: fact(text).optional(),
  /** A figure that is a length of time, like { "from": 7, "to": 14, "unit": "days" }: each page writes it in its own language. */
  duration: durationSchema.optional(),
  /** The short label under the figure, like "Countries served". */
  label: text,
  /** Exactly what the figure counts, so two claims never contradict each other; it stands alone, since a card shows one claim without the others. */
  meaning: text.refine((meaning) => !pointsBack.test(meaning), {
    message: 'points back to another figure ("Of those…", "The same…"), but a card shows this figure alone: say in full what it counts.',
  }),
  /** The kind of figure, whose section of /how-we-count its note links to: count, success-rate, rating, foreign-price or time. */
  kind: figureKind,
  ...figureTrace,
}).refine((claim) => (claim.figure === undefined) !== (claim.duration === undefined), {
  message: 'should have either "figure" (like "60+") or "duration" (a length of time, written in each language by the page), not both and not neither.',
  path: ['figure'],
});

/** content/site/claims.json: every site-wide figure, each with one value and a precise meaning. */
export const claimsSchema = z.strictObject({
  /** Present while the figures are stand-ins written for the demo: `npm run launch:check` lists the file until they are real. */
  sample: sampleMark,
  /** The claims, each once. */
  claims: uniqueBy(claimSchema, 'id'),
});

export type Claims = z.infer<typeof claimsSchema>;
