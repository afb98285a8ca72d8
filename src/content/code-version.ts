import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file's bytes, or a word that no file's bytes are, for a file that went meanwhile. */
function bytesOf(file: string): Buffer | string {
  try {
    return readFileSync(file);
  } catch {
    return 'missing';
  }
}

/**
 * The version of every result the content step keeps by `remember` (session.ts): a hash of all the
 * code under `src` but the modules the content step generates (schemas, checks, the route table and
 * all they use live there), and the locked packages. Any change to one forgets every result. Apart from
 * the session, so that the build's test of whether the step can be skipped (which hashes this code
 * too) makes it without loading the pipeline, and hands it to the step: the code is hashed once a run.
 */
export function sourceCodeVersion(src: string = fileURLToPath(new URL('..', import.meta.url))): string {
  const generated = join(src, 'generated') + sep;
  const files = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(generated))
    .sort();
  const digest = createHash('sha256');
  // Read synchronously: awaited one after the other, a promise for each of a few hundred small files left the thread idle most of the time.
  for (const file of files) digest.update(relative(src, file).split(sep).join('/')).update('\0').update(bytesOf(file)).update('\0');
  digest.update('package-lock.json\0').update(bytesOf(join(src, '../package-lock.json'))).update('\0');
  return digest.digest('hex');
}
