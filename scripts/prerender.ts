import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { entryFingerprints } from '../src/content/entry-manifest';
import { translatedEntriesDir } from '../src/content/translated-dir';
import { languageOfPath, pathsInEveryLanguage, readLanguagePlan, sitemapPages, type LanguagePlan } from './language-paths';
import { shareImagePath } from '../src/lib/share-image';
import { routeForPath, serverPaths } from '../src/routes';
import { pageBudgets } from './page-budgets';
import { foldAttribute } from '../src/lib/first-screen';
import type { DocumentVariants } from './page-document';
import { keptAsItWas, localImports, planPages, threadShares, type CachedPage } from './page-plan';
import { fileForPath, type RenderedPath, type RenderJob } from './render-pages';
import { stylesheetPicker, type PageCss, type PageCssRequest } from './page-css';
import { keptPicks } from './page-css-kept';
import type { ParentMessage, WorkerMessage, WorkerStart } from './prerender-worker';
import type { ShareMeta } from './share-meta';
import { writeSitemap } from './sitemap';
import { notFoundFiles } from './not-found-files';
import { removeEmptyFolders } from './empty-folders';
import { bundledStep } from './bundled-step';
import { loadSummaries } from './summary-digest';
import { readsDigests, type ReadsFrom } from './reads-digests';
import { importGenerated } from './generated-module';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** What one page costs a browser before anyone touches it. */
interface PageSize {
  path: string;
  /** Gzip bytes (level 9) of the scripts that run before any touch: those the page loads up front (module scripts and their preloads) and those written in it. */
  javascript: number;
  /** Bytes of the HTML document, its CSS included, uncompressed (its first screen's gzip bytes are `firstPaint`). */
  htmlBytes: number;
  /** Whether the page's CSS is inlined: always, now; no page links a stylesheet that blocks its first paint. */
  cssInlined: boolean;
  /** Gzip bytes of the page's inlined CSS on its own (a little over what it adds to the document, where gzip shares strings with the HTML). */
  css: number;
  /** Gzip bytes the first paint needs: the document with its CSS. */
  firstPaint: number;
}

interface PrerenderReport {
  /** Links to addresses the build did not write, as sentences; the build fails on any. */
  brokenLinks: string[];
  pages: number;
  redirects: number;
  /** Pages rendered this time; the others were unchanged since the last build and kept. */
  rendered: number;
  milliseconds: number;
  sizes: PageSize[];
  /** The share image each page (and 404.html) names, by the page's address. */
  shares: Array<{ path: string; share: ShareMeta; language: string }>;
}

/** What the last build rendered: a key per address of everything its page was made from. */
interface PrerenderCache {
  /** The digests of the summaries' and statuses' data the pages' reads digests were worked out from. */
  readsFrom?: ReadsFrom;
  pages: Record<string, CachedPage>;
  /** Each language's not-found page, by its file (404.html, ar/404.html…): made from the build's inputs only. */
  notFound?: Record<string, CachedPage>;
}

const cacheFile = (root: string) => join(root, '.build/prerender-cache.json');
const hash = (...parts: Array<string | Buffer>) => parts.reduce((digest, part) => digest.update(part).update('\0'), createHash('sha256')).digest('hex');

/**
 * The document template without its render-blocking stylesheet link, and the stylesheet: each page
 * inlines the part it uses (page-css.ts). The whole stylesheet is named on the runtime's script,
 * which the script last in <body> adds once the page has painted (runtime-loader.ts): nothing fetches
 * it before the first island wakes and applies it, for what islands add later (the drawer, toasts,
 * search results), so it neither blocks the first paint nor holds back the load event (a stylesheet
 * link would, even with a media that does not apply), and every other page then has it in the cache.
 */
async function stylesheetVariants(dist: string, template: string): Promise<DocumentVariants> {
  const link = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>\s*/.exec(template);
  if (!link) throw new Error('The document template links no stylesheet');
  const css = await readFile(join(dist, link[1]), 'utf8');
  if (css.includes('</style')) throw new Error('The stylesheet contains "</style" and cannot be inlined');
  return {
    template: template.replace(link[0], ''),
    css,
  };
}

