import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blogFilesKept, blogFilesKey, forgetBlogFiles, recordBlogFiles } from '../../scripts/blog-files-record';

let root: string;
let dist: string;
const written = ['/blog/search/index.json', '/blog/feed.xml'];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'blog-files-'));
  dist = join(root, 'dist');
  await mkdir(join(root, 'scripts'), { recursive: true });
  await mkdir(join(root, '.build'), { recursive: true });
  await mkdir(join(dist, 'blog/search'), { recursive: true });
  await writeFile(join(root, 'scripts/blog-files.ts'), 'export {};\n');
  for (const path of written) await writeFile(join(dist, path), path);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the blog files a build keeps', () => {
  it('are kept only for the inputs they were written from: the bundles’ key', async () => {
    const key = await blogFilesKey(root, 'bundles key 1');
    expect(await blogFilesKept(root, dist, key), 'nothing recorded').toBe(false);
    await recordBlogFiles(root, dist, key, written);
    expect(await blogFilesKept(root, dist, key)).toBe(true);
    expect(await blogFilesKept(root, dist, await blogFilesKey(root, 'bundles key 2'))).toBe(false);
  });

  it('are written again after an article’s summary changes, which the bundles’ key leaves out', async () => {
    await mkdir(join(root, 'src/generated'), { recursive: true });
    await writeFile(join(root, 'src/generated/blog-summaries.ts'), 'export const blogSummaries = [{ id: "a", title: "A" }];\n');
    const key = await blogFilesKey(root, 'bundles key');
    await writeFile(join(root, 'src/generated/blog-summaries.ts'), 'export const blogSummaries = [{ id: "a", title: "A, retitled" }];\n');
    expect(await blogFilesKey(root, 'bundles key')).not.toBe(key);
  });

  it('are written again after the script that writes them changes', async () => {
    const key = await blogFilesKey(root, 'bundles key');
    await writeFile(join(root, 'scripts/blog-files.ts'), 'export const changed = 1;\n');
    expect(await blogFilesKey(root, 'bundles key')).not.toBe(key);
  });

  it('are written again when one is missing or was changed by anything else', async () => {
    const key = await blogFilesKey(root, 'bundles key');
    await recordBlogFiles(root, dist, key, written);
    const later = new Date(Date.now() + 5000);
    await utimes(join(dist, written[1]), later, later);
    expect(await blogFilesKept(root, dist, key)).toBe(false);
    await recordBlogFiles(root, dist, key, written);
    await rm(join(dist, written[0]));
    expect(await blogFilesKept(root, dist, key)).toBe(false);
    await writeFile(join(dist, written[0]), written[0]);
    await recordBlogFiles(root, dist, key, written);
    await forgetBlogFiles(root);
    expect(await blogFilesKept(root, dist, key), 'a writing stopped halfway').toBe(false);
  });
});
