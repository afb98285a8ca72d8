import { createHash } from 'node:crypto';
import type { SingletonData } from '../src/content/collections';
import { atomFeed } from '../src/lib/blog/feed';
import type { LanguageArticle } from '../src/lib/blog/in-language';
import { newestFirst } from '../src/lib/blog/listing';
import { searchPartPath, splitIntoParts, type SearchManifest, type SearchRow } from '../src/lib/blog/search-index';
import { inLanguage, pathInLanguage, type SiteLanguage } from '../src/lib/page-language';
import { pathTo } from '../src/routes';

/** What the blog's files are made from: the generated modules, as the build or the dev server loads them. */
interface BlogFileSources {
  /** The site's languages, the source first. */
  languages: readonly SiteLanguage[];
  /** A language's articles, those it has not translated marked (src/lib/blog/in-language.ts). */
  articlesIn: (tag: string) => readonly LanguageArticle[];
  /** Where a language's search manifest and feed are served (src/lib/blog/in-language.ts); no feed for a language without an article translated. */
  filesOf: (language: SiteLanguage) => { searchIndex: string; feed: string | null };
  site: SingletonData<'site'>;
  pages: SingletonData<'pages'>;
  blogPage: SingletonData<'blogPage'>;
  /** The name of the person with this id. */
  nameOf: (id: string) => string | undefined;
}

/**
 * The blog's static files beside its pages, by address, for every language: the search data (a
 * manifest and the articles in parts, which the search box loads on the first keystroke) and the
 * Atom feed. A language's search holds every article, in its words where translated and else in
 * the source's, marked so; its feed holds only the articles it has translated, the newest of them.
 */
export function blogFiles({ languages, articlesIn, filesOf, site, pages, blogPage, nameOf }: BlogFileSources): Map<string, string> {
  const files = new Map<string, string>();
  const source = languages[0];
  for (const language of languages) {
    const articles = newestFirst(articlesIn(language.tag));
    const at = (path: string) => pathInLanguage(path, language.tag, source.tag);
    const pathOf = (article: LanguageArticle) => (article.untranslated ? pathTo('/blog/:id', { id: article.id }) : at(pathTo('/blog/:id', { id: article.id })));
    const { searchIndex, feed: feedPath } = filesOf(language);

    const rows = articles.map((article): SearchRow => {
      const row: SearchRow = [pathOf(article), article.title, article.excerpt, article.category, article.publishDate, article.readingMinutes];
      if (article.untranslated) row.push([source.locale, source.tag, source.direction]);
      return row;
    });
    const parts = splitIntoParts(rows);
    const version = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 12);
    parts.forEach((part, index) => files.set(searchPartPath(searchIndex, index, version).split('?')[0], JSON.stringify(part)));
    files.set(searchIndex, JSON.stringify({ parts: parts.length, version } satisfies SearchManifest));

    if (!feedPath) continue;
    const words = inLanguage(blogPage, language.tag);
    const blogMeta = inLanguage(pages, language.tag).pages.find((page) => page.path === pathTo('/blog'))!;
    const feed = atomFeed({
      articles: articles.filter((article) => !article.untranslated).map((article) => ({ ...article, author: nameOf(article.author) ?? site.name, path: pathOf(article) })),
      count: blogPage.feedArticles,
      origin: site.origin,
      title: words.feedTitle,
      description: blogMeta.description,
      feedPath,
      blogPath: at(pathTo('/blog')),
      language: language.locale,
    });
    files.set(feedPath, feed);
  }
  return files;
}
