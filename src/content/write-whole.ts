import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes a file under a temporary name and renames it into place, so a reader never sees half
 * of it and a run that stops midway leaves the previous version. The temporary name is unique
 * even within one process: the dev server may save a cache while a reloaded step saves it too.
 */
export async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.tmp`;
  await writeFile(partial, text);
  await rename(partial, file);
}
