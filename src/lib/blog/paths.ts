import { pathTo } from '../../routes';
import { allCategoriesId, categoryId } from './rules';
import { categoryCounts, pageCount, type ListedArticle } from './listing';

/** The address of one page of a tab's grid: /blog, /blog/page/2, /blog/category/surgery, /blog/category/surgery/page/2. */
export function blogListPath(tabId: string, page = 1): string {
  if (tabId === allCategoriesId) return page === 1 ? pathTo('/blog') : pathTo('/blog/page/:page', { page: String(page) });
  return page === 1 ? pathTo('/blog/category/:category', { category: tabId }) : pathTo('/blog/category/:category/page/:page', { category: tabId, page: String(page) });
}

/** Every listing address of the blog besides /blog itself: each category's first page, and every further page of each tab. */
export function blogListingPaths(articles: readonly ListedArticle[], categories: readonly string[]): string[] {
  const counts = categoryCounts(articles, categories);
  const paths: string[] = [];
  for (const tabId of [allCategoriesId, ...categories.map(categoryId)])
    for (let page = tabId === allCategoriesId ? 2 : 1; page <= pageCount(counts[tabId]); page++) paths.push(blogListPath(tabId, page));
  return paths;
}
