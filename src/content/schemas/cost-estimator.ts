import { z } from 'zod';
import { dollars, text } from '../fields';

/** content/site/cost-estimator.json: the figures and words of the trip cost estimator; package prices come from the packages. */
export const costEstimatorSchema = z.strictObject({
  /** The paragraph under the page heading. */
  intro: text,
  /** The usual visa fee per traveller, in US dollars; it differs by nationality. */
  visaFee: z
    .strictObject({ /** The lowest usual fee. */ from: dollars, /** The highest usual fee. */ to: dollars })
    .refine((range) => range.from <= range.to, { message: 'should not be larger than "to".', path: ['from'] }),
  /** How many companions the estimator offers (the medical attendant visa allows this many). */
  maxCompanions: z.number().int().min(0).max(5),
  /** What the estimate leaves out, in one sentence. */
  notIncluded: text,
});

export type CostEstimatorContent = z.infer<typeof costEstimatorSchema>;
