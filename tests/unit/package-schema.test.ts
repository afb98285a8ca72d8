import { describe, expect, it } from 'vitest';
import type { ContentLookup } from '../../src/content/checks';
import { packageSchema, surgeonWorksAtPackageHospital } from '../../src/content/schemas/package';
import { issuesOf, parsedOf } from './schema-issues';
import { siteContext } from './site-content';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a package as its file holds it, changed freely by each case

const context = siteContext();

/** A valid package, as the front matter of content/packages/<id>.mdx holds it. */
const fixture: Data = {
  name: 'Test Surgery Package',
  shortName: 'Test Surgery',
  description: 'A package used by the tests, with a description long enough for a search result.',
  priceRange: { from: 7500, to: 9500 },
  price: 8500,
  originalPrice: 45000,
  stayInIndia: { from: 10, to: 12, unit: 'days' },
  hospitalStay: { from: 7, unit: 'days' },
  hospital: 'apollo-delhi',
  surgeon: 'rajesh-kumar',
  bestFor: ['Testing'],
  included: [{ category: 'Care', items: ['Surgery'] }],
  notIncluded: ['Flights'],
  costBreakdown: [
    { item: 'Surgery', cost: 6000 },
    { item: 'Stay', cost: 2500 },
  ],
  order: 9,
  review: { reviewedBy: 'meera-iyer', lastReviewed: '2026-11-01' },
};

function problemsAfter(change: (pkg: Data) => void): string[] {
  const pkg = structuredClone(fixture);
  change(pkg);
  return issuesOf(packageSchema, pkg, context);
}

describe('a package', () => {
  it('is valid as the fixture has it, with the defaults filled in', () => {
    expect(problemsAfter(() => undefined)).toEqual([]);
    expect(parsedOf(packageSchema, fixture, context)).toMatchObject({ illustration: 'hospital', featured: false });
    // The button's words are optional: a package without them shows the site's own label.
    expect(parsedOf(packageSchema, fixture, context)).not.toHaveProperty('consultationLabel');
  });

  it('has a description that fits a card and a meta description', () => {
    expect(problemsAfter((pkg) => (pkg.description = 'x'.repeat(161)))).toEqual([
      'description: is 161 characters long, but a description should have at most 160: search results cut the rest.',
    ]);
    expect(problemsAfter((pkg) => (pkg.description = 'x'.repeat(160)))).toEqual([]);
    expect(problemsAfter((pkg) => (pkg.description = 'x'.repeat(49)))).toEqual([
      'description: is 49 characters long, but a description should have at least 50: search engines replace a shorter one with text of their own.',
    ]);
    expect(problemsAfter((pkg) => (pkg.description = 'x'.repeat(50)))).toEqual([]);
  });

  it('takes place at a hospital and with a surgeon who have files', () => {
    expect(problemsAfter((pkg) => (pkg.hospital = 'apollo'))).toEqual(['hospital: names the hospital "apollo", but there is no file for it in content/hospitals/.']);
    expect(problemsAfter((pkg) => (pkg.surgeon = 'rajesh'))).toEqual(['surgeon: names the person "rajesh", but there is no file for it in content/people/.']);
  });

  it('lists at least one of what it suits, includes and leaves out', () => {
    expect(problemsAfter((pkg) => (pkg.bestFor = []))).toEqual(['bestFor: must list at least 1 item.']);
    expect(problemsAfter((pkg) => (pkg.included = []))).toEqual(['included: must list at least 1 item.']);
    expect(problemsAfter((pkg) => (pkg.included[0].items = []))).toEqual(['included[0].items: must list at least 1 item.']);
    expect(problemsAfter((pkg) => (pkg.notIncluded = []))).toEqual(['notIncluded: must list at least 1 item.']);
    expect(problemsAfter((pkg) => (pkg.benefits = []))).toEqual(['benefits: must list at least 1 item.']);
    expect(problemsAfter((pkg) => (pkg.bestFor = ['a', 'b']))).toEqual([]);
  });

  it('has a journey of at least two stages, if any', () => {
    const stage = { day: 'Day 1', title: 'Arrival', description: 'You land.' };
    expect(problemsAfter((pkg) => (pkg.journey = [stage]))).toEqual(['journey: must list at least 2 items.']);
    const stages = ['Arrival', 'Surgery', 'Home'].map((title, day) => ({ ...stage, day: `Day ${day + 1}`, title }));
    expect(problemsAfter((pkg) => (pkg.journey = stages))).toEqual([]);
  });

  it('shows a drawing of its area of care', () => {
    expect(problemsAfter((pkg) => (pkg.illustration = 'area-ibd'))).toEqual([]);
    expect(problemsAfter((pkg) => (pkg.illustration = 'photo'))[0]).toMatch(/^illustration: should be one of "hero", /);
  });

  it('has figures in their ranges', () => {
    expect(problemsAfter((pkg) => Object.assign(pkg, { rating: 5, reviewCount: 1, successRate: 100 }))).toEqual([]);
    expect(problemsAfter((pkg) => Object.assign(pkg, { rating: 1, reviewCount: 10, successRate: 0 }))).toEqual([]);
    expect(problemsAfter((pkg) => Object.assign(pkg, { rating: 0.5, reviewCount: 10 }))).toEqual(['rating: must be at least 1, but it is 0.5.']);
    expect(problemsAfter((pkg) => Object.assign(pkg, { rating: 5.1, reviewCount: 10 }))).toEqual(['rating: must be at most 5, but it is 5.1.']);
    expect(problemsAfter((pkg) => Object.assign(pkg, { rating: 4, reviewCount: 0 }))).toEqual(['reviewCount: must be more than 0, but it is 0.']);
    expect(problemsAfter((pkg) => (pkg.successRate = -1))).toEqual(['successRate: must be at least 0, but it is -1.']);
    expect(problemsAfter((pkg) => (pkg.successRate = 101))).toEqual(['successRate: must be at most 100, but it is 101.']);
    expect(problemsAfter((pkg) => (pkg.order = 0))).toEqual(['order: must be more than 0, but it is 0.']);
  });
});

