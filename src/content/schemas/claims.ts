import { z } from 'zod';
import { figureTrace, sampleMark, slug, text, uniqueBy } from '../fields';
import { figureKind } from './how-we-count';

/** Openings that lean on a figure shown before: "Of those surgeries…", "The same measure…", "These…". */
const pointsBack = /^\s*(of (those|these|them)|the same|these|those|this figure|that figure|as above|likewise)\b/i;

const claimSchema = z.strictObject({
  /** How pages refer to this claim, like "countries-served". */
  id: slug,
  /** The figure as patients see it, like "60+" or "99.2%". */
  figure: text,
  /** The short label under the figure, like "Countries served". */
  label: text,
  /** Exactly what the figure counts, so two claims never contradict each other; it stands alone, since a card shows one claim without the others. */
  meaning: text.refine((meaning) => !pointsBack.test(meaning), {
    message: 'points back to another figure ("Of those…", "The same…"), but a card shows this figure alone: say in full what it counts.',
  }),
  /** The kind of figure, whose section of /how-we-count its note links to: count, success-rate, rating, foreign-price or time. */
  kind: figureKind,
  ...figureTrace,
});

/** content/site/claims.json: every site-wide figure, each with one value and a precise meaning. */
export const claimsSchema = z.strictObject({
  /** Present while the figures are stand-ins written for the demo: `npm run launch:check` lists the file until they are real. */
  sample: sampleMark,
  /** The claims, each once. */
  claims: uniqueBy(claimSchema, 'id'),
});

export type Claims = z.infer<typeof claimsSchema>;
