import { data, useLoaderData } from 'react-router';
import type { CollectionName, Entry } from '../content/collections';
import { currentPageLanguage } from './page-language';

/** Reads one entry's JSON (fields + rendered body) as the content step wrote it, in a language when its translation is up to date (else the source's); null when there is none. */
export type EntrySource = (collection: string, id: string, languageTag?: string) => Promise<unknown | null>;

let source: EntrySource = async () => {
  throw new Error('Entries are read while rendering on the server: call setEntrySource first');
};

/** The pre-render step and the dev server say where entries are read from. */
export function setEntrySource(next: EntrySource): void {
  source = next;
}

/** The route loader of every entry page: the entry, or a 404 the not-found page renders. */
export async function loadEntry(collection: CollectionName, id: string): Promise<unknown> {
  const entry = /^[a-z0-9-]+$/.test(id) ? await source(collection, id, currentPageLanguage()?.language.tag) : null;
  if (!entry) throw data({ collection, id }, { status: 404 });
  return entry;
}

/** The entry the current page shows, typed by its collection. */
export function useEntry<C extends CollectionName>(_collection: C): Entry<C> {
  return useLoaderData() as Entry<C>;
}
