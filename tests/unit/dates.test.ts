import { describe, expect, it, vi } from 'vitest';
import { calendarDate, todayFromClock } from '../../src/content/dates';

const messages = (value: string) => calendarDate.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('a calendar date', () => {
  it('has 29 February in leap years only: every fourth year, but not a century unless it divides by 400', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2400-02-29']) expect(messages(day), day).toEqual([]);
    expect(messages('2023-02-29')).toEqual(['is not a real calendar date: February 2023 has 28 days.']);
    expect(messages('1900-02-29')).toEqual(['is not a real calendar date: February 1900 has 28 days.']);
    expect(messages('2100-02-29')).toEqual(['is not a real calendar date: February 2100 has 28 days.']);
  });

  it('has the days of its month, from the first to the last', () => {
    expect(messages('2026-04-30')).toEqual([]);
    expect(messages('2026-04-31')).toEqual(['is not a real calendar date: April 2026 has 30 days.']);
    expect(messages('2026-12-31')).toEqual([]);
    expect(messages('2026-12-00')).toEqual(['is not a real calendar date: December 2026 has 31 days.']);
    expect(messages('2026-13-01')).toEqual(['is not a real calendar date: there is no month 13.']);
    expect(messages('2026-00-10')).toEqual(['is not a real calendar date: there is no month 0.']);
  });

  it('is written YYYY-MM-DD, all of it', () => {
    const form = ['should be a date written as YYYY-MM-DD, like "2026-11-01".'];
    for (const value of ['2026-1-01', '2026-01-1', '26-01-01', 'x2026-01-01', '2026-01-01x', '2026-01-01T10:00', 'abcd-ef-gh']) expect(messages(value), value).toEqual(form);
  });
});

describe('the day a content run counts as today', () => {
  it('is the day SOURCE_DATE_EPOCH names, in UTC', () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.UTC(2026, 10, 1, 23, 30) / 1000));
    expect(todayFromClock()).toBe('2026-11-01');
  });

  it('is the clock\'s day when SOURCE_DATE_EPOCH is unset, zero or not a number', () => {
    vi.useFakeTimers({ now: Date.UTC(2027, 0, 15, 12) });
    try {
      for (const value of ['', '0', '-5', 'soon']) {
        vi.stubEnv('SOURCE_DATE_EPOCH', value);
        expect(todayFromClock(), value).toBe('2027-01-15');
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
