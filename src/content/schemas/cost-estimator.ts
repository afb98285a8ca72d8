import { z } from 'zod';
import type { EntryCheck } from '../checks';
import { companionRoomDisagreement } from './packages-page';
import { dollars, range, section, template, text } from '../fields';
import { pluralWords } from './plural';

/** The words of the estimator itself (the CostEstimator island). */
const estimatorWordsSchema = z.strictObject({
  /** The form's heading, heard by screen readers only. */
  heading: text,
  /** The label of the package choice. */
  package: text,
  /** The label of the number of companions. */
  companions: text,
  /** The choice of no companion. */
  noCompanions: text,
  /** The label of the fare field. */
  fare: text,
  /** The hint under the fare field. */
  fareHint: text,
  /** What the hint says when the fare is not a number of dollars. */
  fareInvalid: text,
  /** The row of the package's price range. */
  packageRow: template({ package: "the package's short name" }),
  /** The row of the visa fees. */
  visas: template({ travellers: 'how many travel, like "2 travellers"' }),
  /** How many travel, by plural form: { "one": "{count} traveller", "other": "{count} travellers" }. */
  travellers: pluralWords({ count: 'how many' }),
  /** The row of the flights. */
  flights: text,
  /** The flights' figure when no fare is given. */
  notCounted: text,
  /** The last row. */
  total: text,
});

export type CostEstimatorWords = z.infer<typeof estimatorWordsSchema>;

/** content/site/cost-estimator.json: the figures and words of the trip cost estimator; package prices come from the packages. */
export const costEstimatorSchema = z.strictObject({
  /** The paragraph under the page heading. */
  intro: text,
  /** The link above the heading, back to /resources. */
  backLink: text,
  /** What the page says in place of the estimator when JavaScript is off. */
  noScript: text,
  /** The words of the estimator. */
  estimator: estimatorWordsSchema,
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
  /** That list's caption, heard by screen readers only. */
  figuresCaption: text,
  /** The button under the list, to /coordinator-connect. */
  quoteAction: text,
});

export type CostEstimatorContent = z.infer<typeof costEstimatorSchema>;

/** The estimator's "not counted" line never counts a companion's room the packages include (content/site/packages-page.json says who shares the room, once). */
export const estimatorAgreesOnCompanionRoom: EntryCheck = (estimator, content) => {
  const problem = companionRoomDisagreement(String(estimator.notIncluded), 'extra', content);
  return problem ? [{ path: ['notIncluded'], message: problem }] : [];
};
