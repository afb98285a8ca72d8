import { createHash } from 'node:crypto';
import type { ContentSource } from './files';

/** The hash of each file's bytes seen in this process, by the bytes themselves: a fresh read is a new Buffer. */
const hashes = new WeakMap<Buffer, string>();

/**
 * The sha256 of a content file's text, the key of its parse in the caches. A file read once is hashed
 * once a process: the build's test of whether the step can be skipped hashes every file, and the step
 * that runs after it hashes the same bytes for its caches (at ten thousand articles, tens of megabytes).
 */
export function hashOf(source: ContentSource): string {
  if (typeof source === 'string') return createHash('sha256').update(source).digest('hex');
  let known = hashes.get(source);
  if (known === undefined) hashes.set(source, (known = createHash('sha256').update(source).digest('hex')));
  return known;
}
