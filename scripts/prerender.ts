import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { redirects, routeForPath } from '../src/routes';
import { pageBudgets } from './page-budgets';
import { escapeHtml, fillTemplate, redirectPage } from './page-document';

type RenderResult = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string };
type Render = (path: string, readEntry: (collection: string, id: string) => Promise<unknown | null>) => Promise<RenderResult>;
type ServerEntry = { render: Render; setIslandModules: (resolve: (name: string) => string[]) => void };
type Manifest = Record<string, { file: string; imports?: string[] }>;

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** What one page costs a browser before anyone touches it. */
export interface PageSize {
  path: string;
  /** Gzip bytes of the scripts the page loads up front (module scripts and their preloads). */
  javascript: number;
  /** Gzip bytes of the HTML document, CSS included when inlined. */
  html: number;
  /** Whether the CSS is inlined; otherwise the stylesheet is linked first in <head>. */
  cssInlined: boolean;
  /** Gzip bytes the first paint needs: the document, plus the stylesheet when linked. */
  firstPaint: number;
}

export interface PrerenderReport {
  pages: number;
  redirects: number;
  milliseconds: number;
  sizes: PageSize[];
}

/**
 * The document template with the site's CSS two ways: inlined in a <style> (a small page paints
 * from its first round trip) or linked as the first request of <head> (a larger page; the
 * stylesheet is then cached for every other page).
 */
async function stylesheetVariants(dist: string, template: string) {
  const link = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>\s*/.exec(template);
  if (!link) throw new Error('dist/index.html links no stylesheet');
  const css = await readFile(join(dist, link[1]), 'utf8');
  if (css.includes('</style')) throw new Error('The stylesheet contains "</style" and cannot be inlined');
  const withoutLink = template.replace(link[0], '');
  return {
    inlined: withoutLink.replace('<!--app-head-->', `<style>${css}</style><!--app-head-->`),
    linked: withoutLink.replace(/(<meta name="viewport"[^>]*>)/, `$1${link[0].trim()}`),
    cssGzip: gzipSize(css),
  };
}

/** The document of one page: CSS inlined when the whole fits the first round trip, else linked. */
export function chooseDocument(page: string, variants: { inlined: string; linked: string; cssGzip: number }) {
  const inlined = fillTemplate(variants.inlined, page);
  const inlinedGzip = gzipSize(inlined);
  if (inlinedGzip <= pageBudgets.firstRoundTrip) return { html: inlined, cssInlined: true, htmlGzip: inlinedGzip, firstPaint: inlinedGzip };
  const linked = fillTemplate(variants.linked, page);
  const linkedGzip = gzipSize(linked);
  return { html: linked, cssInlined: false, htmlGzip: linkedGzip, firstPaint: linkedGzip + variants.cssGzip };
}

/**
 * The built modules an island needs when it wakes: the hydrate step, its own chunk, and every
 * chunk those import, so the runtime can fetch them in one go. Islands are src/islands/<Name>.tsx.
 */
export function islandModuleResolver(manifest: Manifest): (name: string) => string[] {
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(`/${chunk.file}`)) return;
    into.add(`/${chunk.file}`);
    chunk.imports?.forEach((imported) => collect(imported, into));
  };
  const hydrate = new Set<string>();
  collect('src/islands/hydrate.tsx', hydrate);
  if (hydrate.size === 0) throw new Error('The client manifest has no src/islands/hydrate.tsx');
  return (name) => {
    const modules = new Set(hydrate);
    collect(`src/islands/${name}.tsx`, modules);
    return [...modules];
  };
}

/** Gzip bytes of the scripts a document loads up front: module scripts and modulepreloads. */
async function upfrontJavascript(dist: string, html: string, cache: Map<string, number>): Promise<number> {
  const files = new Set([...html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((match) => match[1]));
  let total = 0;
  for (const file of files) {
    if (!cache.has(file)) cache.set(file, gzipSize(await readFile(join(dist, file))));
    total += cache.get(file)!;
  }
  return total;
}

/** The pages over a budget, each as a sentence; empty when all fit. */
export function overBudget(sizes: PageSize[]): string[] {
  const problems: string[] = [];
  for (const size of sizes) {
    if (size.javascript > pageBudgets.javascriptBeforeInteraction)
      problems.push(`${size.path}: ${size.javascript} bytes of JavaScript before interaction, budget ${pageBudgets.javascriptBeforeInteraction}`);
    if (size.cssInlined && size.firstPaint > pageBudgets.firstRoundTrip)
      problems.push(`${size.path}: ${size.firstPaint} bytes for the first paint, budget ${pageBudgets.firstRoundTrip}`);
  }
  return problems;
}

/** Writes dist/<path>/index.html for every path, the redirect pages, 404.html, sitemap.xml and robots.txt. */
export async function prerenderSite(root: string, dist: string, serverEntry: string): Promise<PrerenderReport> {
  const started = performance.now();
  const variants = await stylesheetVariants(dist, await readFile(join(dist, 'index.html'), 'utf8'));
  const paths = JSON.parse(await readFile(join(root, 'src/generated/paths.json'), 'utf8')) as string[];
  const { site } = (await import(pathToFileURL(join(root, 'src/generated/site.ts')).href)) as { site: { origin: string } };
  const { render, setIslandModules } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  setIslandModules(islandModuleResolver(JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest));
  const readEntry = async (collection: string, id: string) => {
    const text = await readFile(join(root, '.build/entries', collection, `${id}.json`), 'utf8').catch(() => null);
    return text === null ? null : JSON.parse(text);
  };
  const write = async (file: string, text: string) => {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  const scriptSizes = new Map<string, number>();
  const sizes: PageSize[] = [];
  const writePage = async (path: string, file: string, page: string) => {
    const document = chooseDocument(page, variants);
    await write(file, document.html);
    const javascript = await upfrontJavascript(dist, document.html, scriptSizes);
    sizes.push({ path, javascript, html: document.htmlGzip, cssInlined: document.cssInlined, firstPaint: document.firstPaint });
  };

  let redirectCount = 0;
  for (const path of paths) {
    const result = await render(path, readEntry);
    const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
    if (result.kind === 'redirect') {
      await write(file, redirectPage(result.location, site.origin));
      redirectCount++;
      continue;
    }
    if (result.status !== 200) throw new Error(`Pre-rendering ${path} answered ${result.status}`);
    await writePage(path, file, result.html);
  }

  const missing = await render('/__not-found__', readEntry);
  if (missing.kind !== 'page' || missing.status !== 404) throw new Error('The not-found page did not render with status 404');
  await writePage('404.html', join(dist, '404.html'), missing.html);

  const indexable = paths.filter((path) => !redirects.some((r) => r.path === path) && !routeForPath(path)?.noindex);
  await write(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexable
      .map((path) => `  <url><loc>${escapeHtml(site.origin + path)}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  );
  // Demo pages carry a noindex meta tag; robots.txt must let crawlers read it, so it blocks nothing.
  await write(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
  return { pages: sizes.length - 1, redirects: redirectCount, milliseconds: Math.round(performance.now() - started), sizes };
}
