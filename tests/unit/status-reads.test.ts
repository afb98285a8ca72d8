import { describe, expect, it, vi } from 'vitest';
import { isSample, statusOf, translatedOnlyIn } from '../../src/lib/page-statuses';
import { recordStatusReads } from '../../src/lib/status-reads';
import { setPageStatuses, type PageStatusesByLanguage } from '../../src/lib/statuses-at-render';
import { statusDigester } from '../../scripts/status-digest';
import { languages } from '../../src/generated/languages';
import { pageRoutes, pathTo } from '../../src/routes';

// As the server bundle loads it: the statuses given at run time, in place of the generated module.
vi.mock('../../src/generated/page-statuses', () => import('../../src/lib/statuses-at-render'));

const [source, other] = languages.map((language) => language.tag);
const article = (id: string) => pathTo('/blog/:id', { id });
// A page of a route that is not translated-only: every language has it, translated or not.
const fixedPage = pageRoutes.find((route) => !route.path.includes(':') && !route.translatedOnly)!.path;
const statuses = (translated: string[], stale: string[] = [], samples: string[] = []): PageStatusesByLanguage => ({ [other]: { translated, stale, samples } });

describe('how a page stands in a language', () => {
  it('is the source in the source language, and translated, stale or missing in another', () => {
    setPageStatuses(statuses([article('a')], [article('b')], [article('a')]));
    expect(statusOf(source, article('c'))).toBe('source');
    expect(statusOf(other, article('a'))).toBe('translated');
    expect(statusOf(other, article('b'))).toBe('stale');
    expect(statusOf(other, article('c'))).toBe('missing');
    expect(isSample(other, article('a'))).toBe(true);
    expect(isSample(other, article('b'))).toBe(false);
  });

  it('lists the articles a language has, and none for the source, which has them all', () => {
    setPageStatuses(statuses([article('a'), fixedPage], [article('b')]));
    expect([...translatedOnlyIn(other)!]).toEqual([article('a')]);
    expect(translatedOnlyIn(source)).toBeUndefined();
  });

  it('is read anew when the statuses are given anew', () => {
    setPageStatuses(statuses([article('a')]));
    expect(statusOf(other, article('a'))).toBe('translated');
    setPageStatuses(statuses([], [article('a')]));
    expect(statusOf(other, article('a'))).toBe('stale');
  });
});

describe('what a render reads of the statuses', () => {
  it('notes each address whose status it reads, and each language whose list of articles it reads', async () => {
    setPageStatuses(statuses([article('a')]));
    const { reads } = await recordStatusReads(async () => {
      statusOf(other, article('b'));
      await Promise.resolve();
      isSample(other, article('a'));
      translatedOnlyIn(other);
      translatedOnlyIn(source);
    });
    expect(reads).toEqual({ paths: [article('a'), article('b')].sort(), lists: [other], views: [] });
  });

  it('keeps each render’s reads apart when renders overlap', async () => {
    const reading = (path: string) =>
      recordStatusReads(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return statusOf(other, path);
      });
    const [first, second] = await Promise.all([reading(article('a')), reading(article('b'))]);
    expect(first.reads.paths).toEqual([article('a')]);
    expect(second.reads.paths).toEqual([article('b')]);
  });
});

describe('the digest of what a page read of the statuses', () => {
  const readA = { paths: [article('a')], lists: [], views: [] };
  const readList = { paths: [], lists: [other], views: [] };
  const digester = (translated: string[], stale: string[] = [], samples: string[] = []) => statusDigester(statuses(translated, stale, samples), { source: [] }, source);

  it('changes when a status the page read changes, and not with one it did not read', () => {
    const before = digester([article('a'), article('b')]);
    const aStale = digester([article('b')], [article('a')]);
    const bStale = digester([article('a')], [article('b')]);
    expect(before(readA)).not.toBe(aStale(readA));
    expect(before(readA)).toBe(bStale(readA));
    expect(before(readA)).not.toBe(digester([article('a'), article('b')], [], [article('a')])(readA));
  });

  it('changes for a page that read the whole list when an article is translated or goes stale, not when another page does', () => {
    const before = digester([article('a'), fixedPage]);
    expect(before(readList)).not.toBe(digester([fixedPage], [article('a')])(readList));
    expect(before(readList)).not.toBe(digester([article('a'), article('b'), fixedPage])(readList));
    expect(before(readList)).toBe(digester([article('a')], [fixedPage])(readList));
  });

  it('is empty for a page that read none of them', () => {
    expect(digester([])({ paths: [], lists: [], views: [] })).toBe('');
    expect(digester([])(undefined)).toBe('');
  });
});
