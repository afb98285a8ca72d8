/** `npm run build`: content step, client bundle (islands), server bundle, then every page pre-rendered to dist/. */
import './production-env';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledStep } from './bundled-step';
import { generatedGivenAtRunTime } from './given-at-run-time';
import { importGenerated } from './generated-module';
import type { SiteLanguage } from '../src/lib/page-language';
import type { Site } from '../src/content/schemas/site';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
/** How long each step took, the CPU it used and this process's peak memory by its end, printed at the end so a slow or large build says where it went. */
const phases: string[] = [];
let phaseStart = started;
let cpuStart = cpuSeconds();
const phase = (name: string) => {
  const [now, cpu] = [performance.now(), cpuSeconds()];
  const used = cpu === null || cpuStart === null ? '' : `, ${(cpu - cpuStart).toFixed(1)} s CPU`;
  phases.push(`${name} ${Math.round(now - phaseStart)} ms${used} (${Math.round(process.resourceUsage().maxRSS / 1024)} MB)`);
  [phaseStart, cpuStart] = [now, cpu];
};
// The content step, the bundler and the blog's files run in processes of their own: what they hold is gone when
// they end, so their memory does not add to the pre-render's (the build's peak is the largest step's).
// It runs as plain JavaScript (bundled-step.ts): without the TypeScript loader, a rebuild after one edit spends a second less in it.
const contentStep = bundledStep(root, 'build-content.ts').then((file) => runStep(file, ['--skip-unchanged'], []));
// The bundler's step runs as plain JavaScript too (bundle-step.ts), made ready meanwhile; it runs only when the bundles are made again.
const bundleStep = bundledStep(root, 'bundle-step.ts');
bundleStep.catch(() => undefined);
// And the blog files' step, which takes the summaries and the page statuses from their data, as the pre-render does
// (blog-files-step.ts). It imports generated modules (the languages, the site's words), so it is bundled, or found to
// stand, only once the content step has written them: bundled meanwhile, it was made from the last build's.
const blogFilesStep = contentStep.then(() => bundledStep(root, 'blog-files-step.ts', [generatedGivenAtRunTime(root)]));
blogFilesStep.catch(() => undefined);
// Meanwhile this process loads the code of the steps after it (none of it reads what the content step writes):
// on a rebuild after one edit, that loading took as long as the content step itself, one after the other.
const steps = Promise.all([
  import('./bundle-key'),
  import('./bundle'),
  import('./blog-files-record'),
  import('./filter-rewrites'),
  import('./build-summary'),
  import('./prerender'),
  import('./page-budgets'),
  import('./security-headers'),
  import('./not-found-files'),
  import('./share-images'),
]);
steps.catch(() => undefined);
const serverOut = join(root, '.build/server');
// The pre-render's first thread loads the last build's server bundle meanwhile, on the other core
// (prerender.ts, startFirstThread); it is ended below if the bundles are made again.
const firstThread = existsSync(join(serverOut, 'entry-server.js')) ? import('./prerender').then(({ startFirstThread }) => startFirstThread(root, serverOut)) : undefined;
firstThread?.catch(() => undefined);
// And reads the last build's record of its pages, and which are still on disk: nothing before the pre-render writes them.
const lastRecord = import('./prerender').then(({ readLastRecord }) => readLastRecord(root, join(root, 'dist')));
lastRecord.catch(() => undefined);
if ((await contentStep) !== 0) process.exit(1);
// The generated modules the steps below read, loaded meanwhile (esbuild bundles each, in its own process, while this one goes on).
for (const file of ['site.ts', 'languages.ts']) importGenerated(root, file).catch(() => undefined);
const [
  { currentBundleKey },
  { keepBundles },
  { blogFilesKept, blogFilesKey },
  { writeRedirects },
  { overBudgetSummary },
  { overBudget, prerenderSite, withFilesReplaced },
  { pageBudgets },
  { headerRules, headersFile, nginxSnippet },
  { notFoundFiles },
  { writeShareImages },
] = await steps;
phase('content');

const dist = join(root, 'dist');
// dist/ is kept between builds, so pages whose inputs did not change keep their files (see prerender.ts).
const template = join(root, '.build/document.html');
const bundleInputs = await currentBundleKey(root);
const kept = await keepBundles({ root, dist, serverOut, template }, bundleInputs);
if (!kept) await firstThread?.then((thread) => thread.stop(), () => undefined);
if (!kept && (await runStep(await bundleStep, [bundleInputs], [])) !== 0) process.exit(1);
phase(kept ? 'bundles (inputs unchanged, kept)' : 'bundles');
// In a process of its own too: it loads every article's summary, which the pre-render step's own process need not hold.
// It runs while the pages render (on a rebuild after a title edit, mostly one thread): the pre-render checks the
// links to its files once it has ended.
const blogKey = await blogFilesKey(root, bundleInputs);
const blogKept = await blogFilesKept(root, dist, blogKey);
const blogFilesWritten = blogKept
  ? Promise.resolve()
  : blogFilesStep.then((step) => runStep(step, [blogKey], [])).then((code) => {
      if (code !== 0) process.exit(1);
    });
