import type { Duration } from '../content/schemas/duration';
import type { PriceRange } from '../content/schemas/package';
import { currentDirection, currentLocale } from './locale';

// Numbers and dates in the locale of the words being shown (src/lib/locale.ts), always in Western
// digits: patients compare prices and phone numbers with their bank statements and phones, and the
// numbering system is pinned rather than left to the ICU version of the browser or the build.

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

const pinned = new Map<string, string>();

/** The locale with Western digits pinned: "ar" → "ar-u-nu-latn" (worked out once per locale: every number and date of a page asks). */
export function latinDigits(locale: string): string {
  let made = pinned.get(locale);
  if (made === undefined) pinned.set(locale, (made = new Intl.Locale(locale, { numberingSystem: 'latn' }).toString()));
  return made;
}

function numberFormat(kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = latinDigits(currentLocale());
  const key = `${kind} ${locale}`;
  let made = formats.get(key) as Intl.NumberFormat | undefined;
  if (!made) formats.set(key, (made = new Intl.NumberFormat(locale, { ...options, numberingSystem: 'latn' })));
  return made;
}

/**
 * A phone number, price or reference inside right-to-left words, isolated left to right with the
 * Unicode isolates (LRI … PDI), so it keeps its order wherever a text goes (a sentence filled
 * from content, an attribute); in left-to-right words, as it is. Elements use <Ltr> instead.
 */
export function isolated(text: string): string {
  return currentDirection() === 'rtl' ? `\u2066${text}\u2069` : text;
}

const price = (dollars: number) => numberFormat('price', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(dollars);

/** "$8,500" ("8 500 $" in French). Every price on the site is formatted here. */
export function formatPrice(dollars: number): string {
  return isolated(price(dollars));
}

/** "$7,500–$9,500", with an en dash. */
export function formatPriceRange(range: PriceRange): string {
  return isolated(range.from === range.to ? price(range.from) : `${price(range.from)}–${price(range.to)}`);
}

const intlUnits: Record<Duration['unit'], string> = { hours: 'hour', days: 'day', weeks: 'week', months: 'month', years: 'year' };

/** The words of a duration from 0 (a day-care stay), from content: "Day care or {duration}". */
export interface DurationWords {
  dayCare: string;
}

const englishDurationWords: DurationWords = { dayCare: 'Day care or {duration}' };

/** "10–12 days", "7 days", "1 year", or "Day care or 1 day" for a range from 0 days; the unit's words and plural in the page's language. */
export function formatDuration(duration: Duration, words: DurationWords = englishDurationWords): string {
  const { from, to, unit } = duration;
  const format = numberFormat(`unit ${unit}`, { style: 'unit', unit: intlUnits[unit], unitDisplay: 'long' });
  if (to === undefined) return format.format(from);
  if (from === 0) return words.dayCare.replace('{duration}', format.format(to));
  return format.formatRange(from, to);
}

/** A rating to one decimal: "4.6" ("4,6" in French). */
export function formatRating(rating: number): string {
  return numberFormat('rating', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** "1,245". */
export function formatCount(count: number): string {
  return numberFormat('count', {}).format(count);
}

export const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** "1 November 2026" ("1 نوفمبر 2026" in Arabic), the same on the server and in every browser. */
export function formatDate(isoDate: string): string {
  const locale = latinDigits(currentLocale());
  // Each date written once per locale: a list of articles shows the same few dates on page after page.
  const written = `${locale} ${isoDate}`;
  let text = dates.get(written);
  if (text !== undefined) return text;
  const key = `date ${locale}`;
  let made = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!made) formats.set(key, (made = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' })));
  const [year, month, day] = isoDate.split('-').map(Number);
  dates.set(written, (text = made.format(new Date(Date.UTC(year, month - 1, day)))));
  return text;
}
const dates = new Map<string, string>();
