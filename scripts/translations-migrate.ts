/**
 * `npm run translations:migrate`: brings translation files written before lists were keyed by item
 * to today's form, and may be run again at any time (a file already in today's form is left as it is).
 *
 * - A list's items were translated by their place (`symptoms.0`); they are now keyed by the item's
 *   id, the fact its list is unique by, or a digest of its English words (`symptoms.3fa9c0d21b`),
 *   so an item added to the English list leaves the others' translations on their own items. Each
 *   item is matched to the English list as it is now, and keeps the digest it recorded.
 * - A text equal to its English counts as not translated since `sameAsEnglish` exists. In a file
 *   that has no `sameAsEnglish` yet (written before), the texts equal to the English were kept so
 *   on purpose (a name, "MBBS"): they are listed there. `start` always writes the field, so a
 *   skeleton still in English is never taken for a translation.
 *
 * Run it after merging translations made before this change: `npm run translations:migrate`, then
 * `npm run content:check`.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bodyKey, digestOf, leavesOf, pathKey, recordField, type TranslationRecord } from '../src/content/translation';
import { readData, readSource, root, setAt, sourceKind, translatedTags, writeTranslation } from './translation-files';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(json|mdx)$/.test(name) ? [relative(root, path)] : [];
  });
}

let changed = 0;
let dropped = 0;
for (const tag of translatedTags()) {
  for (const file of filesUnder(join(root, 'content', tag))) {
    const sourceFile = file.replace(`content/${tag}/`, 'content/');
    if (!sourceKind(sourceFile)) continue;
    let source: ReturnType<typeof readSource>;
    try {
      source = readSource(sourceFile);
    } catch {
      continue;
    }
    const { kind, fields } = source;
    const { data, body } = readData(file, kind.format);
    const record = data[recordField] as TranslationRecord | undefined;
    if (!record) continue;
    const leaves = leavesOf(data);
    const words: Record<string, unknown> = {};
    const digests: Record<string, string> = {};
    const same: string[] = [];
    const used = new Set<string>();
    for (const [key, field] of fields) {
      // Today's key, or where the item stood in the list when lists were kept by place.
      // (A list repeating an item has it under one key: its places share the translation.)
      const from = [key, ...field.places.map((place) => pathKey(place))].find((candidate) => leaves.has(candidate));
      if (from === undefined) continue;
      const text = leaves.get(from)!;
      setAt(words, key, text);
      for (const candidate of [key, ...field.places.map((place) => pathKey(place))]) used.add(candidate);
      const digest = record.source[from] ?? record.source[key];
      if (digest) digests[key] = digest;
      if (!record.sameAsEnglish && (digestOf(text) === digestOf(field.text) || digestOf(text) === digest)) same.push(key);
    }
    if (record.source[bodyKey]) digests[bodyKey] = record.source[bodyKey];
    if (!record.sameAsEnglish && body && source.body && digestOf(body) === digestOf(source.body) && body.trim()) same.push(bodyKey);
    const unused = [...leaves.keys()].filter((path) => !used.has(path));
    dropped += unused.length;
    if (unused.length) console.log(`${file}: left out ${unused.join(', ')}, which translate nothing the English has now.`);
    const { translatedBy, sample, review, sameAsEnglish } = record;
    const next: TranslationRecord = {
      translatedBy,
      ...(sample ? { sample } : {}),
      ...(review ? { review } : {}),
      source: digests,
      ...(sameAsEnglish ? { sameAsEnglish } : same.length ? { sameAsEnglish: same } : {}),
    };
    const migrated = { [recordField]: next, ...words };
    if (JSON.stringify(migrated) === JSON.stringify(data)) continue;
    writeTranslation(file, kind.format, migrated, body);
    changed += 1;
  }
}
console.log(`Migrated ${changed} translation file(s)${dropped ? `; ${dropped} text(s) translated nothing the English has now` : ''}.`);
