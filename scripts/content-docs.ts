/**
 * `npm run content:docs`: checks the content and writes the editors' JSON Schemas (json-schemas/,
 * not committed), their mapping to the content files (.vscode/settings.json) and the generated
 * parts of CONTENT.md, all from the zod schemas, their doc comments and the content. The content
 * step (content:check, the build, the dev server) does the same after every clean run; this
 * command is kept for engineers who want only that.
 */
import { fileURLToPath } from 'node:url';
import { checkAndWrite, refreshEditorsHelp } from './content-step';
import { formatProblem } from '../src/content/problems';

const root = fileURLToPath(new URL('..', import.meta.url));
const { result, files, session, persisted } = await checkAndWrite(root);
await persisted;
if (result.problems.length > 0) {
  console.error(`The content has problems; fix them first:\n${result.problems.map(formatProblem).join('\n')}`);
  process.exit(1);
}
const changed = await refreshEditorsHelp(root, { files, result, session });
console.log(changed.length > 0 ? `Updated:\n  ${changed.join('\n  ')}` : 'Schemas, editor settings and CONTENT.md were up to date.');
