/**
 * The blog's summaries as the pre-render gives them to the server bundle (summaries-at-render.ts),
 * and the digest of what a page read of them (summary-reads.ts): a page is kept while the digest of
 * what it read last time is the same, so an edit of one article's title or excerpt renders again
 * the pages that showed that article, and an edit of what orders or groups the lists (a date, a
 * category, a tag, an article added or removed) every page that read a list.
 */
import { createHash } from 'node:crypto';
import type { SummariesByLanguage } from '../src/lib/blog/summaries-at-render';
import { listFields, type SummaryReads } from '../src/lib/blog/summary-reads';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

type Summary = SummariesByLanguage['source'][number];

/** Each language's list of summaries, from the data the content step writes beside the summaries module (src/content/write.ts). */
export async function loadSummaries(root: string): Promise<SummariesByLanguage> {
  const text = await readFile(join(root, 'src/generated/blog-summaries.json'), 'utf8');
  const data = JSON.parse(text) as { source: Summary[]; own: Record<string, Array<[number, Summary]>> };
  const lists: SummariesByLanguage = { source: data.source };
  // The text holds every list whole: its digest is theirs (summaryDigester), without writing each item out again.
  wholeDigests.set(lists, hash([text]));
  for (const [tag, own] of Object.entries(data.own)) {
    const list = [...data.source];
    for (const [index, item] of own) list[index] = item;
    lists[tag] = list;
  }
  return lists;
}

/** The digest of the lists loadSummaries read, by the lists. */
const wholeDigests = new WeakMap<SummariesByLanguage, string>();

const hash = (parts: Iterable<string>) => {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('hex');
};

/**
 * The digest of what a page read of `lists` (none: an empty string); and the digests of the lists whole (`allDigest`)
 * and of their list fields alone (`listDigest`), on which a view of a language's list of articles depends (reads-digests.ts).
 */
export function summaryDigester(lists: SummariesByLanguage): ((reads: SummaryReads | undefined) => string) & { allDigest: () => string; listDigest: () => string } {
  const languages = Object.entries(lists).filter((entry): entry is [string, Summary[]] => Array.isArray(entry[1]));
  // Languages share the source's items where they have none of their own: each item is written out once.
  const texts = new WeakMap<Summary, { whole: string; list: string }>();
  const textOf = (item: Summary) => {
    let text = texts.get(item);
    if (!text) texts.set(item, (text = { whole: JSON.stringify(item), list: JSON.stringify([...listFields].map((field) => (item as Record<string, unknown>)[field] ?? null)) }));
    return text;
  };
  // An item another language shares with the source (the same object, in the same place) is written as "=": its text is the
  // source's, in the digest already. At ten thousand articles in four languages, that is a quarter of the text to hash.
  // Not in the lists' digest: a translation going stale makes its language share the source's item, whose list fields
  // are the same, and every page that lists articles would render again.
  const source = lists.source;
  const shared = (items: readonly Summary[], index: number) => items !== source && items[index] === source[index];
  const textsOf = (items: readonly Summary[], text: (item: Summary) => string) => items.map((item, index) => (shared(items, index) ? '=' : text(item)));
  let all: string | undefined;
  let list: string | undefined;
  let byId: Map<string, string> | undefined;
  const allDigest = () => (all ??= wholeDigests.get(lists) ?? hash(languages.flatMap(([tag, items]) => [tag, ...textsOf(items, (item) => textOf(item).whole)])));
  const listDigest = () => (list ??= hash(languages.flatMap(([tag, items]) => [tag, ...items.map((item) => textOf(item).list)])));
  const idDigest = (id: string) => {
    if (!byId) {
      const parts = new Map<string, string[]>();
      for (const [tag, items] of languages)
        items.forEach((item, index) => {
          const known = parts.get(item.id);
          const part = `${tag} ${shared(items, index) ? '=' : textOf(item).whole}`;
          if (known) known.push(part);
          else parts.set(item.id, [part]);
        });
      byId = new Map([...parts].map(([key, texts]) => [key, hash(texts)]));
    }
    return byId.get(id) ?? 'none';
  };
  const digestOf = (reads: SummaryReads | undefined) => {
    if (!reads || (!reads.all && !reads.list && reads.ids.length === 0)) return '';
    return hash([reads.all ? allDigest() : '', reads.list ? listDigest() : '', ...reads.ids.map(idDigest)]);
  };
  return Object.assign(digestOf, { allDigest, listDigest });
}
