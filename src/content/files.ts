import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Reads every file under <root>/content into memory, keyed by path relative to root. */
export async function readContentFiles(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const entries = await readdir(join(root, 'content'), { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const absolute = join(entry.parentPath, entry.name);
        files.set(relative(root, absolute).split(sep).join('/'), await readFile(absolute, 'utf8'));
      }),
  );
  return files;
}
