import { describe, expect, it, vi } from 'vitest';
import { articlesRelatedTo, featuredArticles, gridPage, listedArticle, tabCounts } from '../../src/lib/blog/in-language';
import { setBlogSummaries, type SummariesByLanguage } from '../../src/lib/blog/summaries-at-render';
import { articleCategories } from '../../src/content/schemas/article';
import { languages } from '../../src/generated/languages';
import { inPageLanguage } from '../../src/lib/page-language';
import { setPageStatuses, type PageStatusesByLanguage } from '../../src/lib/statuses-at-render';
import { recordStatusReads } from '../../src/lib/status-reads';
import { recordSummaryReads } from '../../src/lib/blog/summary-reads';
import { readsDigests } from '../../scripts/reads-digests';
import type { RenderedPath } from '../../scripts/render-pages';
import { pathTo } from '../../src/routes';

// As the server bundle loads them: the summaries and statuses given at run time, in place of the generated modules.
vi.mock('../../src/generated/blog-summaries', () => import('../../src/lib/blog/summaries-at-render'));
vi.mock('../../src/generated/page-statuses', () => import('../../src/lib/statuses-at-render'));

type Summary = SummariesByLanguage['source'][number];
interface Data {
  summaries: SummariesByLanguage;
  statuses: PageStatusesByLanguage;
}
const [source, other] = languages;
const ids = Array.from({ length: 8 }, (_, n) => `article-${n}`);
const summaryOf = (id: string, n: number, words: string) =>
  ({ id, title: `${words} ${id}`, excerpt: `About ${id}.`, category: articleCategories[n % 2], publishDate: `2026-01-0${n + 1}`, tags: [`tag-${n % 3}`], featured: n % 3 === 0 }) as unknown as Summary;
const article = (id: string) => pathTo('/blog/:id', { id });
const before: Data = {
  summaries: { source: ids.map((id, n) => summaryOf(id, n, 'Source')), [other.tag]: ids.map((id, n) => summaryOf(id, n, 'Translated')) },
  statuses: { [other.tag]: { translated: [article(ids[2]), article(ids[5])], stale: [], samples: [] } },
};
/** `before` with one article of the source changed. */
const edited = (index: number, change: Partial<Summary>): Data => ({
  ...before,
  summaries: { ...before.summaries, source: before.summaries.source.map((item, n) => (n === index ? { ...item, ...change } : item)) },
});
const changes: Array<[string, Data]> = [
  ['nothing (an article’s body edited)', before],
  ['an article’s title', edited(2, { title: 'Retitled' })],
  ['the date of a featured article, which orders the lists', edited(3, { publishDate: '2025-12-31' })],
  ['an article’s translation gone stale', { ...before, statuses: { [other.tag]: { translated: [article(ids[5])], stale: [article(ids[2])], samples: [] } } }],
];

// Pages of another language showing the list through each kind of view, and one showing an article's title.
const shows: Array<() => unknown> = [
  () => gridPage('all', 1),
  () => tabCounts(),
  () => featuredArticles(2),
  () => articlesRelatedTo(before.summaries.source[1]),
  () => listedArticle(ids[2])?.title,
];
async function renderAll(data: Data): Promise<RenderedPath[]> {
  setBlogSummaries(data.summaries);
  setPageStatuses(data.statuses);
  const page = { language: other, languages, path: '/blog', status: 'translated' as const, available: languages, sample: false };
  return Promise.all(
    shows.map(async (show, n) => {
      const { reads: summaryReads, result } = await recordSummaryReads(() => recordStatusReads(async () => inPageLanguage(page, show)));
      return { path: `/page-${n}`, kind: 'page', summaryReads, statusReads: result.reads } as unknown as RenderedPath;
    }),
  );
}

/** The digests of the pages' reads with `data`, given what the last build recorded. */
const digestsWith = (data: Data, previous: Parameters<typeof readsDigests>[3]) => readsDigests(data.summaries, data.statuses, source.tag, previous);

describe('the digests of what the pages read of the summaries and the statuses', () => {
  it.each(changes)('are the ones worked out from nothing, with the last build’s record, after a change of %s', async (_, after) => {
    const pages = await renderAll(before);
    const last = digestsWith(before, { pages: {} });
    for (const result of pages) last.of(result.path, result);
    const record = { readsFrom: last.from(), pages: Object.fromEntries(pages.map((result) => [result.path, { result, reads: last.known(result.path) }])) };
    const kept = digestsWith(after, record);
    const afresh = digestsWith(after, { pages: {} });
    for (const result of pages) expect(kept.of(result.path, result), result.path).toBe(afresh.of(result.path, result));
    expect(pages.some((result) => last.of(result.path, result) !== afresh.of(result.path, result))).toBe(after !== before);
  });

  it('keep each part from the record while its data is the same, and only then', async () => {
    const [result] = await renderAll(before);
    const last = digestsWith(before, { pages: {} });
    // A record no data could give: where a part is taken from it, it shows.
    const record = { readsFrom: last.from(), pages: { [result.path]: { result, reads: { summaries: 'recorded', statuses: 'recorded' } } } };
    const partsAfter = (data: Data, page = result) => {
      const digests = digestsWith(data, record);
      digests.of(page.path, page);
      return digests.known(page.path);
    };
    const [body, title, date, stale] = changes.map(([, data]) => data);
    expect(partsAfter(body)).toEqual({ summaries: 'recorded', statuses: 'recorded' });
    expect(partsAfter(title)).toEqual({ summaries: expect.not.stringMatching('recorded'), statuses: 'recorded' });
    // The page rendered again, reading what it read before.
    expect(partsAfter(title, structuredClone(result))).toEqual({ summaries: expect.not.stringMatching('recorded'), statuses: 'recorded' });
    expect(partsAfter(body, structuredClone(result))).toEqual({ summaries: 'recorded', statuses: 'recorded' });
    expect((partsAfter(date))?.statuses).not.toBe('recorded');
    expect(partsAfter(stale)).toEqual({ summaries: 'recorded', statuses: expect.not.stringMatching('recorded') });
  });
});
