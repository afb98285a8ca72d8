/**
 * The record of what each entry file under .build/entries was written from (.build/cache/entries.json),
 * apart from the writer (write.ts): the pre-render step reads it without loading the collections' schemas.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writerVersion } from './cache-versions';

/**
 * What each entry file was written from, by path ("blog/x.json"), in the collections' order:
 * a hash of its fields and its body's key (the body's hash). An entry file is a function of
 * the two, so comparing them needs neither the HTML nor the file; the key also says whose
 * HTML the file holds, and unchanged fields of a whole collection mean an unchanged module.
 */
export type Manifest = Record<string, { fields: string; body: string | null }>;

/** The manifest on disk, or an empty one when it is missing or was written by another version of this module. */
export function readManifest(file: string, version: string): Manifest {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { version?: string; entries?: Manifest };
    return saved.version === version && saved.entries ? saved.entries : {};
  } catch {
    return {};
  }
}

/**
 * What each entry file under .build/entries was last written from, by "collection/id.json": a
 * hash of the entry's fields and its body's key. The pre-render step can key a page on this
 * instead of reading and hashing ten thousand entry files. Empty when the content step has not
 * written entries with this version of the writer (then read the files).
 */
export async function entryFingerprints(root: string): Promise<Map<string, string>> {
  const manifest = readManifest(join(root, '.build/cache/entries.json'), await writerVersion());
  return new Map(Object.entries(manifest).map(([relative, { fields, body }]) => [relative, `${fields}:${body ?? ''}`]));
}
