import { describe, expect, it, vi } from 'vitest';
import { articlesRelatedTo, blogFilesOf, featuredArticles, gridPage, listedArticle, tabCounts } from '../../src/lib/blog/in-language';
import { articlesPerPage } from '../../src/lib/blog/listing';
import { categoryId } from '../../src/lib/blog/rules';
import { setBlogSummaries, type SummariesByLanguage } from '../../src/lib/blog/summaries-at-render';
import { articleCategories } from '../../src/content/schemas/article';
import { languages } from '../../src/generated/languages';
import { inPageLanguage } from '../../src/lib/page-language';
import { setPageStatuses, type PageStatusesByLanguage } from '../../src/lib/statuses-at-render';
import { recordStatusReads } from '../../src/lib/status-reads';
import { recordSummaryReads } from '../../src/lib/blog/summary-reads';
import { statusDigester } from '../../scripts/status-digest';
import { pathTo } from '../../src/routes';

// As the server bundle loads them: the summaries and statuses given at run time, in place of the generated modules.
vi.mock('../../src/generated/blog-summaries', () => import('../../src/lib/blog/summaries-at-render'));
vi.mock('../../src/generated/page-statuses', () => import('../../src/lib/statuses-at-render'));

type Summary = SummariesByLanguage['source'][number];
const [source, other] = languages;
const [first, second] = articleCategories;
const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}`;
/** Three pages of the grid and one more article: the first in `first`'s category, the others alternating, the newest first by id. */
const count = 2 * articlesPerPage + 1;
const ids = Array.from({ length: count }, (_, n) => `article-${String(n).padStart(2, '0')}`);
const summaryOf = (id: string, n: number, words: string) =>
  ({ id, title: `${words} ${id}`, excerpt: `About ${id}.`, category: n % 2 === 0 ? first : second, publishDate: day(28 - (n % 28)), tags: [`tag-${n % 3}`], featured: n % 5 === 0 }) as unknown as Summary;
const summaries: SummariesByLanguage = { source: ids.map((id, n) => summaryOf(id, n, 'Source')), [other.tag]: ids.map((id, n) => summaryOf(id, n, 'Translated')) };
const article = (id: string) => pathTo('/blog/:id', { id });
const statuses = (translated: string[], stale: string[]): PageStatusesByLanguage => ({ [other.tag]: { translated: translated.map(article), stale: stale.map(article), samples: [] } });

const inOther = <T,>(show: () => T) => inPageLanguage({ language: other, languages, path: '/blog', status: 'translated', available: languages, sample: false }, show);
/** What each kind of page shows of the list in another language, as it shows it: the articles (by id, marked when untranslated) or the counts. */
const shown = (value: unknown) => JSON.stringify(value, (_key, item: unknown) => (item && typeof item === 'object' && 'id' in item ? `${String(item.id)}${'untranslated' in item && item.untranslated ? '*' : ''}` : item));
const views: Array<[string, () => unknown]> = [
  ...[1, 2, 3].map((page): [string, () => unknown] => [`grid page ${page}`, () => gridPage('all', page)]),
  [`the ${first} tab`, () => gridPage(categoryId(first), 1)],
  [`the ${second} tab`, () => gridPage(categoryId(second), 1)],
  ['the counts', () => tabCounts()],
  ['the featured', () => featuredArticles(3)],
  ['related articles', () => articlesRelatedTo(summaries.source[1])],
  ['one article', () => listedArticle(ids[3])],
  ['the feed', () => blogFilesOf(other).feed],
];

async function render(statusesNow: PageStatusesByLanguage, show: () => unknown) {
  setPageStatuses(statusesNow);
  return recordStatusReads(async () => shown(inOther(show)));
}

describe('what a page shows of a language’s list of articles', () => {
  setBlogSummaries(summaries);
  // The newest article of `first`'s category translated, then gone stale: it moves within page 1, marked; the other articles go on as they were.
  const changes: Array<[string, PageStatusesByLanguage, PageStatusesByLanguage]> = [
    ['the newest article’s translation goes stale', statuses([ids[0], ids[5]], []), statuses([ids[5]], [ids[0]])],
    ['an article of one category is translated', statuses([], []), statuses([ids[1]], [])],
    ['the only translated article goes stale', statuses([ids[7]], []), statuses([], [ids[7]])],
  ];

  it.each(changes)('changes its digest when, and only when, what it shows changes: %s', async (_, before, after) => {
    for (const [name, show] of views) {
      const then = await render(before, show);
      const now = await render(after, show);
      expect(then.reads.views.length, name).toBeGreaterThan(0);
      expect(then.reads.lists, name).toEqual([]);
      const digestThen = statusDigester(before, summaries, source.tag)(then.reads);
      const digestNow = statusDigester(after, summaries, source.tag)(then.reads);
      expect(digestNow !== digestThen, `${name}: ${then.result} → ${now.result}`).toBe(now.result !== then.result);
    }
  });

  it('leaves some pages of the grid as they were when an article stays where it was listed', async () => {
    const [, before, after] = changes[0];
    const page = views.find(([name]) => name === 'grid page 3')![1];
    const { reads, result } = await render(before, page);
    expect((await render(after, page)).result).toBe(result);
    expect(statusDigester(after, summaries, source.tag)(reads)).toBe(statusDigester(before, summaries, source.tag)(reads));
  });
});

describe('a view many pages show', () => {
  it('is noted by each page that shows it, with the articles each reads', async () => {
    setBlogSummaries(summaries);
    setPageStatuses(statuses([ids[1]], []));
    const page = () => recordStatusReads(() => recordSummaryReads(async () => inOther(() => gridPage('all', 1).map((shownArticle) => shownArticle.title))));
    const firstPage = await page();
    const secondPage = await page();
    expect(secondPage.result.result).toEqual(firstPage.result.result);
    expect(secondPage.reads.views).toEqual(firstPage.reads.views);
    expect(secondPage.result.reads.ids).toEqual(firstPage.result.reads.ids);
    expect(secondPage.result.reads.ids).toHaveLength(articlesPerPage);
  });

  it('shows the list as it is after the statuses change', () => {
    setBlogSummaries(summaries);
    setPageStatuses(statuses([], []));
    expect(inOther(() => listedArticle(ids[1])?.untranslated)).toBe(true);
    setPageStatuses(statuses([ids[1]], []));
    expect(inOther(() => listedArticle(ids[1])?.untranslated)).toBe(false);
    expect(inOther(() => listedArticle('no-such-article'))).toBeUndefined();
  });
});
