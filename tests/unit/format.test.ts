import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDuration, formatPrice, formatPriceRange } from '../../src/lib/format';
import { setLocaleSource } from '../../src/lib/locale';

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

describe('in every language of the site', () => {
  const { languages } = JSON.parse(readFileSync(new URL('../../content/site/site.json', import.meta.url), 'utf8')) as { languages: Array<{ tag: string; locale: string }> };
  const source = languages[0];
  const others = languages.slice(1);
  const digitsOf = (text: string) => [...text].filter((character) => /\p{Nd}/u.test(character));
  afterEach(() => setLocaleSource(null));

  it('the site has languages besides its source, and one whose own digits are not Western', () => {
    expect(others.length).toBeGreaterThan(0);
    // Without a pinned numbering system, such a locale would write its own digits (like Bengali ১২৩).
    expect(languages.some(({ locale }) => /[^0-9]/.test(new Intl.NumberFormat(locale).format(123)))).toBe(true);
  });

  it('prices, counts, durations and dates are written in Western digits', () => {
    for (const { locale } of languages) {
      setLocaleSource(() => ({ locale, direction: 'ltr' }));
      for (const text of [formatPrice(8500), formatPriceRange({ from: 7500, to: 9500 }), formatCount(1245), formatDuration({ from: 10, to: 12, unit: 'days' }), formatDate('2026-11-01')])
        expect(digitsOf(text).every((digit) => /[0-9]/.test(digit)), `${locale}: ${text}`).toBe(true);
      expect(digitsOf(formatPrice(8500)).join(''), locale).toBe('8500');
    }
  });

  it("dates name the month in the page's language", () => {
    for (const { locale } of others) {
      setLocaleSource(() => ({ locale, direction: 'ltr' }));
      const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 1)));
      expect(formatDate('2026-11-01'), locale).toContain(month);
      expect(formatDate('2026-11-01'), locale).not.toContain('November');
    }
    setLocaleSource(() => ({ locale: source.locale, direction: 'ltr' }));
    expect(formatDate('2026-11-01')).toBe('1 November 2026');
  });

  it("durations say their unit in the page's language, and day care in the words given", () => {
    for (const { locale } of others) {
      setLocaleSource(() => ({ locale, direction: 'ltr' }));
      expect(formatDuration({ from: 7, unit: 'days' }), locale).not.toContain('days');
      expect(formatDuration({ from: 0, to: 1, unit: 'days' }, { dayCare: '<{duration}>' }), locale).toMatch(/^<.+>$/);
    }
  });
});