/**
 * The built modules an island needs when it wakes, in the order the runtime reads them: the
 * hydrate step, the island's own chunk, then every chunk those import. Islands are src/islands/<Name>.tsx.
 */
export function islandModuleResolver(manifest: Manifest): (name: string) => string[] {
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(`/${chunk.file}`)) return;
    into.add(`/${chunk.file}`);
    chunk.imports?.forEach((imported) => collect(imported, into));
  };
  const fileOf = (key: string) => {
    if (!manifest[key]) throw new Error(`The client manifest has no ${key}: is it an entry in vite.config.ts?`);
    return `/${manifest[key].file}`;
  };
  return (name) => {
    const imported = new Set<string>();
    collect('src/islands/hydrate.tsx', imported);
    collect(`src/islands/${name}.tsx`, imported);
    return [...new Set([fileOf('src/islands/hydrate.tsx'), fileOf(`src/islands/${name}.tsx`), ...imported])];
  };
}

/**
 * The pages over a budget, each as a sentence naming the page and its bytes (the largest first
 * figure first within each budget); empty when all fit. The build fails on any: JavaScript before
 * interaction, the page's inlined CSS, and the first round trip (HTML and CSS up to the page's fold).
 */
export function overBudget(sizes: PageSize[]): string[] {
  const problems: string[] = [];
  for (const size of sizes) {
    if (size.javascript > pageBudgets.javascriptBeforeInteraction)
      problems.push(`${size.path}: ${size.javascript} bytes of JavaScript before interaction, budget ${pageBudgets.javascriptBeforeInteraction}`);
    if (size.css > pageBudgets.pageCss) problems.push(`${size.path}: ${size.css} bytes of inlined CSS, budget ${pageBudgets.pageCss}`);
  }
  const overRoundTrip = sizes.filter((size) => size.firstPaint > pageBudgets.firstRoundTrip).sort((a, b) => b.firstPaint - a.firstPaint);
  for (const size of overRoundTrip)
    problems.push(
      `${size.path}: ${size.firstPaint} bytes for the first paint (gzip of its HTML up to the fold with its inlined CSS, the CSS ${size.css} on its own), ${size.firstPaint - pageBudgets.firstRoundTrip} over the first round trip's ${pageBudgets.firstRoundTrip}: shorten the words its first screen shows (before the element marked ${foldAttribute}), in the content of its language`,
    );
  return problems;
}

/** Each link of a page to an address that is neither a page nor a file the build wrote. */
export function findBrokenLinks(results: RenderedPath[], written: ReadonlySet<string>): string[] {
  return results.flatMap((result) =>
    result.kind === 'page' ? result.links.filter((link) => !written.has(link)).map((link) => `${result.path} links to ${link}, which the build did not write`) : [],
  );
}

/** The entry a page is rendered from, as "collection/id.json" under .build/entries, if it shows one. */
function entryFileFor(path: string): string | null {
  const route = routeForPath(path);
  if (route?.entry) return `${route.entry.collection}/${route.entry.id}.json`;
  if (route?.entries) return `${route.entries}/${path.slice(path.lastIndexOf('/') + 1)}.json`;
  return null;
}

/** At most this many pre-render threads: each loads its own React and server bundle, so more costs memory for little gain. */
const maxThreads = 4;
/** The old-generation heap of each pre-render thread, in MB. */
const workerHeapMb = 256;
/** Fewer pages than this a thread are rendered faster here than a thread can start. */
const pagesPerThread = 400;
/**
 * How many pages the first thread is given while the keys are worked out: half a thread's share, so that
 * when there turn out to be enough pages for more threads, the first's share is still at least as many.
 */
const givenEarly = pagesPerThread / 2;
/** How many pages' keys are worked out between two pauses, in which the threads' requests for CSS are answered. */
const keysAtOnce = 128;

/**
 * The worker's code as plain JavaScript (prerender-worker.ts and the project's files it imports;
 * packages stay imports), bundled by esbuild into .build/steps/ and kept while its inputs are
 * unchanged (bundled-step.ts). A worker thread does not inherit a TypeScript loader: registering
 * tsx's in it costs each worker seconds of CPU before its first page (every module it loads,
 * React's and the server bundle's included, goes through the loader's own thread).
 */
