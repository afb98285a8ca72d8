import { allCategoriesId, categoryId, matchesCategory } from './rules';

/** How many articles a page of the grid shows. */
export const articlesPerPage = 12;

/** What listing, counting and choosing related articles read of an article. */
export interface ListedArticle {
  id: string;
  category: string;
  tags: readonly string[];
  publishDate: string;
  /** In a language other than the source: the language has no up-to-date translation, so the article is listed after those it has, in the source's words. */
  untranslated?: boolean;
}

const sorted = new WeakMap<readonly ListedArticle[], readonly ListedArticle[]>();

/**
 * Newest first, those a language has translated before those it has not (untranslated); articles
 * of the same day by id, so the order never depends on file order. The
 * order of a list is kept for the next call with the same list, since the build asks it for every
 * article page and every grid page of the blog (sorting each time grows with pages × articles).
 */
export function newestFirst<A extends ListedArticle>(articles: readonly A[]): readonly A[] {
  const known = sorted.get(articles) as readonly A[] | undefined;
  if (known) return known;
  // Each article's fields read once, not at every comparison: an article a render notes its reads of (summary-reads.ts)
  // is a proxy, and sorting ten thousand of them through it took a pre-render thread half a second.
  const keyed = articles.map((article) => ({ article, untranslated: Number(Boolean(article.untranslated)), date: article.publishDate, id: article.id }));
  keyed.sort((a, b) => a.untranslated - b.untranslated || (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1));
  const ordered = keyed.map((item) => item.article);
  sorted.set(articles, ordered);
  return ordered;
}

/** How many articles each tab lists: "all" and every category given, counted from the articles. */
export function categoryCounts(articles: readonly ListedArticle[], categories: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = { [allCategoriesId]: articles.length };
  for (const category of categories) counts[categoryId(category)] = 0;
  for (const article of articles) {
    const id = categoryId(article.category);
    counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}

/** The number of grid pages a tab has: at least one, which says so when it is empty. */
export function pageCount(articleCount: number): number {
  return Math.max(1, Math.ceil(articleCount / articlesPerPage));
}

const byTab = new WeakMap<readonly ListedArticle[], Map<string, readonly ListedArticle[]>>();

/** The articles a tab lists, newest first; kept per list and tab like the order, since the build renders every page of every tab's grid. */
function tabArticles<A extends ListedArticle>(articles: readonly A[], tabId: string): readonly A[] {
  let tabs = byTab.get(articles);
  if (!tabs) byTab.set(articles, (tabs = new Map()));
  let listed = tabs.get(tabId) as readonly A[] | undefined;
  if (!listed) tabs.set(tabId, (listed = newestFirst(articles).filter((article) => matchesCategory(article, tabId))));
  return listed;
}

/** The articles of one page of a tab's grid, newest first; page 1 is the first. */
export function pageOf<A extends ListedArticle>(articles: readonly A[], tabId: string, page: number): A[] {
  const start = (page - 1) * articlesPerPage;
  return tabArticles(articles, tabId).slice(start, start + articlesPerPage);
}

const byCategory = new WeakMap<readonly ListedArticle[], ReadonlyMap<string, readonly ListedArticle[]>>();

/** The articles of each category, newest first; kept per list like its order. */
function newestFirstByCategory<A extends ListedArticle>(articles: readonly A[]): ReadonlyMap<string, readonly A[]> {
  const known = byCategory.get(articles) as ReadonlyMap<string, readonly A[]> | undefined;
  if (known) return known;
  const groups = new Map<string, A[]>();
  for (const article of newestFirst(articles)) {
    const group = groups.get(article.category);
    if (group) group.push(article);
    else groups.set(article.category, [article]);
  }
  byCategory.set(articles, groups);
  return groups;
}

/** How many tags each candidate shares, by its position, while mostShared counts (zero between calls), and the positions counted: reused, as the build asks for every article in every language. */
let sharedCounts = new Uint16Array(0);
let counted = new Uint32Array(0);

/** The `count` articles of `candidates` (newest first) sharing the most tags, the newer among equals, never `article` itself. */
function mostShared<A extends ListedArticle>(article: ListedArticle, candidates: readonly A[], count: number): A[] {
  // How many of the article's tags each candidate has, counted from the candidates of each tag: only those sharing one are looked at.
  const byTag = candidatesByTag(candidates);
  const tags = new Set(article.tags);
  let reach = 0;
  for (const tag of tags) reach += byTag.get(tag)?.length ?? 0;
  if (sharedCounts.length < candidates.length) sharedCounts = new Uint16Array(candidates.length);
  if (counted.length < reach) counted = new Uint32Array(reach);
  let touched = 0;
  for (const tag of tags)
    for (const index of byTag.get(tag) ?? []) {
      if (sharedCounts[index] === 0) counted[touched++] = index;
      sharedCounts[index]++;
    }
  // The most shared first, the newer among equals (the candidates are newest first): the best `count` kept in order
  // as they come, rather than all sorted, and a candidate's id read only when it would be kept (reading each one's
  // took most of the time, at ten thousand articles ten times this).
  const best: number[] = [];
  for (let at = 0; at < touched; at++) {
    const index = counted[at];
    const shared = sharedCounts[index];
    let place = best.length;
    while (place > 0 && (shared > sharedCounts[best[place - 1]] || (shared === sharedCounts[best[place - 1]] && index < best[place - 1]))) place--;
    if (place >= count || candidates[index].id === article.id) continue;
    best.splice(place, 0, index);
    if (best.length > count) best.pop();
  }
  const chosen = best.map((index) => candidates[index]);
  // Then, when too few share any, the newest others.
  for (let index = 0; chosen.length < count && index < candidates.length; index++) {
    const other = candidates[index];
    if (sharedCounts[index] === 0 && other.id !== article.id) chosen.push(other);
  }
  for (let at = 0; at < touched; at++) sharedCounts[counted[at]] = 0;
  return chosen;
}

const tagIndexes = new WeakMap<readonly ListedArticle[], ReadonlyMap<string, readonly number[]>>();

/** For each tag, the positions of the candidates that have it (once for each time they list it); kept per list, as every article page of a category asks. */
function candidatesByTag(candidates: readonly ListedArticle[]): ReadonlyMap<string, readonly number[]> {
  let index = tagIndexes.get(candidates);
  if (!index) {
    const made = new Map<string, number[]>();
    candidates.forEach((other, position) => {
      for (const tag of other.tags) {
        const list = made.get(tag);
        if (list) list.push(position);
        else made.set(tag, [position]);
      }
    });
    tagIndexes.set(candidates, (index = made));
  }
  return index;
}

/**
 * The articles to read next: those of the same category first, then those sharing the most tags
 * with it; among equals the newest. An article never suggests itself.
 */
export function relatedArticles<A extends ListedArticle>(article: ListedArticle, articles: readonly A[], count = 2): A[] {
  // Any article of the same category ranks above every other, so the others are looked at only when the category has too few.
  const sameCategory = mostShared(article, newestFirstByCategory(articles).get(article.category) ?? [], count);
  if (sameCategory.length === count) return sameCategory;
  const others = newestFirst(articles).filter((other) => other.category !== article.category);
  return [...sameCategory, ...mostShared(article, others, count - sameCategory.length)];
}
