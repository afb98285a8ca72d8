/**
 * Loads a module the content step generates (src/generated/<file>, TypeScript) in a step that reads
 * it after the content step has written it. Under a TypeScript loader (tsx, Vitest) it is imported as
 * it is; in a step that runs as plain JavaScript (bundled-step.ts), esbuild bundles it first (with
 * the project's modules it imports; packages stay imports) into .build/generated-js/, which is
 * imported instead: the same values, without registering a loader for the whole process.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ownAddresses } from './bundled-step';

const loading = new Map<string, Promise<unknown>>();

async function load(root: string, file: string): Promise<unknown> {
  const source = join(root, 'src/generated', file);
  try {
    return await import(pathToFileURL(source).href);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  }
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [source],
    bundle: true,
    write: false,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    logLevel: 'warning',
    plugins: [ownAddresses()],
  });
  const text = outputFiles[0].text;
  const out = join(root, '.build/generated-js', file.replace(/\.ts$/, '.mjs'));
  await mkdir(join(root, '.build/generated-js'), { recursive: true });
  await writeFile(out, text);
  return import(pathToFileURL(out).href);
}

/** The exports of src/generated/<file> as the content step last wrote it (each file loaded once a process). */
export function importGenerated<T>(root: string, file: string): Promise<T> {
  const key = join(root, file);
  if (!loading.has(key)) loading.set(key, load(root, file));
  return loading.get(key) as Promise<T>;
}
