import { currentLocale } from './locale';

/** The date `offset` days from the build day, YYYY-MM-DD: the demo portals store offsets so they never look stale. */
export function dayFromBuild(buildDay: string, offset: number): string {
  const date = new Date(`${buildDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * "November 2026" (or, `short`, "Nov"): the month `offset` months from the build day's month, in
 * the language being shown ("نوفمبر 2026" in Arabic), with Western digits.
 */
export function monthFromBuild(buildDay: string, offset: number, style: 'long' | 'short' = 'long'): string {
  const [year, month] = buildDay.split('-').map(Number);
  const index = year * 12 + (month - 1) + offset;
  const first = Date.UTC(Math.floor(index / 12), index % 12, 1);
  const options: Intl.DateTimeFormatOptions = style === 'long' ? { month: 'long', year: 'numeric' } : { month: 'short' };
  return new Intl.DateTimeFormat(currentLocale(), { ...options, timeZone: 'UTC', numberingSystem: 'latn' }).format(first);
}

/** Items in time order: by day, then by time of day. */
export function byDayAndTime<T extends { day: number; time: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.day - b.day || a.time.localeCompare(b.time));
}

/** Items newest first. */
export function newestFirst<T extends { day: number; time: string }>(items: readonly T[]): T[] {
  return byDayAndTime(items).reverse();
}
