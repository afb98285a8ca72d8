// The blog's summaries as the pre-render's server bundle has them: given at render time, not bundled.
// The bundle step builds the server bundle with this module in place of src/generated/blog-summaries.ts
// (the same export), so an edit of an article's title or excerpt leaves the bundle as it was, and
// only the pages that read what changed render again (summary-reads.ts). The dev server and the
// tests import the generated module itself.
import type { EntrySummary } from '../../content/collections';
import { localized } from '../page-language';
import { noteAllSummaries } from './summary-reads';

/** Each language's list of summaries, the source's first: what the generated module holds. */
export type SummariesByLanguage = { source: EntrySummary<'blog'>[] } & Partial<Record<string, EntrySummary<'blog'>[]>>;

let lists: SummariesByLanguage = { source: [] };

/** The pre-render gives each thread the summaries before it renders a page. */
export function setBlogSummaries(next: SummariesByLanguage): void {
  lists = next;
}

// Read as a whole: whatever reads the lists themselves (and not an article through articlesIn) is noted as reading all of them.
const noted = new Proxy({} as SummariesByLanguage, {
  get: (_, key) => {
    noteAllSummaries();
    return Reflect.get(lists, key) as unknown;
  },
  has: (_, key) => Reflect.has(lists, key),
  ownKeys: () => Reflect.ownKeys(lists),
  getOwnPropertyDescriptor: (_, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(lists, key);
    return descriptor && { ...descriptor, configurable: true };
  },
});

export const blogSummaries: EntrySummary<'blog'>[] = localized(noted);
