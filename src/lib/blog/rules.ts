/**
 * The blog's two rules from the product spec, shared by the pages (built at build time) and the
 * search island (in the browser), so both always agree.
 */

/**
 * A category's tab id: the category name lowercased, with every space and ampersand turned into
 * a hyphen ("Patient Stories" → "patient-stories", "Diet & Nutrition" → "diet---nutrition").
 */
export function categoryId(name: string): string {
  return name.toLowerCase().replace(/[ &]/g, '-');
}

/** The id of the tab that lists every article. */
export const allCategoriesId = 'all';

/** Whether an article belongs under a tab: "all" takes every article, any other tab the articles whose category gives its id. */
export function matchesCategory(article: { category: string }, tabId: string): boolean {
  return tabId === allCategoriesId || categoryId(article.category) === tabId;
}

/** The spec's search rule: the text typed, as typed, is part of the title or the excerpt, ignoring case. Nothing typed matches everything. */
export function matchesSearch(article: { title: string; excerpt: string }, query: string): boolean {
  const needle = query.toLowerCase();
  return article.title.toLowerCase().includes(needle) || article.excerpt.toLowerCase().includes(needle);
}
