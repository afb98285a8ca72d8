import { describe, expect, it, vi } from 'vitest';
import { loadEntry, setEntrySource } from '../../src/lib/entry-loader';

/** What a loader threw: react-router's 404 answer, or the error. */
async function thrown(load: () => Promise<unknown>): Promise<unknown> {
  try {
    await load();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('loading the entry of a page', () => {
  it('needs to be told where entries are read from', async () => {
    expect(await thrown(() => loadEntry('hospitals', 'apollo-delhi'))).toEqual(new Error('Entries are read while rendering on the server: call setEntrySource first'));
  });

  it('gives the entry the source has', async () => {
    const source = vi.fn(async (collection: string, id: string) => (id === 'apollo-delhi' ? { collection, id } : null));
    setEntrySource(source);
    expect(await loadEntry('hospitals', 'apollo-delhi')).toEqual({ collection: 'hospitals', id: 'apollo-delhi' });
    // Outside a page in another language, no language is asked for: the source's own entry.
    expect(source).toHaveBeenCalledWith('hospitals', 'apollo-delhi', undefined);
  });

  it('answers 404 for an entry the source lacks, and for an id that is not one, without asking the source', async () => {
    const source = vi.fn(async () => null);
    setEntrySource(source);
    expect(await thrown(() => loadEntry('hospitals', 'st-elsewhere'))).toMatchObject({ data: { collection: 'hospitals', id: 'st-elsewhere' }, init: { status: 404 } });
    expect(source).toHaveBeenCalledTimes(1);
    for (const id of ['../secrets', 'Apollo', 'a b', 'x-apollo.json'])
      expect(await thrown(() => loadEntry('hospitals', id)), id).toMatchObject({ data: { collection: 'hospitals', id }, init: { status: 404 } });
    expect(source).toHaveBeenCalledTimes(1);
  });
});
