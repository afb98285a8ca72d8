import type { ReadsDigest } from './reads-digests';
import type { RenderedPath } from './render-pages';

/** What the last build rendered at one address: the key of its inputs, and what rendering it gave. */
export interface CachedPage {
  key: string;
  result: RenderedPath;
  /** The digest of what the page read of the blog's summaries and the page statuses, as they were then: each part kept while its data is the same. */
  reads?: ReadsDigest;
}

/** What this build does with each address: keep last build's file, render it anew, or remove a page that is gone. */
interface PagePlan {
  kept: RenderedPath[];
  toRender: string[];
  toRemove: string[];
}

/** Whether the page the last build rendered (`cached`) stands: its key is `key`, and its file is there. */
export function keptAsItWas(cached: CachedPage | undefined, key: string | undefined, fileExists: () => boolean): boolean {
  return cached !== undefined && cached.key === key && fileExists();
}

/**
 * Which pages to keep, render or delete. A page is kept only when its inputs' key is the one the
 * last build recorded and its file is still on disk; a page of the last build whose address is
 * gone (a deleted entry) is removed, so it cannot stay reachable.
 */
export function planPages(
  paths: readonly string[],
  keyOf: ReadonlyMap<string, string>,
  previous: Readonly<Record<string, CachedPage>>,
  fileExists: (path: string) => boolean,
): PagePlan {
  const plan: PagePlan = { kept: [], toRender: [], toRemove: [] };
  for (const path of paths) {
    const cached = previous[path];
    if (keptAsItWas(cached, keyOf.get(path), () => fileExists(path))) plan.kept.push(cached!.result);
    else plan.toRender.push(path);
  }
  const current = new Set(paths);
  plan.toRemove = Object.keys(previous).filter((path) => !current.has(path));
  return plan;
}

/**
 * The pages each of `threads` threads renders of `rest`, the first having been given `firstHas` already: shares
 * of about the same size in all, each thread taking every so many pages in turn, so that none gets only the
 * heavy kinds (the route table lists pages kind by kind); the first thread's surplus goes to the others.
 */
export function threadShares(rest: readonly string[], threads: number, firstHas: number): string[][] {
  const shares: string[][] = Array.from({ length: threads }, () => []);
  rest.forEach((path, index) => shares[index % threads].push(path));
  if (threads === 1) return shares;
  const surplus = shares[0].splice(Math.max(0, Math.round((rest.length + firstHas) / threads) - firstHas));
  surplus.forEach((path, index) => shares[1 + (index % (threads - 1))].push(path));
  return shares;
}

/** The relative modules a source file imports ("./page-document" → "page-document.ts"), as the pre-render step's code is found. */
export function localImports(source: string): string[] {
  return [...source.matchAll(/^import[^'"]*['"]\.\/([\w-]+)(?:\.ts)?['"]/gm)].map((match) => `${match[1]}.ts`);
}