async function bundledWorker(root: string): Promise<URL> {
  return pathToFileURL(await bundledStep(root, 'prerender-worker.ts'));
}

/**
 * A first pre-render thread, started by the build before its content step when the last build's
 * server bundle is there: it loads the bundle (about a second of a rebuild after one edit) while the
 * content step runs on the other core. The build ends it if the bundles are made again, else hands it
 * to prerenderSite, which ends it if no page is to be rendered. Pages are read only when rendered,
 * so loading the bundle before the content step has written them changes nothing.
 */
export function startFirstThread(root: string, serverDir: string): Promise<PrerenderThread> {
  const thread = bundledWorker(root).then((module) => startThread(module, join(serverDir, 'entry-server.js')));
  thread.catch(() => undefined);
  return thread;
}

/** A pre-render thread, loading the server bundle from its start; `run` gives it its pages, once. */
export interface PrerenderThread {
  /** Renders the job's pages; when `open`, more may follow (`more`) until `end`. Resolves to every page's result. */
  run(job: RenderJob, pickCss: (request: PageCssRequest) => PageCss, open?: boolean): Promise<RenderedPath[]>;
  /** More pages of an open job, with the not-found pages among them. */
  more(paths: string[], notFoundFiles?: Record<string, string>): void;
  /** No more pages will come. */
  end(): void;
  /** Ends a thread that was given no pages. */
  stop(): Promise<void>;
}

function startThread(workerModule: URL, serverEntry: string): PrerenderThread {
  const worker = new Worker(workerModule, {
    workerData: { serverEntry } satisfies WorkerStart,
    env: { ...process.env, NODE_ENV: 'production' },
    // Not this process's TypeScript loader and source maps: the worker runs bundled JavaScript only
    // (profiled when this process is: node --cpu-prof).
    execArgv: process.execArgv.filter((flag) => flag.startsWith('--cpu-prof')),
    // A worker keeps little between pages (about 75 MB at ten thousand articles); a small old
    // generation makes V8 collect often instead of growing each thread's heap towards gigabytes.
    resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
  });
  // What befalls the thread before it is given its pages, said when it is.
  let ended: Error | undefined;
  const early = (error: Error) => (ended ??= error);
  const exitedEarly = (code: number) => (ended ??= new Error(`A pre-render worker stopped with code ${code}`));
  worker.on('error', early).on('exit', exitedEarly);
  return {
    run: (job, pickCss, open = false) =>
      new Promise<RenderedPath[]>((resolve, reject) => {
        worker.off('error', early).off('exit', exitedEarly);
        if (ended) return reject(ended);
        worker.on('message', (message: WorkerMessage) => {
          if (message.kind === 'done') resolve(message.results);
          else worker.postMessage({ kind: 'css', id: message.id, css: pickCss(message.request) } satisfies ParentMessage);
        });
        worker.once('error', reject);
        worker.once('exit', (code) => code !== 0 && reject(new Error(`A pre-render worker stopped with code ${code}`)));
        worker.postMessage({ kind: 'job', job, open } satisfies ParentMessage);
      }),
    more: (paths, notFoundFiles) => worker.postMessage({ kind: 'more', paths, notFoundFiles } satisfies ParentMessage),
    end: () => worker.postMessage({ kind: 'end' } satisfies ParentMessage),
    stop: async () => {
      await worker.terminate();
    },
  };
}

/**
 * Renders pages on worker threads as they are found to need it: one per core when there are many (at
 * most maxThreads), else one. The first thread (started early: prerenderSite) is given the first pages
 * found at once, up to half a thread's share, and renders them while this thread works out the keys of the
 * others (at ten thousand articles, seconds after an edit that changes the statuses); `finish` gives out
 * the rest. Never on this thread, even for one page: here every module the server bundle loads (React's
 * included) would load again, on the thread that works out the keys and answers every thread's CSS.
 */
