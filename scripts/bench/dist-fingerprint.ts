import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { root } from './project.ts';

/**
 * Names, sizes and modification times of everything in dist/. Taken before and after the
 * browser measurements: if they differ, someone rebuilt meanwhile and the figures may mix two
 * builds, which the run then says.
 */
export async function distFingerprint(): Promise<string> {
  const dist = join(root, 'dist');
  const hash = createHash('sha256');
  const entries = await readdir(dist, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((item) => item.isFile()).sort((a, b) => join(a.parentPath, a.name).localeCompare(join(b.parentPath, b.name)))) {
    const file = join(entry.parentPath, entry.name);
    const info = await stat(file).catch(() => null);
    hash.update(`${file}\0${info?.size}\0${info?.mtimeMs}\n`);
  }
  return hash.digest('hex');
}
