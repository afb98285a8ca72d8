import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentRunKey, forgetRun, recordRun, scriptsImportedBy, unchangedSinceLastRun } from '../../scripts/content-run';
import { readContentFiles } from '../../src/content/files';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const saved = process.env.CONTENT_DIR;
let root: string;

/** A project in miniature: content with a translation, the code the step runs, what it generates, and a public file. */
const project: Record<string, string> = {
  'content/site/site.json': '{"name":"Site"}',
  'content/blog/first.mdx': '---\ntitle: "First"\n---\n\nA body.\n',
  'content/fr/blog/first.json': '{"title":"Premier"}',
  'src/content/schemas/article.ts': 'export const article = 1;\n',
  'src/routes.ts': 'export const routes = [];\n',
  'src/generated/site.ts': 'export const site = {};\n',
  '.build/entries/blog/first.json': '{}',
  'scripts/build-content.ts': "import { a } from './content-run';\nconst { b } = await import('./content-step');\n",
  'scripts/content-run.ts': 'export const a = 1;\n',
  'scripts/content-step.ts': "import { c } from './content-docs/generated-files';\n",
  'scripts/content-docs/generated-files.ts': 'export const c = 1;\n',
  'scripts/prerender.ts': 'export const d = 1;\n',
  'package-lock.json': '{}',
  'public/files/guide.pdf': 'pdf',
};

async function write(file: string, text: string): Promise<void> {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
}

const today = '2026-11-26';
const keyNow = async (day = today) => contentRunKey(root, await readContentFiles(root), day);

beforeEach(async () => {
  delete process.env.CONTENT_DIR;
  root = await mkdtemp(join(tmpdir(), 'content-run-'));
  for (const [file, text] of Object.entries(project)) await write(file, text);
});
afterEach(async () => {
  if (saved === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = saved;
  await rm(root, { recursive: true, force: true });
});

describe('whether the build can skip the content step', () => {
  it('keeps the key while nothing it reads changes, and changes it with the day', async () => {
    expect(await keyNow()).toBe(await keyNow());
    expect(await keyNow('2026-11-27')).not.toBe(await keyNow());
  });

  it('runs the step again after an article, a translation or the site file is edited, added or removed', async () => {
    const before = await keyNow();
    for (const file of ['content/blog/first.mdx', 'content/fr/blog/first.json', 'content/site/site.json']) {
      const text = await readFile(join(root, file), 'utf8');
      await write(file, text.replace(/First|Premier|Site/, (word) => `${word}!`));
      expect(await keyNow(), file).not.toBe(before);
      await write(file, text);
      expect(await keyNow(), file).toBe(before);
    }
    await write('content/blog/second.mdx', project['content/blog/first.mdx']);
    expect(await keyNow()).not.toBe(before);
    await rm(join(root, 'content/blog/second.mdx'));
    expect(await keyNow()).toBe(before);
  });

  it('runs the step again after a schema, the route table, the step’s own scripts or the packages change', async () => {
    const before = await keyNow();
    for (const file of ['src/content/schemas/article.ts', 'src/routes.ts', 'scripts/content-run.ts', 'scripts/content-docs/generated-files.ts', 'package-lock.json']) {
      await write(file, `${project[file]}// changed\n`);
      expect(await keyNow(), file).not.toBe(before);
      await write(file, project[file]);
    }
    await write('public/files/other.pdf', 'pdf');
    expect(await keyNow(), 'a file bodies may link to').not.toBe(before);
  });

  it('ignores what the step writes and scripts it does not run', async () => {
    const before = await keyNow();
    await write('src/generated/site.ts', 'export const site = { name: 1 };\n');
    await write('scripts/prerender.ts', 'export const d = 2;\n');
    expect(await keyNow()).toBe(before);
    expect(scriptsImportedBy(root, 'build-content.ts')).toEqual([
      'scripts/build-content.ts',
      'scripts/content-docs/generated-files.ts',
      'scripts/content-run.ts',
      'scripts/content-step.ts',
    ]);
  });

  it('skips only with the key of the last clean run and its outputs as it left them', async () => {
    const key = await keyNow();
    expect(await unchangedSinceLastRun(root, key), 'no run recorded').toBe(false);
    await recordRun(root, key);
    expect(await unchangedSinceLastRun(root, key)).toBe(true);
    expect(await unchangedSinceLastRun(root, 'another key')).toBe(false);
    // Another writer (the dev server, a run of another content folder) touched a generated module.
    const later = new Date(Date.now() + 5000);
    await utimes(join(root, 'src/generated/site.ts'), later, later);
    expect(await unchangedSinceLastRun(root, key)).toBe(false);
    await recordRun(root, key);
    await rm(join(root, '.build/entries/blog/first.json'));
    expect(await unchangedSinceLastRun(root, key), 'an entry file removed').toBe(false);
    await recordRun(root, key);
    await forgetRun(root);
    expect(await unchangedSinceLastRun(root, key), 'after a run with problems').toBe(false);
  });

  it('follows every script the real content step runs', () => {
    const scripts = scriptsImportedBy(projectRoot, 'build-content.ts');
    expect(scripts).toContain('scripts/content-step.ts');
    expect(scripts).toContain('scripts/content-run.ts');
    expect(scripts.some((file) => file.startsWith('scripts/content-docs/'))).toBe(true);
  });
});
