import { describe, expect, it, vi } from 'vitest';
import { articlesIn } from '../../src/lib/blog/in-language';
import { setBlogSummaries, type SummariesByLanguage } from '../../src/lib/blog/summaries-at-render';
import { languages } from '../../src/generated/languages';
import { setPageStatuses } from '../../src/lib/statuses-at-render';
import { pathTo } from '../../src/routes';

// As the server bundle and the dev server load it: the summaries given at run time, in place of the generated module.
vi.mock('../../src/generated/blog-summaries', () => import('../../src/lib/blog/summaries-at-render'));
vi.mock('../../src/generated/page-statuses', () => import('../../src/lib/statuses-at-render'));

type Summary = SummariesByLanguage['source'][number];
const summary = (id: string, title: string) => ({ id, title, excerpt: `About ${title}.`, category: 'Surgery', publishDate: '2026-01-01', tags: [] }) as unknown as Summary;
const [source, other] = languages.map((language) => language.tag);

describe('the articles of a language, when the summaries are given anew', () => {
  it('are the same list while the summaries are the same, and made again from new ones', () => {
    setBlogSummaries({ source: [summary('a', 'First title')] });
    const first = articlesIn(source);
    expect(first.map((article) => article.title)).toEqual(['First title']);
    expect(articlesIn(source)).toBe(first);
    // The dev server gives them anew after an edit.
    setBlogSummaries({ source: [summary('a', 'Edited title'), summary('b', 'Added')] });
    expect(articlesIn(source).map((article) => article.title)).toEqual(['Edited title', 'Added']);
  });

  it('are made again when the statuses are given anew: an article whose translation went stale is listed in the source’s words', () => {
    const translated = { ...summary('a', 'Title'), title: 'Translated title' };
    setBlogSummaries({ source: [summary('a', 'Title')], [other]: [translated] });
    setPageStatuses({ [other]: { translated: [pathTo('/blog/:id', { id: 'a' })], stale: [], samples: [] } });
    expect(articlesIn(other).map((article) => [article.title, article.untranslated])).toEqual([['Translated title', false]]);
    setPageStatuses({ [other]: { translated: [], stale: [pathTo('/blog/:id', { id: 'a' })], samples: [] } });
    expect(articlesIn(other).map((article) => [article.title, article.untranslated])).toEqual([['Title', true]]);
  });
});
