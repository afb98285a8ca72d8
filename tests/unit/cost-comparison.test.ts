import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { homeCostComparison } from '../../src/lib/cost-comparison';
import { contentJson } from './site-content';

describe('the home page\'s cost comparison', () => {
  const comparison = contentJson<{ package: string; otherCountries: Array<{ country: string; price: number }> }>('site/cost-comparison.json');
  const pkg = matter(readFileSync(`content/packages/${comparison.package}.mdx`, 'utf8')).data as { shortName: string; price: number; originalPrice: number };

  it('compares the package\'s US price, the other countries and India\'s price, India highlighted', () => {
    expect(homeCostComparison()).toEqual({
      packageName: pkg.shortName,
      packageId: comparison.package,
      rows: [
        { country: 'USA', price: pkg.originalPrice, highlight: false },
        ...comparison.otherCountries.map((row) => ({ ...row, highlight: false })),
        { country: 'India', price: pkg.price, highlight: true },
      ],
      savings: { amount: pkg.originalPrice - pkg.price, percent: Math.round(((pkg.originalPrice - pkg.price) / pkg.originalPrice) * 100) },
    });
  });
});
