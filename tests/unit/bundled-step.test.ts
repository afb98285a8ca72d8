import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledStep } from '../../scripts/bundled-step';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bundled-step-'));
  await mkdir(join(root, 'scripts'), { recursive: true });
  await mkdir(join(root, 'src/lib'), { recursive: true });
  await writeFile(join(root, 'src/lib/place.ts'), "export const folder: string = new URL('.', import.meta.url).href;\n");
  await writeFile(join(root, 'src/lib/later.ts'), "export const later: string = new URL('..', import.meta.url).href;\n");
  await writeFile(
    join(root, 'scripts/step.ts'),
    "import { folder } from '../src/lib/place';\nexport const own: string = import.meta.url;\nexport { folder };\nexport const later = async (): Promise<string> => (await import('../src/lib/later')).later;\n",
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a build step bundled to run without the TypeScript loader', () => {
  it('keeps, in every module, the address of its own source file, dynamic imports included', async () => {
    const file = await bundledStep(root, 'step.ts');
    expect(file).toBe(join(root, '.build/steps/step/step.mjs'));
    const step = (await import(pathToFileURL(file).href)) as { own: string; folder: string; later: () => Promise<string> };
    expect(step.own).toBe(pathToFileURL(join(root, 'scripts/step.ts')).href);
    expect(step.folder).toBe(pathToFileURL(join(root, 'src/lib/')).href);
    expect(await step.later()).toBe(pathToFileURL(join(root, 'src/')).href);
  });

  it('is kept while its files are as they were, and made again when one of them changes', async () => {
    const file = await bundledStep(root, 'step.ts');
    const made = (await stat(file)).mtimeMs;
    expect(await bundledStep(root, 'step.ts')).toBe(file);
    expect((await stat(file)).mtimeMs).toBe(made);
    await writeFile(join(root, 'src/lib/later.ts'), "export const later: string = 'changed';\n");
    await bundledStep(root, 'step.ts');
    const folder = join(root, '.build/steps/step');
    const bundle = (await Promise.all((await readdir(folder)).map((name) => readFile(join(folder, name), 'utf8')))).join('\n');
    expect(bundle).toContain('"changed"');
  });
});

describe('the bundler of steps, itself run bundled (as the build runs it)', () => {
  it('still gives each module of the steps it bundles its own address', async () => {
    // Under the project, so that the bundled copy finds esbuild among the project's packages.
    const project = new URL('../..', import.meta.url);
    const inner = await mkdtemp(join(project.pathname, '.build', 'bundled-step-test-'));
    try {
      await mkdir(join(inner, 'scripts'), { recursive: true });
      await writeFile(join(inner, 'scripts/bundler.ts'), await readFile(new URL('scripts/bundled-step.ts', project), 'utf8'));
      await writeFile(join(inner, 'scripts/step.ts'), 'export const own: string = import.meta.url;\n');
      const bundler = (await import(pathToFileURL(await bundledStep(inner, 'bundler.ts')).href)) as typeof import('../../scripts/bundled-step');
      const step = (await import(pathToFileURL(await bundler.bundledStep(inner, 'step.ts')).href)) as { own: string };
      expect(step.own).toBe(pathToFileURL(join(inner, 'scripts/step.ts')).href);
    } finally {
      await rm(inner, { recursive: true, force: true });
    }
  });
});
