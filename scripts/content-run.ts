/**
 * Whether the content step can stand on its last run: the build skips it when the content, the
 * code that checks and writes it, and the day are the same as at the last clean run, and what that
 * run wrote is still there as it left it. Only the build skips; `npm run content:check` always checks
 * (and records its run, so a build after it skips).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { sourceCodeVersion } from '../src/content/code-version';
import { contentDir, type ContentSource } from '../src/content/files';
import { hashOf } from '../src/content/source-hash';
import { translatedEntriesDir } from '../src/content/translated-dir';
import { contentCacheDir } from './content-cache-dir';

/** A file's bytes, or null when it is not there. */
function readIfThere(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/** What a clean run was made from (`key`) and what it left on disk (`outputs`). */
interface RunRecord {
  key: string;
  outputs: string;
}

const recordFile = (root: string, dir: string) => join(contentCacheDir(root, dir), 'last-run.json');
const posix = (path: string) => path.split(sep).join('/');

/** Every file under `folder` (relative to root, sorted); none when it does not exist. */
async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => posix(relative(root, join(entry.parentPath, entry.name))))
    .sort();
}

/** The files of scripts/ that `entry` runs, found by following its relative imports (static and dynamic) within scripts/. */
export function scriptsImportedBy(root: string, entry: string): string[] {
  const scripts = join(root, 'scripts');
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !file.startsWith(scripts + sep)) return;
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return;
    }
    found.add(file);
    for (const [, specifier] of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolve(dirname(file), specifier);
      const candidates = /\.[cm]?[jt]sx?$/.test(target) ? [target] : [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts')];
      for (const candidate of candidates) visit(candidate);
    }
  };
  visit(join(scripts, entry));
  return [...found].map((file) => posix(relative(root, file))).sort();
}

/**
 * The code and settings a content run depends on besides the content: all of src/ but what the step
 * generates (the schemas, the pipeline, the route table and every module they use live there) and the
 * installed packages (by the lockfile), as the session's results' version (`source`, see
 * sourceCodeVersion), and with them the step's own scripts and the project's settings (`all`). The
 * step is handed `source`: made once, the code is read and hashed once a run, not once for each.
 */
export function contentCodeDigest(root: string): { all: string; source: string } {
  const source = sourceCodeVersion(join(root, 'src'));
  const digest = createHash('sha256').update(`source ${source}\0`);
  // Read synchronously: one after the other, a promise for each of a few dozen small files cost more than the reading.
  for (const file of [...scriptsImportedBy(root, 'build-content.ts'), 'package.json', 'tsconfig.json'])
    digest.update(file).update('\0').update(readIfThere(join(root, file)) ?? 'missing').update('\0');
  return { all: digest.digest('hex'), source };
}

/**
 * The key of a content run's inputs: every content file by name and bytes, the content folder, the
 * day it counts as today, the Node version, the code (contentCodeDigest, made again unless given) and
 * the names of public/'s files. Any difference in one runs the step.
 */
export async function contentRunKey(root: string, files: ReadonlyMap<string, ContentSource>, today: string, code: string = contentCodeDigest(root).all): Promise<string> {
  const digest = createHash('sha256');
  const add = (part: string | Buffer) => digest.update(part).update('\0');
  add(`content folder ${contentDir(root)}`);
  add(`today ${today}`);
  add(`node ${process.version}`);
  // By each file's hash, which the step then takes for its caches' keys rather than hashing the bytes again.
  for (const name of [...files.keys()].sort()) {
    add(name);
    add(hashOf(files.get(name)!));
  }
  add(`code ${code}`);
  for (const file of await filesUnder(root, 'public')) add(`public ${file}`);
  return digest.digest('hex');
}

/**
 * What the content step leaves for the steps after it, each file by name, size and time of last
 * change: the generated modules, the entry files and their record, the translated entries, and
 * for the site's own content the editors' schemas, settings and guide. Anything else writing or
 * removing one of them (the dev server, a run of another content folder) makes the next build run the step.
 */
export async function outputsFingerprint(root: string): Promise<string> {
  const own = contentDir(root) === join(root, 'content');
  const folders = ['src/generated', '.build/entries', translatedEntriesDir, ...(own ? ['json-schemas'] : [])];
  const single = ['.build/cache/entries.json', '.build/cache/translated-html.json', ...(own ? ['CONTENT.md', '.vscode/settings.json'] : [])];
  const files = [...(await Promise.all(folders.map((folder) => filesUnder(root, folder)))).flat(), ...single];
  const digest = createHash('sha256');
  // Synchronous: a build asks this of every entry file (thousands), one after the other.
  for (const file of files) {
    const info = statSync(join(root, file), { throwIfNoEntry: false });
    digest.update(`${file}\0${info ? `${info.size}:${info.mtimeMs}` : 'missing'}\0`);
  }
  return digest.digest('hex');
}

/** Whether the last clean run of this content folder had the inputs of `key`, and its outputs are as it left them. */
export async function unchangedSinceLastRun(root: string, key: string): Promise<boolean> {
  const record = JSON.parse(await readFile(recordFile(root, contentDir(root)), 'utf8').catch(() => 'null')) as RunRecord | null;
  return record?.key === key && record.outputs === (await outputsFingerprint(root));
}

/** Records a clean run with the inputs of `key`, once everything it writes is written. */
export async function recordRun(root: string, key: string): Promise<void> {
  const file = recordFile(root, contentDir(root));
  await mkdir(dirname(file), { recursive: true });
  // Whole or not at all: another process may read it meanwhile.
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify({ key, outputs: await outputsFingerprint(root) } satisfies RunRecord));
  await rename(partial, file);
}

/** Forgets the last run, so the next build runs the step: after a run with problems, whose outputs were not written. */
export async function forgetRun(root: string): Promise<void> {
  await rm(recordFile(root, contentDir(root)), { force: true });
}
