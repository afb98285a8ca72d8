/**
 * The blog's search data: a small manifest and the articles in parts of a fixed size, written
 * as static files beside the pages. The search box loads them on the first keystroke, so no page
 * carries a list that grows with the number of articles.
 */

/** Where the source language's manifest is served: a file the build writes, not a page of the route table. Another language's is under its tag (blogFilesOf). */
export const searchIndexPath = '/blog/search/index.json';

/** Where the source language's Atom feed is served: a file the build writes. Another language's is under its tag (blogFilesOf). */
export const blogFeedPath = '/blog/feed.xml';

/** The address of one part of the manifest at `indexPath`, numbered from 0; `version` changes whenever any article does, so a browser never mixes parts of two builds. */
export function searchPartPath(indexPath: string, part: number, version: string): string {
  return `${indexPath.slice(0, indexPath.lastIndexOf('/'))}/part-${part}.json?v=${version}`;
}

/** How many articles one part holds. */
const articlesPerPart = 500;

/**
 * One article as the search reads it: its address, title, excerpt, category, publish date and
 * reading minutes; for an article the language has not translated, the language of its words
 * (the source's locale, tag and direction), which its card says.
 */
export type SearchRow = [href: string, title: string, excerpt: string, category: string, publishDate: string, readingMinutes: number, wordsIn?: [locale: string, tag: string, direction: 'ltr' | 'rtl']];

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
