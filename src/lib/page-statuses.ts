// How a page stands in a language (source, translated, stale, missing), read through these functions
// only: each read is noted (status-reads.ts), for the build to key each page on the statuses it showed.
import type { PageStatuses } from '../content/translations';
import { languages } from '../generated/languages';
import { pageStatuses } from '../generated/page-statuses';
import type { TranslationStatus } from './page-language';
import { noteStatusOf, noteTranslatedOnlyList } from './status-reads';
import { translatedOnlyPaths } from './translated-only';

interface LanguageIndex {
  translated: ReadonlySet<string>;
  stale: ReadonlySet<string>;
  samples: ReadonlySet<string>;
  /** The translated addresses of routes that copy only translated entries (a blog article). */
  translatedOnly: ReadonlySet<string>;
}

const none: PageStatuses = { translated: [], stale: [], samples: [] };
/** Each language's statuses as sets, made again when the statuses are given anew (the dev server after an edit, the pre-render). */
let indexed: { of: object; byTag: Map<string, LanguageIndex> } | undefined;

function indexIn(tag: string): LanguageIndex {
  if (!indexed || indexed.of !== pageStatuses) indexed = { of: pageStatuses, byTag: new Map() };
  const { byTag } = indexed;
  let index = byTag.get(tag);
  if (!index) {
    const statuses = pageStatuses[tag] ?? none;
    index = {
      translated: new Set(statuses.translated),
      stale: new Set(statuses.stale),
      samples: new Set(statuses.samples),
      translatedOnly: new Set(translatedOnlyPaths(statuses)),
    };
    byTag.set(tag, index);
  }
  return index;
}

const sourceTag = languages[0].tag;

/** How the page at `path` (a source address) stands in the language `tag`. */
export function statusOf(tag: string, path: string): TranslationStatus {
  noteStatusOf(path);
  if (tag === sourceTag) return 'source';
  const index = indexIn(tag);
  return index.translated.has(path) ? 'translated' : index.stale.has(path) ? 'stale' : 'missing';
}

/** Whether the page at `path` is translated into `tag` by a sample translation (shown with a note). */
export function isSample(tag: string, path: string): boolean {
  noteStatusOf(path);
  return tag !== sourceTag && indexIn(tag).samples.has(path);
}

/**
 * The pages of routes that copy only translated entries (blog articles) that the language `tag` has,
 * translated up to date; undefined for the source language, which has them all. The same set while
 * the statuses are the same.
 */
export function translatedOnlyIn(tag: string): ReadonlySet<string> | undefined {
  if (tag === sourceTag) return undefined;
  noteTranslatedOnlyList(tag);
  return indexIn(tag).translatedOnly;
}

/** The same set, its read not noted: for a list read through its views, each of which is noted instead (noteListView). */
export function translatedOnlyForViews(tag: string): ReadonlySet<string> | undefined {
  return tag === sourceTag ? undefined : indexIn(tag).translatedOnly;
}
