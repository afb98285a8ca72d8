import { z } from 'zod';
import { text } from '../fields';

/** content/site/site.json: who the site is and where it lives. */
export const siteSchema = z.strictObject({
  /** The name shown in the header, titles and footer. */
  name: text,
  /** A short line under the name in the footer. */
  tagline: text,
  /** The public address of the site, used for canonical links and sitemap.xml. */
  origin: z.string().regex(/^https:\/\/[^/\s]+$/, 'should be the site address with no path, like "https://www.example.org".'),
  /** The variety of English every page is written in; the content check flags the other spelling of common medical words. */
  english: z.enum(['British', 'American']),
  /** The year the service started, shown in the copyright line. */
  foundedYear: z.number().int().min(1990).max(2100),
});

export type Site = z.infer<typeof siteSchema>;
