/**
 * The blog's two rules from the product spec, shared by the pages (built at build time) and the
 * search island (in the browser), so both always agree.
 */
import { searchFold } from '../search-text';

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

/** The spec's search rule: the text typed is part of the title or the excerpt, ignoring case, accents and Arabic diacritics and letter variants (searchFold). Nothing typed matches everything. */
export function matchesSearch(article: { title: string; excerpt: string }, query: string): boolean {
  const needle = searchFold(query);
  return searchFold(article.title).includes(needle) || searchFold(article.excerpt).includes(needle);
}

/** An article made ready for many searches: its title and excerpt folded for search (searchFold) once, not on every keystroke. */
export interface SearchableArticle<T> {
  article: T;
  title: string;
  excerpt: string;
}

export function searchable<T extends { title: string; excerpt: string }>(article: T): SearchableArticle<T> {
  return { article, title: searchFold(article.title), excerpt: searchFold(article.excerpt) };
}

/**
 * The same rule as `matchesSearch` over many articles, for a search box: the articles whose
 * title or excerpt holds the text, ignoring case. `previous` (the last text and what it found)
 * makes a keystroke that adds to the text look only among what the shorter text found: text
 * that holds the longer one holds the shorter one too.
 */
export function searchArticles<T>(
  articles: readonly SearchableArticle<T>[],
  query: string,
  previous?: { query: string; found: readonly SearchableArticle<T>[] },
): SearchableArticle<T>[] {
  const needle = searchFold(query);
  const pool = previous && previous.query !== '' && needle.startsWith(searchFold(previous.query)) ? previous.found : articles;
  return pool.filter((item) => item.title.includes(needle) || item.excerpt.includes(needle));
}

/** A search over one list of articles that remembers its last text, so typing on looks only among what was found. */
export function narrowingSearch<T extends { title: string; excerpt: string }>(articles: readonly T[]): (query: string) => T[] {
  const prepared = articles.map(searchable);
  let last: { query: string; found: SearchableArticle<T>[] } | undefined;
  return (query) => {
    const found = searchArticles(prepared, query, last);
    last = { query, found };
    return found.map((item) => item.article);
  };
}
