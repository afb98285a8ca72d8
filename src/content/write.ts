import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { collections, type CollectionName } from './collections';
import type { ContentResult } from './pipeline';

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
  const fieldsOf = new Map<string, string[]>();
  for (const [name, entries] of Object.entries(result.collections)) {
    const fields = entries.map((entry) => JSON.stringify({ id: entry.id, ...entry.data }));
    fieldsOf.set(name, fields);
    const withBodies = (collections[name as CollectionName] as { bodiesInModule?: boolean }).bodiesInModule;
    writes.push(
      withBodies
        ? Promise.all(entries.map(async (entry, index) => `${fields[index].slice(0, -1)},"html":${JSON.stringify(await result.html(entry))}}`)).then((items) =>
            writeIfChanged(join(generated, `${name}.ts`), moduleOf('Entry', name, name, items)),
          )
        : writeIfChanged(join(generated, `${name}.ts`), moduleOf('EntryData', name, name, fields)),
    );
    const summary = (collections[name as CollectionName] as { summary?: ReadonlyArray<string> }).summary;
    if (summary) {
      const list = entries.map((entry) =>
        JSON.stringify(Object.fromEntries([['id', entry.id], ...summary.filter((field) => field in entry.data).map((field) => [field, entry.data[field]])])),
      );
      writes.push(writeIfChanged(join(generated, `${name}-summaries.ts`), moduleOf('EntrySummary', `${name}Summaries`, name, list)));
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
    const fields = fieldsOf.get(name)!;
    for (const [index, entry] of entries.entries()) {
      const file = join(perEntry, name, `${entry.id}.json`);
      const print = fingerprint(fields[index], entry.bodyKey);
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
  await mkdir(dirname(manifestFile), { recursive: true });
  const partial = `${manifestFile}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify(manifest));
  await rename(partial, manifestFile);
}
