import { z } from 'zod';
import { pastYear } from '../dates';
import { text } from '../fields';
import { title } from '../lengths';

/** content/site/site.json: who the site is and where it lives. */
export const siteSchema = z.strictObject({
  /** The name shown in the header, titles and footer. */
  name: title,
  /** A short line under the name in the footer. */
  tagline: text,
  /** The public address of the site (its base URL, the one place it is set), used for canonical links, share images, structured data and sitemap.xml. */
  origin: z.string().regex(/^https:\/\/[^/\s]+$/, 'should be the site address with no path, like "https://www.example.org".'),
  /** The language of every page as a BCP 47 tag, like "en-GB": the page's lang attribute and its Open Graph locale. */
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'should be a language tag like "en-GB".'),
  /** The variety of English every page is written in; the content check flags the other spelling of common medical words. */
  english: z.enum(['British', 'American']),
  /** The year the service started, not after this year; shown in the copyright line. */
  foundedYear: pastYear(1990),
});

export type Site = z.infer<typeof siteSchema>;
