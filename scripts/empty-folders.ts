import { rmdir } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';

/**
 * Removes the folders that held a removed `file`, from its own up, while they are empty, and
 * never `top` itself or anything outside it: a page or share image of an address that is gone
 * (a category's second page, say) leaves no empty folder behind, so a build that removed it
 * leaves dist/ as a build that never made it.
 */
export async function removeEmptyFolders(file: string, top: string): Promise<void> {
  for (let folder = dirname(file); ; folder = dirname(folder)) {
    const inside = relative(top, folder);
    if (!inside || inside.startsWith('..') || inside.startsWith(sep)) return;
    // Fails on a folder that still holds something (or is gone): then so would every folder above it.
    if (!(await rmdir(folder).then(() => true, () => false))) return;
  }
}
