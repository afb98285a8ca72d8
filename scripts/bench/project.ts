import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root, so the benchmark works from any current directory. */
export const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Chromium, Lighthouse and Playwright write temp files; they go to the git-ignored .tmp/ as in
 * the end-to-end tests. Child processes inherit it, which is how Chromium and Lighthouse's
 * launcher pick it up.
 */
export function useProjectTmp(): string {
  const tmp = fileURLToPath(new URL('../../.tmp', import.meta.url));
  mkdirSync(tmp, { recursive: true });
  process.env.TMPDIR = tmp;
  return tmp;
}

/** The commit measured, marked when the work tree has changes, so a figure can be traced to code. */
export function describeCommit(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
