import { z } from 'zod';

/** A length of time: one value ("6 days") or a range ("10–12 days"); a range from 0 days reads as day care. */
export const durationSchema = z
  .strictObject({
    /** The shortest (or only) value; 0 days means day care with no overnight stay. */
    from: z.number().int().min(0),
    /** The longest value, when it is a range. */
    to: z.number().int().positive().optional(),
    /** The unit of both values. */
    unit: z.enum(['hours', 'days', 'weeks', 'months', 'years']),
  })
  .refine((d) => d.to === undefined || d.to > d.from, { message: 'should have "to" larger than "from", or leave "to" out for a single value.', path: ['to'] });

export type Duration = z.infer<typeof durationSchema>;

/** How many days one of each unit counts as, to compare durations written in different units. */
export const daysPer: Record<Duration['unit'], number> = { hours: 1 / 24, days: 1, weeks: 7, months: 30, years: 365 };

/**
 * Whether one duration fits inside another at both ends (its shortest within the other's
 * shortest, its longest within the other's longest), whatever units each is written in.
 */
export function fitsWithin(inner: Duration, outer: Duration): boolean {
  const days = (value: number, unit: Duration['unit']) => value * daysPer[unit];
  return days(inner.from, inner.unit) <= days(outer.from, outer.unit) && days(inner.to ?? inner.from, inner.unit) <= days(outer.to ?? outer.from, outer.unit);
}
