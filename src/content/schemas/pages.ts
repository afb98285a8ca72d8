import { z } from 'zod';
import { internalPath, uniqueBy } from '../fields';
import { metaDescription, title } from '../lengths';
import { illustrationName } from './illustration';

const pageMetaSchema = z.strictObject({
  /** The page's address, as in the route table. */
  path: internalPath,
  /** The page's main heading and browser title. */
  title,
  /** The meta description search engines show: one or two sentences. */
  description: metaDescription,
  /** A drawing beside the page's heading: a file in public/illustrations/. */
  illustration: illustrationName.optional(),
});

/** content/site/pages.json: the title and description of every page that is not an entry of a collection. */
export const pagesSchema = z.strictObject({
  /** One item per page. */
  pages: uniqueBy(pageMetaSchema, 'path'),
});

