import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EntrySummary, SingletonData } from '../src/content/collections';
import { atomFeed } from '../src/lib/blog/feed';
import { newestFirst } from '../src/lib/blog/listing';
import { blogFeedPath, searchIndexPath, searchPartPath, splitIntoParts, type SearchManifest, type SearchRow } from '../src/lib/blog/search-index';
import { pathTo } from '../src/routes';

/** What the blog's files are made from: the generated modules, as the build or the dev server loads them. */
interface BlogFileSources {
  blogSummaries: EntrySummary<'blog'>[];
  site: SingletonData<'site'>;
  pages: SingletonData<'pages'>;
  blogPage: SingletonData<'blogPage'>;
  /** The name of the person with this id. */
  nameOf: (id: string) => string | undefined;
}

/**
 * The blog's static files beside its pages, by address: the search data (a manifest and the
 * articles in parts, which the search box loads on the first keystroke) and the Atom feed.
 */
export function blogFiles({ blogSummaries, site, pages, blogPage, nameOf }: BlogFileSources): Map<string, string> {
  const articles = newestFirst(blogSummaries);
  const pathOf = (id: string) => pathTo('/blog/:id', { id });
  const files = new Map<string, string>();

  const rows: SearchRow[] = articles.map((article) => [pathOf(article.id), article.title, article.excerpt, article.category, article.publishDate, article.readingMinutes]);
  const parts = splitIntoParts(rows);
  const version = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 12);
  parts.forEach((part, index) => files.set(searchPartPath(index, version).split('?')[0], JSON.stringify(part)));
  files.set(searchIndexPath, JSON.stringify({ parts: parts.length, version } satisfies SearchManifest));

  const blogMeta = pages.pages.find((page) => page.path === pathTo('/blog'))!;
  const feed = atomFeed({
    articles: articles.map((article) => ({ ...article, author: nameOf(article.author) ?? site.name, path: pathOf(article.id) })),
    origin: site.origin,
    title: blogPage.feedTitle,
    description: blogMeta.description,
    feedPath: blogFeedPath,
    blogPath: pathTo('/blog'),
  });
  files.set(blogFeedPath, feed);
  return files;
}

/** Writes the blog's files into dist/ before the pages are rendered, so the link checker finds the feed the pages link to. */
export async function writeBlogFiles(root: string, dist: string): Promise<void> {
  const generated = (file: string) => import(pathToFileURL(join(root, 'src/generated', file)).href);
  const [{ blogSummaries }, { site, pages, blogPage }, { personCard }] = (await Promise.all([
    generated('blog-summaries.ts'),
    generated('site.ts'),
    import('../src/lib/people'),
  ])) as [Pick<BlogFileSources, 'blogSummaries'>, Pick<BlogFileSources, 'site' | 'pages' | 'blogPage'>, typeof import('../src/lib/people')];
  const files = blogFiles({ blogSummaries, site, pages, blogPage, nameOf: (id) => personCard(id)?.name });
  await rm(join(dist, dirname(searchIndexPath)), { recursive: true, force: true });
  for (const [path, text] of files) {
    await mkdir(join(dist, dirname(path)), { recursive: true });
    await writeFile(join(dist, path), text);
  }
}

// `tsx scripts/blog-files.ts`: the build runs it in a process of its own, so the articles it loads are not held while pages render.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  await writeBlogFiles(root, join(root, 'dist'));
}