describe('the figures of a package agree', () => {
  it('has a price range that does not run backwards, or one price for both ends', () => {
    expect(problemsAfter((pkg) => (pkg.priceRange = { from: 9500, to: 7500 }))).toEqual(['priceRange.from: should not be larger than "to".']);
    expect(problemsAfter((pkg) => (pkg.priceRange = { from: 8500, to: 8500 }))).toEqual([]);
    expect(problemsAfter((pkg) => ((pkg.priceRange = { from: 8500, to: 8500 }), (pkg.price = 9000), (pkg.costBreakdown[1].cost = 3000)))).toEqual([
      'price: is $9,000, outside the price range $8,500–$8,500: change the price or the range.',
    ]);
  });

  it('has its headline price inside the range, its ends included', () => {
    for (const [price, breakdown] of [
      [7500, 1500],
      [9500, 3500],
    ])
      expect(problemsAfter((pkg) => ((pkg.price = price), (pkg.costBreakdown[1].cost = breakdown))), String(price)).toEqual([]);
    expect(problemsAfter((pkg) => ((pkg.price = 7499), (pkg.costBreakdown[1].cost = 1499)))).toEqual([
      'price: is $7,499, outside the price range $7,500–$9,500: change the price or the range.',
    ]);
    expect(problemsAfter((pkg) => ((pkg.price = 9501), (pkg.costBreakdown[1].cost = 3501)))).toEqual([
      'price: is $9,501, outside the price range $7,500–$9,500: change the price or the range.',
    ]);
  });

  it('may show the range alone, without a price or a breakdown', () => {
    expect(problemsAfter((pkg) => ((pkg.price = undefined), (pkg.costBreakdown = undefined), (pkg.originalPrice = undefined)))).toEqual([]);
  });

  it('has a US price above the price, and a source only with a US price', () => {
    expect(problemsAfter((pkg) => (pkg.originalPrice = 8500))).toEqual(['originalPrice: should be higher than the price; savings are computed from the difference.']);
    expect(problemsAfter((pkg) => (pkg.originalPrice = 8501))).toEqual([]);
    expect(problemsAfter((pkg) => (pkg.originalPriceSource = 'A survey of US hospital prices, 2025.'))).toEqual([]);
    expect(problemsAfter((pkg) => ((pkg.originalPrice = undefined), (pkg.originalPriceSource = 'A survey.')))).toEqual([
      'originalPriceSource: names where the comparison price comes from, but there is no "originalPrice".',
    ]);
    expect(problemsAfter((pkg) => ((pkg.price = undefined), (pkg.costBreakdown = undefined), (pkg.originalPrice = 100)))).toEqual([]);
  });

  it('has cost lines that add up to the price exactly, neither less nor more', () => {
    expect(problemsAfter((pkg) => (pkg.costBreakdown[1].cost = 2400))).toEqual([
      'costBreakdown: adds up to $8,400, but the price is $8,500: the lines must add up to the price.',
    ]);
    expect(problemsAfter((pkg) => (pkg.costBreakdown[1].cost = 12500))).toEqual([
      'costBreakdown: adds up to $18,500, but the price is $8,500: the lines must add up to the price.',
    ]);
    expect(problemsAfter((pkg) => pkg.costBreakdown.push({ item: 'Extra', cost: 1 }))).toEqual([
      'costBreakdown: adds up to $8,501, but the price is $8,500: the lines must add up to the price.',
    ]);
  });

  it('needs a price for a breakdown, and at least two lines', () => {
    expect(problemsAfter((pkg) => (pkg.price = undefined))).toEqual(['costBreakdown: needs a headline price to add up to: set "price".']);
    expect(problemsAfter((pkg) => ((pkg.costBreakdown = [{ item: 'All', cost: 8500 }])))).toEqual(['costBreakdown: must list at least 2 items.']);
  });

  it('has a rating only with the number of reviews behind it, and that number only with a rating', () => {
    const sentence = 'is needed too: a rating is shown only with the number of reviews behind it.';
    expect(problemsAfter((pkg) => (pkg.rating = 4.9))).toEqual([`reviewCount: ${sentence}`]);
    expect(problemsAfter((pkg) => (pkg.reviewCount = 120))).toEqual([`rating: ${sentence}`]);
  });

  it('still compares the figures when another field has a problem', () => {
    expect(problemsAfter((pkg) => ((pkg.name = ''), (pkg.costBreakdown[1].cost = 2400)))).toEqual([
      'name: must not be empty.',
      'costBreakdown: adds up to $8,400, but the price is $8,500: the lines must add up to the price.',
    ]);
  });

  it('compares no figure that is itself broken, so one slip gives one problem', () => {
    expect(problemsAfter((pkg) => (pkg.price = 'about 8500'))).toEqual(['price: should be a number, but it is the text "about 8500".']);
    expect(problemsAfter((pkg) => (pkg.priceRange.to = -1))).toEqual(['priceRange.to: must be more than 0, but it is -1.', 'priceRange.from: should not be larger than "to".']);
    expect(problemsAfter((pkg) => (pkg.originalPrice = 0))).toEqual(['originalPrice: must be more than 0, but it is 0.']);
    expect(problemsAfter((pkg) => (pkg.costBreakdown[0].cost = 6000.5))).toEqual(['costBreakdown[0].cost: should be a whole number of dollars.']);
    expect(problemsAfter((pkg) => Object.assign(pkg, { rating: 9 }))).toEqual(['rating: must be at most 5, but it is 9.']);
    expect(problemsAfter((pkg) => Object.assign(pkg, { reviewCount: 1.5 }))).toEqual(['reviewCount: should be a whole number, but it is the number 1.5.']);
    expect(problemsAfter((pkg) => (pkg.priceRange = { from: 0, to: 100 }))).toEqual(['priceRange.from: must be more than 0, but it is 0.']);
    expect(problemsAfter((pkg) => (pkg.costBreakdown[1].cost = -100))).toEqual(['costBreakdown[1].cost: must be more than 0, but it is -100.']);
    expect(problemsAfter((pkg) => (pkg.reviewCount = 0))).toEqual(['reviewCount: must be more than 0, but it is 0.']);
  });
});