function pageRenders(job: Omit<RenderJob, 'paths'>, workerModule: Promise<URL>, first: Promise<PrerenderThread>, buildKey: string) {
  // One picker for every thread: the CSS of each kind of page is worked out once, not once a thread (nor again a build).
  const picks = keptPicks(job.root, buildKey, () => stylesheetPicker(job.variants.css, job.variants.template).pick);
  const given = new Set<string>();
  let firstRun: Promise<RenderedPath[]> | undefined;
  return {
    /** The pages given out already. */
    given: given as ReadonlySet<string>,
    /** Pages found to need rendering: the first thread takes them at once, up to givenEarly. */
    async found(paths: readonly string[]): Promise<void> {
      const taken = paths.slice(0, Math.max(0, givenEarly - given.size));
      if (taken.length === 0) return;
      for (const path of taken) given.add(path);
      const thread = await first;
      if (firstRun) thread.more(taken);
      else {
        firstRun = thread.run({ ...job, paths: taken }, picks.pick, true);
        firstRun.catch(() => undefined);
      }
    },
    /** Renders the rest (the not-found pages among them) and resolves to every page's result; with none at all, ends the first thread. */
    async finish(rest: readonly string[], notFoundFiles: Record<string, string>): Promise<RenderedPath[]> {
      const total = given.size + rest.length;
      const thread = await first;
      if (total === 0) {
        await thread.stop();
        return [];
      }
      const threads = Math.max(1, Math.min(availableParallelism(), maxThreads, Math.ceil(total / pagesPerThread)));
      const shares = threadShares(rest, threads, given.size);
      let firstResults: Promise<RenderedPath[]>;
      if (firstRun) {
        if (shares[0].length > 0) thread.more(shares[0], notFoundFiles);
        thread.end();
        firstResults = firstRun;
      } else firstResults = thread.run({ ...job, paths: shares[0], notFoundFiles }, picks.pick);
      const module = await workerModule;
      const results = await Promise.all([
        firstResults,
        ...shares.slice(1).map((paths) => startThread(module, job.serverEntry).run({ ...job, paths, notFoundFiles }, picks.pick)),
      ]);
      await picks.save();
      return results.flat();
    },
  };
}

/** Every file of scripts/ the pre-render step runs, found by following its own imports from this file. */
async function documentCodeFiles(scriptsDir: string): Promise<string[]> {
  const found = new Set<string>();
  const visit = async (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const source = await readFile(join(scriptsDir, file), 'utf8').catch(() => '');
    await Promise.all(localImports(source).map(visit));
  };
  await Promise.all(['prerender.ts', 'prerender-worker.ts'].map(visit));
  return [...found].sort().map((file) => join(scriptsDir, file));
}

/** Everything the pages are made from besides their own entries, and the key of it all: change any, and every page renders anew. */
async function renderInputs(root: string, dist: string, serverDir: string, templateFile: string) {
  // Read at once, not one after the other: loading the site module alone (bundled by esbuild, in its
  // own process) took about 160 ms of a rebuild after one edit, which the other reads now overlap.
  const [variants, manifestText, plan, pathList, { site }, serverFiles, { islandLoaders }, documentCode, summaries] = await Promise.all([
    readFile(templateFile, 'utf8').then((template) => stylesheetVariants(dist, template)),
    readFile(join(dist, '.vite/manifest.json'), 'utf8'),
    readLanguagePlan(root),
    readFile(join(root, 'src/generated/paths.json'), 'utf8').then((text) => JSON.parse(text) as string[]),
    importGenerated<{ site: { origin: string } }>(root, 'site.ts'),
    // The server bundle is what renders every page; the scripts that wrap it into documents are found by their imports.
    readdir(serverDir, { recursive: true, withFileTypes: true }).then((entries) => entries.filter((file) => file.isFile()).map((file) => join(file.parentPath, file.name)).sort()),
    import('../src/islands/registry'),
    documentCodeFiles(join(root, 'scripts')),
    loadSummaries(root),
  ]);
  const resolveModules = islandModuleResolver(JSON.parse(manifestText) as Manifest);
  const paths = pathsInEveryLanguage(pathList, plan);
  const islandModules = Object.fromEntries(Object.keys(islandLoaders).map((name) => [name, resolveModules(name)]));
  const buildKey = hash(variants.template, variants.css, manifestText, JSON.stringify(islandModules), ...(await Promise.all([...serverFiles, ...documentCode].map((file) => readFile(file)))));
  const job: Omit<RenderJob, 'paths'> = { root, dist, serverEntry: join(serverDir, 'entry-server.js'), variants, islandModules, origin: site.origin, summaries, statuses: plan.statuses };
  return { paths, origin: site.origin, buildKey, job, plan, summaries };
}

