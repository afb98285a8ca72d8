import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { contentDir, contentKey, readContentFiles, type ContentSource } from '../src/content/files';
import { formatProblem } from '../src/content/problems';
import type { ContentSession } from '../src/content/session';
import { todayFromClock } from '../src/content/today';
import { contentCodeDigest, contentRunKey, recordRun, unchangedSinceLastRun } from './content-run';
import { checkAndWrite as runStep, createDiskSession, refreshEditorsHelp } from './content-step';

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

/**
 * How long after a clean run its record waits for another run: made at once, its half a second at ten thousand
 * articles (every content file hashed, every output looked at) held up an edit saved meanwhile.
 */
const quietBeforeRecord = 2000;

/**
 * The dev server's content step for the project in `root`, bundled as plain JavaScript by its plugin
 * (vite-content-plugin.ts) and started anew, on a new thread, when a file it is made from changes (a schema), so
 * the next run starts from nothing. Between such edits it keeps every content file and every parse in memory: a save
 * re-reads and re-parses one file, and only the cross-file checks and validation run over all of them.
 */
export function devContentStep(root = process.cwd()) {
  let state: { files: Map<string, ContentSource>; session: ContentSession } | undefined;
  /** The digest of the step's code (content-run.ts), made once: the step is started anew when a schema changes. */
  let code: ReturnType<typeof contentCodeDigest> | undefined;
  /** The caches of the last run being saved; a run waits for it, so no two ever touch them at once. */
  let persisting: Promise<void> = Promise.resolve();
  /** The record of the last clean run, made once no other run has come for a while. */
  let recordLater: ReturnType<typeof setTimeout> | undefined;

  return {
    /**
     * Runs the step; `changed` lists the absolute paths saved since the last run (all content when omitted). On the
     * first run, `servable` is called as soon as the files are read when the content, the code and the day are those
     * of the last clean run (the build's or this server's) and what it wrote is as it left it (content-run.ts): the
     * pages can be served from it at once, while the run goes on to hold every file and parse in memory for the
     * edits to come (about three seconds at ten thousand articles). A clean run is recorded in turn, so the next
     * start, or build, of unchanged content need not wait for the step.
     */
    async checkAndWrite(changed?: readonly string[], servable?: () => void): Promise<{ problems: string[]; milliseconds: number }> {
      clearTimeout(recordLater);
      await persisting;
      const started = performance.now();
      const first = !state;
      code ??= contentCodeDigest(root);
      if (!state || !changed) {
        const files = await readContentFiles(root);
        if (first && servable && (await unchangedSinceLastRun(root, await contentRunKey(root, files, todayFromClock(), code.all)))) servable();
        state = { files, session: state?.session ?? (await createDiskSession(root, code.source)) };
      } else applyChanges(state.files, contentDir(root), changed);
      const { result, files, session, persisted } = await runStep(root, state);
      if (first) state.session.warmUp();
      persisting = persisted.catch((error: unknown) => console.error('Saving the content cache failed:', error));
      if (result.problems.length > 0) return { problems: result.problems.map(formatProblem), milliseconds: Math.round(performance.now() - started) };
      // Then the editors' schemas follow the content (a new hospital becomes a choice at once); the guide's error
      // examples wait for content:check.
      persisting = persisting.then(async () => void (await refreshEditorsHelp(root, { files, result, session }, { keepErrors: true })));
      // Then the run is recorded, once all it writes is written, unless another run comes first (the files are not
      // changed before: a run waits for what is saving, and stops the record it finds waiting).
      const { all } = code;
      recordLater = setTimeout(() => {
        persisting = persisting
          .then(async () => recordRun(root, await contentRunKey(root, files, result.today, all)))
          .catch((error: unknown) => console.error('Recording the content run failed:', error));
      }, quietBeforeRecord);
      return { problems: [], milliseconds: Math.round(performance.now() - started) };
    },
  };
}
