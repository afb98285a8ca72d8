/**
 * `npm run content:check`: validates everything under content/ and generates the typed modules; exit 1 on any problem.
 * With `-- --review-report` it also lists the pages whose medical review, and the figures whose check, is over a year old.
 * The build runs it with `--skip-unchanged`: then, when nothing it reads changed since its last clean run and what
 * that run wrote is untouched (content-run.ts), it says so and stops without loading the pipeline; and it leaves
 * CONTENT.md's error examples as they are, which content:check makes anew.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { readContentFiles } from '../src/content/files';
import { todayFromClock } from '../src/content/today';
import { contentCodeDigest, contentRunKey, forgetRun, recordRun, unchangedSinceLastRun } from './content-run';

const started = performance.now();
const root = fileURLToPath(new URL('..', import.meta.url));
const files = await readContentFiles(root);
// Hashed once: the run key and the version of the results the step keeps (session.ts) both stand on it.
const code = contentCodeDigest(root);
const keyOf = (today: string) => contentRunKey(root, files, today, code.all);
const today = todayFromClock();
// Made once when the build asks to skip: the run below reads the same files, and records this key unless its day differs.
const startKey = process.argv.includes('--skip-unchanged') ? await keyOf(today) : null;
if (startKey !== null && (await unchangedSinceLastRun(root, startKey))) {
  console.log(`Content OK: ${files.size} files, unchanged since the last check, in ${Math.round(performance.now() - started)} ms.`);
  process.exit(0);
}
const { runContentStep } = await import('./content-step');
// The build keeps the guide's error examples as CONTENT.md has them, as the dev server does: making them runs the whole
// check again with every example mistake in (about 0.7 s of a rebuild after one edit). content:check makes them anew.
const result = await runContentStep(root, { files, codeVersion: code.source }, { keepErrors: startKey !== null });
if (!result) {
  await forgetRun(root);
  process.exit(1);
}
await recordRun(root, startKey !== null && result.today === today ? startKey : await keyOf(result.today));
if (process.argv.includes('--review-report')) {
  const { reviewReport } = await import('../src/content/review-report');
  const { pages, figures } = reviewReport(result);
  console.log(`\nPages whose medical review is over a year old (before ${result.today.replace(/^\d{4}/, (year) => String(Number(year) - 1))}): ${pages.length}`);
  for (const line of pages) console.log(`  ${line}`);
  console.log(`Figures not checked against their source for over a year: ${figures.length}`);
  for (const line of figures) console.log(`  ${line}`);
}
