import type { Contact } from '../../content/schemas/contact';

/** The care team's office hours, as content gives them. */
export type OfficeHours = Contact['officeHours'];

/** The two-hour promise, in office minutes. */
export const promiseMinutes = 120;

/** Office minutes without a first reply after which a second person is told. */
export const escalationMinutes = 90;

/** The offset of a time zone from UTC at an instant, in minutes (positive east of Greenwich). */
function offsetMinutes(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time of a time zone names (the zone's offset at about that time). */
function zonedInstant(year: number, month: number, day: number, minutes: number, timeZone: string): number {
  const guess = Date.UTC(year, month, day) + minutes * 60_000;
  const first = guess - offsetMinutes(guess, timeZone) * 60_000;
  return guess - offsetMinutes(first, timeZone) * 60_000;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The office minutes between two instants: the minutes that fall on a working day between its
 * opening and closing time, in the office's time zone. Zero when `end` is not after `start`.
 */
export function officeMinutesBetween(start: Date, end: Date, hours: OfficeHours): number {
  const from = start.getTime();
  const to = end.getTime();
  if (!(to > from)) return 0;
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  // The local day of `start`, then one day at a time until past `end`.
  const local = new Date(from + offsetMinutes(from, hours.timeZone) * 60_000);
  let total = 0;
  for (let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()); ; day += 86_400_000) {
    const date = new Date(day);
    const open = zonedInstant(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), opens, hours.timeZone);
    if (open >= to) break;
    const weekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
    if (!hours.days.includes(weekday)) continue;
    const close = zonedInstant(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), closes, hours.timeZone);
    const overlap = Math.min(close, to) - Math.max(open, from);
    if (overlap > 0) total += overlap;
  }
  return Math.floor(total / 60_000);
}

/** Office minutes left of the promise for a request received at `receivedAt`, at `now` (never below zero). */
export function promiseMinutesLeft(receivedAt: Date, now: Date, hours: OfficeHours): number {
  return Math.max(0, promiseMinutes - officeMinutesBetween(receivedAt, now, hours));
}

/** The share answered within the promise and the median office minutes to a first reply, of the given replies; null when there are none. */
export function promiseRecord(replies: ReadonlyArray<{ receivedAt: Date; firstReplyAt: Date }>, hours: OfficeHours): { within: number; median: number } | null {
  if (replies.length === 0) return null;
  const minutes = replies.map((reply) => officeMinutesBetween(reply.receivedAt, reply.firstReplyAt, hours)).sort((a, b) => a - b);
  const middle = Math.floor(minutes.length / 2);
  const median = minutes.length % 2 === 1 ? minutes[middle] : (minutes[middle - 1] + minutes[middle]) / 2;
  return { within: minutes.filter((value) => value <= promiseMinutes).length / minutes.length, median };
}
