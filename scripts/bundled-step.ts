/**
 * A step of the build as plain JavaScript: scripts/<script> and the project's files it imports,
 * bundled by esbuild into .build/steps/ (packages stay imports, each dynamic import its own file,
 * loaded only when reached), so the step's process runs without the TypeScript loader. With the
 * loader, a process spends about 0.4 s registering it and every module it loads goes through
 * the loader's thread: on a rebuild after one edit, the content step took 3.5 s that way and 2.4 s bundled.
 */
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile, Plugin } from 'esbuild';

/**
 * Each module keeps its own address: `import.meta.url` in a bundled file would be the bundle's,
 * and the content step finds the project's folders (public/, src/, .build/) from its modules' own.
 */
export function ownAddresses(): Plugin {
  // Spelt in parts: this file is itself bundled with this plugin (the build's own bundle), which must not replace the words it looks for.
  const address = ['import', 'meta', 'url'].join('.');
  return {
    name: 'own-addresses',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => ({
        contents: (await readFile(path, 'utf8')).replaceAll(address, JSON.stringify(pathToFileURL(path).href)),
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      }));
    },
  };
}

/**
 * A worker thread's module as one plain JavaScript file (packages stay imports), written to `outfile`:
 * a worker does not inherit its parent's TypeScript loader, and registering one in it would cost the
 * worker seconds of CPU before its first task. `plugins` go to esbuild as they are (e.g. ownAddresses()).
 */
export async function bundleWorker(entry: string, outfile: string, plugins: Plugin[] = []): Promise<string> {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    logLevel: 'warning',
    plugins,
  });
  return outfile;
}

/** What a bundle was made from: each input file (by path from the root) with its size and time of last change, and the bundler's and Node's versions. */
interface StepRecord {
  versions: string;
  inputs: Record<string, string>;
}

const recordName = 'inputs.json';

async function stamp(file: string): Promise<string> {
  const info = await stat(file).catch(() => null);
  return info ? `${info.size}:${info.mtimeMs}` : 'missing';
}

/** Whether what `recordFile` describes was made from its inputs as they are now, by these `versions`. */
export async function madeFromInputsAsTheyAre(root: string, recordFile: string, versions: string): Promise<boolean> {
  const record = JSON.parse(await readFile(recordFile, 'utf8').catch(() => 'null')) as StepRecord | null;
  if (record?.versions !== versions) return false;
  const same = await Promise.all(Object.entries(record.inputs).map(async ([file, known]) => (await stamp(join(root, file))) === known));
  return same.every(Boolean);
}

/** Records in `recordFile` what a bundle was made from (esbuild's metafile) and by which `versions`. */
export async function recordInputs(root: string, recordFile: string, versions: string, metafile: Metafile): Promise<void> {
  await writeFile(recordFile, JSON.stringify({ versions, inputs: await inputStamps(root, metafile) } satisfies StepRecord));
}

/** The bundler's and Node's versions, which a kept bundle must have been made by. */
export function bundlerVersions(): string {
  const { version: esbuildVersion } = createRequire(import.meta.url)('esbuild/package.json') as { version: string };
  return `esbuild ${esbuildVersion}, node ${process.version}`;
}

/** Whether the bundle in `outdir` was made from its inputs as they are now: then it is run again as it is. */
const bundleStands = (root: string, outdir: string, versions: string) => madeFromInputsAsTheyAre(root, join(outdir, recordName), versions);

/**
 * Bundles scripts/<script> (a .ts file), with `plugins` after ownAddresses(), and returns the file to run with node. The bundle is kept
 * while every file it was made from has the size and time of last change it had then (an import
 * added or removed changes a file that is among them).
 */
export async function bundledStep(root: string, script: string, plugins: Plugin[] = []): Promise<string> {
  const name = script.replace(/\.ts$/, '');
  const outdir = join(root, '.build/steps', name);
  const output = join(outdir, `${name}.mjs`);
  const versions = bundlerVersions();
  if (await bundleStands(root, outdir, versions)) return output;
  const { build } = await import('esbuild');
  // Chunks are named by their content: a folder of an earlier build would keep ones no longer used.
  await rm(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: [join(root, 'scripts', script)],
    outdir,
    bundle: true,
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
    plugins: [ownAddresses(), ...plugins],
    metafile: true,
    absWorkingDir: root,
  });
  await recordInputs(root, join(outdir, recordName), versions, metafile);
  return output;
}

/** The project's files a bundle was made from (packages stay imports, so none is among them), each with its stamp. */
async function inputStamps(root: string, metafile: Metafile): Promise<Record<string, string>> {
  const files = Object.keys(metafile.inputs).filter((file) => !file.includes(':'));
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, await stamp(resolve(root, file))] as const)));
}
