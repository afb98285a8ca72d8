import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { contentDir, contentKey, readContentFiles, type ContentSource } from '../src/content/files';
import { formatProblem } from '../src/content/problems';
import type { ContentSession } from '../src/content/session';
import { checkAndWrite as runStep, createDiskSession, refreshEditorsHelp } from './content-step';

/**
 * The dev server's content step, bundled as plain JavaScript by its plugin (vite-content-plugin.ts)
 * and imported afresh when a file it is made from changes (a schema), so the next run starts from nothing. Between such edits it keeps every
 * content file and every parse in memory: a save re-reads and re-parses one file, and only
 * the cross-file checks and validation run over all of them.
 */
let state: { files: Map<string, ContentSource>; session: ContentSession } | undefined;
/** The caches of the last run being saved; a run waits for it, so no two ever touch them at once. */
let persisting: Promise<void> = Promise.resolve();

/** Reads changed paths (files, or folders that came or went) into the in-memory copy of the content folder. */
function applyChanges(files: Map<string, ContentSource>, dir: string, changed: readonly string[]): void {
  for (const absolute of changed) {
    const key = contentKey(dir, absolute);
    const info = statSync(absolute, { throwIfNoEntry: false });
    if (info?.isFile()) {
      files.set(key, readFileSync(absolute, 'utf8'));
      continue;
    }
    // Gone, or a folder that came or went: what was known under it is replaced by what is there now.
    files.delete(key);
    for (const known of [...files.keys()]) if (known.startsWith(`${key}/`)) files.delete(known);
    if (info?.isDirectory()) for (const [inner, text] of readFolder(dir, absolute)) files.set(inner, text);
  }
}

function readFolder(dir: string, folder: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const absolute = join(entry.parentPath, entry.name);
      found.set(contentKey(dir, absolute), readFileSync(absolute, 'utf8'));
    }
  return found;
}

/** Runs the content step; `changed` lists the absolute paths saved since the last run (all content when omitted). */
export async function checkAndWrite(changed?: readonly string[]): Promise<{ problems: string[]; milliseconds: number }> {
  await persisting;
  const started = performance.now();
  const root = process.cwd();
  const first = !state;
  if (!state || !changed) state = { files: await readContentFiles(root), session: state?.session ?? (await createDiskSession(root)) };
  else applyChanges(state.files, contentDir(root), changed);
  const { result, files, session, persisted } = await runStep(root, state);
  if (first) state.session.warmUp();
  persisting = persisted.catch((error: unknown) => console.error('Saving the content cache failed:', error));
  // Then the editors' schemas follow the content (a new hospital becomes a choice at once); the guide's error examples wait for content:check.
  if (result.problems.length === 0) persisting = persisting.then(async () => void (await refreshEditorsHelp(root, { files, result, session }, { keepErrors: true })));
  return { problems: result.problems.map(formatProblem), milliseconds: Math.round(performance.now() - started) };
}
