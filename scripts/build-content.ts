/**
 * `npm run content:check`: validates everything under content/ and generates the typed modules; exit 1 on any problem.
 * With `-- --review-report` it also lists the pages whose medical review, and the figures whose check, is over a year old.
 */
import { fileURLToPath } from 'node:url';
import { reviewReport } from '../src/content/review-report';
import { runContentStep } from './content-step';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = await runContentStep(root);
if (!result) process.exit(1);
if (process.argv.includes('--review-report')) {
  const { pages, figures } = reviewReport(result);
  console.log(`\nPages whose medical review is over a year old (before ${result.today.replace(/^\d{4}/, (year) => String(Number(year) - 1))}): ${pages.length}`);
  for (const line of pages) console.log(`  ${line}`);
  console.log(`Figures not checked against their source for over a year: ${figures.length}`);
  for (const line of figures) console.log(`  ${line}`);
}
