import { readContentFiles } from '../src/content/files';
import { buildContent } from '../src/content/pipeline';
import { formatProblem } from '../src/content/problems';
import { writeGenerated } from '../src/content/write';
import { buildYearNow } from './content-step';

/** The dev server's content step: writes generated modules only when the content is clean, so the last good content keeps serving. */
export async function checkAndWrite(): Promise<{ problems: string[] }> {
  const root = process.cwd();
  const result = await buildContent(await readContentFiles(root));
  if (result.problems.length === 0) await writeGenerated(root, result, buildYearNow());
  return { problems: result.problems.map(formatProblem) };
}