blogFilesWritten.catch(() => undefined);
// Bundles made again wrote the document template over the home page's file (bundle.ts): the page is made again too.
const lastPages = kept ? lastRecord : lastRecord.then((record) => withFilesReplaced(record, dist, [join(dist, 'index.html')]));
const report = await prerenderSite(root, dist, serverOut, template, kept ? firstThread : undefined, blogFilesWritten, lastPages);
await blogFilesWritten;
await rm(join(dist, '.vite'), { recursive: true, force: true });
phase(`${blogKept ? 'blog files (inputs unchanged, kept)' : 'blog files'} and pre-render`);
const { origin, languages } = await siteOf(root);
const shareImages = await writeShareImages(
  root,
  dist,
  origin,
  report.shares.map(({ language, ...share }) => ({ ...share, language: languages.find((known) => known.tag === language) })),
);
phase('share images');
await writeSecurityHeaders(root, dist, await readFile(template, 'utf8'));
await writeRedirects(root, dist);
await writeFile(join(root, '.build/page-sizes.json'), `${JSON.stringify(report.sizes, null, 1)}\n`);
phase('headers, sizes');

const largest = (key: 'javascript' | 'firstPaint') => report.sizes.reduce((max, size) => (size[key] > max[key] ? size : max));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const inlined = report.sizes.filter((size) => size.cssInlined).length;
console.log(
  `Built ${report.pages} pages (${report.rendered} rendered, the others unchanged since the last build), ${report.redirects} redirect${report.redirects === 1 ? '' : 's'} and 404.html in ${Math.round(performance.now() - started)} ms (pre-rendering ${report.milliseconds} ms).\n` +
    `JavaScript before interaction: at most ${kb(largest('javascript').javascript)} gzip (${largest('javascript').path}). ` +
    `CSS inlined on ${inlined} of ${report.sizes.length} pages; largest first paint ${largest('firstPaint').firstPaint.toLocaleString('en-GB')} of ${pageBudgets.firstRoundTrip.toLocaleString('en-GB')} bytes (${largest('firstPaint').path}). Sizes: .build/page-sizes.json\n` +
    `Share images: ${shareImages.images} (${shareImages.drawn} drawn, the others from the cache).\n` +
    `Steps, with their CPU time and the peak memory of the build's process by their end: ${phases.join(', ')}.`,
);
if (report.brokenLinks.length > 0) {
  console.error(`\nBroken links:\n${report.brokenLinks.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
const overSummary = overBudgetSummary(overBudget(report.sizes), report.sizes.length, '.build/page-sizes.json');
if (overSummary) {
  console.error(`\n${overSummary}`);
  process.exit(1);
}

/**
 * The CPU seconds (user and system) of this process, its threads and the child processes it has
 * waited for: a step's CPU time on a machine others share, where its wall time says little. Read
 * from /proc (clock ticks of 1/100 s, as Linux counts them for processes); null where there is none.
 */
function cpuSeconds(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which may itself hold spaces and brackets: utime, stime, cutime, cstime are the 14th to 17th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return null;
  }
}

/**
 * Runs a script in a child process, its output shown as it comes; resolves to its exit code. A script
 * of scripts/ by its name runs with the TypeScript loader (`execArgv`; this process runs bundled, without
 * it: build-start.mjs); a bundled one, by its path, with none.
 */
function runStep(script: string, args: string[] = [], execArgv = ['--import', 'tsx']): Promise<number> {
  const child = spawn(process.execPath, [...execArgv, resolve(root, 'scripts', script), ...args], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The site's public origin and its languages, from the generated content. */
async function siteOf(root: string): Promise<Pick<Site, 'origin' | 'languages'>> {
  const { site } = await importGenerated<{ site: Site }>(root, 'site.ts');
  return site;
}

/** The response headers for the built site: dist/_headers, and an nginx snippet in .build/. */
async function writeSecurityHeaders(root: string, dist: string, template: string): Promise<void> {
  const { contact } = await importGenerated<{ contact: { requestEndpoint?: string; newsletterEndpoint?: string } }>(root, 'site.ts');
  const { requestEndpoint } = await import('../src/lib/forms/endpoint');
  const rules = headerRules({ template, endpoints: [requestEndpoint(contact.requestEndpoint), contact.newsletterEndpoint] });
  await writeFile(join(dist, '_headers'), headersFile(rules));
  const { languages } = await importGenerated<{ languages: SiteLanguage[] }>(root, 'languages.ts');
  const notFoundFolders = notFoundFiles(languages).flatMap(({ folder, file }) => (folder ? [{ folder, file }] : []));
  await writeFile(join(root, '.build/nginx-headers.conf'), nginxSnippet(rules, notFoundFolders));
}
