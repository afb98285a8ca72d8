import { describe, expect, it } from 'vitest';
import { changedFilesSummary, overBudgetSummary } from '../../scripts/build-summary';

describe('the build says many pages or files in one line', () => {
  const sentences = Array.from({ length: 40 }, (_, index) => `/page-${index}: over`);

  it('counts the pages over a budget, names the first few and where the rest are', () => {
    const line = overBudgetSummary(sentences, 100, 'sizes.json')!;
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('40 of 100 pages');
    expect(line).toContain(sentences[0]);
    expect(line).not.toContain(sentences.at(-1));
    expect(line).toContain(`and ${sentences.length - 3} more`);
    expect(line).toContain('sizes.json');
  });

  it('says nothing when no page is over, and lists all when there are few', () => {
    expect(overBudgetSummary([], 10, 'sizes.json')).toBeNull();
    expect(overBudgetSummary(sentences.slice(0, 2), 10, 'sizes.json')).not.toContain('more');
  });

  it('counts a page over two budgets once', () => {
    expect(overBudgetSummary(['/a: over one', '/a: over another', '/b: over'], 10, 'sizes.json')).toContain('2 of 10 pages');
  });

  it('counts rewritten files by folder and names single ones', () => {
    const schemas = Array.from({ length: 30 }, (_, index) => `json-schemas/kind-${index}.schema.json`);
    const line = changedFilesSummary('Updated', [...schemas, '.vscode/settings.json', 'GUIDE.md'])!;
    expect(line).toBe(`Updated: ${schemas.length} files in json-schemas/, .vscode/settings.json, GUIDE.md.`);
    expect(changedFilesSummary('Updated', [])).toBeNull();
  });
});
