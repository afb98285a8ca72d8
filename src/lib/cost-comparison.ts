import type { EntryData, SingletonData } from '../content/collections';
import { costComparison } from '../generated/site';
import { packageById } from './packages';
import { savingsBetween, type Savings } from './pricing';

export interface CostRow {
  country: string;
  price: number;
  /** India's row, the one the others are compared with. */
  highlight: boolean;
}

/**
 * The home page's comparison: India's price and the comparison country's come from the package
 * file, the other countries from content/site/cost-comparison.json; the saving is computed
 * against the comparison country's price. The content check makes sure the package has both prices.
 */
export function homeCostComparison(): CostComparison {
  return costComparisonOf(costComparison, packageById);
}

export interface CostComparison {
  packageName: string;
  packageId: string;
  rows: CostRow[];
  savings: Savings;
}

/** The comparison a cost-comparison file makes, with the package it names found by `find`. */
export function costComparisonOf(
  comparison: Pick<SingletonData<'costComparison'>, 'comparisonCountry' | 'package' | 'otherCountries'>,
  find: (id: string) => Pick<EntryData<'packages'>, 'id' | 'shortName' | 'price' | 'originalPrice'> | undefined,
): CostComparison {
  const pkg = find(comparison.package);
  if (!pkg || pkg.price === undefined || pkg.originalPrice === undefined)
    throw new Error(`The compared package ${comparison.package} needs a price and an originalPrice`);
  const rows: CostRow[] = [
    { country: comparison.comparisonCountry.name, price: pkg.originalPrice, highlight: false },
    ...comparison.otherCountries.map((row) => ({ ...row, highlight: false })),
    { country: 'India', price: pkg.price, highlight: true },
  ];
  return { packageName: pkg.shortName, packageId: pkg.id, rows, savings: savingsBetween(pkg.originalPrice, pkg.price) };
}