/**
 * A page's result as the record keeps it: without its links, which were checked when it was rendered
 * (a kept page's are not checked again). They were most of the record, read and written on every build.
 */
const withoutLinks = (result: RenderedPath): RenderedPath => (result.kind === 'page' && result.links.length > 0 ? { ...result, links: [] } : result);

/** Whether a file is there: asked of a few thousand files a build, a synchronous call costs a fraction of a promise's. */
const exists = (file: string) => existsSync(file);

/** What the last build recorded, and the addresses of its pages whose files are still in dist/. */
export interface LastRecord {
  cache: PrerenderCache;
  onDisk: ReadonlySet<string>;
}

/**
 * The last build's record and which of its pages are still on disk. The build reads it while the content step runs
 * (nothing it reads is written before the pre-render but the file the bundler writes over, see withFilesReplaced): at
 * ten thousand articles, parsing the record and looking for
 * every page's file took about a third of a second of a rebuild after one edit.
 */
export async function readLastRecord(root: string, dist: string): Promise<LastRecord> {
  const cache = JSON.parse(await readFile(cacheFile(root), 'utf8').catch(() => '{"pages":{}}')) as PrerenderCache;
  return { cache, onDisk: new Set(Object.keys(cache.pages).filter((path) => exists(fileForPath(dist, path)))) };
}

/**
 * The last build's record without the pages whose files were written over since it was read: the bundler writes the
 * document template where the home page belongs (bundle.ts), so bundles made again leave no home page on disk,
 * though its key may be unchanged (bundles that came out the same, after an edit of a comment or of the settings).
 */
export function withFilesReplaced(record: LastRecord, dist: string, files: readonly string[]): LastRecord {
  const replaced = new Set(files);
  return { cache: record.cache, onDisk: new Set([...record.onDisk].filter((path) => !replaced.has(fileForPath(dist, path)))) };
}

/** The entry files translated into `tag` (like "blog/x.json"): read once, so a page with no translation costs no failed read. */
async function translatedFiles(root: string, tag: string): Promise<Set<string>> {
  const folder = join(root, translatedEntriesDir, tag);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return new Set(entries.filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/')));
}

/** The key of each page's inputs: the build's, its address, and the entry it shows. */
async function pageKeys(root: string, paths: readonly string[], buildKey: string, plan: LanguagePlan): Promise<Map<string, string>> {
  const fingerprints = await entryFingerprints(root);
  const translated = new Map(await Promise.all(plan.languages.slice(1).map(async (language) => [language.tag, await translatedFiles(root, language.tag)] as const)));
  const keys = new Map<string, string>();
  await Promise.all(
    paths.map(async (path) => {
      const { language, sourcePath } = languageOfPath(path, plan);
      const entryFile = entryFileFor(sourcePath);
      // What the content step wrote the entry from, when it recorded it; else the entry file itself.
      const entry = entryFile ? (fingerprints.get(entryFile) ?? (await readFile(join(root, '.build/entries', entryFile)).catch(() => ''))) : '';
      // A page in another language shows its entry's translation when there is one.
      const translation =
        entryFile && translated.get(language.tag)?.has(entryFile) ? await readFile(join(root, translatedEntriesDir, language.tag, entryFile)).catch(() => '') : '';
      keys.set(path, hash(buildKey, path, entry, translation));
    }),
  );
  return keys;
}

/**
 * The share image each page names as its own (and the not-found page's), with the page's language
 * tag: a translated page names its own image, drawn in its script; a page shown in English in
 * another language names the English page's, which that page says what it shows.
 */
export function ownShares(results: readonly RenderedPath[], origin: string, plan: LanguagePlan): Array<{ path: string; share: ShareMeta; language: string }> {
  return results.flatMap((result) => {
    if (result.kind !== 'page' || !result.share) return [];
    const own = result.path === '404.html' || result.share.image === `${origin}${shareImagePath(result.path)}`;
    return own ? [{ path: result.path, share: result.share, language: languageOfPath(result.path, plan).language.tag }] : [];
  });
}

/** Removes the pages of addresses that are gone, and their folders when nothing else lives there. */
async function removePages(dist: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await rm(fileForPath(dist, path), { force: true });
    await removeEmptyFolders(fileForPath(dist, path), dist);
  }
}

