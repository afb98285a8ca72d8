/**
 * `npm run launch:check`: lists everything in the content that must change before the site goes
 * live (example numbers and addresses, sample people, reviews and figures, form endpoints that
 * reach no one) and exits 1 while anything remains. Not part of `npm test`: it passes only on real data.
 */
import { fileURLToPath } from 'node:url';
import { readContentFiles } from '../src/content/files';
import { formatProblem } from '../src/content/problems';
import { launchBlockers } from './launch-blockers';

const root = fileURLToPath(new URL('..', import.meta.url));
const { problems, blockers } = await launchBlockers(await readContentFiles(root));
if (problems.length > 0) {
  console.error(`${problems.map(formatProblem).join('\n')}\n\nThe content has ${problems.length} problems; fix them (npm run content:check) before checking for launch.`);
  process.exit(1);
}
if (blockers.length > 0) {
  console.error(`${blockers.map(formatProblem).join('\n')}\n\n${blockers.length} things to change before launch.`);
  process.exit(1);
}
console.log('Ready for launch: no example numbers or addresses, no samples, and both forms reach the care team.');
