// The blog as each language lists it. Articles are copied into a language only once translated
// up to date; a language's blog lists those first, then links to the others in the source
// language, marked so. Listing pages, search data and feeds all read it from here, so they agree.
import type { EntrySummary } from '../../content/collections';
import { languages } from '../../generated/languages';
import { blogSummaries } from '../../generated/blog-summaries';
import { blogPage } from '../../generated/site';
import { currentPageLanguage, inLanguage, pathInLanguage, type SiteLanguage } from '../page-language';
import { pathTo } from '../../routes';
import { translatedOnlyIn } from '../page-statuses';
import { blogFeedPath, searchIndexPath } from './search-index';
import { noteSummaryList, readNoted, unnoted } from './summary-reads';

/** An article as a language lists it: `untranslated` when the language has no up-to-date translation of it (its words are the source's). */
export type LanguageArticle = EntrySummary<'blog'> & { untranslated: boolean };

/**
 * The articles in a language: each in its translation when up to date, else in the source
 * language and marked untranslated. The same list (the same array) for every call with the same
 * language, since the listing keeps its order per list. A page that calls it reads the list, and
 * each field it reads of an article is noted (summary-reads.ts), for the build to know what it showed.
 */
export function articlesIn(tag: string): readonly LanguageArticle[] {
  noteSummaryList();
  // Which articles are translated: read here, so noted for the page (page-statuses.ts), and the list is made again when it changes.
  const translated = translatedOnlyIn(tag);
  // Made once for every page that asks (each page notes what it reads of the list, above and through readNoted), so not
  // noted as this page's reads; made again when the summaries are new (the dev server gives them anew after an edit).
  return unnoted(() => {
    const own = inLanguage(blogSummaries, tag);
    const sourceList = inLanguage(blogSummaries, languages[0].tag);
    const known = byLanguage.get(tag);
    if (known?.own === own && known.source === sourceList && known.translated === translated) return known.list;
    const source = new Map(sourceList.map((article) => [article.id, article]));
    const list = own.map((article) => {
      const untranslated = translated ? !translated.has(pathTo('/blog/:id', { id: article.id })) : false;
      // A summary not up to date in the language shows the source's words, never older ones.
      return readNoted({ ...(untranslated ? (source.get(article.id) ?? article) : article), untranslated });
    });
    byLanguage.set(tag, { own, source: sourceList, translated, list });
    return list;
  });
}
/** Each language's list, with the summaries and the translated articles it was made from. */
const byLanguage = new Map<string, { own: readonly object[]; source: readonly object[]; translated: ReadonlySet<string> | undefined; list: readonly LanguageArticle[] }>();

/** The language of the page being rendered; the source's outside a render. */
export function pageLanguage(): SiteLanguage {
  return currentPageLanguage()?.language ?? languages[0];
}

/** The source language, whose words an untranslated article keeps. */
export const sourceLanguage: SiteLanguage = languages[0];

/** The articles of the page's language (see articlesIn). */
export function pageArticles(): readonly LanguageArticle[] {
  return articlesIn(pageLanguage().tag);
}

/** Where a language's blog files are served: its search manifest, and its feed (only a language with an article translated has one). */
export function blogFilesOf(language: SiteLanguage): { searchIndex: string; feed: string | null } {
  const at = (path: string) => pathInLanguage(path, language.tag, sourceLanguage.tag);
  const hasFeed = articlesIn(language.tag).some((article) => !article.untranslated);
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