/** What each page, and then each language's not-found page (404.html, ar/404.html…), costs before interaction, in the order of `paths`. */
async function measurePages(dist: string, paths: readonly string[], results: RenderedPath[], notFounds: RenderedPath[]): Promise<PageSize[]> {
  const scriptSizes = new Map<string, number>();
  const scriptGzip = async (file: string) => {
    if (!scriptSizes.has(file)) scriptSizes.set(file, gzipSync(await readFile(join(dist, file)), { level: 9 }).length);
    return scriptSizes.get(file)!;
  };
  const position = new Map(paths.map((path, index) => [path, index]));
  const sizes: PageSize[] = [];
  for (const result of [...[...results].sort((a, b) => position.get(a.path)! - position.get(b.path)!), ...notFounds]) {
    if (result.kind !== 'page') continue;
    let javascript = result.inlineJavascript;
    for (const file of new Set(result.scripts)) javascript += await scriptGzip(file);
    sizes.push({ path: result.path, javascript, htmlBytes: result.htmlBytes, cssInlined: result.cssInlined, css: result.cssGzip, firstPaint: result.firstPaint });
  }
  return sizes;
}

/** Links of the pages rendered now (kept pages were checked when rendered) to addresses that are neither pages nor files. */
async function brokenLinksOf(dist: string, paths: readonly string[], checked: RenderedPath[]): Promise<string[]> {
  const pathSet = new Set(paths);
  const files = checked.flatMap((result) => (result.kind === 'page' ? result.links.filter((link) => !pathSet.has(link)) : []));
  const existing = [...new Set(files)].filter((file) => exists(join(dist, file)));
  return findBrokenLinks(checked, new Set([...pathSet, ...serverPaths, ...existing]));
}

/**
 * Writes dist/<path>/index.html for every path, the redirect pages, 404.html, sitemap.xml and
 * robots.txt. A page whose inputs (the server bundle, the document template and CSS, the islands'
 * modules, the scripts that wrap pages, and the entry it shows) are the same as at the last build keeps its file.
 */
