import { z } from 'zod';
import { internalPath, text, uniqueBy } from '../fields';
import { illustrationName } from './illustration';

const pageMetaSchema = z.strictObject({
  /** The page's address, as in the route table. */
  path: internalPath,
  /** The page's main heading and browser title. */
  title: text,
  /** The meta description search engines show: one or two sentences. */
  description: text.max(170, 'should be at most 170 characters, or search engines cut it.'),
  /** A drawing beside the page's heading: a file in public/illustrations/. */
  illustration: illustrationName.optional(),
});

/** content/site/pages.json: the title and description of every page that is not an entry of a collection. */
export const pagesSchema = z.strictObject({
  /** One item per page. */
  pages: uniqueBy(pageMetaSchema, 'path'),
});

export type PageMeta = z.infer<typeof pageMetaSchema>;
