// What one page's render read of how pages stand in each language, on the server only (build and dev):
// the pre-render keeps a page while what it read is unchanged (scripts/status-digest.ts), so an edit
// that makes one article's translations stale renders again the pages that show or link to it, not every page.
import { AsyncLocalStorage } from 'node:async_hooks';

/** What a render read of the page statuses. */
export interface StatusReads {
  /** The addresses whose status it read, in any language (a status is read in every language at once), sorted. */
  paths: string[];
  /** The languages whose list of pages of translated-only routes (which articles the language has) it read whole, sorted. */
  lists: string[];
  /** What it showed of a language's list of articles, each view as its language's tag, a space and the view as JSON (src/lib/blog/list-views.ts), sorted. */
  views: string[];
}

interface Recording {
  paths: Set<string>;
  lists: Set<string>;
  views: Set<string>;
}

const recording = new AsyncLocalStorage<Recording>();

/** Runs `render`, recording what it reads of the statuses (through the functions below). */
export async function recordStatusReads<T>(render: () => Promise<T>): Promise<{ result: T; reads: StatusReads }> {
  const reads: Recording = { paths: new Set(), lists: new Set(), views: new Set() };
  const result = await recording.run(reads, render);
  return { result, reads: { paths: [...reads.paths].sort(), lists: [...reads.lists].sort(), views: [...reads.views].sort() } };
}

/** The render reads the status of an address. */
export function noteStatusOf(path: string): void {
  recording.getStore()?.paths.add(path);
}

/** The render reads which pages of translated-only routes a language has (all of them). */
export function noteTranslatedOnlyList(tag: string): void {
  recording.getStore()?.lists.add(tag);
}

/** The render shows a view of a language's list of articles (the view as JSON): the build works out again what it shows, not the whole list. */
export function noteListView(tag: string, view: string): void {
  recording.getStore()?.views.add(`${tag} ${view}`);
}
