import { z } from 'zod';
import { internalPath, text, uniqueBy } from '../fields';
import { title } from '../lengths';

const popularPageSchema = z.strictObject({
  /** The link text. */
  label: text,
  /** The page: a path the route table produces. */
  href: internalPath,
  /** One line under the link. */
  description: text,
});

/** content/site/not-found.json: what the not-found page says and which pages it offers. */
export const notFoundSchema = z.strictObject({
  /** The page's heading. */
  heading: title,
  /** Why the visitor may be here. */
  message: text,
  /** The heading above the six pages. */
  popularHeading: title,
  /** Six pages to go to instead. */
  popular: uniqueBy(popularPageSchema, 'href').length(6, 'should list exactly six pages.'),
});

export type NotFoundContent = z.infer<typeof notFoundSchema>;
