import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { collections, type CollectionName } from './collections';
import type { BuiltEntry, ContentResult } from './pipeline';
import { writeWhole } from './write-whole';

async function writeIfChanged(path: string, text: string, folderExists = false): Promise<void> {
  const current = await readFile(path, 'utf8').catch(() => null);
  if (current === text) return;
  if (!folderExists) await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

const banner = '// Generated from content/ by the content step. Do not edit: edit the content file instead.\n';

/** A module exporting a list; `items` are the items already in JSON. */
function moduleOf(typeName: string, exportName: string, collection: string, items: string[]): string {
  return (
    `${banner}import type { ${typeName} } from '../content/collections';\n\n` +
    `export const ${exportName}: ${typeName}<'${collection}'>[] = JSON.parse(${JSON.stringify(`[${items.join(',')}]`)});\n`
  );
}

/** What each entry file was written from, by path: an entry is rewritten only when this changes. */
type Manifest = Record<string, string>;

/**
 * An entry file is a function of the entry's fields and its body's key (the body's hash), so
 * their hash stands for the file: comparing it needs neither the HTML nor the file on disk.
 */
function fingerprint(fields: string, bodyKey: string | null): string {
  return createHash('sha256').update(fields).update('\0').update(bodyKey ?? '').digest('hex').slice(0, 32);
}

/**
 * Each entry's fields in JSON and its fingerprint, by its data object. Validation hands back
 * the same object while an entry is unchanged (in the dev server), so a run after one edit
 * serialises and hashes one entry, not ten thousand.
 */
interface Serialised {
  id: string;
  bodyKey: string | null;
  fields: string;
  /** The summary fields in JSON, for collections that have a summary. */
  summary: string | null;
  print: string;
}
const serialised = new WeakMap<object, Serialised>();

function serialise(entry: BuiltEntry, summaryFields: ReadonlyArray<string> | undefined): Serialised {
  const known = serialised.get(entry.data);
  if (known?.id === entry.id && known.bodyKey === entry.bodyKey) return known;
  const fields = JSON.stringify({ id: entry.id, ...entry.data });
  const summary = summaryFields
    ? JSON.stringify(Object.fromEntries([['id', entry.id], ...summaryFields.filter((field) => field in entry.data).map((field) => [field, entry.data[field]])]))
    : null;
  const made = { id: entry.id, bodyKey: entry.bodyKey, fields, summary, print: fingerprint(fields, entry.bodyKey) };
  serialised.set(entry.data, made);
  return made;
}

/** The items each collection module was last written from: unchanged items (the same strings) need no new module. */
const lastModules = new Map<string, string[]>();

function sameItems(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Many thousand writes at once would open as many files; this many at a time keeps the disk busy enough. */
async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

/**
 * Writes the typed modules pages import (src/generated/) and one JSON file per entry that
 * the pre-render step reads for each entry page (.build/entries/<collection name>/<id>.json).
 * Entries never ship to the browser: a page is rendered to HTML from them at build time.
 * Only what changed is written, so a run after one edit touches one entry file.
 */
export async function writeGenerated(root: string, result: ContentResult, buildYear: number): Promise<void> {
  const generated = join(root, 'src/generated');
  const perEntry = join(root, '.build/entries');
  const manifestFile = join(root, '.build/cache/entries.json');
  const writes: Promise<void>[] = [];

  // Each entry's fields in JSON, made once: for the collection's module and for the entry's fingerprint.
  const serialisedOf = new Map<string, Serialised[]>();
  const writeModule = (file: string, items: string[], text: () => string) => {
    if (sameItems(lastModules.get(file), items)) return;
    writes.push(writeIfChanged(file, text()).then(() => void lastModules.set(file, items)));
  };
  for (const [name, entries] of Object.entries(result.collections)) {
    const summaryFields = (collections[name as CollectionName] as { summary?: ReadonlyArray<string> }).summary;
    const made = entries.map((entry) => serialise(entry, summaryFields));
    serialisedOf.set(name, made);
    const fields = made.map((entry) => entry.fields);
    const withBodies = (collections[name as CollectionName] as { bodiesInModule?: boolean }).bodiesInModule;
    if (withBodies) {
      const file = join(generated, `${name}.ts`);
      writes.push(
        Promise.all(entries.map(async (entry, index) => `${fields[index].slice(0, -1)},"html":${JSON.stringify(await result.html(entry))}}`)).then((items) =>
          sameItems(lastModules.get(file), items) ? undefined : writeIfChanged(file, moduleOf('Entry', name, name, items)).then(() => void lastModules.set(file, items)),
        ),
      );
    } else writeModule(join(generated, `${name}.ts`), fields, () => moduleOf('EntryData', name, name, fields));
    if (summaryFields) {
      const summaries = made.map((entry) => entry.summary!);
      writeModule(join(generated, `${name}-summaries.ts`), summaries, () => moduleOf('EntrySummary', `${name}Summaries`, name, summaries));
    }
  }

  let site = `${banner}import type { SingletonData } from '../content/collections';\n\n`;
  for (const [name, data] of Object.entries(result.singletons))
    site += `export const ${name}: SingletonData<'${name}'> = JSON.parse(${JSON.stringify(JSON.stringify(data))});\n`;
  site += `\n/** The year of this build: the copyright line and computed ages use it. */\nexport const buildYear = ${buildYear};\n`;
  writes.push(writeIfChanged(join(generated, 'site.ts'), site));
  writes.push(writeIfChanged(join(generated, 'paths.json'), `${JSON.stringify(result.paths, null, 1)}\n`));

  const previous: Manifest = JSON.parse((await readFile(manifestFile, 'utf8').catch(() => null)) ?? '{}');
  const existing = new Set(
    (await readdir(perEntry, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name)),
  );
  const manifest: Manifest = {};
  const changed: Array<() => Promise<void>> = [];
  for (const [name, entries] of Object.entries(result.collections)) {
    const made = serialisedOf.get(name)!;
    for (const [index, entry] of entries.entries()) {
      const file = join(perEntry, name, `${entry.id}.json`);
      const { print } = made[index];
      const relative = `${name}/${entry.id}.json`;
      manifest[relative] = print;
      const onDisk = existing.delete(file);
      if (onDisk && previous[relative] === print) continue;
      changed.push(async () => writeIfChanged(file, JSON.stringify({ id: entry.id, ...entry.data, html: await result.html(entry) }), true));
    }
  }
  // Until the new manifest is written, none may vouch for files that are being rewritten.
  if (changed.length > 0 || existing.size > 0) await rm(manifestFile, { force: true });
  await Promise.all(Object.keys(result.collections).map((name) => mkdir(join(perEntry, name), { recursive: true })));
  await inBatches(changed, 64, (write) => write());
  await Promise.all(writes);
  // Entries whose file was deleted or renamed must not stay reachable.
  await inBatches([...existing], 64, (file) => rm(file, { force: true }));
  await writeWhole(manifestFile, JSON.stringify(manifest));
}
