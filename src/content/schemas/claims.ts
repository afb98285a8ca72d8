import { z } from 'zod';
import { sampleMark, slug, text, uniqueBy } from '../fields';

const claimSchema = z.strictObject({
  /** How pages refer to this claim, like "countries-served". */
  id: slug,
  /** The figure as patients see it, like "60+" or "99.2%". */
  figure: text,
  /** The short label under the figure, like "Countries served". */
  label: text,
  /** Exactly what the figure counts, so two claims never contradict each other. */
  meaning: text,
});

/** content/site/claims.json: every site-wide figure, each with one value and a precise meaning. */
export const claimsSchema = z.strictObject({
  /** Present while the figures are stand-ins written for the demo: `npm run launch:check` lists the file until they are real. */
  sample: sampleMark,
  /** The claims, each once. */
  claims: uniqueBy(claimSchema, 'id'),
});

export type Claim = z.infer<typeof claimSchema>;
export type Claims = z.infer<typeof claimsSchema>;
