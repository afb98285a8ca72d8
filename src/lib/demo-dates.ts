import { monthNames } from './format';

/** The date `offset` days from the build day, YYYY-MM-DD: the demo portals store offsets so they never look stale. */
export function dayFromBuild(buildDay: string, offset: number): string {
  const date = new Date(`${buildDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** "November 2026": the month `offset` months from the build day's month. */
export function monthFromBuild(buildDay: string, offset: number): string {
  const [year, month] = buildDay.split('-').map(Number);
  const index = year * 12 + (month - 1) + offset;
  return `${monthNames[index % 12]} ${Math.floor(index / 12)}`;
}

/** Items in time order: by day, then by time of day. */
export function byDayAndTime<T extends { day: number; time: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.day - b.day || a.time.localeCompare(b.time));
}

/** Items newest first. */
export function newestFirst<T extends { day: number; time: string }>(items: readonly T[]): T[] {
  return byDayAndTime(items).reverse();
}
