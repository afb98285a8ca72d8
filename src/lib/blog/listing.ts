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
  const ordered = [...articles].sort(
    (a, b) => Number(Boolean(a.untranslated)) - Number(Boolean(b.untranslated)) || (a.publishDate === b.publishDate ? (a.id < b.id ? -1 : 1) : a.publishDate < b.publishDate ? 1 : -1),
  );
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
function mostShared<A extends ListedArticle>(article: ListedArticle, candidates: Iterable<A>, count: number): A[] {
  const tags = new Set(article.tags);
  const best: Array<{ other: A; shared: number }> = [];
  for (const other of candidates) {
    if (other.id === article.id) continue;
    let shared = 0;
    for (const tag of other.tags) if (tags.has(tag)) shared++;
    let at = best.length;
    while (at > 0 && best[at - 1].shared < shared) at--;
    if (at < count) {
      best.splice(at, 0, { other, shared });
      if (best.length > count) best.pop();
    }
  }
  return best.map(({ other }) => other);
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
