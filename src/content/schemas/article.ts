import { z } from 'zod';
import { pastDate } from '../dates';
import { medicalReview } from '../fields';
import { metaDescription, title } from '../lengths';
import { personWith } from './person';

/** content/blog/<id>.mdx: an article of the medical blog; the body is the article. */
export const articleSchema = z.strictObject({
  /** The headline. */
  title,
  /** One or two sentences for cards and the meta description. */
  excerpt: metaDescription,
  /** The blog category the article is filed under. */
  category: z.enum(['Surgery', 'Recovery', 'Research', 'Patient Stories']),
  /** Who wrote it: a file in content/people/ whose roles include "author". */
  author: personWith('author'),
  /** The day it was first published, YYYY-MM-DD; not after today. */
  publishDate: pastDate,
  /** Shown among the featured articles. */
  featured: z.boolean().default(false),
  /** Who last checked the medical content and when. */
  review: medicalReview,
});

export type Article = z.infer<typeof articleSchema>;
