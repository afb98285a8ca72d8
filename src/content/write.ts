import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ContentResult } from './pipeline';

async function writeIfChanged(path: string, text: string): Promise<void> {
  const current = await readFile(path, 'utf8').catch(() => null);
  if (current === text) return;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

const banner = '// Generated from content/ by the content step. Do not edit: edit the content file instead.\n';

/**
 * Writes the typed modules pages import (src/generated/) and one JSON file per entry that
 * the pre-render step reads for each entry page (.build/entries/<collection name>/<id>.json).
 * Entries never ship to the browser: a page is rendered to HTML from them at build time.
 */
export async function writeGenerated(root: string, result: ContentResult, buildYear: number): Promise<void> {
  const generated = join(root, 'src/generated');
  const perEntry = join(root, '.build/entries');
  const writes: Promise<void>[] = [];
  const written = new Set<string>();

  for (const [name, entries] of Object.entries(result.collections)) {
    const list = entries.map((entry) => ({ id: entry.id, ...entry.data }));
    writes.push(
      writeIfChanged(
        join(generated, `${name}.ts`),
        `${banner}import type { EntryData } from '../content/collections';\n\n` +
          `export const ${name}: EntryData<'${name}'>[] = JSON.parse(${JSON.stringify(JSON.stringify(list))});\n`,
      ),
    );
    for (const entry of entries) {
      const file = join(perEntry, name, `${entry.id}.json`);
      written.add(file);
      writes.push(writeIfChanged(file, JSON.stringify({ id: entry.id, ...entry.data, html: entry.html })));
    }
  }

  let site = `${banner}import type { SingletonData } from '../content/collections';\n\n`;
  for (const [name, data] of Object.entries(result.singletons))
    site += `export const ${name}: SingletonData<'${name}'> = JSON.parse(${JSON.stringify(JSON.stringify(data))});\n`;
  site += `\n/** The year of this build: the copyright line and computed ages use it. */\nexport const buildYear = ${buildYear};\n`;
  writes.push(writeIfChanged(join(generated, 'site.ts'), site));
  writes.push(writeIfChanged(join(generated, 'paths.json'), `${JSON.stringify(result.paths, null, 1)}\n`));
  await Promise.all(writes);
  // Entries whose file was deleted or renamed must not stay reachable.
  const existing = await readdir(perEntry, { recursive: true, withFileTypes: true }).catch(() => []);
  await Promise.all(
    existing
      .filter((entry) => entry.isFile() && !written.has(join(entry.parentPath, entry.name)))
      .map((entry) => rm(join(entry.parentPath, entry.name))),
  );
}
