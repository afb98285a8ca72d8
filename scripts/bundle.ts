/**
 * The client bundle (islands, CSS, the document template) and the server bundle of `npm run build`.
 * The build runs it in a process of its own (bundle-step.ts, bundled as plain JavaScript; by hand:
 * `tsx scripts/bundle-step.ts <key>`), so the bundler's memory is given back before pages are rendered;
 * `keepBundles` lets it skip bundling when nothing the bundles are made from changed since the
 * last time (scripts/bundle-key.ts).
 */
import './production-env';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { withRuntimeAfterPaint } from './runtime-loader';
import { givenAtRunTime, unbundled } from './bundle-key';

/** Where the build keeps what it bundles: the client into dist/, the server bundle and the document template under .build/. */
export interface BundlePlaces {
  root: string;
  dist: string;
  serverOut: string;
  template: string;
}

/** What the last bundling was made from, and the client manifest it wrote (dist/.vite is removed after each build). */
interface BundleRecord {
  key: string;
  manifest: string;
}

type Manifest = Record<string, { file: string; css?: string[]; assets?: string[] }>;

const recordFile = (root: string) => join(root, '.build/bundles.json');
const builtFiles = (manifest: Manifest) => Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]);

/**
 * Whether the last bundles can stand: made from inputs of this `key`, and all their files still
 * there (the template, the server entry, every built asset and public file). If so, puts their
 * client manifest back where the pre-render step reads it.
 */
export async function keepBundles({ root, dist, serverOut, template }: BundlePlaces, key: string): Promise<boolean> {
  const record = JSON.parse(await readFile(recordFile(root), 'utf8').catch(() => 'null')) as BundleRecord | null;
  if (record?.key !== key) return false;
  const publicFiles = (await readdir(join(root, 'public'), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(dist, relative(join(root, 'public'), join(entry.parentPath, entry.name))));
  const files = [template, join(serverOut, 'entry-server.js'), ...builtFiles(JSON.parse(record.manifest) as Manifest).map((file) => join(dist, file)), ...publicFiles];
  if (!(await Promise.all(files.map((file) => access(file).then(() => true, () => false)))).every(Boolean)) return false;
  await mkdir(join(dist, '.vite'), { recursive: true });
  await writeFile(join(dist, '.vite/manifest.json'), record.manifest);
  return true;
}

/** Bundles both, removes the scripts and styles of earlier builds, and records `key` as what they were made from. */
export async function bundle({ root, dist, serverOut, template }: BundlePlaces, key: string): Promise<void> {
  // Gone before bundling starts, so bundles stopped halfway are never taken for the last ones.
  await rm(recordFile(root), { force: true });
  // The bundler's native code (rolldown) allocates with mimalloc, which by default keeps pages it has freed for a
  // while: given back at once, the step's peak is about 150 MB lower (560 MB, whatever the number of articles) at no
  // measurable CPU. Read when the bundler's library loads, so set before vite is imported; a value set outside stands.
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
  const { build, mergeConfig } = await import('vite');
  // The configuration is loaded here, by this process's TypeScript loader, not by the bundler's own
  // config loader: that one bundles vite.config.ts and everything it imports on every build, and
  // warns about each extensionless import of the content pipeline it finds on the way.
  const { default: userConfig } = await import('../vite.config');
  const config = async (ssr: boolean) => ({
    ...mergeConfig(await userConfig({ command: 'build', mode: 'production', isSsrBuild: ssr, isPreview: false }), { root }),
    configFile: false as const,
  });
  // One after the other: together they hold both module graphs at once (about 50 MB more at ten thousand articles) and save no time on two cores.
  const client = await build(mergeConfig(await config(false), { logLevel: 'warn', build: { outDir: dist, emptyOutDir: false } }));
  // The server bundle takes the blog's summaries and the page statuses at render time (summaries-at-render.ts,
  // statuses-at-render.ts), in place of the generated modules.
  const renderTime = givenAtRunTime.map(({ find, replacement }) => ({ find, replacement: join(root, replacement) }));
  // The icons the pages draw are bundled in, not imported from the package at render time: its CommonJS
  // build (1.3 MB, every icon) cost each pre-render thread about 270 ms of CPU to load, for a few dozen icons.
  const server = await build(
    mergeConfig(await config(true), {
      logLevel: 'warn',
      resolve: { alias: renderTime },
      ssr: { noExternal: ['lucide-react'] },
      build: { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true },
    }),
  );
  const bundled = unkeyedIn([client, server], root);
  if (bundled.length > 0) throw new Error(`The bundles contain ${bundled.join(', ')}, which their key leaves out (scripts/bundle-key.ts): a change to it would not make them again.`);
  const manifest = await readFile(join(dist, '.vite/manifest.json'), 'utf8');
  await removeStaleAssets(dist, JSON.parse(manifest) as Manifest);
  // The bundler writes the document template where the home page belongs; the home page takes its place.
  await rename(join(dist, 'index.html'), template);
  await writeFile(template, withRuntimeAfterPaint(await readFile(template, 'utf8')));
  await writeFile(recordFile(root), JSON.stringify({ key, manifest } satisfies BundleRecord));
}

/** The files of `unbundled` (bundle-key.ts) that the outputs of the bundler contain, as paths from the root. */
function unkeyedIn(outputs: unknown[], root: string): string[] {
  const chunks = outputs.flat().flatMap((output) => ((output as { output?: unknown[] }).output ?? []) as Array<{ moduleIds?: string[] }>);
  const ids = new Set(chunks.flatMap((chunk) => chunk.moduleIds ?? []).map((id) => relative(root, id.split('?')[0]).split('\\').join('/')));
  return unbundled.filter((file) => ids.has(file));
}

/** Scripts and styles of earlier builds, which this build's pages no longer name. */
async function removeStaleAssets(dist: string, manifest: Manifest): Promise<void> {
  const current = new Set(builtFiles(manifest));
  const assets = await readdir(join(dist, 'assets')).catch(() => []);
  await Promise.all(assets.filter((file) => !current.has(`assets/${file}`)).map((file) => rm(join(dist, 'assets', file))));
}

