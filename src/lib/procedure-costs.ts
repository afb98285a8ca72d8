import type { CountryForComparison, DollarRange, Procedure } from '../content/schemas/why-india';
import { savingsBetween, type Savings } from './pricing';

/** One country's figure for a procedure: a range from content, or an estimate where content has none. */
export type CountryCost = {
  countryId: string;
  country: string;
  /** The country the others are compared with. */
  highlight: boolean;
} & (
  | {
      kind: 'range';
      range: DollarRange;
      fromPackage: boolean;
      /** The package's own price in this country ("originalPrice"): one figure. */
      packagePriceAbroad?: true;
    }
  | { kind: 'estimate'; estimate: number }
);

/** A missing figure: the base cost times the country's multiplier. */
export function estimatedCost(baseCost: number, multiplier: number): number {
  return Math.round(baseCost * multiplier);
}

/**
 * Every country's figure for one procedure, in the countries' order. India's comes from the
 * procedure's package when it names one (a package's price range is written once, in its file),
 * and so does the comparison country's when the package has its price there ("originalPrice").
 */
export function procedureCosts(
  procedure: Pick<Procedure, 'costs' | 'package'>,
  countries: CountryForComparison[],
  baseCost: number,
  packageRange?: DollarRange,
  packageAbroad?: { countryId: string; price: number },
): CountryCost[] {
  return countries.map((country) => {
    const base = { countryId: country.id, country: country.name, highlight: country.highlight };
    if (country.highlight && packageRange) return { ...base, kind: 'range', range: packageRange, fromPackage: true };
    if (packageAbroad?.countryId === country.id) return { ...base, kind: 'range', range: { from: packageAbroad.price, to: packageAbroad.price }, fromPackage: false, packagePriceAbroad: true };
    const range = procedure.costs[country.id];
    if (range) return { ...base, kind: 'range', range, fromPackage: false };
    return { ...base, kind: 'estimate', estimate: estimatedCost(baseCost, country.multiplier) };
  });
}

/** The figure compared: the middle of a range, or the estimate. */
export function comparedFigure(cost: CountryCost): number {
  return cost.kind === 'range' ? Math.round((cost.range.from + cost.range.to) / 2) : cost.estimate;
}

/** What choosing the highlighted country saves against another, compared at the middle of each range. */
export function savingAgainst(costs: CountryCost[], countryId: string): Savings {
  const home = costs.find((cost) => cost.countryId === countryId);
  const chosen = costs.find((cost) => cost.highlight);
  if (!home || !chosen) throw new Error(`No figure to compare for ${countryId}`);
  return savingsBetween(comparedFigure(home), comparedFigure(chosen));
}
