import { z } from 'zod';
import { isoDate, reference, text } from '../fields';

/** content/legal/<id>.mdx: a legal page (privacy, terms, medical disclaimer); the body is the page. */
export const legalSchema = z.strictObject({
  /** The page's heading and browser title. */
  title: text,
  /** The meta description: one or two sentences. */
  description: text.max(170, 'should be at most 170 characters, or search engines cut it.'),
  /** The day the text last changed, YYYY-MM-DD. */
  lastUpdated: isoDate,
  /** A clinician who reviewed the medical statements in it, if any: a file in content/clinicians/. */
  reviewedBy: reference('clinicians', 'clinician').optional(),
});

export type Legal = z.infer<typeof legalSchema>;
