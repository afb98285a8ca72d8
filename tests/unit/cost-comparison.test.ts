import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { costComparisonOf, homeCostComparison } from '../../src/lib/cost-comparison';
import { contentJson } from './site-content';

describe('the home page\'s cost comparison', () => {
  const comparison = contentJson<{ package: string; comparisonCountry: { name: string }; otherCountries: Array<{ country: string; price: number }> }>('site/cost-comparison.json');
  const pkg = matter(readFileSync(`content/packages/${comparison.package}.mdx`, 'utf8')).data as { shortName: string; price: number; originalPrice: number };

  it('compares the package\'s US price, the other countries and India\'s price, India highlighted', () => {
    expect(homeCostComparison()).toEqual({
      packageName: pkg.shortName,
      packageId: comparison.package,
      rows: [
        { country: comparison.comparisonCountry.name, price: pkg.originalPrice, highlight: false },
        ...comparison.otherCountries.map((row) => ({ ...row, highlight: false })),
        { country: 'India', price: pkg.price, highlight: true },
      ],
      savings: { amount: pkg.originalPrice - pkg.price, percent: Math.round(((pkg.originalPrice - pkg.price) / pkg.originalPrice) * 100) },
    });
  });

  it('needs the compared package to exist and to have both its prices', () => {
    const packages = [
      { id: 'no-price', shortName: 'A', originalPrice: 45000 },
      { id: 'no-us-price', shortName: 'B', price: 8500 },
      { id: 'both', shortName: 'C', price: 8500, originalPrice: 45000 },
    ];
    const find = (id: string) => packages.find((pkg) => pkg.id === id);
    const comparing = (id: string) => ({ comparisonCountry: { name: 'Elsewhere', inSentence: 'elsewhere' }, package: id, otherCountries: [] });
    for (const id of ['missing', 'no-price', 'no-us-price'])
      expect(() => costComparisonOf(comparing(id), find), id).toThrow(`The compared package ${id} needs a price and an originalPrice`);
    const compared = costComparisonOf(comparing('both'), find);
    expect(compared.savings).toEqual({ amount: 36500, percent: 81 });
    expect(compared.rows[0]).toEqual({ country: 'Elsewhere', price: 45000, highlight: false });
  });
});
