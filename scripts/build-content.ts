/**
 * The content step: validates everything under content/ and, when all is well, writes the
 * typed modules pages import. Prints every problem as "file:line field: message" and exits 1.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { readContentFiles } from '../src/content/files';
import { buildContent } from '../src/content/pipeline';
import { formatProblem } from '../src/content/problems';
import { writeGenerated } from '../src/content/write';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
const files = await readContentFiles(root);
const result = await buildContent(files);
if (result.problems.length > 0) {
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.error(`\n${result.problems.length} content problem${result.problems.length === 1 ? '' : 's'} in ${files.size} files. Nothing was generated.`);
  process.exit(1);
}
await writeGenerated(root, result, new Date().getFullYear());
console.log(`Content OK: ${files.size} files, ${result.paths.length} pages, in ${Math.round(performance.now() - started)} ms.`);
