import { describe, expect, it } from 'vitest';
import { reviewReport, yearBefore } from '../../src/content/review-report';

const source = { name: 'An audit' };

describe('the review report', () => {
  it('lists pages reviewed and figures checked more than a year before today, by file and field', () => {
    const report = reviewReport({
      today: '2027-03-10',
      collections: {
        packages: [
          { id: 'old', data: { review: { reviewedBy: 'a', lastReviewed: '2026-03-09' }, successRateBasis: { checked: '2026-03-09', source } } },
          { id: 'fresh', data: { review: { reviewedBy: 'a', lastReviewed: '2026-03-10' }, ratingBasis: { checked: '2026-03-10', source } } },
        ],
      },
      singletons: { claims: { claims: [{ id: 'a', checked: '2027-01-01', source }, { id: 'b', checked: '2025-12-31', source }] } },
    });
    expect(report).toEqual({
      pages: ['content/packages/old.mdx review.lastReviewed: last medically reviewed on 2026-03-09, more than a year ago: ask a clinician to review the page again.'],
      figures: [
        'content/packages/old.mdx successRateBasis.checked: last checked on 2026-03-09, more than a year ago: check the figure against its source again.',
        'content/site/claims.json claims[1].checked: last checked on 2025-12-31, more than a year ago: check the figure against its source again.',
      ],
    });
  });

  it('counts a year back to the same day', () => {
    expect(yearBefore('2027-03-10')).toBe('2026-03-10');
    expect(yearBefore('2028-02-29')).toBe('2027-02-29');
  });

  it('reports nothing for content reviewed and checked within the year', () => {
    expect(reviewReport({ today: '2026-11-25', collections: {}, singletons: { claims: { claims: [{ checked: '2026-11-01', source }] } } })).toEqual({ pages: [], figures: [] });
  });
});

describe('the review report over the real content', () => {
  it("lists a hospital's and a surgeon's rating once their last check is over a year old, and not on the day it turns a year", async () => {
    const { readContentFiles } = await import('../../src/content/files');
    const { buildContent } = await import('../../src/content/pipeline');
    const { fileURLToPath } = await import('node:url');
    const files = await readContentFiles(fileURLToPath(new URL('../..', import.meta.url)));
    const text = (path: string) => String(files.get(path));
    const hospitalFile = [...files.keys()].find((path) => path.startsWith('content/hospitals/') && /^ratingBasis:\n/m.test(text(path)))!;
    const personFile = [...files.keys()].find((path) => path.startsWith('content/people/') && text(path).includes('"ratingBasis"'))!;
    // The checked day of the hospital's rating, read from the block under "ratingBasis:", and of the surgeon's.
    const hospitalChecked = /^ratingBasis:\n(?: {2}.*\n)*? {2}checked: (\S+)/m.exec(text(hospitalFile))![1];
    const personChecked = (JSON.parse(text(personFile)) as { ratingBasis: { checked: string } }).ratingBasis.checked;
    const later = [hospitalChecked, personChecked].sort().at(-1)!;
    const yearAfter = `${Number(later.slice(0, 4)) + 1}${later.slice(4)}`;
    const dayAfter = new Date(Date.parse(`${yearAfter}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const lineFor = (file: string, day: string) => `${file} ratingBasis.checked: last checked on ${day}, more than a year ago: check the figure against its source again.`;

    const overAYear = await buildContent(files, undefined, { today: dayAfter });
    expect(overAYear.problems).toEqual([]);
    expect(reviewReport(overAYear).figures).toEqual(expect.arrayContaining([lineFor(hospitalFile, hospitalChecked), lineFor(personFile, personChecked)]));

    const aYear = await buildContent(files, undefined, { today: yearAfter });
    expect(reviewReport(aYear).figures).not.toContain(lineFor(later === hospitalChecked ? hospitalFile : personFile, later));
  });
});
