import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { blogFeedPath, searchIndexPath } from '../src/lib/blog/search-index.ts';
import { fillTemplate } from './page-document.ts';
import { summariesAtRender, summariesImport } from './bundle-key.ts';
import { entryReader } from './render-pages.ts';
import { loadSummaries } from './summary-digest.ts';

type RenderResult = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string; lang: string; dir: string };

/**
 * Gives the page modules the blog's summaries from the data the content step writes beside their
 * module, as the pre-render does: the module of ten thousand articles took Vite seconds to transform
 * (and again after each edit). Given again when the content step has written them anew, or the
 * module that takes them was loaded anew.
 */
function summariesGiver(server: ViteDevServer, root: string): () => Promise<void> {
  let given: { module: object; stamp: string } | undefined;
  return async () => {
    const module = (await server.ssrLoadModule(`/${summariesAtRender}`)) as typeof import('../src/lib/blog/summaries-at-render.ts');
    const info = await stat(join(root, 'src/generated/blog-summaries.json')).catch(() => null);
    const stamp = info ? `${info.size}:${info.mtimeMs}` : 'missing';
    if (given?.module === module && given.stamp === stamp) return;
    module.setBlogSummaries(await loadSummaries(root));
    given = { module, stamp };
  };
}

/**
 * In the dev server, every page is rendered on the server per request, through the same
 * entry-server and document template as the build, so dev and build cannot differ. Files, modules
 * and Vite's own addresses are served by Vite before this runs.
 */
export function pagesDevPlugin(): Plugin {
  return {
    name: 'pages-dev',
    apply: 'serve',
    // The page modules take the blog's summaries at run time (summariesGiver), as the server bundle does.
    config: (config) => ({ appType: 'custom', resolve: { alias: [{ find: summariesImport, replacement: resolve(config.root ?? process.cwd(), summariesAtRender) }] } }),
    configureServer(server) {
      const root = server.config.root;
      const readEntry = entryReader(root);
      const giveSummaries = summariesGiver(server, root);
      // The page modules load while the content step checks the content on its own thread (no page is served
      // before it ends), so the first page does not wait for them after it; a module the step then writes anew is
      // loaded again. Not on a first start, with nothing generated yet: the first page would find the failure.
      // The blog's summaries are given to them meanwhile too (given again if the step writes them anew).
      if (existsSync(join(root, 'src/generated/site.ts'))) server.ssrLoadModule('/src/entry-server.tsx').then(giveSummaries).catch(() => undefined);
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const url = new URL(request.url ?? '/', 'http://localhost');
          // The blog's search data and feeds in every language, made from the content as it is now, as the build writes them.
          if (url.pathname.endsWith(blogFeedPath) || url.pathname.includes(`${dirname(searchIndexPath)}/`)) {
            await giveSummaries();
            const load = (id: string) => server.ssrLoadModule(id);
            const [{ blogFiles }, { languages }, site, { personCard }, { articlesIn, blogFilesOf }] = await Promise.all([
              load('/scripts/blog-files.ts'),
              load('/src/generated/languages.ts'),
              load('/src/generated/site.ts'),
              load('/src/lib/people.ts'),
              load('/src/lib/blog/in-language.ts'),
            ]);
            const inLanguage = { articlesIn, blogFilesOf } as typeof import('../src/lib/blog/in-language.ts');
            const file = (blogFiles as typeof import('./blog-files.ts').blogFiles)({
              languages,
              articlesIn: inLanguage.articlesIn,
              filesOf: (language) => inLanguage.blogFilesOf(language),
              site: site.site,
              pages: site.pages,
              blogPage: site.blogPage,
              nameOf: (id: string) => (personCard as typeof import('../src/lib/people.ts').personCard)(id)?.name,
            }).get(url.pathname);
            if (file === undefined) return next();
            response.writeHead(200, { 'Content-Type': url.pathname.endsWith('.xml') ? 'application/atom+xml; charset=utf-8' : 'application/json' }).end(file);
            return;
          }
          if ((request.method !== 'GET' && request.method !== 'HEAD') || extname(url.pathname)) return next();
          try {
            await giveSummaries();
            const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as { render: (path: string, read: typeof readEntry) => Promise<RenderResult> };
            const result = await render(url.pathname, readEntry);
            if (result.kind === 'redirect') {
              response.writeHead(result.status, { Location: result.location }).end();
              return;
            }
            const template = await server.transformIndexHtml(url.pathname + url.search, await readFile(join(root, 'index.html'), 'utf8'));
            response.writeHead(result.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(fillTemplate(template, result.html, result));
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}
