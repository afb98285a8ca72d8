import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { islandModulesIn, pageDocument, type DocumentVariants } from './page-document';
import { loadedAfterPaint } from './runtime-loader';
import { stylesheetPicker, type PageCss, type PageCssRequest } from './page-css';
import { inlineScripts } from './inline-scripts';
import { shareMeta, type ShareMeta } from './share-meta';
import { latestContentDate } from './sitemap';
import { translatedEntriesDir } from '../src/content/translated-dir';
import type { SummariesByLanguage } from '../src/lib/blog/summaries-at-render';
import type { SummaryReads } from '../src/lib/blog/summary-reads';
import type { PageStatusesByLanguage } from '../src/lib/statuses-at-render';
import type { StatusReads } from '../src/lib/status-reads';
import type { RenderResult } from '../src/entry-server';

type ServerEntry = {
  render: (path: string, readEntry: (collection: string, id: string, languageTag?: string) => Promise<unknown | null>) => Promise<RenderResult>;
  setIslandModules: (resolve: (name: string) => string[]) => void;
  setBlogSummaries: (lists: SummariesByLanguage) => void;
  setPageStatuses: (statuses: PageStatusesByLanguage) => void;
};

/** What the pre-render step needs to render pages, in this thread or in a worker. */
export interface RenderJob {
  root: string;
  dist: string;
  serverEntry: string;
  variants: DocumentVariants;
  /** The modules each island needs, by island name (from the client manifest). */
  islandModules: Record<string, string[]>;
  origin: string;
  paths: string[];
  /** Addresses no route matches, each rendered to its file (relative to dist/, like "ar/404.html"), expecting status 404: the not-found page of each language. */
  notFoundFiles?: Record<string, string>;
  /** Addresses known to be written (the build's pages, the server's): links to them are not reported, so results stay small at any number of pages. */
  knownPaths?: string[];
  /** The blog's summaries in each language, which the server bundle is given rather than built with (summaries-at-render.ts). */
  summaries: SummariesByLanguage;
  /** How each page stands in each language, which the server bundle is given rather than built with (statuses-at-render.ts). */
  statuses: PageStatusesByLanguage;
}

/** One rendered address: its page document's sizes, or where it forwards to. */
export type RenderedPath =
  | {
      path: string;
      kind: 'page';
      /** Bytes of the HTML document as written, uncompressed. */
      htmlBytes: number;
      cssInlined: boolean;
      cssGzip: number;
      firstPaint: number;
      scripts: string[];
      /** Gzip bytes (level 9) of the scripts written in the document itself, together: they run before any touch as fetched ones do. */
      inlineJavascript: number;
      /** Addresses inside the site the page links to or loads, except the job's known paths. */
      links: string[];
      share: ShareMeta | null;
      /** The latest content date the page shows, for the sitemap. */
      lastmod: string | null;
      /** What the page read of the blog's summaries (summary-digest.ts keys the page on it). */
      summaryReads: SummaryReads;
      /** What the page read of the page statuses (status-digest.ts keys the page on it). */
      statusReads: StatusReads;
    }
  | { path: string; kind: 'redirect'; location: string };

/** Reads an entry as the content step wrote it: its translation into a language when it has one up to date, else the source's. */
export function entryReader(root: string) {
  const read = async (file: string) => {
    const text = await readFile(file, 'utf8').catch(() => null);
    return text === null ? null : (JSON.parse(text) as unknown);
  };
  return async (collection: string, id: string, languageTag?: string) =>
    (languageTag ? await read(join(root, translatedEntriesDir, languageTag, collection, `${id}.json`)) : null) ?? read(join(root, '.build/entries', collection, `${id}.json`));
}

/** The file a static host answers an address with. */
export function fileForPath(dist: string, path: string): string {
  return path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
}

/** How many pages render at once in one thread: enough to overlap file reads with rendering. */
const concurrency = 8;

/** Works out the CSS of a request (page-css.ts): here, or on the thread that started this one, which serves every pre-render thread. */
export type CssPicker = (request: PageCssRequest) => PageCss | Promise<PageCss>;

/** CSS worked out or asked for, kept per thread: enough for a site's kinds of pages, few enough to stay small at any number of pages. */
const cssKept = 256;

