import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { redirects, routeForPath } from '../src/routes';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;
type RenderResult = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string };
type Render = (path: string, readEntry: (collection: string, id: string) => Promise<unknown | null>) => Promise<RenderResult>;

const HOISTED_RUN = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;

/**
 * React renders a page's <title>, <meta> and <link> tags first, ahead of the markup; they
 * belong in <head>. Returns that leading run and the rest.
 */
export function hoistHead(html: string): { head: string; body: string } {
  const head = HOISTED_RUN.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A page that forwards without JavaScript (meta refresh), tells search engines the new address, and forwards at once with it. */
export function redirectPage(to: string, origin: string): string {
  const target = escapeHtml(to);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>This page has moved</title><link rel="canonical" href="${escapeHtml(origin + to)}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${target}"><script>location.replace(${JSON.stringify(to)}+location.search+location.hash)</script></head><body><p>This page has moved to <a href="${target}">${target}</a>.</p></body></html>\n`;
}

/** The JS files a page template needs, so the browser fetches them with the page instead of after the app starts. */
function preloadsFor(template: string | undefined, manifest: Manifest): string {
  if (!template) return '';
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(`src/pages/${template}.tsx`);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

export interface PrerenderReport {
  pages: number;
  redirects: number;
  milliseconds: number;
  /** Bytes of JavaScript, gzipped, that the home page loads before it is interactive. */
  homeFirstLoadJsGzip: number;
}

/** Gzipped size of the scripts a page loads up front: its entry and every module it preloads. */
export async function firstLoadJsGzip(dist: string, html: string): Promise<number> {
  const files = new Set([...html.matchAll(/<(?:script[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((match) => match[1]));
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(dist, file)), { level: 9 }).length;
  return total;
}

/** Writes dist/<path>/index.html for every path, the redirect pages, 404.html, sitemap.xml and robots.txt. */
export async function prerenderSite(root: string, dist: string, serverEntry: string): Promise<PrerenderReport> {
  const started = performance.now();
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const paths = JSON.parse(await readFile(join(root, 'src/generated/paths.json'), 'utf8')) as string[];
  const { site } = (await import(pathToFileURL(join(root, 'src/generated/site.ts')).href)) as { site: { origin: string } };
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
  const readEntry = async (collection: string, id: string) => {
    const text = await readFile(join(dist, '_content', collection, `${id}.json`), 'utf8').catch(() => null);
    return text === null ? null : JSON.parse(text);
  };

  const fill = (html: string, extraHead: string, status: number) => {
    const { head, body } = hoistHead(html);
    let page = template.replace('<!--app-head-->', head + extraHead).replace('<!--app-html-->', body);
    if (status === 404) page = page.replace('<html lang="en">', '<html lang="en" data-status="404">');
    return page;
  };
  const write = async (file: string, text: string) => {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  };

  let pages = 0;
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
    await write(file, fill(result.html, preloadsFor(routeForPath(path)?.template, manifest), 200));
    pages++;
  }

  const missing = await render('/__not-found__', readEntry);
  if (missing.kind !== 'page' || missing.status !== 404) throw new Error('The not-found page did not render with status 404');
  await write(join(dist, '404.html'), fill(missing.html, '', 404));

  const indexable = paths.filter((path) => !redirects.some((r) => r.path === path) && !routeForPath(path)?.noindex);
  await write(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexable
      .map((path) => `  <url><loc>${escapeHtml(site.origin + path)}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  );
  // Demo pages carry a noindex meta tag; robots.txt must let crawlers read it, so it blocks nothing.
  await write(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
  const homeFirstLoadJs = await firstLoadJsGzip(dist, await readFile(join(dist, 'index.html'), 'utf8'));
  return { pages, redirects: redirectCount, milliseconds: Math.round(performance.now() - started), homeFirstLoadJsGzip: homeFirstLoadJs };
}
