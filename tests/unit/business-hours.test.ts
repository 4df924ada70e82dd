import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { businessClock, parseWeeklyHours } from '../../shared/business-hours';

const clock = businessClock(parseWeeklyHours(site.hours.office), site.timeZone);
const hours = (from: string, to: string) => clock.minutesBetween(new Date(from), new Date(to)) / 60;

describe('the office response clock (Mon-Fri 8am-5pm, Sat 8am-12pm, America/Chicago)', () => {
  it('reads the site file hours', () => {
    const week = parseWeeklyHours(site.hours.office);
    expect(week[1]).toEqual([[480, 1020]]); // Monday 8am-5pm
    expect(week[6]).toEqual([[480, 720]]); // Saturday 8am-12pm
    expect(week[0]).toEqual([]); // Sunday closed
  });

  it('refuses hours it cannot read, naming the line', () => {
    expect(() => parseWeeklyHours([{ days: 'Weekdays', hours: '8am-5pm' }])).toThrow(/"Weekdays" is not a day/);
    expect(() => parseWeeklyHours([{ days: 'Mon', hours: '8-5' }])).toThrow(/"Mon: 8-5".*"8" is not a time/);
    expect(() => parseWeeklyHours([{ days: 'Mon', hours: '5pm-8am' }])).toThrow(/closing must come after opening/);
  });

  it('counts only open time within a weekday', () => {
    // Tuesday 17 Nov 2026, CST (UTC-6): 9:00 → 11:30 local.
    expect(hours('2026-11-17T15:00:00Z', '2026-11-17T17:30:00Z')).toBe(2.5);
    // 4pm → next day 9am: one hour that evening, one the next morning.
    expect(hours('2026-11-17T22:00:00Z', '2026-11-18T15:00:00Z')).toBe(2);
    // Arrived at night (2am) and answered at 8:30am: half an hour.
    expect(hours('2026-11-18T08:00:00Z', '2026-11-18T14:30:00Z')).toBe(0.5);
  });

  it('spans a weekend: Friday 4pm to Monday 9am is Friday 1 h + Saturday 4 h + Monday 1 h', () => {
    expect(hours('2026-11-20T22:00:00Z', '2026-11-23T15:00:00Z')).toBe(6);
    // A request on Sunday waits from Monday 8am.
    expect(hours('2026-11-22T18:00:00Z', '2026-11-23T16:00:00Z')).toBe(2);
    // Saturday afternoon counts nothing.
    expect(hours('2026-11-21T19:00:00Z', '2026-11-21T22:00:00Z')).toBe(0);
  });

  it('follows the spring-forward weekend in local time', () => {
    // Sat 7 Mar 2026 11:00 CST (17:00Z) → Mon 9 Mar 9:00 CDT (14:00Z): Saturday 1 h + Monday 1 h.
    // Read with a fixed UTC-6 offset, Monday would start at 8:00 and give 1 h in total.
    expect(hours('2026-03-07T17:00:00Z', '2026-03-09T14:00:00Z')).toBe(2);
  });

  it('follows the fall-back weekend in local time', () => {
    // Sat 31 Oct 2026 11:00 CDT (16:00Z) → Mon 2 Nov 9:00 CST (15:00Z): 1 h + 1 h.
    expect(hours('2026-10-31T16:00:00Z', '2026-11-02T15:00:00Z')).toBe(2);
  });

  it('counts whole weeks as 49 hours', () => {
    expect(hours('2026-01-05T14:00:00Z', '2026-03-16T13:00:00Z')).toBe(10 * 49); // across the March change
  });

  it('finds the overdue cutoff: requests before it waited longer than the limit, from it on not', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 60 * 60 }),
        (now, minutes) => {
          const cutoff = clock.cutoffBefore(now, minutes);
          expect(cutoff.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(clock.minutesBetween(cutoff, now)).toBeLessThanOrEqual(minutes + 1e-6);
          expect(clock.minutesBetween(new Date(cutoff.getTime() - 60_000), now)).toBeGreaterThan(minutes);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('adds up: the time from a to c is the time from a to b plus b to c', () => {
    const instant = fc.date({
      min: new Date('2025-01-01T00:00:00Z'),
      max: new Date('2027-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, instant, instant, (x, y, z) => {
        const [a, b, c] = [x, y, z].sort((p, q) => p.getTime() - q.getTime()) as [Date, Date, Date];
        expect(clock.minutesBetween(a, c)).toBeCloseTo(clock.minutesBetween(a, b) + clock.minutesBetween(b, c), 6);
      }),
      { numRuns: 300 },
    );
  });
});
