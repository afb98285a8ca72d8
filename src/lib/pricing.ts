/** What a package saves against its price in the comparison country; null when either figure is not known. */
export interface Savings {
  amount: number;
  /** Rounded to a whole percent. */
  percent: number;
}

export function savingsOf(pkg: { price?: number; originalPrice?: number }): Savings | null {
  if (pkg.price === undefined || pkg.originalPrice === undefined) return null;
  return savingsBetween(pkg.originalPrice, pkg.price);
}

export function savingsBetween(higher: number, lower: number): Savings {
  const amount = higher - lower;
  return { amount, percent: Math.round((amount / higher) * 100) };
}
