/**
 * The key of everything the client and server bundles are made from, so a build whose inputs are
 * the same as the last one's (a rebuild after an article's edit: articles are read by the
 * pre-render step, not bundled) keeps the last bundles instead of making them again.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { localImports } from './page-plan';

/** Folders whose every file the bundler may read: the code and generated modules, and the files it copies. */
const inputFolders = ['src', 'public'];
/** Single files the bundler reads: the template, its configuration and the options the build gives it, the locked dependencies, and the site file the language plugin reads. */
const inputFiles = ['index.html', 'vite.config.ts', 'scripts/bundle.ts', 'scripts/runtime-loader.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'content/site/site.json'];
/**
 * Generated modules no bundle contains, left out of the key so that an edit of an article does not
 * make the bundles again: the entries (read by the pre-render from .build/entries), the blog's
 * summaries and the page statuses (given to the server bundle at render time: summaries-at-render.ts,
 * statuses-at-render.ts). The bundle step fails if a bundle ever contains one.
 */
export const unbundled: readonly string[] = [
  'src/generated/blog-summaries.ts',
  'src/generated/blog-summaries.json',
  'src/generated/page-statuses.ts',
  'src/generated/page-statuses.json',
];

/**
 * The blog's summaries module as an import names it (`../generated/blog-summaries`, from anywhere in
 * src/), and the module that stands in for it where the summaries are given at run time, from the data
 * the content step writes beside it: the server bundle and the blog files' step.
 */
export const summariesImport = /^(?:\.\.\/)+generated\/blog-summaries(?:\.ts)?$/;
export const summariesAtRender = 'src/lib/blog/summaries-at-render.ts';

/** The page statuses module as an import names it, and the module that stands in for it where they are given at run time. */
export const statusesImport = /^(?:\.\.\/)+generated\/page-statuses(?:\.ts)?$/;
export const statusesAtRender = 'src/lib/statuses-at-render.ts';

/** The generated modules given at run time where the server bundle and the blog files' step are used, each with the module that stands in for it (a path from the root). */
export const givenAtRunTime: ReadonlyArray<{ find: RegExp; replacement: string }> = [
  { find: summariesImport, replacement: summariesAtRender },
  { find: statusesImport, replacement: statusesAtRender },
];

/** Environment variables the bundles can depend on. */
const inputEnvironment = (name: string) => name === 'NODE_ENV' || name.startsWith('VITE_');

/** The plugins of the bundler's configuration (scripts/vite-*.ts) and the scripts they import, as paths from the root. */
async function pluginFiles(root: string): Promise<string[]> {
  const scripts = join(root, 'scripts');
  const found = new Set<string>();
  const visit = async (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const source = await readFile(join(scripts, file), 'utf8').catch(() => '');
    await Promise.all(localImports(source).map(visit));
  };
  const plugins = (await readdir(scripts)).filter((file) => /^vite-.*\.ts$/.test(file));
  await Promise.all(plugins.map(visit));
  return [...found].map((file) => `scripts/${file}`);
}

/** Every file the bundles are made from, as sorted paths from the root. */
export async function bundleInputFiles(root: string): Promise<string[]> {
  const inFolders = await Promise.all(
    inputFolders.map(async (folder) =>
      (await readdir(join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name))),
    ),
  );
  const files = new Set([...inFolders.flat(), ...inputFiles, ...(await pluginFiles(root))]);
  for (const file of unbundled) files.delete(file);
  return [...files].sort();
}

/** The key of the bundles' inputs: each file's path and content (null when missing), and the environment variables that reach the bundles. */
export function bundleKey(files: ReadonlyArray<{ path: string; content: Buffer | null }>, env: Readonly<Record<string, string | undefined>>): string {
  const digest = createHash('sha256');
  for (const { path, content } of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    digest.update(path).update('\0');
    digest.update(content === null ? 'missing' : `${content.length}:`).update(content ?? '').update('\0');
  }
  for (const name of Object.keys(env).filter(inputEnvironment).sort()) digest.update(`${name}=${env[name]}`).update('\0');
  return digest.digest('hex');
}

/** The key of the bundles' inputs as they are now in `root`. */
export async function currentBundleKey(root: string, env: Readonly<Record<string, string | undefined>> = process.env): Promise<string> {
  const paths = await bundleInputFiles(root);
  return bundleKey(await Promise.all(paths.map(async (path) => ({ path, content: await readFile(join(root, path)).catch(() => null) }))), env);
}
