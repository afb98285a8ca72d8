import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { ContentSource } from '../../src/content/files';
import type { ContentResult } from '../../src/content/pipeline';
import type { ContentSession } from '../../src/content/session';
import { contentSchemas, describedSchemas, knownIds, schemaDir, schemaFileText, translationSchemas, type DescribedSchema } from './content-schemas';
import { jsonSchemaSettings, settingsFile, withJsonSchemas } from './editor-settings';
import { errorSection } from './error-output';
import { contentIndex, fieldTables } from './field-tables';
import { mdxComponentTable } from './mdx-component-table';

export const guideFile = 'CONTENT.md';

/** The marker lines around a generated part of the guide. */
const markers = (name: string) => [`<!-- generated:${name} by npm run content:docs -->`, `<!-- end of generated:${name} -->`] as const;

/** Replaces what stands between `<!-- generated:name -->` and `<!-- end of generated:name -->`. */
export function fillMarkers(text: string, sections: Record<string, string>): string {
  let filled = text;
  for (const [name, body] of Object.entries(sections)) {
    const [start, end] = markers(name);
    const from = filled.indexOf(start);
    const to = filled.indexOf(end);
    if (from === -1 || to < from) throw new Error(`${guideFile} has lost its markers for "${name}": put back the lines\n${start}\n${end}`);
    filled = `${filled.slice(0, from + start.length)}\n${body}\n${filled.slice(to)}`;
  }
  return filled;
}

/** What stands between a generated part's markers, or undefined when they are missing. */
export function markedPart(text: string, name: string): string | undefined {
  const [start, end] = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from === -1 || to < from ? undefined : text.slice(from + start.length + 1, to - 1);
}

const hashOf = (...parts: Array<string | Buffer>) => parts.reduce((hash, part) => hash.update(part).update('\0'), createHash('sha256')).digest('hex');
const readOrNull = (file: string) => (existsSync(file) ? readFileSync(file) : null);

/** The code that writes the guide and schemas, and the libraries whose output they hold: a change to any means writing them anew. */
function generatorFiles(root: string): string[] {
  const own = readdirSync(join(root, 'scripts/content-docs')).map((name) => `scripts/content-docs/${name}`);
  return [...own, 'src/content/mdx-components.tsx', 'node_modules/zod/package.json', 'node_modules/typescript/package.json'];
}

/** What the described schemas were made from (each file by its hash, the component registry among them), the schemas and the component table. */
interface SchemaCache {
  sources: Record<string, string>;
  kinds: DescribedSchema[];
  components: string;
}

/**
 * The described schemas (doc comments read with the TypeScript compiler, many seconds), kept in
 * `cacheFile` with the hash of every file they were read from, so the content step reads them
 * again only after a schema or the generator changed. Null: no cache.
 */
export function cachedSchemas(root: string, cacheFile: string | null): DescribedSchema[] {
  return cachedDocs(root, cacheFile).kinds;
}

/**
 * The described schemas and the component table (both read with the TypeScript compiler, which takes
 * about a second to load), kept in `cacheFile` as the schemas are (cachedSchemas). Null: no cache.
 */
function cachedDocs(root: string, cacheFile: string | null): { kinds: DescribedSchema[]; components: string } {
  const saved = cacheFile && existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Partial<SchemaCache>) : null;
  if (saved?.kinds && saved.sources && typeof saved.components === 'string' && Object.entries(saved.sources).every(([file, hash]) => hashOf(readOrNull(join(root, file)) ?? '(missing)') === hash))
    return { kinds: saved.kinds, components: saved.components };
  const { kinds, sources } = describedSchemas(root);
  const components = mdxComponentTable(root);
  if (cacheFile) {
    const files = [...new Set([...sources.map((file) => relative(root, file)), ...generatorFiles(root)])].sort();
    const record: SchemaCache = { sources: Object.fromEntries(files.map((file) => [file, hashOf(readOrNull(join(root, file)) ?? '(missing)')])), kinds, components };
    mkdirSync(dirname(cacheFile), { recursive: true });
    // Whole or not at all: another process (a test worker) may read it meanwhile.
    const partial = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(record));
    renameSync(partial, cacheFile);
  }
  return { kinds, components };
}

