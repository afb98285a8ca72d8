import { describe, expect, it } from 'vitest';
import { listFields, noteSummaryList, readNoted, recordSummaryReads, unnoted } from '../../src/lib/blog/summary-reads';
import type { SummariesByLanguage } from '../../src/lib/blog/summaries-at-render';
import { summaryDigester } from '../../scripts/summary-digest';

type Summary = SummariesByLanguage['source'][number];
const summary = (id: string, title: string, tags: string[] = ['costs']) => ({ id, title, excerpt: `About ${title}.`, category: 'Surgery', publishDate: '2026-01-01', tags }) as unknown as Summary;

describe('what a render reads of the summaries', () => {
  it('notes the articles whose other fields it reads, not those whose list fields it reads', async () => {
    const [a, b, c] = [summary('a', 'A'), summary('b', 'B'), summary('c', 'C')].map(readNoted);
    const { reads } = await recordSummaryReads(async () => {
      noteSummaryList();
      for (const article of [a, b, c]) for (const field of listFields) void (article as unknown as Record<string, unknown>)[field];
      await Promise.resolve();
      return `${b.title} ${JSON.stringify(c)}`;
    });
    expect(reads).toEqual({ list: true, all: false, ids: ['b', 'c'] });
  });

  it('keeps each render’s reads apart when renders overlap', async () => {
    const [a, b] = [summary('a', 'A'), summary('b', 'B')].map(readNoted);
    const reading = (article: Summary) =>
      recordSummaryReads(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return article.excerpt;
      });
    const [first, second] = await Promise.all([reading(a), reading(b)]);
    expect(first.reads.ids).toEqual(['a']);
    expect(second.reads.ids).toEqual(['b']);
  });

  it('notes nothing of what is made once for every page (unnoted)', async () => {
    const { reads } = await recordSummaryReads(async () => unnoted(() => readNoted(summary('a', 'A')).title));
    expect(reads).toEqual({ list: false, all: false, ids: [] });
  });

  it('reads as the article itself outside a render, and notes nothing', () => {
    const plain = summary('a', 'A');
    const noted = readNoted(plain);
    expect(noted).toEqual(plain);
    expect({ ...noted }).toEqual(plain);
  });
});

describe('the digest of what a page read', () => {
  const lists = (title: string, tags?: string[]): SummariesByLanguage => ({ source: [summary('a', title, tags), summary('b', 'B')], ar: [summary('a', `${title} (ar)`, tags), summary('b', 'B (ar)')] });

  it('changes with a field of an article the page read, and not with one it did not read', () => {
    const readA = { list: false, all: false, ids: ['a'] };
    const readB = { list: false, all: false, ids: ['b'] };
    expect(summaryDigester(lists('A'))(readA)).not.toBe(summaryDigester(lists('A, retitled'))(readA));
    expect(summaryDigester(lists('A'))(readB)).toBe(summaryDigester(lists('A, retitled'))(readB));
  });

  it('changes with a list field of any article for a page that read the list, and only then', () => {
    const list = { list: true, all: false, ids: [] };
    expect(summaryDigester(lists('A'))(list)).not.toBe(summaryDigester(lists('A', ['travel']))(list));
    expect(summaryDigester(lists('A'))(list)).toBe(summaryDigester(lists('A, retitled'))(list));
    expect(summaryDigester(lists('A'))({ ...list, all: true })).not.toBe(summaryDigester(lists('A, retitled'))({ ...list, all: true }));
  });

  it('changes with the source’s words of an article a language shows in them (an item it shares with the source)', () => {
    const sharing = (title: string): SummariesByLanguage => {
      const source = [summary('a', title), summary('b', 'B')];
      return { source, ar: [source[0], summary('b', 'B (ar)')] };
    };
    const readA = { list: false, all: false, ids: ['a'] };
    expect(summaryDigester(sharing('A'))(readA)).not.toBe(summaryDigester(sharing('A, retitled'))(readA));
    const list = { list: true, all: false, ids: [] };
    expect(summaryDigester(sharing('A'))(list)).toBe(summaryDigester(sharing('A, retitled'))(list));
  });

  it('stays the same for a page that read the list when a language goes from its own item to the source’s (its translation went stale)', () => {
    const source = [summary('a', 'A'), summary('b', 'B')];
    const own = { source, ar: [summary('a', 'A (ar)'), source[1]] };
    const stale = { source, ar: [source[0], source[1]] };
    const list = { list: true, all: false, ids: [] };
    expect(summaryDigester(own)(list)).toBe(summaryDigester(stale)(list));
    expect(summaryDigester(own)({ ...list, ids: ['a'] })).not.toBe(summaryDigester(stale)({ ...list, ids: ['a'] }));
  });

  it('is empty for a page that read nothing of them', () => {
    expect(summaryDigester(lists('A'))({ list: false, all: false, ids: [] })).toBe('');
    expect(summaryDigester(lists('A'))(undefined)).toBe('');
  });
});