describe('a package\'s surgeon operates at its hospital', () => {
  const surgeons: Record<string, Data> = { 'rajesh-kumar': { hospital: 'apollo-delhi' }, 'priya-sharma': { hospital: 'fortis-mumbai' } };
  const lookup: ContentLookup = {
    entry: (collection, id) => (collection === 'people' ? surgeons[id] : undefined),
    entries: () => [],
    singleton: () => undefined,
  };

  it('accepts a surgeon of the hospital', () => {
    expect(surgeonWorksAtPackageHospital({ surgeon: 'rajesh-kumar', hospital: 'apollo-delhi' }, lookup)).toEqual([]);
  });

  it('names both hospitals when they differ', () => {
    expect(surgeonWorksAtPackageHospital({ surgeon: 'priya-sharma', hospital: 'apollo-delhi' }, lookup)).toEqual([
      {
        path: ['surgeon'],
        message: 'operates at "fortis-mumbai", but this package takes place at "apollo-delhi": choose a surgeon of that hospital, or change the hospital.',
      },
    ]);
  });

  it('says nothing of a surgeon whose file is missing or invalid (their own check says why)', () => {
    expect(surgeonWorksAtPackageHospital({ surgeon: 'nobody', hospital: 'apollo-delhi' }, lookup)).toEqual([]);
  });
});
