// What one page's render read of the blog's article summaries, on the server only (build and dev):
// the pre-render keeps a page while what it read is unchanged (scripts/summary-digest.ts), so an edit
// of one article's title renders again the pages that show that article, not every page that lists articles.
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The fields that decide which articles a list holds and in what order (listing.ts's
 * ListedArticle, and `featured`): a page that reads the list depends on them for every article.
 */
export const listFields: ReadonlySet<string> = new Set(['id', 'category', 'tags', 'publishDate', 'featured', 'untranslated']);

/** What a render read of the summaries: the list as a whole, every article whole, or single articles. */
export interface SummaryReads {
  /** It read which articles there are, in what order and with which list fields (listFields) in some language. */
  list: boolean;
  /** It read the summaries whole: every field of every article in every language. */
  all: boolean;
  /** The articles it read any other field of (a title, an excerpt), by id, sorted. */
  ids: string[];
}

interface Recording {
  list: boolean;
  all: boolean;
  ids: Set<string>;
}

const recording = new AsyncLocalStorage<Recording>();

/** Runs `render`, recording what it reads of the summaries (through the functions below). */
export async function recordSummaryReads<T>(render: () => Promise<T>): Promise<{ result: T; reads: SummaryReads }> {
  const reads: Recording = { list: false, all: false, ids: new Set() };
  const result = await recording.run(reads, render);
  return { result, reads: { list: reads.list, all: reads.all, ids: [...reads.ids].sort() } };
}

/** Runs `read` without noting what it reads: for what is made once and shared by every page that then reads it (and notes that). */
export function unnoted<T>(read: () => T): T {
  return recording.exit(read);
}

/** The render reads the list of articles (which, in what order, with which list fields). */
export function noteSummaryList(): void {
  const reads = recording.getStore();
  if (reads) reads.list = true;
}

/** The render reads the summaries whole. */
export function noteAllSummaries(): void {
  const reads = recording.getStore();
  if (reads) reads.all = true;
}

/** The render reads a field of an article; undefined: every field (its keys listed). */
function noteField(id: string, field?: string): void {
  // A list field first: it is most of what is read (sorting, grouping), and needs no look for the recording.
  if (field !== undefined && listFields.has(field)) return;
  recording.getStore()?.ids.add(id);
}

/**
 * An article whose reads are noted: a field outside listFields, by name, or all of them when its
 * keys are listed (a spread, JSON). Outside a recording it reads as the article itself.
 */
export function readNoted<A extends { id: string }>(article: A): A {
  return new Proxy(article, {
    get(target, key, receiver) {
      if (typeof key === 'string') noteField(target.id, key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      if (typeof key === 'string') noteField(target.id, key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      noteField(target.id);
      return Reflect.ownKeys(target);
    },
  });
}
