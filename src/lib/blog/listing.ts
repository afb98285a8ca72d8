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

/** The `count` articles of `candidates` (newest first) sharing the most tags, the newer among equals, never `article` itself. */
function mostShared<A extends ListedArticle>(article: ListedArticle, candidates: readonly A[], count: number): A[] {
  // How many of the article's tags each candidate has, counted from the candidates of each tag: only those sharing one are looked at.
  const byTag = candidatesByTag(candidates);
  const shared = new Map<number, number>();
  for (const tag of new Set(article.tags)) for (const index of byTag.get(tag) ?? []) shared.set(index, (shared.get(index) ?? 0) + 1);
  // The most shared first, the newer among equals (the candidates are newest first); then, when too few share any, the newest others.
  const sharing = [...shared].filter(([index]) => candidates[index].id !== article.id).sort(([a, sharedA], [b, sharedB]) => sharedB - sharedA || a - b);
  const best = sharing.slice(0, count).map(([index]) => candidates[index]);
  for (let index = 0; best.length < count && index < candidates.length; index++) {
    const other = candidates[index];
    if (!shared.has(index) && other.id !== article.id) best.push(other);
  }
  return best;
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
