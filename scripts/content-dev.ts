import { formatProblem } from '../src/content/problems';
import { checkAndWrite as runStep } from './content-step';

/** The dev server's content step (loaded through Vite, so schema edits apply without a restart). */
export async function checkAndWrite(): Promise<{ problems: string[] }> {
  const { result } = await runStep(process.cwd());
  return { problems: result.problems.map(formatProblem) };
}
