import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { contentDir, readContentFiles, type ContentSource } from '../src/content/files';
import { buildContent, type ContentResult } from '../src/content/pipeline';
import { formatProblem, problemsSummary } from '../src/content/problems';
import { createSession, type ContentSession } from '../src/content/session';
import { writeGenerated } from '../src/content/write';
import { changedFilesSummary } from './build-summary';
import type { ContentRun } from './content-docs/generated-files';
import { contentCacheDir } from './content-cache-dir';

export { contentCacheDir };

/** A session whose caches live in contentCacheDir, so the next run redoes only what changed; `codeVersion` as createSession takes it. */
export function createDiskSession(root: string, codeVersion?: string): Promise<ContentSession> {
  return createSession(contentCacheDir(root), { codeVersion });
}

/**
 * The content step of CLI, build and dev server alike: validates all content and, only when it
 * is clean, writes src/generated and .build/entries, so the last good content stays in place.
 * `files` and `session` let the dev server pass what it already holds; `codeVersion`, a caller
 * that has hashed the code already (see createSession). `persisted` settles
 * once the caches are saved: the dev server reports the update before that.
 */
export async function checkAndWrite(
  root: string,
  given?: { files: ReadonlyMap<string, ContentSource>; session?: ContentSession; codeVersion?: string },
): Promise<{ result: ContentResult; files: ReadonlyMap<string, ContentSource>; session: ContentSession; fileCount: number; persisted: Promise<void> }> {
  const session = given?.session ?? (await createDiskSession(root, given?.codeVersion));
  const files = given?.files ?? (await readContentFiles(root));
  const result = await buildContent(files, session);
  // A run of its own (the build, the CLI) compiles nothing more but the rare body whose HTML is nowhere else: its idle
  // MDX workers would hold their memory while the modules and entry files are written (about 100 MB at ten thousand articles).
  if (!given?.session) await session.stopWorkers();
  // The build year is the year of the day the content was checked against, so no computed age is negative.
  if (result.problems.length === 0) await writeGenerated(root, result, Number(result.today.slice(0, 4)), contentCacheDir(root));
  // Saved from the next turn of the event loop: the dev server has its answer first (the caches' bookkeeping
  // takes tens of milliseconds at ten thousand articles before the first write).
  const persisted = new Promise<void>((resolve) => setImmediate(resolve)).then(() => session.persist(files, result.bodyKeys));
  return { result, files, session, fileCount: files.size, persisted };
}

/**
 * After a clean run of the site's own content (not another folder's, CONTENT_DIR), writes what
 * follows it for editors: the JSON Schemas of json-schemas/ (their reference fields list the ids
 * that exist), .vscode/settings.json and the generated parts of CONTENT.md. Never fails the step:
 * a problem writing them is said, and the content is still good. Returns the files it changed.
 */
export async function refreshEditorsHelp(root: string, run: ContentRun, options: { keepErrors?: boolean } = {}): Promise<string[]> {
  if (contentDir(root) !== join(root, 'content')) return [];
  try {
    // Imported here: it loads the TypeScript compiler, which a run of another content folder never needs.
    const { refreshContentDocs } = await import('./content-docs/generated-files');
    return await refreshContentDocs(root, run, contentCacheDir(root), options);
  } catch (error) {
    console.warn(`The content is good, but the editors' schemas and CONTENT.md were not updated: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

/**
 * Runs the content step (on `given` files, else those it reads) and prints every problem as "file:line field: message";
 * returns null when there were any. `keepErrors` keeps the guide's error examples as CONTENT.md has them (refreshEditorsHelp).
 */
export async function runContentStep(
  root: string,
  given?: { files: ReadonlyMap<string, ContentSource>; codeVersion?: string },
  options: { keepErrors?: boolean } = {},
): Promise<ContentResult | null> {
  const started = performance.now();
  const { result, files, session, fileCount, persisted } = await checkAndWrite(root, given);
  await persisted;
  if (result.problems.length === 0) {
    const changed = await refreshEditorsHelp(root, { files, result, session }, options);
    const summary = changedFilesSummary('Updated for editors', changed);
    if (summary) console.log(summary);
  }
  if (result.problems.length > 0) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    console.error(`\n${problemsSummary(result.problems.length, fileCount)}`);
    return null;
  }
  console.log(`Content OK: ${fileCount} files, ${result.paths.length} pages, in ${Math.round(performance.now() - started)} ms.`);
  return result;
}
