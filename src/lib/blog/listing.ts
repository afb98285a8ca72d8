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

/** Newest first; articles of the same day by id, so the order never depends on file order. */
export function newestFirst<A extends ListedArticle>(articles: readonly A[]): A[] {
  return [...articles].sort((a, b) => (a.publishDate === b.publishDate ? (a.id < b.id ? -1 : 1) : a.publishDate < b.publishDate ? 1 : -1));
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
  return newestFirst(articles.filter((article) => matchesCategory(article, tabId))).slice(start, start + articlesPerPage);
}

/**
 * The articles to read next: those of the same category first, then those sharing the most tags
 * with it; among equals the newest. An article never suggests itself.
 */
export function relatedArticles<A extends ListedArticle>(article: ListedArticle, articles: readonly A[], count = 2): A[] {
  const tags = new Set(article.tags);
  const shared = (other: ListedArticle) => other.tags.filter((tag) => tags.has(tag)).length;
  const candidates = newestFirst(articles.filter((other) => other.id !== article.id));
  const scored = candidates.map((other, position) => ({ other, position, sameCategory: other.category === article.category ? 1 : 0, shared: shared(other) }));
  scored.sort((a, b) => b.sameCategory - a.sameCategory || b.shared - a.shared || a.position - b.position);
  return scored.slice(0, count).map(({ other }) => other);
}
