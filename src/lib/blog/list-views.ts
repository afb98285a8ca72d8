/**
 * What a page shows of a language's list of articles, as views: a page of a tab's grid, the tabs'
 * counts, the featured articles, an article's related ones, one article, whether the language has
 * any translated. Pages read the list through these only (in-language.ts), and each view a page
 * shows is noted (status-reads.ts). The build works each noted view out again from the statuses
 * and summaries as they are now (scripts/status-digest.ts), with these same functions, and renders
 * a page again only when what one of its views shows changed: an article whose translation goes
 * stale moves in its language's lists, and only the pages it moves into or out of change.
 */
import { articleCategories } from '../../content/schemas/article';
import { categoryCounts, newestFirst, pageOf, relatedArticles, type ListedArticle } from './listing';

/** A view of a list: what it shows is worked out by showView. */
export type ListView =
  | { kind: 'grid'; tab: string; page: number }
  | { kind: 'counts' }
  | { kind: 'featured'; count: number }
  | { kind: 'related'; article: ListedArticle; count: number }
  | { kind: 'article'; id: string }
  | { kind: 'anyTranslated' };

/** What a list holds that a view reads: the listing fields, and whether an article is featured. */
export type ViewedArticle = ListedArticle & { featured?: boolean };

/** The tabs' counts: every article, and each of the blog's categories. */
export function showView(list: readonly ViewedArticle[], view: { kind: 'counts' }): Record<string, number>;
/** Whether the language has any article translated (only then has it a feed). */
export function showView(list: readonly ViewedArticle[], view: { kind: 'anyTranslated' }): boolean;
/** The articles a view shows, in the order it shows them. */
export function showView<A extends ViewedArticle>(list: readonly A[], view: Exclude<ListView, { kind: 'counts' | 'anyTranslated' }>): readonly A[];
export function showView(list: readonly ViewedArticle[], view: ListView): readonly ViewedArticle[] | Record<string, number> | boolean;
export function showView(list: readonly ViewedArticle[], view: ListView): readonly ViewedArticle[] | Record<string, number> | boolean {
  switch (view.kind) {
    case 'grid':
      return pageOf(list, view.tab, view.page);
    case 'counts':
      return categoryCounts(list, articleCategories);
    case 'featured':
      return newestFirst(list.filter((article) => article.featured)).slice(0, view.count);
    case 'related':
      return relatedArticles(view.article, list, view.count);
    case 'article': {
      const at = placesIn(list).get(view.id);
      return at === undefined ? [] : [list[at]];
    }
    case 'anyTranslated':
      return list.some((article) => !article.untranslated);
  }
}

const places = new WeakMap<readonly ViewedArticle[], ReadonlyMap<string, number>>();

/** Where each article first stands in a list, by id: made once per list, as every article page shows its own article's view. */
function placesIn(list: readonly ViewedArticle[]): ReadonlyMap<string, number> {
  let known = places.get(list);
  if (!known) {
    const made = new Map<string, number>();
    list.forEach((article, at) => {
      if (!made.has(article.id)) made.set(article.id, at);
    });
    places.set(list, (known = made));
  }
  return known;
}

/**
 * What a view shows, as text for the build's digest: which articles, in what order, each marked
 * when untranslated (its words then the source's); what else a page reads of an article is noted
 * on its own (summary-reads.ts).
 */
export function viewText(list: readonly ViewedArticle[], view: ListView): string {
  const shown = showView(list, view);
  if (!Array.isArray(shown)) return JSON.stringify(shown);
  return (shown as readonly ViewedArticle[]).map((article) => `${article.id}${article.untranslated ? ' untranslated' : ''}`).join('\n');
}
