// The blog as each language lists it. Articles are copied into a language only once translated
// up to date; a language's blog lists those first, then links to the others in the source
// language, marked so. Listing pages, search data and feeds all read it from here, so they agree.
import type { EntrySummary } from '../../content/collections';
import { languages } from '../../generated/languages';
import { blogSummaries } from '../../generated/blog-summaries';
import { blogPage } from '../../generated/site';
import { currentPageLanguage, inLanguage, pathInLanguage, type SiteLanguage } from '../page-language';
import { translatedOnlyForViews, translatedOnlyIn } from '../page-statuses';
import { noteListView } from '../status-reads';
import { languageList } from './language-list';
import type { ListedArticle } from './listing';
import { showView, type ListView } from './list-views';
import { blogFeedPath, searchIndexPath } from './search-index';
import { noteSummaryList, readNoted, unnoted } from './summary-reads';

/** An article as a language lists it: `untranslated` when the language has no up-to-date translation of it (its words are the source's). */
export type LanguageArticle = EntrySummary<'blog'> & { untranslated: boolean };

/**
 * The articles in a language: each in its translation when up to date, else in the source
 * language and marked untranslated. The same list (the same array) for every call with the same
 * language, since the listing keeps its order per list. A page that calls it reads the whole list,
 * which articles the language has included; each field it reads of an article is noted
 * (summary-reads.ts), for the build to know what it showed. Pages read it through the views below.
 */
export function articlesIn(tag: string): readonly LanguageArticle[] {
  // Which articles are translated: read here, so noted for the page (page-statuses.ts).
  translatedOnlyIn(tag);
  return listIn(tag);
}

/** The list, its read of which articles the language has not noted: articlesIn notes it whole, a view (below) as that view. */
function listIn(tag: string): readonly LanguageArticle[] {
  noteSummaryList();
  const translated = translatedOnlyForViews(tag);
  // Made once for every page that asks (each page notes what it reads of the list, above and through readNoted), so not
  // noted as this page's reads; made again when the summaries or the statuses are new (the dev server gives them anew after an edit).
  return unnoted(() => {
    const own = inLanguage(blogSummaries, tag);
    const sourceList = inLanguage(blogSummaries, languages[0].tag);
    const known = byLanguage.get(tag);
    if (known?.own === own && known.source === sourceList && known.translated === translated) return known.list;
    const list = languageList(own, sourceList, translated, readNoted);
    byLanguage.set(tag, { own, source: sourceList, translated, list });
    return list;
  });
}
/** Each language's list, with the summaries and the translated articles it was made from. */
const byLanguage = new Map<string, { own: readonly object[]; source: readonly object[]; translated: ReadonlySet<string> | undefined; list: readonly LanguageArticle[] }>();

/**
 * What a view of the language `tag`'s list shows (list-views.ts), noted for the page: the build works
 * out again what it shows. A view that many pages show (a grid page, the counts, the featured articles)
 * is worked out once per list and handed to each: views read only the list fields, which no page's
 * notes depend on (summary-reads.ts), so each page still notes what it reads of the articles shown.
 */
function view(tag: string, shown: ListView): ReturnType<typeof showView> {
  const key = JSON.stringify(shown);
  noteListView(tag, key);
  const list = listIn(tag);
  // An article's own view and its related articles are each shown by one page: not kept.
  if (shown.kind === 'related' || shown.kind === 'article') return showView(list, shown);
  let kept = viewsOf.get(list);
  if (!kept) viewsOf.set(list, (kept = new Map()));
  let made = kept.get(key);
  if (made === undefined) kept.set(key, (made = unnoted(() => showView(list, shown))));
  return made;
}
/** The views worked out of each list: gone with the list (a new one after an edit). */
const viewsOf = new WeakMap<readonly LanguageArticle[], Map<string, ReturnType<typeof showView>>>();

/** One page of a tab's grid in the page's language, newest first (listing.ts pageOf). */
export function gridPage(tab: string, page: number): readonly LanguageArticle[] {
  const { tag } = pageLanguage();
  return view(tag, { kind: 'grid', tab, page }) as readonly LanguageArticle[];
}

/** How many articles each tab lists ("all" and each category): the same in every language, which lists every article. */
export function tabCounts(): Record<string, number> {
  const { tag } = pageLanguage();
  return view(tag, { kind: 'counts' }) as Record<string, number>;
}

/** The newest `count` featured articles, in the page's language. */
export function featuredArticles(count: number): readonly LanguageArticle[] {
  const { tag } = pageLanguage();
  return view(tag, { kind: 'featured', count }) as readonly LanguageArticle[];
}

/** The articles to read after `article`, in the page's language (listing.ts relatedArticles). */
export function articlesRelatedTo({ id, category, tags, publishDate }: ListedArticle, count = 2): readonly LanguageArticle[] {
  const { tag } = pageLanguage();
  return view(tag, { kind: 'related', article: { id, category, tags, publishDate }, count }) as readonly LanguageArticle[];
}

/** The article `id` as the page's language lists it; undefined when there is none. */
export function listedArticle(id: string): LanguageArticle | undefined {
  const { tag } = pageLanguage();
  return (view(tag, { kind: 'article', id }) as readonly LanguageArticle[])[0];
}

/** The language of the page being rendered; the source's outside a render. */
export function pageLanguage(): SiteLanguage {
  return currentPageLanguage()?.language ?? languages[0];
}

/** The source language, whose words an untranslated article keeps. */
export const sourceLanguage: SiteLanguage = languages[0];

/** Where a language's blog files are served: its search manifest, and its feed (only a language with an article translated has one). */
export function blogFilesOf(language: SiteLanguage): { searchIndex: string; feed: string | null } {
  const at = (path: string) => pathInLanguage(path, language.tag, sourceLanguage.tag);
  const hasFeed = view(language.tag, { kind: 'anyTranslated' }) as boolean;
  return { searchIndex: at(searchIndexPath), feed: hasFeed ? at(blogFeedPath) : null };
}

/** What a category is called in the page's language (content/site/blog.json categories). */
export function categoryLabel(category: string): string {
  return blogPage.categories.find((item) => item.category === category)?.label ?? category;
}

/** What a tag is called in the page's language (content/site/blog.json tags; the content check makes sure each tag has a name). */
export function tagLabel(tag: string): string {
  return blogPage.tags.find((item) => item.tag === tag)?.label ?? tag;
}
