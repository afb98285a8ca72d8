/**
 * Whether the blog's files in dist/ (search data and feeds, scripts/blog-files.ts) can stay as the
 * last build wrote them: made from inputs of the same key, and each still as it was left.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unbundled } from './bundle-key';

/** What the last writing of the blog's files was made from, and each file it wrote by address, size and time of last change. */
interface BlogFilesRecord {
  key: string;
  files: Record<string, string>;
}

const recordFile = (root: string) => join(root, '.build/blog-files.json');

async function stamp(file: string): Promise<string> {
  const info = await stat(file).catch(() => null);
  return info ? `${info.size}:${info.mtimeMs}` : 'missing';
}

/**
 * The key of the blog files' inputs: `inputs` (the build gives the bundles' key, which covers all
 * of src/, the lockfile and the environment), the generated modules that key leaves out (the blog's
 * summaries and the page statuses among them: an article's title is in the search data and the
 * feeds, and which articles a language has in its feed), and the text of the scripts that write them.
 */
export async function blogFilesKey(root: string, inputs: string): Promise<string> {
  const digest = createHash('sha256').update(inputs).update('\0');
  for (const file of [...unbundled, 'scripts/blog-files.ts', 'scripts/blog-files-step.ts', 'scripts/summary-digest.ts', 'scripts/status-digest.ts', 'scripts/given-at-run-time.ts']) digest.update(file).update('\0').update(await readFile(join(root, file)).catch(() => 'missing')).update('\0');
  return digest.digest('hex');
}

/** Whether the files recorded for `key` are all in `dist` as they were written. */
export async function blogFilesKept(root: string, dist: string, key: string): Promise<boolean> {
  const record = JSON.parse(await readFile(recordFile(root), 'utf8').catch(() => 'null')) as BlogFilesRecord | null;
  if (record?.key !== key) return false;
  const same = await Promise.all(Object.entries(record.files).map(async ([path, known]) => (await stamp(join(dist, path))) === known));
  return same.every(Boolean);
}

/** Forgets the last writing: before the files are written anew, so a writing stopped halfway is never taken for whole. */
export async function forgetBlogFiles(root: string): Promise<void> {
  await rm(recordFile(root), { force: true });
}

/** Records the files just written (addresses under `dist`) as made from inputs of `key`. */
export async function recordBlogFiles(root: string, dist: string, key: string, paths: Iterable<string>): Promise<void> {
  const files = Object.fromEntries(await Promise.all([...paths].map(async (path) => [path, await stamp(join(dist, path))] as const)));
  await writeFile(recordFile(root), JSON.stringify({ key, files } satisfies BlogFilesRecord));
}
