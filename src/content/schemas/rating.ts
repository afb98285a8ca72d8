import { z } from 'zod';
import { pastDate } from '../dates';
import { figureBasis, text } from '../fields';

/** The best rating a patient can give, in stars: every rating on the site is out of it. */
export const bestRating = 5;

/** A review a patient wrote of a hospital or a surgeon. */
export const patientReviewSchema = z.strictObject({
  /** The patient's first name and initial, as they agreed to be named. */
  name: text,
  /** Their rating, a whole number of stars from 1 to 5. */
  rating: z.number().int().min(1).max(bestRating),
  /** The day of the review, YYYY-MM-DD; not after today. */
  date: pastDate,
  /** What they wrote. */
  comment: text,
});

/** The fields of a hospital's or a surgeon's rating: the figure, the number behind it and its basis. */
export const ratingFields = {
  /** The average patient rating out of 5; when "reviews" lists every rating it counts, their average to one decimal. */
  rating: z.number().min(1).max(bestRating).optional(),
  /** How many patient ratings the rating averages; required with a rating. */
  reviewCount: z.number().int().positive().optional(),
  /** What the rating averages, over which patients and period, where the ratings were collected (the source, with its https address where public) and the day it was last checked; required with a rating. Say so here when the rating is a sample. */
  ratingBasis: figureBasis.optional(),
};

/** What the rating rule reads of an entry. */
export interface Rated {
  rating?: number | undefined;
  reviewCount?: number | undefined;
  ratingBasis?: unknown;
  reviews: ReadonlyArray<{ rating: number }>;
}

/** The average of the reviews' stars to one decimal, as a rating shows it. */
export function averageOf(reviews: ReadonlyArray<{ rating: number }>): number {
  return Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;
}

/**
 * A rating is shown only with the number of ratings behind it and its basis; a basis explains a
 * rating the entry has; the reviews listed are no more than the count, and when they are all of
 * them, the rating is their average (a number computed, never typed apart from what it counts).
 */
export function checkRating(entry: Rated, ctx: z.RefinementCtx): void {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (entry.rating !== undefined && entry.reviewCount === undefined) issue('reviewCount', 'is needed too: a rating is shown only with the number of ratings behind it.');
  if (entry.reviewCount !== undefined && entry.rating === undefined) issue('rating', 'is needed too: a number of ratings is shown only with the rating they make.');
  if (entry.rating !== undefined && entry.ratingBasis === undefined)
    issue('rating', 'needs "ratingBasis" beside it: what the figure counts, over whom and when, its source and the day it was last checked.');
  if (entry.ratingBasis !== undefined && entry.rating === undefined) issue('ratingBasis', 'explains a figure this file does not have: add "rating" or remove this.');
  if (entry.reviewCount === undefined) return;
  if (entry.reviews.length > entry.reviewCount) issue('reviewCount', `is ${entry.reviewCount}, fewer than the ${entry.reviews.length} reviews listed in "reviews".`);
  else if (entry.rating !== undefined && entry.reviews.length === entry.reviewCount && averageOf(entry.reviews) !== entry.rating)
    issue('rating', `is ${entry.rating}, but the ${entry.reviews.length} reviews it counts, all listed in "reviews", average ${averageOf(entry.reviews).toFixed(1)}: make it their average.`);
}
