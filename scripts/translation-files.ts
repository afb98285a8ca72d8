/**
 * Reading a source file's words and writing a translation file, for `npm run translations` and
 * `npm run translations:migrate`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { stringify as stringifyYaml } from 'yaml';
import { collections, singletons, type CollectionDefinition } from '../src/content/collections';
import { textOf } from '../src/content/files';
import { bodyKey, wordFieldsOf } from '../src/content/translation';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** The schema and format of a source file, from its place under content/. */
export function sourceKind(sourceFile: string) {
  for (const singleton of Object.values(singletons)) if (sourceFile === `content/${singleton.file}`) return { schema: singleton.schema, format: 'json' as const };
  const match = /^content\/([^/]+)\/[^/]+\.(json|mdx)$/.exec(sourceFile);
  const collection = match && Object.values(collections).find((candidate) => candidate.dir === match[1]);
  return collection ? { schema: (collection as CollectionDefinition).schema, format: collection.format } : null;
}

/** A content file's data and, for MDX, its body. */
export function readData(file: string, format: 'json' | 'mdx'): { data: Record<string, unknown>; body: string | null } {
  const text = textOf(readFileSync(join(root, file)));
  if (format === 'json') return { data: JSON.parse(text) as Record<string, unknown>, body: null };
  const parsed = matter(text);
  return { data: parsed.data, body: parsed.content };
}

/** The source file's words (their keys, texts and places), its body among them. */
export function readSource(sourceFile: string) {
  const kind = sourceKind(sourceFile);
  if (!kind) throw new Error(`${sourceFile} is not a content file that can be translated.`);
  const { data, body } = readData(sourceFile, kind.format);
  const fields = wordFieldsOf(kind.schema, data);
  const words = new Map([...fields].map(([key, field]) => [key, field.text]));
  if (body !== null && body.trim()) words.set(bodyKey, body);
  return { kind, data, body, fields, words };
}

/** Sets `value` at a dotted key, making groups on the way (a translation's lists are groups keyed by item). */
export function setAt(target: Record<string, unknown>, key: string, value: string) {
  const keys = key.split('.');
  let node = target;
  for (const segment of keys.slice(0, -1)) {
    if (typeof node[segment] !== 'object' || node[segment] === null) node[segment] = {};
    node = node[segment] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

/** Writes a translation file: JSON, or MDX front matter and body. */
export function writeTranslation(file: string, format: 'json' | 'mdx', data: Record<string, unknown>, body: string | null) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  // Front matter is written by the YAML library the content step reads it with, so a digest of
  // digits alone comes back as the text it is, quoted, never as a number.
  const text = format === 'json' ? `${JSON.stringify(data, null, 2)}\n` : `---\n${stringifyYaml(data, { lineWidth: 0 })}---\n${body ?? ''}`;
  writeFileSync(join(root, file), text);
}

/** The languages of content/site/site.json but the source, by tag. */
export function translatedTags(): string[] {
  const site = JSON.parse(readFileSync(join(root, 'content', singletons.site.file), 'utf8')) as { languages: Array<{ tag: string }> };
  return site.languages.slice(1).map((language) => language.tag);
}

/** The source file a translation file translates: content/ar/site/x.json → content/site/x.json. */
export function sourceOfTranslation(file: string) {
  const tag = translatedTags().find((candidate) => file.startsWith(`content/${candidate}/`));
  if (!tag) throw new Error(`${file} is not under the folder of a language of content/site/site.json.`);
  return file.replace(`content/${tag}/`, 'content/');
}
