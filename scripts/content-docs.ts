/**
 * `npm run content:docs`: writes the editors' JSON Schemas (json-schemas/), their mapping to the
 * content files (.vscode/settings.json) and the generated parts of CONTENT.md, all from the zod
 * schemas and their doc comments. Run it after changing a schema or adding an entry; a unit test
 * fails while any of them is out of date.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaDir } from './content-docs/content-schemas';
import { generatedFiles } from './content-docs/generated-files';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = await generatedFiles(root);
const changed: string[] = [];
for (const [file, text] of files) {
  const path = join(root, file);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  changed.push(file);
}
for (const name of readdirSync(join(root, schemaDir))) {
  const file = `${schemaDir}/${name}`;
  if (files.has(file)) continue;
  rmSync(join(root, file));
  changed.push(`${file} (removed)`);
}
console.log(changed.length > 0 ? `Updated:\n  ${changed.join('\n  ')}` : 'Schemas, editor settings and CONTENT.md were up to date.');
