import { describe, expect, it } from 'vitest';
import { comparedFigure, estimatedCost, procedureCosts, savingAgainst } from '../../src/lib/procedure-costs';

const countries = [
  { id: 'india', name: 'India', multiplier: 1, highlight: true },
  { id: 'usa', name: 'USA', multiplier: 12, highlight: false },
  { id: 'uk', name: 'UK', multiplier: 9, highlight: false },
  { id: 'singapore', name: 'Singapore', multiplier: 5, highlight: false },
  { id: 'australia', name: 'Australia', multiplier: 7, highlight: false },
];

describe('the procedure cost comparison', () => {
  it('estimates a missing figure as the base cost times the country multiplier', () => {
    expect([12, 9, 7, 5, 1].map((multiplier) => estimatedCost(6000, multiplier))).toEqual([72000, 54000, 42000, 30000, 6000]);
  });

  it('uses content figures where they exist and estimates only the missing ones', () => {
    const costs = procedureCosts({ costs: { usa: { from: 40000, to: 60000 } } }, countries, 6000);
    expect(costs.map((cost) => [cost.countryId, cost.kind, comparedFigure(cost)])).toEqual([
      ['india', 'estimate', 6000],
      ['usa', 'range', 50000],
      ['uk', 'estimate', 54000],
      ['singapore', 'estimate', 30000],
      ['australia', 'estimate', 42000],
    ]);
  });

  it("takes India's figure from the package's price range when the procedure names a package", () => {
    const [india] = procedureCosts({ package: 'bowel-resection', costs: {} }, countries, 6000, { from: 6500, to: 8500 });
    expect(india).toMatchObject({ kind: 'range', fromPackage: true, range: { from: 6500, to: 8500 } });
  });

  it("takes the comparison country's figure from the package's own price there, when it has one", () => {
    const costs = procedureCosts({ package: 'a-package', costs: { uk: { from: 30000, to: 40000 } } }, countries, 6000, { from: 7500, to: 9500 }, { countryId: 'usa', price: 45000 });
    expect(costs[1]).toEqual({ countryId: 'usa', country: 'USA', highlight: false, kind: 'range', range: { from: 45000, to: 45000 }, fromPackage: false, packagePriceAbroad: true });
    expect(costs[2]).toMatchObject({ countryId: 'uk', kind: 'range', range: { from: 30000, to: 40000 }, fromPackage: false });
    expect(savingAgainst(costs, 'usa')).toEqual({ amount: 36500, percent: 81 });
  });

  it('computes the saving at the middle of each range: $50,000 against $7,500 saves $42,500, 85%', () => {
    const costs = procedureCosts({ package: 'bowel-resection', costs: { usa: { from: 40000, to: 60000 } } }, countries, 6000, { from: 6500, to: 8500 });
    expect(savingAgainst(costs, 'usa')).toEqual({ amount: 42500, percent: 85 });
  });

  it('compares with an estimate when the other country has no figure', () => {
    const costs = procedureCosts({ costs: { india: { from: 5000, to: 7000 } } }, countries, 6000);
    expect(savingAgainst(costs, 'usa')).toEqual({ amount: 66000, percent: 92 });
  });

  it('marks a figure of the procedure itself as not from the package', () => {
    const [india, usa] = procedureCosts({ costs: { india: { from: 5000, to: 7000 }, usa: { from: 40000, to: 60000 } } }, countries, 6000);
    expect(india).toEqual({ countryId: 'india', country: 'India', highlight: true, kind: 'range', range: { from: 5000, to: 7000 }, fromPackage: false });
    expect(usa).toEqual({ countryId: 'usa', country: 'USA', highlight: false, kind: 'range', range: { from: 40000, to: 60000 }, fromPackage: false });
  });

  it('cannot compare a country it has no figure for, or without a highlighted country', () => {
    const costs = procedureCosts({ costs: {} }, countries, 6000);
    expect(() => savingAgainst(costs, 'france')).toThrow('No figure to compare for france');
    expect(() => savingAgainst(costs.filter((cost) => !cost.highlight), 'usa')).toThrow('No figure to compare for usa');
  });
});
