import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { root } from './project.ts';

const file = join(root, 'BENCHMARKS.md');
const start = '<!-- results:start (written by npm run bench) -->';
const end = '<!-- results:end -->';

/** Replaces the results block of BENCHMARKS.md, leaving the hand-written text around it alone. */
export async function updateBenchmarksMd(report: string): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return false;
  }
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return false;
  await writeFile(file, `${text.slice(0, from + start.length)}\n\n${report}\n\n${text.slice(to)}`);
  return true;
}
