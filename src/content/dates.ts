import { z } from 'zod';
import { formatDate, monthNames } from '../lib/format';
import { crossCheckContext } from './context';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

// In a module of its own, so the build can tell whether content changed without loading the pipeline.
export { todayFromClock } from './today';

function daysIn(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** Why a YYYY-MM-DD text is not a day of the calendar, or null when it is one. */
function calendarProblem(value: string): string | null {
  const [year, month, day] = value.split('-').map(Number);
  if (month < 1 || month > 12) return `is not a real calendar date: there is no month ${month}.`;
  const days = daysIn(year, month);
  if (day < 1 || day > days) return `is not a real calendar date: ${monthNames[month - 1]} ${year} has ${days} days.`;
  return null;
}

/**
 * A day written as YYYY-MM-DD that exists on the calendar (never 30 February). `past` also
 * refuses a day after today: a review, publication or update cannot have happened yet.
 */
function dateField({ past }: { past: boolean }) {
  return z
    .string()
    .regex(datePattern, 'should be a date written as YYYY-MM-DD, like "2026-11-01".')
    .superRefine((value, ctx) => {
      // A value of the wrong form has its message from the pattern already.
      if (!datePattern.test(value)) return;
      const problem = calendarProblem(value);
      if (problem) return ctx.addIssue({ code: 'custom', message: problem });
      const today = past ? crossCheckContext()?.today : undefined;
      if (today && value > today) ctx.addIssue({ code: 'custom', message: `is ${formatDate(value)}, after today (${formatDate(today)}): it cannot be in the future.` });
    });
}

/** A real calendar date, YYYY-MM-DD. */
export const calendarDate = dateField({ past: false });

/** A real calendar date, YYYY-MM-DD, that is not after today: when something was reviewed, published or updated. */
export const pastDate = dateField({ past: true });

/** A year from `earliest` to this year: when a hospital opened or a surgeon began practising. */
export function pastYear(earliest: number) {
  return z
    .number()
    .int()
    .min(earliest)
    .superRefine((year, ctx) => {
      const today = crossCheckContext()?.today;
      const thisYear = today && Number(today.slice(0, 4));
      if (thisYear && year > thisYear) ctx.addIssue({ code: 'custom', message: `is ${year}, after this year (${thisYear}): it cannot be in the future.` });
    });
}
