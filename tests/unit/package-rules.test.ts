import { describe, expect, it } from 'vitest';
import { packageFixture, withPackage } from './content-helpers';
import { savingsBetween, savingsOf } from '../../src/lib/pricing';

describe('the package schema refuses the slips the old spec made', () => {
  it('refuses a range whose "from" is above its "to"', async () => {
    expect(await withPackage(packageFixture.replace('{ from: 7500, to: 9500 }', '{ from: 9500, to: 7500 }'))).toEqual([
      'content/packages/test-surgery.mdx:5 priceRange.from: should not be larger than "to".',
    ]);
  });

  it('refuses a headline price outside the range (the old home card: bowel resection $5,500 in $6,500–$8,500)', async () => {
    const fixture = packageFixture
      .replace('{ from: 7500, to: 9500 }', '{ from: 6500, to: 8500 }')
      .replace('price: 8500', 'price: 5500')
      .replace('cost: 2500 }', 'cost: 2500 }\n  - { item: Discount, cost: 1 }')
      .replace('cost: 6000', 'cost: 2999');
    expect(await withPackage(fixture)).toEqual([
      'content/packages/test-surgery.mdx:6 price: is $5,500, outside the price range $6,500–$8,500: change the price or the range.',
    ]);
  });

  it('refuses cost breakdown lines that do not add up to the price', async () => {
    expect(await withPackage(packageFixture.replace('cost: 2500', 'cost: 2400'))).toEqual([
      'content/packages/test-surgery.mdx:20 costBreakdown: adds up to $8,400, but the price is $8,500: the lines must add up to the price.',
    ]);
  });

  it('has no field for savings: they are computed, and a stored one is refused', async () => {
    expect(await withPackage(packageFixture.replace('originalPrice: 45000', 'originalPrice: 45000\nsavings: 36500'))).toEqual([
      'content/packages/test-surgery.mdx:8 savings: is not a field of a package.',
    ]);
  });

  it('refuses an original price that is not above the price', async () => {
    expect(await withPackage(packageFixture.replace('originalPrice: 45000', 'originalPrice: 8000'))).toEqual([
      'content/packages/test-surgery.mdx:7 originalPrice: should be higher than the price; savings are computed from the difference.',
    ]);
  });

  it('refuses a rating without the number of reviews behind it', async () => {
    expect(await withPackage(packageFixture.replace('order: 9', 'order: 9\nrating: 4.9'))).toEqual([
      'content/packages/test-surgery.mdx:2 reviewCount: is needed too: a rating is shown only with the number of reviews behind it.',
    ]);
  });

  it('refuses references to a surgeon or reviewer who has no file', async () => {
    expect(await withPackage(packageFixture.replace('surgeon: rajesh-kumar', 'surgeon: dr-nobody').replace('reviewedBy: meera-iyer', 'reviewedBy: dr-who'))).toEqual([
      'content/packages/test-surgery.mdx:11 surgeon: names the person "dr-nobody", but there is no file for it in content/people/.',
      'content/packages/test-surgery.mdx:25 review.reviewedBy: names the person "dr-who", but there is no file for it in content/people/.',
    ]);
  });

  it('refuses a lead surgeon who does not operate at the package hospital', async () => {
    expect(await withPackage(packageFixture.replace('surgeon: rajesh-kumar', 'surgeon: priya-sharma'))).toEqual([
      'content/packages/test-surgery.mdx:11 surgeon: operates at "fortis-mumbai", but this package takes place at "apollo-delhi": choose a surgeon of that hospital, or change the hospital.',
    ]);
  });

  it('refuses a duration range that runs backwards', async () => {
    expect(await withPackage(packageFixture.replace('{ from: 10, to: 12, unit: days }', '{ from: 12, to: 10, unit: days }'))).toEqual([
      'content/packages/test-surgery.mdx:8 stayInIndia.to: should have "to" larger than "from", or leave "to" out for a single value.',
    ]);
  });
});

describe('savings are computed', () => {
  it('gives the cancer package $45,000 − $8,500 = $36,500, 81%', () => {
    expect(savingsOf({ price: 8500, originalPrice: 45000 })).toEqual({ amount: 36500, percent: 81 });
  });

  it('gives nothing when the price or the US price is unknown', () => {
    expect(savingsOf({ originalPrice: 45000 })).toBeNull();
    expect(savingsOf({ price: 8500 })).toBeNull();
  });

  it('rounds the percent to the nearest whole number', () => {
    expect(savingsBetween(35000, 6500).percent).toBe(81);
    expect(savingsBetween(40000, 8500).percent).toBe(79);
  });
});
