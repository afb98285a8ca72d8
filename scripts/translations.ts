/**
 * `npm run translations`: lists, per language, which translations are up to date, which are stale
 * (and which source fields changed) and which are missing.
 * `npm run translations -- start <tag> <source file>`: writes the translation file to fill in: the
 *   source's words (to replace) and the digests of the English they are made from.
 * `npm run translations -- stamp <translation file>`: records the digests of the source's words
 *   now, once a stale translation has been brought up to date.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { stringify as stringifyYaml } from 'yaml';
import { collections, singletons, type CollectionDefinition } from '../src/content/collections';
import { readContentFiles, textOf } from '../src/content/files';
import { buildContent } from '../src/content/pipeline';
import { formatProblem } from '../src/content/problems';
import { bodyKey, recordField, sourceDigests, wordsOf, type TranslationRecord } from '../src/content/translation';
import { translationFileOf } from '../src/content/translations';
import { createDiskSession } from './content-step';

const root = fileURLToPath(new URL('..', import.meta.url));
const [command, ...args] = process.argv.slice(2);

/** The schema and format of a source file, from its place under content/. */
function sourceKind(sourceFile: string) {
  for (const singleton of Object.values(singletons)) if (sourceFile === `content/${singleton.file}`) return { schema: singleton.schema, format: 'json' as const };
  const match = /^content\/([^/]+)\/[^/]+\.(json|mdx)$/.exec(sourceFile);
  const collection = match && Object.values(collections).find((candidate) => candidate.dir === match[1]);
  return collection ? { schema: (collection as CollectionDefinition).schema, format: collection.format } : null;
}

/** The source file's words and their digests. */
function readSource(sourceFile: string) {
  const kind = sourceKind(sourceFile);
  if (!kind) throw new Error(`${sourceFile} is not a content file that can be translated.`);
  const text = textOf(readFileSync(join(root, sourceFile)));
  const { data, body } = kind.format === 'mdx' ? (() => { const parsed = matter(text); return { data: parsed.data, body: parsed.content }; })() : { data: JSON.parse(text) as unknown, body: null };
  const words = wordsOf(kind.schema, data);
  if (body !== null) words.set(bodyKey, body);
  return { kind, data, body, words };
}

/** Sets `value` at a dotted path, making objects and lists on the way. */
function setAt(target: Record<string, unknown>, path: string, value: string) {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, index) => {
    if (node[key] === undefined) node[key] = /^\d+$/.test(keys[index + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]] = value;
}

/** A list item without words is written as {} (a translation's lists keep the source's positions). */
const filled = (value: unknown): unknown =>
  Array.isArray(value)
    ? Array.from(value, (item) => (item === undefined ? {} : filled(item)))
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item)]))
      : value;

function writeTranslation(file: string, format: 'json' | 'mdx', words: Record<string, unknown>, body: string | null) {
  const data = filled(words) as Record<string, unknown>;
  mkdirSync(dirname(join(root, file)), { recursive: true });
  // Front matter is written by the YAML library the content step reads it with, so a digest of
  // digits alone comes back as the text it is, quoted, never as a number.
  const text = format === 'json' ? `${JSON.stringify(data, null, 2)}\n` : `---\n${stringifyYaml(data, { lineWidth: 0 })}---\n${body ?? ''}`;
  writeFileSync(join(root, file), text);
}

function sourceOfTranslation(file: string) {
  const site = JSON.parse(readFileSync(join(root, 'content', singletons.site.file), 'utf8')) as { languages: Array<{ tag: string }> };
  const tag = site.languages.slice(1).find((language) => file.startsWith(`content/${language.tag}/`))?.tag;
  if (!tag) throw new Error(`${file} is not under the folder of a language of content/site/site.json.`);
  return file.replace(`content/${tag}/`, 'content/');
}

if (command === 'start') {
  const [tag, sourceFile] = args;
  const { kind, body, words } = readSource(sourceFile);
  const file = translationFileOf(sourceFile, tag);
  const data: Record<string, unknown> = {};
  for (const [path, text] of words) if (path !== bodyKey) setAt(data, path, text);
  const record: TranslationRecord = { translatedBy: 'Your name', sample: true, source: sourceDigests(words) };
  writeTranslation(file, kind.format, { [recordField]: record, ...data }, body);
  console.log(`Wrote ${file}: replace each English text with its translation, and your name in translatedBy.`);
} else if (command === 'stamp') {
  const [file] = args;
  const sourceFile = sourceOfTranslation(file);
  const { kind, words } = readSource(sourceFile);
  const text = textOf(readFileSync(join(root, file)));
  const parsed = kind.format === 'mdx' ? matter(text) : { data: JSON.parse(text) as Record<string, unknown>, content: null };
  const record = (parsed.data[recordField] ?? {}) as TranslationRecord;
  parsed.data[recordField] = { ...record, source: sourceDigests(words) };
  writeTranslation(file, kind.format, parsed.data, parsed.content);
  console.log(`${file} now records the English of ${sourceFile} as it is today.`);
} else {
  const result = await buildContent(await readContentFiles(root), await createDiskSession(root));
  if (result.problems.length > 0) {
    console.error(`${result.problems.map(formatProblem).join('\n')}\n\nFix these content problems first (npm run content:check).`);
    process.exit(1);
  }
  for (const { language, files } of result.languages) {
    const upToDate = files.filter((file) => file.state.status === 'up-to-date');
    const stale = files.filter((file) => file.state.status === 'stale');
    const missing = files.filter((file) => file.state.status === 'missing');
    console.log(`\n${language.name} (${language.tag}): ${upToDate.length} up to date, ${stale.length} stale, ${missing.length} missing`);
    for (const file of upToDate) console.log(`  up to date  ${file.file}${file.record?.sample ? ' (sample)' : ''}${file.medical && !file.record?.review ? ' (medical: not reviewed)' : ''}`);
    const fields = (list: string[]) => (list.length > 8 ? `${list.slice(0, 8).join(', ')} and ${list.length - 8} more` : list.join(', '));
    for (const file of stale) {
      const changed = file.state.changed.length ? ` changed in English: ${fields(file.state.changed)};` : '';
      const untranslated = file.state.untranslated.length ? ` not translated: ${fields(file.state.untranslated)}` : '';
      // Shared words show translated field by field: a file that translates some of them is partly done, not out of date.
      const label = !file.page && file.state.changed.length === 0 ? 'partly done' : 'stale      ';
      console.log(`  ${label} ${file.file}${changed}${untranslated}`);
    }
    if (args.includes('--missing') || missing.length <= 20) for (const file of missing) console.log(`  missing     ${file.file}`);
    else console.log(`  missing     ${missing.length} files (list them with -- --missing)`);
  }
}
