import { z } from 'zod';
import { dollars, range, section, text } from '../fields';

/** content/site/cost-estimator.json: the figures and words of the trip cost estimator; package prices come from the packages. */
export const costEstimatorSchema = z.strictObject({
  /** The paragraph under the page heading. */
  intro: text,
  /** The usual visa fee per traveller, in US dollars; it differs by nationality. */
  visaFee: range(dollars),
  /** How many companions the estimator offers (the medical attendant visa allows this many). */
  maxCompanions: z.number().int().min(0).max(5),
  /** What the estimate leaves out, in one sentence. */
  notIncluded: text,
  /** The section listing the figures the estimator adds up. */
  figuresSection: section,
  /** The row of that list that gives the visa fee. */
  visaFeeLabel: text,
});

export type CostEstimatorContent = z.infer<typeof costEstimatorSchema>;
