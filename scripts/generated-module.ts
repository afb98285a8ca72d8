/**
 * Loads a module the content step generates (src/generated/<file>, TypeScript) in a step that reads
 * it after the content step has written it. Under a TypeScript loader (tsx, Vitest) it is imported as
 * it is; in a step that runs as plain JavaScript (bundled-step.ts), esbuild bundles it first (with
 * the project's modules it imports; packages stay imports) into .build/generated-js/, which is
 * imported instead: the same values, without registering a loader for the whole process. The
 * bundle is kept while the files it was made from are unchanged (the content step rewrites a
 * generated module only when it changes): bundling the site's module again took a rebuild after
 * one article's edit about 120 ms.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundlerVersions, madeFromInputsAsTheyAre, ownAddresses, recordInputs } from './bundled-step';

const loading = new Map<string, Promise<unknown>>();

async function load(root: string, file: string): Promise<unknown> {
  const source = join(root, 'src/generated', file);
  try {
    return await import(pathToFileURL(source).href);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  }
  return import(pathToFileURL(await bundledGenerated(root, file)).href);
}

/** src/generated/<file> bundled as plain JavaScript into .build/generated-js/ (made again only when a file it was made from changed); returns that file. */
export async function bundledGenerated(root: string, file: string): Promise<string> {
  const source = join(root, 'src/generated', file);
  const out = join(root, '.build/generated-js', file.replace(/\.ts$/, '.mjs'));
  const record = `${out}.inputs.json`;
  const versions = bundlerVersions();
  if (existsSync(out) && (await madeFromInputsAsTheyAre(root, record, versions))) return out;
  const { build } = await import('esbuild');
  const { outputFiles, metafile } = await build({
    entryPoints: [source],
    bundle: true,
    write: false,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    logLevel: 'warning',
    plugins: [ownAddresses()],
    metafile: true,
    absWorkingDir: root,
  });
  await mkdir(join(root, '.build/generated-js'), { recursive: true });
  await writeFile(out, outputFiles[0].text);
  await recordInputs(root, record, versions, metafile);
  return out;
}

/** The exports of src/generated/<file> as the content step last wrote it (each file loaded once a process). */
export function importGenerated<T>(root: string, file: string): Promise<T> {
  const key = join(root, file);
  if (!loading.has(key)) loading.set(key, load(root, file));
  return loading.get(key) as Promise<T>;
}