/** What a content run gives the generator: the files it read, its clean result, and the session that holds their parses. */
export interface ContentRun {
  files: ReadonlyMap<string, ContentSource>;
  result: ContentResult;
  session?: ContentSession;
}

/**
 * Every file the content step writes for editors, by path, as it should read now: the JSON Schemas
 * (their reference fields list the ids that exist), the editor settings that map them to the
 * content files, and the content guide with its generated parts filled in. `guide` is the guide as
 * it is (the parts outside the markers are kept); `errors` the error examples when already known.
 */
export async function generatedFiles(
  root: string,
  run: ContentRun,
  options: { kinds?: readonly DescribedSchema[]; components?: string; guide?: string; settings?: string; errors?: string } = {},
): Promise<Map<string, string>> {
  if (run.result.problems.length > 0) throw new Error('The content has problems: the guide and the editors\' schemas are written from clean content only.');
  const kinds = contentSchemas(options.kinds ?? cachedSchemas(root, null), knownIds(run.result));
  const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined);

  const translations = translationSchemas(kinds);
  const out = new Map<string, string>();
  for (const kind of [...kinds, ...translations]) out.set(kind.file, schemaFileText(kind.schema));
  out.set(settingsFile, withJsonSchemas(options.settings ?? read(settingsFile), jsonSchemaSettings([...kinds, ...translations])));
  const guideKinds = kinds.map((kind) => ({ ...kind, schema: kind.schemaWithoutIds }));
  out.set(
    guideFile,
    fillMarkers(options.guide ?? read(guideFile) ?? '', {
      kinds: contentIndex(guideKinds),
      components: options.components ?? mdxComponentTable(root),
      errors: options.errors ?? (await errorSection(run.files, run.session)),
      fields: fieldTables(guideKinds),
    }),
  );
  return out;
}

/** The key of the error examples' inputs: every content file, and the generator's code. */
function errorsKey(root: string, files: ReadonlyMap<string, ContentSource>): string {
  const parts: Array<string | Buffer> = [];
  for (const file of [...files.keys()].sort()) parts.push(file, files.get(file)!);
  for (const file of generatorFiles(root)) parts.push(file, readOrNull(join(root, file)) ?? '(missing)');
  return hashOf(...parts);
}

/**
 * Writes what generatedFiles makes, where it changed, and removes schemas of kinds that are gone;
 * returns the files it changed. Run by the content step after every clean run of the site's own
 * content (content:check, the build, the dev server), so the editors' help and the guide always
 * follow the content and the schemas: never a reason for a check to fail. The slow parts are
 * cached under `cacheDir`: the doc comments until a schema changes, the error examples until the
 * content does.
 */
export async function refreshContentDocs(root: string, run: ContentRun, cacheDir: string, options: { keepErrors?: boolean } = {}): Promise<string[]> {
  const { kinds, components } = cachedDocs(root, join(cacheDir, 'content-docs-schemas.json'));
  const errorsFile = join(cacheDir, 'content-docs-errors.json');
  const key = errorsKey(root, run.files);
  const saved = existsSync(errorsFile) ? (JSON.parse(readFileSync(errorsFile, 'utf8')) as { key: string; text: string }) : null;
  // The dev server keeps the guide's examples as they are: remaking them after every save would hold up the next one.
  const written = options.keepErrors && existsSync(join(root, guideFile)) ? markedPart(readFileSync(join(root, guideFile), 'utf8'), 'errors') : undefined;
  let errors = saved?.key === key ? saved.text : written;
  if (errors === undefined) {
    errors = await errorSection(run.files, run.session);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(errorsFile, JSON.stringify({ key, text: errors }));
  }
  const files = await generatedFiles(root, run, { kinds, components, errors });
  const changed: string[] = [];
  for (const [file, text] of files) {
    const path = join(root, file);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    changed.push(file);
  }
  for (const name of existsSync(join(root, schemaDir)) ? readdirSync(join(root, schemaDir)) : []) {
    const file = `${schemaDir}/${name}`;
    if (files.has(file)) continue;
    rmSync(join(root, file));
    changed.push(`${file} (removed)`);
  }
  return changed;
}

