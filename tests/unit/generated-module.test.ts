import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledGenerated } from '../../scripts/generated-module';

let root: string;
beforeAll(async () => {
  // Under the project, so that esbuild is found among the project's packages.
  root = await mkdtemp(join(new URL('../..', import.meta.url).pathname, '.build', 'generated-module-test-'));
  await mkdir(join(root, 'src/generated'), { recursive: true });
  await mkdir(join(root, 'src/lib'), { recursive: true });
  await writeFile(join(root, 'src/lib/words.ts'), "export const wrap = (text: string): string => `[${text}]`;\n");
  await writeFile(join(root, 'src/generated/site.ts'), "import { wrap } from '../lib/words';\nexport const name: string = wrap('first');\n");
});
afterAll(() => rm(root, { recursive: true, force: true }));

const nameIn = async (file: string) => ((await import(`${pathToFileURL(file).href}?${(await stat(file)).mtimeMs}`)) as { name: string }).name;

describe('a generated module bundled for a step that runs without the TypeScript loader', () => {
  it('gives the values the module and the modules it imports hold', async () => {
    expect(await nameIn(await bundledGenerated(root, 'site.ts'))).toBe('[first]');
  });

  it('is kept while the files it was made from are unchanged, and made again when one of them changes', async () => {
    const file = await bundledGenerated(root, 'site.ts');
    const made = (await stat(file)).mtimeMs;
    expect(await bundledGenerated(root, 'site.ts')).toBe(file);
    expect((await stat(file)).mtimeMs).toBe(made);

    await writeFile(join(root, 'src/generated/site.ts'), "import { wrap } from '../lib/words';\nexport const name: string = wrap('second');\n");
    expect(await nameIn(await bundledGenerated(root, 'site.ts'))).toBe('[second]');

    await writeFile(join(root, 'src/lib/words.ts'), "export const wrap = (text: string): string => `<${text}>`;\n");
    expect(await nameIn(await bundledGenerated(root, 'site.ts'))).toBe('<second>');
  });

  it('is made again when its output is gone', async () => {
    const file = await bundledGenerated(root, 'site.ts');
    await rm(file);
    expect(await readFile(await bundledGenerated(root, 'site.ts'), 'utf8')).toContain('second');
  });
});
