/** `npm run build`: content step, client bundle (islands), server bundle, then every page pre-rendered to dist/. */
import './production-env';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeBlogFiles } from './blog-files';
import { currentBundleKey } from './bundle-key';
import { runContentStep } from './content-step';
import { overBudget, prerenderSite } from './prerender';
import { headerRules, headersFile, nginxSnippet } from './security-headers';
import { writeShareImages } from './share-images';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
/** How long each step took, printed at the end so a slow build says where its time went. */
const phases: Array<[string, number]> = [];
let phaseStart = started;
const phase = (name: string) => {
  const now = performance.now();
  phases.push([name, Math.round(now - phaseStart)]);
  phaseStart = now;
};
if (!(await runContentStep(root))) process.exit(1);
phase('content');

const dist = join(root, 'dist');
const serverOut = join(root, '.build/server');
// dist/ is kept between builds, so pages whose inputs did not change keep their files (see prerender.ts).
const template = join(root, '.build/document.html');
const bundled = await bundle(root, dist, serverOut, template);
phase(bundled ? 'bundles' : 'bundles (inputs unchanged, kept)');
await writeBlogFiles(root, dist);
phase('blog files');
const report = await prerenderSite(root, dist, serverOut, template);
await rm(join(dist, '.vite'), { recursive: true, force: true });
phase('pre-render');
const shareImages = await writeShareImages(root, dist, await siteOrigin(root), report.shares);
phase('share images');
await writeSecurityHeaders(root, dist, await readFile(template, 'utf8'));
await writeFile(join(root, '.build/page-sizes.json'), `${JSON.stringify(report.sizes, null, 1)}\n`);
phase('headers, sizes');

const largest = (key: 'javascript' | 'firstPaint') => report.sizes.reduce((max, size) => (size[key] > max[key] ? size : max));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const inlined = report.sizes.filter((size) => size.cssInlined).length;
console.log(
  `Built ${report.pages} pages (${report.rendered} rendered, the others unchanged since the last build), ${report.redirects} redirect${report.redirects === 1 ? '' : 's'} and 404.html in ${Math.round(performance.now() - started)} ms (pre-rendering ${report.milliseconds} ms).\n` +
    `JavaScript before interaction: at most ${kb(largest('javascript').javascript)} gzip (${largest('javascript').path}). ` +
    `CSS inlined on ${inlined} of ${report.sizes.length} pages; largest first paint ${kb(largest('firstPaint').firstPaint)} (${largest('firstPaint').path}). Sizes: .build/page-sizes.json\n` +
    `Share images: ${shareImages.images} (${shareImages.drawn} drawn, the others from the cache).\n` +
    `Steps: ${phases.map(([name, ms]) => `${name} ${ms} ms`).join(', ')}.`,
);
if (report.brokenLinks.length > 0) {
  console.error(`\nBroken links:\n${report.brokenLinks.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
const problems = overBudget(report.sizes);
if (problems.length > 0) {
  console.error(`\nOver budget (scripts/page-budgets.ts):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}

/** What the last bundling was made from, and the client manifest it wrote (dist/.vite is removed after each build). */
interface BundleRecord {
  key: string;
  manifest: string;
}

/**
 * The client bundle (islands, CSS, the document template) and the server bundle, made anew only
 * when their inputs changed since the last build (scripts/bundle-key.ts) or their output is gone.
 * Returns whether it bundled.
 */
async function bundle(root: string, dist: string, serverOut: string, template: string): Promise<boolean> {
  const recordFile = join(root, '.build/bundles.json');
  const key = await currentBundleKey(root);
  const record = JSON.parse(await readFile(recordFile, 'utf8').catch(() => 'null')) as BundleRecord | null;
  if (record?.key === key && (await bundlesInPlace(root, dist, serverOut, template, record.manifest))) {
    await mkdir(join(dist, '.vite'), { recursive: true });
    await writeFile(join(dist, '.vite/manifest.json'), record.manifest);
    return false;
  }
  // Gone before bundling starts, so bundles stopped halfway are never taken for the last ones.
  await rm(recordFile, { force: true });
  // Loaded only to bundle: a build that keeps the bundles spends neither the time nor the memory.
  const { build } = await import('vite');
  await Promise.all([
    build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: false } }),
    build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true } }),
  ]);
  await removeStaleAssets(dist);
  // The bundler writes the document template where the home page belongs; the home page takes its place.
  await rename(join(dist, 'index.html'), template);
  await writeFile(recordFile, JSON.stringify({ key, manifest: await readFile(join(dist, '.vite/manifest.json'), 'utf8') } satisfies BundleRecord));
  return true;
}

/** Whether the last bundles' files are all still there: the template, the server entry, every built asset and every public file. */
async function bundlesInPlace(root: string, dist: string, serverOut: string, template: string, manifestText: string): Promise<boolean> {
  const manifest = JSON.parse(manifestText) as Record<string, { file: string; css?: string[]; assets?: string[] }>;
  const publicFiles = (await readdir(join(root, 'public'), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(dist, relative(join(root, 'public'), join(entry.parentPath, entry.name))));
  const files = [template, join(serverOut, 'entry-server.js'), ...Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]).map((file) => join(dist, file)), ...publicFiles];
  return (await Promise.all(files.map((file) => access(file).then(() => true, () => false)))).every(Boolean);
}

/** Scripts and styles of earlier builds, which this build's pages no longer name. */
async function removeStaleAssets(dist: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[]; assets?: string[] }>;
  const current = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
  const assets = await readdir(join(dist, 'assets')).catch(() => []);
  await Promise.all(assets.filter((file) => !current.has(`assets/${file}`)).map((file) => rm(join(dist, 'assets', file))));
}

/** The site's public origin, from the generated content. */
async function siteOrigin(root: string): Promise<string> {
  const { site } = (await import(pathToFileURL(join(root, 'src/generated/site.ts')).href)) as { site: { origin: string } };
  return site.origin;
}

/** The response headers for the built site: dist/_headers, and an nginx snippet in .build/. */
async function writeSecurityHeaders(root: string, dist: string, template: string): Promise<void> {
  const { contact } = (await import(pathToFileURL(join(root, 'src/generated/site.ts')).href)) as {
    contact: { requestEndpoint?: string; newsletterEndpoint?: string };
  };
  const { requestEndpoint } = await import('../src/lib/forms/endpoint');
  const rules = headerRules({ template, endpoints: [requestEndpoint(contact.requestEndpoint), contact.newsletterEndpoint] });
  await writeFile(join(dist, '_headers'), headersFile(rules));
  await writeFile(join(root, '.build/nginx-headers.conf'), nginxSnippet(rules));
}
