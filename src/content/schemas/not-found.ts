import { z } from 'zod';
import { internalPath, template, text, uniqueBy } from '../fields';
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
  /** The large figure above the heading (screen readers skip it). */
  badge: text,
  /** Before the address the visitor asked for. */
  youAskedFor: text,
  /** Under it, when the address is that of an entry that does not exist. */
  noSuchEntry: template({ noun: 'what such an entry is, like "package"', id: 'the name in the address' }),
  /** The button to the home page. */
  homeAction: text,
  /** The button back to the page before. */
  backAction: text,
  /** The heading above the six pages. */
  popularHeading: title,
  /** Six pages to go to instead. */
  popular: uniqueBy(popularPageSchema, 'href').length(6, 'should list exactly six pages.'),
});

export type NotFoundContent = z.infer<typeof notFoundSchema>;
