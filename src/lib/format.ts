import type { Duration } from '../content/schemas/duration';
import type { PriceRange } from '../content/schemas/package';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$8,500". Every price on the site is formatted here. */
export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}

/** "$7,500–$9,500", with an en dash. */
export function formatPriceRange(range: PriceRange): string {
  return range.from === range.to ? formatPrice(range.from) : `${formatPrice(range.from)}–${formatPrice(range.to)}`;
}

function unitFor(value: number, unit: Duration['unit']): string {
  return value === 1 ? unit.slice(0, -1) : unit;
}

/** "10–12 days", "7 days", "1 year", or "Day care or 1 day" for a range from 0 days. */
export function formatDuration(duration: Duration): string {
  const { from, to, unit } = duration;
  if (to === undefined) return `${from} ${unitFor(from, unit)}`;
  if (from === 0) return `Day care or ${to} ${unitFor(to, unit)}`;
  return `${from}–${to} ${unitFor(to, unit)}`;
}

/** "1,245". */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

export const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** "1 November 2026", the same on the server and in every browser. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${monthNames[month - 1]} ${year}`;
}
