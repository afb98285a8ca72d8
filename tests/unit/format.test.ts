import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDuration, formatPrice, formatPriceRange } from '../../src/lib/format';

describe('prices are formatted in one place', () => {
  it('writes US dollars with thousands separators and no cents', () => {
    expect(formatPrice(8500)).toBe('$8,500');
    expect(formatPrice(45000)).toBe('$45,000');
  });

  it('writes ranges with an en dash', () => {
    expect(formatPriceRange({ from: 7500, to: 9500 })).toBe('$7,500–$9,500');
    expect(formatPriceRange({ from: 3000, to: 3000 })).toBe('$3,000');
  });
});

describe('durations', () => {
  it('reads a single value, a range, and a range from day care', () => {
    expect(formatDuration({ from: 7, unit: 'days' })).toBe('7 days');
    expect(formatDuration({ from: 1, unit: 'years' })).toBe('1 year');
    expect(formatDuration({ from: 10, to: 12, unit: 'days' })).toBe('10–12 days');
    expect(formatDuration({ from: 0, to: 1, unit: 'days' })).toBe('Day care or 1 day');
  });
});

describe('dates', () => {
  it('are written the same everywhere, independent of the reader’s locale', () => {
    expect(formatDate('2026-11-01')).toBe('1 November 2026');
  });

  it('name every month in full, without a leading zero on the day', () => {
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    months.forEach((month, index) => expect(formatDate(`2027-${String(index + 1).padStart(2, '0')}-09`)).toBe(`9 ${month} 2027`));
  });
});

describe('counts', () => {
  it('are written with thousands separators', () => {
    expect(formatCount(1245)).toBe('1,245');
    expect(formatCount(12)).toBe('12');
  });
});
