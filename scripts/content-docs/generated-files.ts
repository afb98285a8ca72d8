import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readContentFiles } from '../../src/content/files';
import { buildContent } from '../../src/content/pipeline';
import { formatProblem } from '../../src/content/problems';
import { contentSchemas, knownIds, schemaFileText, translationSchemas } from './content-schemas';
import { jsonSchemaSettings, settingsFile, withJsonSchemas } from './editor-settings';
import { errorSection } from './error-output';
import { contentIndex, fieldTables } from './field-tables';
import { mdxComponentTable } from './mdx-component-table';

export const guideFile = 'CONTENT.md';

/** Replaces what stands between `<!-- generated:name -->` and `<!-- end of generated:name -->`. */
export function fillMarkers(text: string, sections: Record<string, string>): string {
  let filled = text;
  for (const [name, body] of Object.entries(sections)) {
    const start = `<!-- generated:${name} by npm run content:docs -->`;
    const end = `<!-- end of generated:${name} -->`;
    const from = filled.indexOf(start);
    const to = filled.indexOf(end);
    if (from === -1 || to < from) throw new Error(`${guideFile} has lost its markers for "${name}": put back the lines\n${start}\n${end}`);
    filled = `${filled.slice(0, from + start.length)}\n${body}\n${filled.slice(to)}`;
  }
  return filled;
}

/**
 * Every file `npm run content:docs` writes, by path, as it should read now: the JSON Schemas, the
 * editor settings that map them to the content files, and the generated parts of the content guide.
 */
export async function generatedFiles(root: string): Promise<Map<string, string>> {
  const files = await readContentFiles(root);
  const result = await buildContent(files);
  if (result.problems.length > 0)
    throw new Error(`The content has problems; fix them first (npm run content:check):\n${result.problems.map(formatProblem).join('\n')}`);
  const kinds = contentSchemas(root, knownIds(result));
  const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined);

  const translations = translationSchemas(kinds);
  const out = new Map<string, string>();
  for (const kind of [...kinds, ...translations]) out.set(kind.file, schemaFileText(kind.schema));
  out.set(settingsFile, withJsonSchemas(read(settingsFile), jsonSchemaSettings([...kinds, ...translations])));
  const guideKinds = kinds.map((kind) => ({ ...kind, schema: kind.schemaWithoutIds }));
  out.set(
    guideFile,
    fillMarkers(read(guideFile) ?? '', {
      kinds: contentIndex(guideKinds),
      components: mdxComponentTable(root),
      errors: await errorSection(files),
      fields: fieldTables(guideKinds),
    }),
  );
  return out;
}