export async function prerenderSite(
  root: string,
  dist: string,
  serverDir: string,
  templateFile: string,
  started: Promise<PrerenderThread> = startFirstThread(root, serverDir),
  /** Files another step is writing into dist/ meanwhile (the blog's feeds and search data), which pages link to: the links are checked once they are written. */
  filesBeside: Promise<unknown> = Promise.resolve(),
  /** The last build's record, read meanwhile (readLastRecord), while nothing has written dist/'s pages since. */
  lastRecord: Promise<LastRecord> = readLastRecord(root, dist),
): Promise<PrerenderReport> {
  const startedAt = performance.now();
  // The first pre-render thread (started by the build, else now) loads the server bundle while this
  // one works out which pages to render (about half a second of a rebuild after one edit); it is ended if there are none.
  const workerModule = bundledWorker(root);
  const first = started;
  const { paths, origin, buildKey, job, plan: languagePlan, summaries } = await renderInputs(root, dist, serverDir, templateFile);
  const { cache: previousCache, onDisk } = await lastRecord;
  const previous = previousCache.pages;
  const reads = readsDigests(summaries, languagePlan.statuses, languagePlan.languages[0].tag, previousCache);
  const baseKeys = await pageKeys(root, paths, buildKey, languagePlan);
  // A page's key adds what it read of the blog's summaries and of the page statuses when it was rendered, as they are now.
  const keyOf = (path: string, result: RenderedPath | undefined) => hash(baseKeys.get(path)!, reads.of(path, result));
  const renders = pageRenders({ ...job, knownPaths: [...paths, ...serverPaths] }, workerModule, first, buildKey);
  // Worked out a few at a time, each page found to need rendering given out at once (pageRenders), with a pause
  // between, in which the threads' requests for CSS are answered.
  const plannedKeys = new Map<string, string>();
  for (let start = 0; start < paths.length; start += keysAtOnce) {
    const found: string[] = [];
    for (const path of paths.slice(start, start + keysAtOnce)) {
      const key = keyOf(path, previous[path]?.result);
      plannedKeys.set(path, key);
      if (!keptAsItWas(previous[path], key, () => onDisk.has(path))) found.push(path);
    }
    if (found.length > 0) await renders.found(found);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const plan = planPages(paths, plannedKeys, previous, (path) => onDisk.has(path));
  // The not-found page of each language shows no entry: it is kept while the build's inputs are the same and its file is there.
  const notFoundPages = notFoundFiles(languagePlan.languages);
  const notFoundKey = (file: string, result: RenderedPath | undefined) => hash(buildKey, 'not found', file, reads.afresh(result));
  const keptNotFound = new Map<string, RenderedPath>();
  for (const page of notFoundPages) {
    const cached = previousCache.notFound?.[page.file];
    if (cached && cached.key === notFoundKey(page.file, cached.result) && exists(join(dist, page.file))) keptNotFound.set(page.file, cached.result);
  }
  const notFoundToRender = notFoundPages.filter((page) => !keptNotFound.has(page.file));
  // They render with the others, on the pre-render threads; with nothing to render, the first thread is ended.
  const rest = [...plan.toRender.filter((path) => !renders.given.has(path)), ...notFoundToRender.map((page) => page.render)];
  const renderedWithNotFound = await renders.finish(rest, Object.fromEntries(notFoundToRender.map((page) => [page.render, page.file])));
  const notFoundRenders = new Set(notFoundToRender.map((page) => page.render));
  const rendered = renderedWithNotFound.filter((result) => !notFoundRenders.has(result.path));
  const freshNotFound = notFoundToRender.map((page) => ({ ...renderedWithNotFound.find((result) => result.path === page.render)!, path: page.file }));
  const [notFound, ...otherNotFounds] = notFoundPages.map((page) => keptNotFound.get(page.file) ?? freshNotFound.find((result) => result.path === page.file)!);
  await removePages(dist, plan.toRemove);

  const results = [...plan.kept, ...rendered];
  const pages: Record<string, CachedPage> = {};
  // A kept page read what it read last time: its key is the one it was kept by.
  for (const result of plan.kept) pages[result.path] = { key: plannedKeys.get(result.path)!, result, reads: reads.known(result.path) };
  for (const result of rendered) pages[result.path] = { key: keyOf(result.path, result), result: withoutLinks(result), reads: reads.known(result.path) };
  const sizes = await measurePages(dist, paths, results, [notFound, ...otherNotFounds]);

  const lastmodOf = new Map(results.map((result) => [result.path, result.kind === 'page' ? result.lastmod : null]));
  const sourcePaths = paths.filter((path) => languageOfPath(path, languagePlan).language === languagePlan.languages[0]);
  await writeSitemap(dist, origin, sitemapPages(sourcePaths, languagePlan, (path) => lastmodOf.get(path) ?? null));
  await filesBeside;
  const brokenLinks = await brokenLinksOf(dist, paths, [...rendered, ...freshNotFound]);
  const notFoundCache = Object.fromEntries([notFound, ...otherNotFounds].map((result) => [result.path, { key: notFoundKey(result.path, result), result }]));
  // A build that fails keeps no record, so the next one renders and checks every page again.
  if (brokenLinks.length === 0) await writeFile(cacheFile(root), JSON.stringify({ readsFrom: reads.from(), pages, notFound: notFoundCache } satisfies PrerenderCache));
  else await rm(cacheFile(root), { force: true });
  return {
    brokenLinks,
    pages: sizes.length - notFoundPages.length,
    redirects: results.filter((result) => result.kind === 'redirect').length,
    rendered: rendered.length,
    milliseconds: Math.round(performance.now() - startedAt),
    sizes,
    shares: ownShares([...results, notFound], origin, languagePlan),
  };
}
