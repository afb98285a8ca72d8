import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/**
 * What a compiled body depends on besides its own text: the MDX modules of this folder and
 * every installed package (by the lockfile, since a patch release of the Markdown parser can
 * change the HTML). If mdx-components.tsx starts importing other files, list them here too.
 */
const compilerFiles = ['./mdx.ts', './mdx-simple.ts', './mdx-autolinks.ts', './mdx-components.tsx', '../../package-lock.json'];

/** Bumped by hand when the cache's file format changes. */
const cacheFormat = '1';

/** The version key that every cached body's hash includes: any change to the compiler misses the whole cache. */
export async function compilerVersion(): Promise<string> {
  const hash = createHash('sha256').update(cacheFormat);
  for (const file of compilerFiles) {
    const text = await readFile(new URL(file, import.meta.url), 'utf8').catch(() => '');
    hash.update('\0').update(file).update('\0').update(text);
  }
  return hash.digest('hex').slice(0, 16);
}
