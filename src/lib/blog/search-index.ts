/**
 * The blog's search data: a small manifest and the articles in parts of a fixed size, written
 * as static files beside the pages. The search box loads them on the first keystroke, so no page
 * carries a list that grows with the number of articles.
 */

/** Where the manifest is served: a file the build writes, not a page of the route table. */
export const searchIndexPath = '/blog/search/index.json';

/** Where the blog's Atom feed is served: a file the build writes. */
export const blogFeedPath = '/blog/feed.xml';

/** The address of one part, numbered from 0; `version` changes whenever any article does, so a browser never mixes parts of two builds. */
export function searchPartPath(part: number, version: string): string {
  return `/blog/search/part-${part}.json?v=${version}`;
}

/** How many articles one part holds. */
const articlesPerPart = 500;

/** One article as the search reads it: its address, title, excerpt, category, publish date and reading minutes. */
export type SearchRow = [href: string, title: string, excerpt: string, category: string, publishDate: string, readingMinutes: number];

/** What the manifest says. */
export interface SearchManifest {
  parts: number;
  version: string;
}

/** The rows split into parts of `size`, in order; no article makes no part. */
export function splitIntoParts<T>(rows: readonly T[], size = articlesPerPart): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; start += size) parts.push(rows.slice(start, start + size));
  return parts;
}
