import type { ContentSource } from '../../src/content/files';
import { buildContent } from '../../src/content/pipeline';
import { formatProblem } from '../../src/content/problems';
import { problemsSummary } from '../content-step';
import { errorExamples } from './error-examples';

const fence = (lines: string[]) => ['```text', ...lines, '```'].join('\n');

/**
 * The guide's section on errors: the content check run on the real content with every example
 * mistake made at once, then each mistake with what the check said about it and how to fix it.
 */
export async function errorSection(files: ReadonlyMap<string, ContentSource>): Promise<string> {
  const broken = new Map(files);
  for (const example of errorExamples) {
    const text = String(files.get(example.file) ?? '');
    if (!example.find.test(text)) throw new Error(`The guide's example "${example.title}" finds nothing to change in ${example.file}: update scripts/content-docs/error-examples.ts.`);
    broken.set(example.file, text.replace(example.find, example.replace));
  }
  const { problems } = await buildContent(broken);
  const exampleFiles = new Set(errorExamples.map((example) => example.file));
  const stray = problems.filter((problem) => !exampleFiles.has(problem.file));
  if (stray.length > 0) throw new Error(`The guide's examples caused problems outside their own files:\n${stray.map(formatProblem).join('\n')}`);

  const sections = errorExamples.map((example) => {
    const messages = problems.filter((problem) => problem.file === example.file).map(formatProblem);
    if (messages.length === 0) throw new Error(`The guide's example "${example.title}" in ${example.file} is no longer a problem: update scripts/content-docs/error-examples.ts.`);
    return [`### ${example.title}`, '', fence(messages), '', example.fix].join('\n');
  });
  return [fence(['$ npm run content:check', ...problems.map(formatProblem), '', problemsSummary(problems.length, broken.size)]), ...sections].join('\n\n');
}
