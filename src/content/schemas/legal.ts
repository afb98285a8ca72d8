import { z } from 'zod';
import { formatDate } from '../../lib/format';
import { pastDate } from '../dates';
import { medicalReview } from '../fields';
import { metaDescription, title } from '../lengths';

/** content/legal/<id>.mdx: a legal page (privacy, terms, medical disclaimer); the body is the page. */
export const legalSchema = z
  .strictObject({
    /** The page's heading and browser title. */
    title,
    /** The meta description: one or two sentences. */
    description: metaDescription,
    /** The day the text last changed, YYYY-MM-DD; not after today. */
    lastUpdated: pastDate,
    /**
     * For a page that makes medical statements (the disclaimer): the clinician who checked them and
     * when. A legal page is not medically reviewed as a whole; the page says which part was checked.
     */
    medicalStatementsReview: medicalReview.optional(),
  })
  .superRefine((page, ctx) => {
    const review = page.medicalStatementsReview;
    if (review && review.lastReviewed < page.lastUpdated)
      ctx.addIssue({
        code: 'custom',
        path: ['medicalStatementsReview', 'lastReviewed'],
        message: `is ${formatDate(review.lastReviewed)}, before the text last changed (${formatDate(page.lastUpdated)}): have the medical statements checked again and give the day of that review.`,
      });
  });

export type Legal = z.infer<typeof legalSchema>;
