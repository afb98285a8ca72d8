/**
 * The digest of what each page read of the blog's summaries and of the page statuses, as they are now, in two
 * parts worked out apart: what it read of the summaries (summary-digest.ts) and what it read of the statuses,
 * its views of the languages' lists of articles among them (status-digest.ts). Each part is the one the last
 * build recorded while the data it is worked out from is the same: the summaries for the first; the statuses
 * and the summaries' list fields for the second (a view shows which articles, in what order, and that depends
 * on nothing else). A title edit then works out again only the first part of each page: at ten thousand
 * articles, working out every article's related articles again took most of the pre-render's time.
 */
import { createHash } from 'node:crypto';
import type { SummariesByLanguage } from '../src/lib/blog/summaries-at-render';
import type { PageStatusesByLanguage } from '../src/lib/statuses-at-render';
import type { RenderedPath } from './render-pages';
import { statusDigester } from './status-digest';
import { summaryDigester } from './summary-digest';

/** A page's reads digest, in its two parts (both empty for a redirect). */
export interface ReadsDigest {
  summaries: string;
  statuses: string;
}

/** The digests of the data the parts were worked out from: the summaries, the statuses and source language, the summaries' list fields. */
export interface ReadsFrom {
  summaries: string;
  statuses: string;
  lists: string;
}

/** What the last build recorded: the data's digests, and each page's reads digest with the result it was worked out for. */
interface PreviousReads {
  readsFrom?: ReadsFrom;
  pages: Record<string, { result: RenderedPath; reads?: ReadsDigest }>;
}

const hash = (...parts: Array<string | Buffer>) => parts.reduce((digest, part) => digest.update(part).update('\0'), createHash('sha256')).digest('hex');

/** A page's reads digest as one text, for its key. */
export const readsKey = (reads: ReadsDigest) => (reads.summaries === '' && reads.statuses === '' ? '' : hash(reads.summaries, reads.statuses));

/** The reads digests of this build's pages, from the summaries and statuses the pages render with and the last build's record. */
export function readsDigests(summaries: SummariesByLanguage, statuses: PageStatusesByLanguage, sourceTag: string, previous: PreviousReads) {
  const summaryDigest = summaryDigester(summaries);
  const statusDigest = statusDigester(statuses, summaries, sourceTag);
  const last = previous.readsFrom;
  const summariesFrom = summaryDigest.allDigest();
  const sameSummaries = last?.summaries === summariesFrom;
  // The list fields' digest is worked out only when the summaries changed: otherwise it is the last build's.
  let lists: string | undefined;
  const listsFrom = () => (lists ??= sameSummaries ? last!.lists : summaryDigest.listDigest());
  const statusesFrom = hash(JSON.stringify(statuses), sourceTag);
  let sameStatuses: boolean | undefined;
  const statusesKept = () => (sameStatuses ??= last?.statuses === statusesFrom && last.lists === listsFrom());

  const worked = new Map<string, { result: RenderedPath | undefined; reads: ReadsDigest }>();
  const workOut = (path: string, result: RenderedPath | undefined): ReadsDigest => {
    if (result?.kind !== 'page') return { summaries: '', statuses: '' };
    const known = previous.pages[path];
    const recorded = known?.reads;
    const then = recorded && known.result.kind === 'page' ? known.result : undefined;
    // A page rendered again mostly reads what it read last time: the part is then the recorded one too.
    const readAgain = <K extends 'summaryReads' | 'statusReads'>(key: K) => then !== undefined && (then === result || JSON.stringify(then[key]) === JSON.stringify(result[key]));
    return {
      summaries: sameSummaries && readAgain('summaryReads') ? recorded!.summaries : summaryDigest(result.summaryReads),
      statuses: readAgain('statusReads') && statusesKept() ? recorded!.statuses : statusDigest(result.statusReads),
    };
  };
  return {
    /** The reads digest of the page at `path` that rendering gave `result`, as one text for its key. */
    of(path: string, result: RenderedPath | undefined): string {
      const done = worked.get(path);
      if (done && done.result === result) return readsKey(done.reads);
      const reads = workOut(path, result);
      worked.set(path, { result, reads });
      return readsKey(reads);
    },
    /** The reads digest last worked out for a page's address, to record. */
    known: (path: string) => worked.get(path)?.reads,
    /** Another page's (a not-found page's), worked out afresh. */
    afresh: (result: RenderedPath | undefined) => readsKey(workOut('', result)),
    /** What to record beside the pages' digests. */
    from: (): ReadsFrom => ({ summaries: summariesFrom, statuses: statusesFrom, lists: listsFrom() }),
  };
}
