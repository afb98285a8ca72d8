import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { contentDir } from '../src/content/files';

/**
 * Where compiled bodies and parsed front matter are kept: .build/cache, or a folder of its own
 * for another content folder (CONTENT_DIR). Each run keeps only what its own content uses, so a
 * benchmark's ten thousand articles and the site's own content must not prune each other.
 */
export function contentCacheDir(root: string, dir: string = contentDir(root)): string {
  if (dir === join(root, 'content')) return join(root, '.build/cache');
  return join(root, '.build/cache', `content-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`);
}