/**
 * Renders each path to its file under dist/, a few at a time; each page's CSS comes from `pickCss` when given.
 * `more`, when given, is asked once every path of `job.paths` is taken: it resolves true once more were
 * added to it (and to `job.notFoundFiles`), false when no more will come.
 */
export async function renderPages(job: RenderJob, redirectPage: (to: string) => string, pickCss?: CssPicker, more?: () => Promise<boolean>): Promise<RenderedPath[]> {
  const server = (await import(/* @vite-ignore */ pathToFileURL(job.serverEntry).href)) as ServerEntry;
  server.setIslandModules((name) => job.islandModules[name] ?? []);
  server.setBlogSummaries(job.summaries);
  server.setPageStatuses(job.statuses);
  // Read the stylesheet once per thread; each page then gets the part it uses.
  const picker = stylesheetPicker(job.variants.css, job.variants.template);
  const pick = pickCss ?? picker.pick;
  const kept = new Map<string, PageCss | Promise<PageCss>>();
  const cssFor = (html: string) => {
    const request = picker.request(html);
    let css = kept.get(request.key);
    if (css === undefined) {
      if (kept.size >= cssKept) kept.clear();
      kept.set(request.key, (css = pick(request)));
    }
    return css;
  };
  const readEntry = entryReader(job.root);
  const known = new Set(job.knownPaths);
  const results: RenderedPath[] = new Array(job.paths.length);
  let next = 0;
  const work = async () => {
    for (;;) {
      if (next >= job.paths.length) {
        if (more && (await more())) continue;
        return;
      }
      const index = next++;
      const path = job.paths[index];
      const result = await server.render(path, readEntry);
      const notFoundFile = job.notFoundFiles?.[path];
      const notFound = notFoundFile !== undefined;
      const file = notFound ? join(job.dist, notFoundFile) : fileForPath(job.dist, path);
      // Written at once, not through the thread pool: a page's few small system calls cost less than the promises around them.
      mkdirSync(dirname(file), { recursive: true });
      if (result.kind === 'redirect') {
        writeFileSync(file, redirectPage(result.location));
        results[index] = { path, kind: 'redirect', location: result.location };
        continue;
      }
      if (result.status !== (notFound ? 404 : 200)) throw new Error(`Pre-rendering ${path} answered ${result.status}`);
      const document = pageDocument(result.html, job.variants.template, await cssFor(result.html), result);
      writeFileSync(file, document.html);
      // The runtime counts too, though a script last in <body> adds it only after the first paint (runtime-loader.ts).
      const scripts = [...document.html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g), ...document.html.matchAll(loadedAfterPaint)].map((match) => match[1]);
      const inline = inlineScripts(document.html).join('\n');
      // Copied through JSON: strings cut from the document by a regular expression keep the whole
      // document alive in V8, so a worker would otherwise hold every page it rendered until it ends.
      results[index] = detached({
        path,
        kind: 'page',
        htmlBytes: document.htmlBytes,
        cssInlined: document.cssInlined,
        cssGzip: document.cssGzip,
        firstPaint: document.firstPaint,
        scripts,
        inlineJavascript: inlineGzip(inline),
        links: internalLinks(document.html).filter((link) => !known.has(link)),
        share: shareMeta(document.html),
        lastmod: latestContentDate(document.html),
        summaryReads: result.summaryReads,
        statusReads: result.statusReads,
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, work));
  return results;
}

/** A copy of a small result that shares no string with the document it was read from. */
/** The gzip size of a page's inline scripts; every page of a build writes the same few, so each is compressed once. */
const inlineSizes = new Map<string, number>();
function inlineGzip(source: string): number {
  if (!source) return 0;
  if (!inlineSizes.has(source)) inlineSizes.set(source, gzipSync(source, { level: 9 }).length);
  return inlineSizes.get(source)!;
}

const detached = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every address inside the site a document links to or loads (href, src, island modules), without query or fragment. */
export function internalLinks(html: string): string[] {
  const targets = new Set<string>();
  for (const [, value] of html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)) targets.add(value.replace(/&amp;/g, '&').split(/[?#]/)[0]);
  for (const list of Object.values(islandModulesIn(html))) for (const module of list) targets.add(module);
  return [...targets].filter((target) => target !== '' && !target.startsWith('//'));
}
