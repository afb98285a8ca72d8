import { readdir, readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * The folder content is read from: CONTENT_DIR when set (relative to the project), else
 * <root>/content. The benchmark points it at generated content without touching content/.
 */
export function contentDir(root: string): string {
  const override = process.env.CONTENT_DIR;
  if (!override) return join(root, 'content');
  return isAbsolute(override) ? override : resolve(root, override);
}

/** The name messages use for a file in the content folder: "content/blog/x.mdx", wherever the folder is. */
export function contentKey(dir: string, absolute: string): string {
  return `content/${relative(dir, absolute).split(sep).join('/')}`;
}

/** Reads every file of the content folder into memory, keyed by its "content/..." name. */
export async function readContentFiles(root: string): Promise<Map<string, string>> {
  const dir = contentDir(root);
  const files = new Map<string, string>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const absolute = join(entry.parentPath, entry.name);
        files.set(contentKey(dir, absolute), await readFile(absolute, 'utf8'));
      }),
  );
  return files;
}
