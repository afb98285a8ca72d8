import { data, useLoaderData } from 'react-router';
import type { CollectionName, Entry } from '../content/collections';

/** Reads one entry's JSON (fields + rendered body): over HTTP in the browser, from disk while pre-rendering. */
export type EntrySource = (collection: string, id: string) => Promise<unknown | null>;

let source: EntrySource = async (collection, id) => {
  const response = await fetch(`/_content/${collection}/${encodeURIComponent(id)}.json`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Could not load ${collection}/${id}: HTTP ${response.status}`);
  return response.json();
};

export function setEntrySource(next: EntrySource): void {
  source = next;
}

/** The route loader of every entry page: the entry, or a 404 the not-found page renders. */
export async function loadEntry(collection: CollectionName, id: string): Promise<unknown> {
  const entry = /^[a-z0-9-]+$/.test(id) ? await source(collection, id) : null;
  if (!entry) throw data({ collection, id }, { status: 404 });
  return entry;
}

/** The entry the current page shows, typed by its collection. */
export function useEntry<C extends CollectionName>(_collection: C): Entry<C> {
  return useLoaderData() as Entry<C>;
}
