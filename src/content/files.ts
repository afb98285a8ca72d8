import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';

/**
 * The folder content is read from: CONTENT_DIR when set (relative to the project), else
 * <root>/content. The benchmark points it at generated content without touching content/.
 */
export function contentDir(root: string): string {
  const override = process.env.CONTENT_DIR;
  // resolve() also normalises an absolute path, so one folder always gets one cache (content-step.ts).
  return override ? resolve(root, override) : join(root, 'content');
}

/** The name messages use for a file in the content folder: "content/blog/x.mdx", wherever the folder is. */
export function contentKey(dir: string, absolute: string): string {
  return `content/${relative(dir, absolute).split(sep).join('/')}`;
}

/**
 * A content file's text, or its bytes: a file whose parse comes from the cache is never
 * decoded, which spares the garbage collector tens of megabytes of strings at 10,000 articles.
 */
export type ContentSource = string | Buffer;

/**
 * A file's text as every later step expects it, whatever editor saved it: without the byte-order
 * mark some Windows editors put first, and with "\n" line ends ("\r\n" and a lone "\r" become
 * "\n", one for one, so every line keeps its number).
 */
export function normaliseText(text: string): string {
  const withoutMark = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return withoutMark.includes('\r') ? withoutMark.replace(/\r\n?/g, '\n') : withoutMark;
}

export function textOf(source: ContentSource): string {
  return normaliseText(typeof source === 'string' ? source : source.toString('utf8'));
}

/**
 * Reads every file of the content folder into memory, keyed by its "content/..." name.
 * One by one and synchronously: for ten thousand small files that is several times faster
 * than as many promises, each of which goes through the thread pool four times.
 */
export async function readContentFiles(root: string): Promise<Map<string, ContentSource>> {
  const dir = contentDir(root);
  const files = new Map<string, ContentSource>();
  // Each folder's name is made once, not once for each of its (thousands of) files.
  const folderKeys = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    let folder = folderKeys.get(entry.parentPath);
    if (folder === undefined) folderKeys.set(entry.parentPath, (folder = contentKey(dir, join(entry.parentPath, 'x')).slice(0, -1)));
    files.set(folder + entry.name, readFileSync(join(entry.parentPath, entry.name)));
  }
  return files;
}
