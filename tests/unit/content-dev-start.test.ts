import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCacheDir } from '../../scripts/content-cache-dir';
import { devContentStep } from '../../scripts/content-dev';

/**
 * The dev server's content step (scripts/content-dev.ts) on a project of its own: a copy of the
 * site's content in a folder of a temporary root, where the step writes its modules and caches.
 * Each start of the dev server is a new instance of the step.
 */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
let root: string;
let content: string;
const saved = process.env.CONTENT_DIR;

/** Waits for the step to record a clean run made after `after` (it waits for a quiet moment first). */
async function recorded(after: number): Promise<void> {
  const file = join(contentCacheDir(root, content), 'last-run.json');
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100)))
    if (existsSync(file) && statSync(file).mtimeMs > after) return;
  throw new Error('The dev server never recorded its clean run');
}

/**
 * A new start of the dev server's step: its first run, whether it said the pages could be served before
 * that run ended, and, for a clean run, the record it makes once quiet (so no start overlaps the last).
 */
async function start(): Promise<{ problems: string[]; servable: 'before the run ended' | 'never' }> {
  const { checkAndWrite } = devContentStep(root);
  const started = Date.now();
  let ended = false;
  let servable: 'before the run ended' | 'never' = 'never';
  const run = await checkAndWrite(undefined, () => void (servable = ended ? servable : 'before the run ended'));
  ended = true;
  if (run.problems.length === 0) await recorded(started);
  return { problems: run.problems, servable };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'content-dev-'));
  // Another folder than content/, so the step writes no editors' help into this temporary project.
  content = join(root, 'site-content');
  await cp(join(projectRoot, 'content'), content, { recursive: true });
  await mkdir(join(root, 'src'), { recursive: true });
  await writeFile(join(root, 'src/code.ts'), 'export const code = 1;\n');
  process.env.CONTENT_DIR = content;
});
afterAll(async () => {
  if (saved === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = saved;
  await rm(root, { recursive: true, force: true });
});

describe('the dev server started again', { timeout: 90_000 }, () => {
  it('serves at once what the last clean run wrote while the content is unchanged, and waits for the step after an edit', async () => {
    const first = await start();
    expect(first.problems).toEqual([]);
    // Nothing was checked before: the first start waits for its own run.
    expect(first.servable).toBe('never');

    const again = await start();
    expect(again.problems).toEqual([]);
    expect(again.servable).toBe('before the run ended');

    // An article edited while the server was stopped: its pages must wait for the step.
    const article = join(content, 'blog', readdirSync(join(content, 'blog')).find((name) => name.endsWith('.mdx'))!);
    await writeFile(article, `${(await readFile(article, 'utf8')).trimEnd()}\n\nOne more sentence.\n`);
    const afterEdit = await start();
    expect(afterEdit.problems).toEqual([]);
    expect(afterEdit.servable).toBe('never');
    // That run was recorded in turn: the next start serves at once again.
    expect((await start()).servable).toBe('before the run ended');
  });

  it('waits for the step when the last run wrote something since changed', async () => {
    expect((await start()).servable).toBe('before the run ended');
    const modules = join(root, 'src/generated');
    const written = readdirSync(modules).find((name) => name.endsWith('.ts'))!;
    await writeFile(join(modules, written), `${await readFile(join(modules, written), 'utf8')}\n`);
    expect((await start()).servable).toBe('never');
  });
});
