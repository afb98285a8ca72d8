import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import site from '../../content/site/site.json' with { type: 'json' };
import { serverPaths } from '../../src/routes';
import { once, pagePaths } from './helpers';

/** One address a page refers to, as written, with what the crawl needs to judge it. */
interface Reference {
  url: string;
  /** The element and attribute it came from, like "a[href]". */
  from: string;
  /** The rel of a link, for links that leave the site. */
  rel?: string;
}

interface ParsedPage {
  references: Reference[];
  ids: string[];
}

/**
 * Every address a page's HTML refers to, and every id it holds. Parsed by the browser's DOMParser,
 * which runs no script and loads nothing, so the crawl judges the HTML exactly as the server sent it.
 */
function parseInBrowser(page: Page, html: string): Promise<ParsedPage> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const references: Array<{ url: string; from: string; rel?: string }> = [];
    const add = (url: string | null | undefined, from: string, rel?: string) => {
      if (url?.trim()) references.push({ url: url.trim(), from, rel });
    };
    for (const element of doc.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]'))
      add(element.getAttribute('href'), `${element.localName}[href]`, element.getAttribute('rel') ?? '');
    for (const element of doc.querySelectorAll('link[href]')) add(element.getAttribute('href'), `link[rel=${element.getAttribute('rel')}]`);
    for (const element of doc.querySelectorAll('[src]')) add(element.getAttribute('src'), `${element.localName}[src]`);
    for (const element of doc.querySelectorAll('[poster]')) add(element.getAttribute('poster'), `${element.localName}[poster]`);
    for (const element of doc.querySelectorAll('[srcset]'))
      for (const candidate of (element.getAttribute('srcset') ?? '').split(',')) add(candidate.trim().split(/\s+/)[0], `${element.localName}[srcset]`);
    for (const element of doc.querySelectorAll('meta[property^="og:"][content], meta[name^="twitter:"][content]')) {
      const content = element.getAttribute('content') ?? '';
      if (/^(https?:|\/)/.test(content)) add(content, `meta[${element.getAttribute('property') ?? element.getAttribute('name')}]`);
    }
    for (const element of doc.querySelectorAll('meta[http-equiv="refresh"]')) add(/url=(.+)$/i.exec(element.getAttribute('content') ?? '')?.[1], 'meta[refresh]');
    // The modules an island fetches when it wakes: a missing one leaves the island dead.
    for (const element of doc.querySelectorAll('island-root[data-modules]'))
      for (const module of (element.getAttribute('data-modules') ?? '').split(/\s+/)) add(module, 'island-root[data-modules]');
    const linkedData = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(linkedData);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          if ((key === 'url' || key === 'image') && typeof inner === 'string') add(inner, `ld+json ${key}`);
          else linkedData(inner);
        }
    };
    for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) linkedData(JSON.parse(script.textContent ?? 'null'));
    const ids = [...doc.querySelectorAll('[id]')].map((element) => element.id).concat([...doc.querySelectorAll('a[name]')].map((element) => element.getAttribute('name') ?? ''));
    return { references, ids };
  }, html);
}

/** The site's own pages answer at the server under test and at the site's public origin (canonical links, structured data). */
function internalUrl(reference: string, base: URL): URL | null {
  const url = new URL(reference, base);
  if (url.origin === new URL(site.origin).origin) return new URL(`${url.pathname}${url.search}${url.hash}`, base);
  return url.origin === base.origin ? url : null;
}

/**
 * The answer to one address, fetched once. Asked for uncompressed: the server compresses each
 * file at brotli's highest quality the first time it is asked for it, a tenth of a second of CPU a
 * page, and the crawl reads every page in every language; compression has a test of its own
 * (routes.spec.ts), and the body is the same.
 */
async function fetchOnce(request: APIRequestContext, cache: Map<string, Promise<{ status: number; html: string | null }>>, path: string) {
  if (!cache.has(path))
    cache.set(
      path,
      request.get(path, { maxRedirects: 0, headers: { 'Accept-Encoding': 'identity' } }).then(async (response) => ({
        status: response.status(),
        html: (response.headers()['content-type'] ?? '').startsWith('text/html') ? await response.text() : null,
      })),
    );
  return cache.get(path)!;
}

test('crawl: every link, image, script and #fragment on every page resolves, and links that leave the site carry rel="noopener noreferrer"', once, async ({ page, request, baseURL }) => {
  // The HTML is the same at every viewport: once.
  // Every page in every language: several hundred pages on a shared machine.
  test.setTimeout(300_000);
  const base = new URL(baseURL!);
  const fetched = new Map<string, Promise<{ status: number; html: string | null }>>();
  const parsed = new Map<string, ParsedPage>();
  const broken: string[] = [];
  const fragments: Array<{ on: string; page: string; id: string }> = [];
  // From / and every page the build lists, so a page nothing links to is checked too; and from an
  // unknown address, whose 404 page must work wherever it is served.
  const queue = ['/', ...pagePaths, '/no-such/page'];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (parsed.has(path)) continue;
    const { status, html } = await fetchOnce(request, fetched, path);
    if (html === null) continue;
    expect(status, `${path} answers`).toBe(path === '/no-such/page' ? 404 : 200);
    const found = await parseInBrowser(page, html);
    parsed.set(path, found);
    for (const reference of found.references) {
      const where = `${path} → ${reference.url} (${reference.from})`;
      if (/^(mailto|tel):/i.test(reference.url)) continue;
      if (/^(javascript|data|vbscript):/i.test(reference.url)) {
        broken.push(`${where}: a ${reference.url.split(':')[0]}: address`);
        continue;
      }
      const url = internalUrl(reference.url, new URL(path, base));
      if (!url) {
        const rel = new Set((reference.rel ?? '').split(/\s+/));
        if (reference.rel !== undefined && !(rel.has('noopener') && rel.has('noreferrer'))) broken.push(`${where}: leaves the site without rel="noopener noreferrer"`);
        continue;
      }
      // Answered per request by the project's own server, behind a session: its own tests check it.
      if (serverPaths.includes(url.pathname)) continue;
      const target = `${url.pathname}${url.search}`;
      if (target === path && url.hash) {
        fragments.push({ on: where, page: path, id: decodeURIComponent(url.hash.slice(1)) });
        continue;
      }
      const answer = await fetchOnce(request, fetched, target);
      if (answer.status !== 200) {
        broken.push(`${where}: answers ${answer.status}`);
        continue;
      }
      if (answer.html !== null && !parsed.has(url.pathname)) queue.push(url.pathname);
      if (url.hash.length > 1) fragments.push({ on: where, page: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
    }
  }
  for (const fragment of fragments) {
    if (!parsed.get(fragment.page)?.ids.includes(fragment.id)) broken.push(`${fragment.on}: ${fragment.page} has no element with id "${fragment.id}"`);
  }
  expect(broken).toEqual([]);
  // The crawl saw the whole site: every page the build lists, and the files they use.
  expect([...parsed.keys()]).toEqual(expect.arrayContaining(pagePaths));
  expect([...fetched.keys()].some((path) => path.startsWith('/assets/'))).toBe(true);
});
