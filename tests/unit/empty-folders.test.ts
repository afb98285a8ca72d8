import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeEmptyFolders } from '../../scripts/empty-folders';

let top: string;
beforeEach(async () => {
  top = await mkdtemp(join(tmpdir(), 'empty-folders-'));
});
afterEach(() => rm(top, { recursive: true, force: true }));

const listed = async () => (await readdir(top, { recursive: true })).map((name) => name.split('\\').join('/')).sort();

describe('removing the folders a removed file leaves empty', () => {
  it('removes each empty folder up to, but not including, the top', async () => {
    await mkdir(join(top, 'blog/category/x/page/2'), { recursive: true });
    await removeEmptyFolders(join(top, 'blog/category/x/page/2/index.html'), top);
    expect(await listed()).toEqual([]);
    expect((await readdir(join(top, '..'))).includes(top.split(/[\\/]/).pop()!)).toBe(true);
  });

  it('stops at the first folder that still holds something', async () => {
    await mkdir(join(top, 'blog/category/x/page/2'), { recursive: true });
    await writeFile(join(top, 'blog/category/x/index.html'), '');
    await removeEmptyFolders(join(top, 'blog/category/x/page/2/index.html'), top);
    expect(await listed()).toEqual(['blog', 'blog/category', 'blog/category/x', 'blog/category/x/index.html']);
  });

  it('touches nothing outside the top', async () => {
    await mkdir(join(top, 'outside/inner'), { recursive: true });
    await removeEmptyFolders(join(top, 'outside/inner/file'), join(top, 'elsewhere'));
    expect(await listed()).toEqual(['outside', 'outside/inner']);
  });
});
