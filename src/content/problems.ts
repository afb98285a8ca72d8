import type { FieldPath } from './locate';

/** One thing wrong with the content, located for the editor who must fix it. */
export interface Problem {
  /** The file, relative to the project, like "content/site/claims.json". */
  file: string;
  /** 1-based line in the file. */
  line: number;
  /** Dotted field path like "groups[1].items[0].href", or a word in brackets for the whole file or body. */
  field: string;
  /** A sentence an editor understands. */
  message: string;
}

/** "groups[1].items[0].href" from ["groups", 1, "items", 0, "href"]. */
export function formatFieldPath(path: FieldPath): string {
  let out = '';
  for (const segment of path) out += typeof segment === 'number' ? `[${segment}]` : out ? `.${segment}` : segment;
  return out || '(file)';
}

/** The one-line form CI and editors read: file:line field: message. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line} ${problem.field}: ${problem.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.field.localeCompare(b.field));
}

/** The last line of a run with problems, as CI prints it. */
export function problemsSummary(problemCount: number, fileCount: number): string {
  return `${problemCount} content problem${problemCount === 1 ? '' : 's'} in ${fileCount} files. Nothing was generated.`;
}
