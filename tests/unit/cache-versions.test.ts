import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compilerVersion, parserVersion, writerVersion } from '../../src/content/cache-versions';

const contentFolder = new URL('../../src/content/', import.meta.url);

/** The version of a cache that depends on these files (relative to src/content/): any edit to one of them changes it. */
function versionOver(files: string[]): string {
  const hash = createHash('sha256').update('1');
  for (const file of files) hash.update('\0').update(file).update('\0').update(readFileSync(new URL(file, contentFolder), 'utf8'));
  return hash.digest('hex').slice(0, 16);
}

describe('the versions of the content step\'s caches', () => {
  it('cover every file a compiled body depends on: the MDX modules, the components and the installed packages', async () => {
    expect(await compilerVersion()).toBe(versionOver(['./mdx.ts', './mdx-safety.ts', './mdx-simple.ts', './mdx-autolinks.ts', './mdx-components.tsx', './illustration-names.ts', './mdx-errors.ts', './body-references.ts', './heading-ids.ts', './suggest.ts', '../../package-lock.json']));
  });

  it('cover every file a parsed front matter and a spelling check depend on', async () => {
    expect(await parserVersion()).toBe(versionOver(['./files.ts', './parse.ts', './curly-quotes.ts', './front-matter-simple.ts', './locate.ts', './duplicate-keys.ts', './yaml-messages.ts', './problems.ts', './spelling.ts', '../../package-lock.json']));
  });

  it('cover how the generated files are written', async () => {
    expect(await writerVersion()).toBe(versionOver(['./write.ts', './collections.ts']));
  });
});
