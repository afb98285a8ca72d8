import type { CollectionCheck, ContentLookup } from './checks';

/**
 * No two entries that show in the same list share a position, so the order on the page is
 * the one the files say. `listOf` names the list an entry shows in, for a collection that
 * several lists share (questions by topic); without it the whole collection is one list.
 */
export function uniquePositions(noun: string, listOf?: (data: Record<string, unknown>) => string): CollectionCheck {
  return (entries) => {
    const taken = new Map<string, string>();
    const problems: ReturnType<CollectionCheck> = [];
    for (const { id, data } of entries) {
      const list = listOf?.(data);
      const key = `${list ?? ''}\n${String(data.order)}`;
      const earlier = taken.get(key);
      if (earlier === undefined) taken.set(key, id);
      else
        problems.push({
          id,
          path: ['order'],
          message: `is ${String(data.order)}, the same as the ${noun} "${earlier}"${list ? ` ${list}` : ''}: give each its own position.`,
        });
    }
    return problems;
  };
}

/**
 * No more entries marked `featured` than the page that shows them has room for. `room` reads
 * that number from content and says where it is written, for the message.
 */
export function featuredAtMost(noun: { one: string; many: string }, room: (content: ContentLookup) => { count: number; page: string; field: string } | undefined): CollectionCheck {
  return (entries, content) => {
    const limit = room(content);
    if (!limit) return [];
    const featured = entries.filter(({ data }) => data.featured === true);
    return featured.slice(limit.count).map(({ id }) => ({
      id,
      path: ['featured'],
      message: `is true, but ${limit.page} shows ${limit.count === 1 ? `one ${noun.one}` : `${limit.count} ${noun.many}`} and ${listed(featured.slice(0, limit.count).map((entry) => entry.id))} ${limit.count === 1 ? 'is' : 'are'} featured already: feature fewer, or change ${limit.field}.`,
    }));
  };
}

/** "a", "a" and "b", "a", "b" and "c": ids quoted, for a sentence. */
function listed(ids: string[]): string {
  const quoted = ids.map((id) => `"${id}"`);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}
