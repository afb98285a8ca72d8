import matter from 'gray-matter';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { CrossCheckContext } from '../../src/content/context';
import { collections, type CollectionDefinition, type CollectionName } from '../../src/content/collections';
import { todayFromClock } from '../../src/content/dates';
import { expandPaths } from '../../src/routes';

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));

/** A JSON file of the site's real content, like "site/home.json", parsed afresh (so a test may change it). */
export function contentJson<T extends object = Record<string, unknown>>(file: string): T {
  return JSON.parse(readFileSync(contentDir + file, 'utf8')) as T;
}

/** The front matter of an MDX file of the site's real content, like "hospitals/apollo-delhi.mdx", parsed afresh. */
export function contentFrontMatter<T extends object = Record<string, unknown>>(file: string): T {
  const source = readFileSync(contentDir + file, 'utf8');
  return parse(/^---\n([\s\S]*?)\n---/.exec(source)![1]) as T;
}

/** Every entry of a collection of the site's real content, id and data, in file-name order; an MDX entry gives its front matter. */
export function contentEntries<T extends object = Record<string, unknown>>(dir: string): Array<T & { id: string }> {
  return readdirSync(contentDir + dir)
    .sort()
    .map((file) => ({ id: file.replace(/\.[a-z]+$/, ''), ...(file.endsWith('.mdx') ? contentFrontMatter<T>(`${dir}/${file}`) : contentJson<T>(`${dir}/${file}`)) }));
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

/** The front matter of an MDX file of the site's real content, like "packages/colorectal-cancer.mdx". */
export function contentMdx(file: string): Record<string, unknown> {
  return matter(readFileSync(contentDir + file, 'utf8')).data;
}
