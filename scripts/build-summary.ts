/**
 * The build's console lines about many files or pages: a line that says how many and where to look,
 * never one line per page, so a build on a fresh clone greets a newcomer with a short summary.
 */
import { dirname } from 'node:path';

/** How many lines of a list are shown before the rest is counted. */
const shownAtMost = 3;

/**
 * One line for the pages over a budget (each a sentence from overBudget, that names the page and
 * its bytes): how many of how many pages, the first few sentences, and where every page's figures
 * are. Null when none is over.
 */
export function overBudgetSummary(over: readonly string[], pages: number, sizesFile: string): string | null {
  if (over.length === 0) return null;
  const pagesOver = new Set(over.map((sentence) => sentence.slice(0, sentence.indexOf(': ')))).size;
  const shown = over.slice(0, shownAtMost).join('; ');
  const more = over.length > shownAtMost ? `; and ${over.length - shownAtMost} more` : '';
  return `${pagesOver} of ${pages} pages are over budget (scripts/page-budgets.ts): ${shown}${more}. Every page's figures: ${sizesFile}.`;
}

/** One line for the files a step rewrote: each folder with how many of its files, the files at the top by name. */
export function changedFilesSummary(label: string, files: readonly string[]): string | null {
  if (files.length === 0) return null;
  const byFolder = new Map<string, number>();
  const single: string[] = [];
  for (const file of files) {
    const folder = dirname(file);
    if (folder === '.') single.push(file);
    else byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
  }
  const folders = [...byFolder].map(([folder, count]) => (count === 1 ? files.find((file) => dirname(file) === folder)! : `${count} files in ${folder}/`));
  return `${label}: ${[...folders, ...single].join(', ')}.`;
}
