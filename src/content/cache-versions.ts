import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** Bumped by hand when a cache's file format changes. */
const cacheFormat = '1';

/** A hash of the given files (relative to this folder): any change to one misses every cached result that depends on them. */
async function versionOf(files: readonly string[]): Promise<string> {
  const hash = createHash('sha256').update(cacheFormat);
  for (const file of files) {
    const text = await readFile(new URL(file, import.meta.url), 'utf8').catch(() => '');
    hash.update('\0').update(file).update('\0').update(text);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * What a compiled body depends on besides its own text: the MDX modules of this folder and
 * every installed package (by the lockfile, since a patch release of the Markdown parser can
 * change the HTML). If mdx-components.tsx starts importing other files, list them here too.
 */
export function compilerVersion(): Promise<string> {
  return versionOf([
    './mdx.ts',
    './mdx-safety.ts',
    './mdx-simple.ts',
    './mdx-autolinks.ts',
    './mdx-components.tsx',
    './illustration-names.ts',
    './mdx-errors.ts',
    './body-references.ts',
    './heading-ids.ts',
    './suggest.ts',
    '../../package-lock.json',
  ]);
}

/** What a parsed MDX file (its front matter's data, or its parse problems) and a file's spelling check depend on besides its text. */
export function parserVersion(): Promise<string> {
  return versionOf([
    './files.ts',
    './parse.ts',
    './curly-quotes.ts',
    './front-matter-simple.ts',
    './locate.ts',
    './duplicate-keys.ts',
    './yaml-messages.ts',
    './problems.ts',
    './spelling.ts',
    '../../package-lock.json',
  ]);
}

/** What the files under .build/entries and src/generated depend on besides the content: how they are written. */
export function writerVersion(): Promise<string> {
  return versionOf(['./write.ts', './collections.ts']);
}
