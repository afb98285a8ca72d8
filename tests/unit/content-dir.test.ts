import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentCacheDir } from '../../scripts/content-step';
import { contentDir, readContentFiles } from '../../src/content/files';
import { buildContent } from '../../src/content/pipeline';
import { formatProblem } from '../../src/content/problems';

const root = fileURLToPath(new URL('../..', import.meta.url));
let elsewhere: string;
const saved = process.env.CONTENT_DIR;

beforeEach(async () => {
  elsewhere = await mkdtemp(join(tmpdir(), 'content-dir-'));
  await cp(join(root, 'content'), elsewhere, { recursive: true });
});
afterEach(async () => {
  if (saved === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = saved;
  await rm(elsewhere, { recursive: true, force: true });
});

describe('CONTENT_DIR', () => {
  it('is <root>/content when unset, and resolves a relative folder against the project', () => {
    delete process.env.CONTENT_DIR;
    expect(contentDir('/project')).toBe('/project/content');
    process.env.CONTENT_DIR = '.tmp/other';
    expect(contentDir('/project')).toBe('/project/.tmp/other');
    process.env.CONTENT_DIR = '/somewhere/else';
    expect(contentDir('/project')).toBe('/somewhere/else');
  });

  it('gives another content folder caches of its own, so the two never prune each other', () => {
    delete process.env.CONTENT_DIR;
    expect(contentCacheDir('/project')).toBe('/project/.build/cache');
    const other = contentCacheDir('/project', '/project/.tmp/bench-content-10');
    expect(other).toMatch(/^\/project\/\.build\/cache\/content-[0-9a-f]{12}$/);
    process.env.CONTENT_DIR = '.tmp/bench-content-10/';
    expect(contentCacheDir('/project')).toBe(other);
    expect(contentCacheDir('/project', '/project/.tmp/bench-content-20')).not.toBe(other);
  });

  it('reads content from the folder it names, and messages still name files as content/...', async () => {
    await writeFile(join(elsewhere, 'blog', 'extra.mdx'), '---\ntitle: Extra\n---\n\nText.\n');
    process.env.CONTENT_DIR = elsewhere;
    const files = await readContentFiles(root);
    expect(files.has('content/blog/extra.mdx')).toBe(true);
    expect([...files.keys()].every((file) => file.startsWith('content/'))).toBe(true);
    const { problems } = await buildContent(files);
    expect(problems.map(formatProblem)).toContain('content/blog/extra.mdx:2 excerpt: is required, but it is missing.');
  });
});
