import { z } from 'zod';
import { isoDate, medicalReview, reference, text } from '../fields';

/** content/blog/<id>.mdx: an article of the medical blog; the body is the article. */
export const articleSchema = z.strictObject({
  /** The headline. */
  title: text,
  /** One or two sentences for cards and the meta description. */
  excerpt: text.max(170, 'should be at most 170 characters: it is the card text and the meta description.'),
  /** The blog category the article is filed under. */
  category: z.enum(['Surgery', 'Recovery', 'Research', 'Patient Stories']),
  /** Who wrote it: a file in content/clinicians/. */
  author: reference('clinicians', 'clinician'),
  /** The day it was first published, YYYY-MM-DD. */
  publishDate: isoDate,
  /** Shown among the featured articles. */
  featured: z.boolean().default(false),
  /** Who last checked the medical content and when. */
  review: medicalReview,
});

export type Article = z.infer<typeof articleSchema>;
