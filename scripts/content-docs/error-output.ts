import type { ContentSource } from '../../src/content/files';
import { textOf } from '../../src/content/files';
import { buildContent } from '../../src/content/pipeline';
import { formatProblem, problemsSummary } from '../../src/content/problems';
import type { ContentSession } from '../../src/content/session';
import { errorExamples as allExamples } from './error-examples';

const fence = (lines: string[]) => ['```text', ...lines, '```'].join('\n');
type Example = (typeof allExamples)[number];

/**
 * The file each example is made in: the one it prefers, else the first other file of that folder
 * (by name) that has the text to change and no other example uses. An example that finds no such
 * file is left out of the guide (the content guide's tests see that every example is made with
 * the site's own content).
 */
export function placeExamples(files: ReadonlyMap<string, ContentSource>, examples: readonly Example[] = allExamples): Array<Example & { made: string }> {
  const used = new Set<string>();
  const placed: Array<Example & { made: string }> = [];
  for (const example of examples) {
    const folder = example.file.slice(0, example.file.lastIndexOf('/') + 1);
    const candidates = [example.file, ...[...files.keys()].filter((file) => file.startsWith(folder) && !file.slice(folder.length).includes('/')).sort()];
    const file = candidates.find((candidate) => !used.has(candidate) && files.has(candidate) && example.find.test(textOf(files.get(candidate)!)));
    if (!file) continue;
    used.add(file);
    placed.push({ ...example, made: file });
  }
  return placed;
}

/**
 * The guide's section on errors: the content check run on the real content with every example
 * mistake made at once, then each mistake with what the check said about it and how to fix it.
 * `session` lets the content step pass the one it holds, so unchanged bodies are not compiled again.
 */
export async function errorSection(files: ReadonlyMap<string, ContentSource>, session?: ContentSession): Promise<string> {
  const broken = new Map(files);
  const examples = placeExamples(files);
  for (const example of examples) broken.set(example.made, textOf(files.get(example.made)!).replace(example.find, example.replace));
  const { problems } = await buildContent(broken, session);
  const exampleFiles = new Set(examples.map((example) => example.made));
  const stray = problems.filter((problem) => !exampleFiles.has(problem.file));
  if (stray.length > 0) throw new Error(`The guide's examples caused problems outside their own files:\n${stray.map(formatProblem).join('\n')}`);

  const sections = examples.flatMap((example) => {
    const messages = problems.filter((problem) => problem.file === example.made).map(formatProblem);
    return messages.length === 0 ? [] : [[`### ${example.title}`, '', fence(messages), '', example.fix].join('\n')];
  });
  return [fence(['$ npm run content:check', ...problems.map(formatProblem), '', problemsSummary(problems.length, broken.size)]), ...sections].join('\n\n');
}
