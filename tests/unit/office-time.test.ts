import { describe, expect, it } from 'vitest';
import { officeMinutesBetween, promiseMinutesLeft, promiseRecord, type OfficeHours } from '../../src/lib/patient/office-time';

/** Office hours of a test: Monday to Saturday, 08:00 to 22:00 in India (UTC+5:30, no summer time). */
const india: OfficeHours = { days: [1, 2, 3, 4, 5, 6], opens: '08:00', closes: '22:00', timeZone: 'Asia/Kolkata' };
/** A zone with summer time: Monday to Friday, 09:00 to 17:00 in London. */
const london: OfficeHours = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00', timeZone: 'Europe/London' };
const at = (iso: string) => new Date(iso);

describe('office time', () => {
  it('counts the minutes inside office hours only', () => {
    // Wednesday 2026-11-25, 10:00 to 11:30 IST.
    expect(officeMinutesBetween(at('2026-11-25T04:30:00Z'), at('2026-11-25T06:00:00Z'), india)).toBe(90);
    // From 21:00 IST to 09:00 IST the next day: one hour before closing, one after opening.
    expect(officeMinutesBetween(at('2026-11-25T15:30:00Z'), at('2026-11-26T03:30:00Z'), india)).toBe(120);
    // A request at night counts from the opening.
    expect(officeMinutesBetween(at('2026-11-25T20:00:00Z'), at('2026-11-26T04:00:00Z'), india)).toBe(90);
  });

  it('skips a day the office is closed', () => {
    // Saturday 2026-11-28 21:30 IST to Monday 2026-11-30 08:30 IST: 30 minutes on Saturday, none on Sunday, 30 on Monday.
    expect(officeMinutesBetween(at('2026-11-28T16:00:00Z'), at('2026-11-30T03:00:00Z'), india)).toBe(60);
  });

  it('follows summer time in the office’s zone', () => {
    // London in summer is UTC+1: 09:00 local is 08:00 UTC.
    expect(officeMinutesBetween(at('2026-07-01T07:00:00Z'), at('2026-07-01T09:00:00Z'), london)).toBe(60);
    // In winter it is UTC: 09:00 local is 09:00 UTC.
    expect(officeMinutesBetween(at('2026-12-02T07:00:00Z'), at('2026-12-02T09:00:00Z'), london)).toBe(0);
  });

  it('is zero for an end not after the start, and the promise never goes below zero', () => {
    expect(officeMinutesBetween(at('2026-11-25T06:00:00Z'), at('2026-11-25T04:30:00Z'), india)).toBe(0);
    expect(promiseMinutesLeft(at('2026-11-25T04:30:00Z'), at('2026-11-25T05:00:00Z'), india)).toBe(90);
    expect(promiseMinutesLeft(at('2026-11-25T04:30:00Z'), at('2026-11-25T12:00:00Z'), india)).toBe(0);
  });

  it('gives the share answered within the promise and the median office minutes', () => {
    const received = at('2026-11-25T04:30:00Z');
    const after = (minutes: number) => ({ receivedAt: received, firstReplyAt: new Date(received.getTime() + minutes * 60_000) });
    expect(promiseRecord([after(30), after(100), after(200)], india)).toEqual({ within: 2 / 3, median: 100 });
    expect(promiseRecord([after(30), after(60)], india)).toEqual({ within: 1, median: 45 });
    expect(promiseRecord([], india)).toBeNull();
  });
});
