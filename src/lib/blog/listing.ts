import { allCategoriesId, categoryId, matchesCategory } from './rules';

/** How many articles a page of the grid shows. */
export const articlesPerPage = 12;

/** What listing, counting and choosing related articles read of an article. */
export interface ListedArticle {
  id: string;
  category: string;
  tags: readonly string[];
  publishDate: string;
}

const sorted = new WeakMap<readonly ListedArticle[], readonly ListedArticle[]>();

/**
 * Newest first; articles of the same day by id, so the order never depends on file order. The
 * order of a list is kept for the next call with the same list, since the build asks it for every
 * article page and every grid page of the blog (sorting each time grows with pages × articles).
 */
export function newestFirst<A extends ListedArticle>(articles: readonly A[]): readonly A[] {
  const known = sorted.get(articles) as readonly A[] | undefined;
  if (known) return known;
  const ordered = [...articles].sort((a, b) => (a.publishDate === b.publishDate ? (a.id < b.id ? -1 : 1) : a.publishDate < b.publishDate ? 1 : -1));
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

/** The articles of one page of a tab's grid, newest first; page 1 is the first. */
export function pageOf<A extends ListedArticle>(articles: readonly A[], tabId: string, page: number): A[] {
  const start = (page - 1) * articlesPerPage;
  return newestFirst(articles).filter((article) => matchesCategory(article, tabId)).slice(start, start + articlesPerPage);
}

/**
 * The articles to read next: those of the same category first, then those sharing the most tags
 * with it; among equals the newest. An article never suggests itself.
 */
export function relatedArticles<A extends ListedArticle>(article: ListedArticle, articles: readonly A[], count = 2): A[] {
  const tags = new Set(article.tags);
  // One pass over the articles newest first, keeping the best `count`: a later one replaces a kept one only when it scores higher.
  const best: Array<{ other: A; sameCategory: number; shared: number }> = [];
  const higher = (a: { sameCategory: number; shared: number }, b: { sameCategory: number; shared: number }) => a.sameCategory - b.sameCategory || a.shared - b.shared;
  for (const other of newestFirst(articles)) {
    if (other.id === article.id) continue;
    const scored = { other, sameCategory: other.category === article.category ? 1 : 0, shared: other.tags.filter((tag) => tags.has(tag)).length };
    let at = best.length;
    while (at > 0 && higher(scored, best[at - 1]) > 0) at--;
    if (at < count) {
      best.splice(at, 0, scored);
      if (best.length > count) best.pop();
    }
  }
  return best.map(({ other }) => other);
}
