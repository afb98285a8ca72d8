import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CrossCheckContext } from '../../src/content/context';
import { collections, type CollectionDefinition, type CollectionName } from '../../src/content/collections';
import { todayFromClock } from '../../src/content/dates';
import { expandPaths } from '../../src/routes';

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));

/** A JSON file of the site's real content, like "site/home.json", parsed afresh (so a test may change it). */
export function contentJson<T extends object = Record<string, unknown>>(file: string): T {
  return JSON.parse(readFileSync(contentDir + file, 'utf8')) as T;
}

/** What a content run knows of the real content: every collection's ids, the claims, every page's path, and today as the content step counts it. */
export function siteContext(): CrossCheckContext {
  const ids = new Map<string, ReadonlySet<string>>();
  for (const [name, { dir }] of Object.entries(collections))
    ids.set(name, new Set(readdirSync(contentDir + dir).map((file) => file.replace(/\.[a-z]+$/, ''))));
  // The holders of each value of a grouping field, as the content step knows them ("people:surgeon").
  for (const [name, definition] of Object.entries(collections) as Array<[string, CollectionDefinition]>) {
    if (!definition.groupedBy) continue;
    const { field, values } = definition.groupedBy;
    for (const value of values)
      ids.set(`${name}:${value}`, new Set([...ids.get(name)!].filter((id) => (contentJson<Record<string, unknown>>(`${definition.dir}/${id}.json`)[field] as unknown[]).includes(value))));
  }
  ids.set('claims', new Set(contentJson<{ claims: Array<{ id: string }> }>('site/claims.json').claims.map((claim) => claim.id)));
  const paths = new Set(expandPaths((collection: CollectionName) => ids.get(collection) ?? []));
  return { ids, paths, today: todayFromClock() };
}
