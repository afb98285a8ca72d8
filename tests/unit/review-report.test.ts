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
