import { describe, expect, it } from 'vitest';
import {
  businessDay,
  formatBusinessDateTime,
  formatBusinessMoment,
  formatDayLabel,
  formatSubmissionDate,
  formatWeekLabel,
  recentWeekStarts,
  weekStartOf,
} from '../../shared/business-time';
import { formatCalendarDay, formatCalendarMonth } from '../../shared/calendar-day';

/** Tulsa's zone, as the site file sets it. */
const TZ = 'America/Chicago';

describe('dates in the business time zone (America/Chicago)', () => {
  it('formats a submission as "MMM d, yyyy" and "h:mm a"', () => {
    expect(formatSubmissionDate('2026-07-04T19:05:00Z', TZ)).toEqual({ date: 'Jul 4, 2026', time: '2:05 PM' });
    expect(formatSubmissionDate(new Date('2026-01-15T06:00:00Z'), TZ)).toEqual({
      date: 'Jan 15, 2026',
      time: '12:00 AM',
    });
  });

  it('puts a late-evening submission on the business day, not the UTC day', () => {
    expect(formatSubmissionDate('2026-01-01T05:59:00Z', TZ)).toEqual({ date: 'Dec 31, 2025', time: '11:59 PM' });
    expect(businessDay('2026-01-01T05:59:00Z', TZ)).toBe('2025-12-31');
    expect(formatBusinessDateTime('2026-01-01T05:59:00Z', TZ)).toBe('2025-12-31 23:59');
  });

  it('follows daylight saving time', () => {
    // 2026-03-08: clocks go forward at 2 AM (CST −6 → CDT −5).
    expect(formatSubmissionDate('2026-03-08T07:30:00Z', TZ).time).toBe('1:30 AM');
    expect(formatSubmissionDate('2026-03-08T08:30:00Z', TZ).time).toBe('3:30 AM');
    // 2026-11-01: clocks go back at 2 AM.
    expect(formatSubmissionDate('2026-11-01T06:30:00Z', TZ).time).toBe('1:30 AM');
    expect(formatSubmissionDate('2026-11-01T07:30:00Z', TZ).time).toBe('1:30 AM');
  });

  it('lists the Mondays of the last weeks, the current week last', () => {
    // Sunday 22 November, 10 PM in Tulsa (already Monday in UTC).
    const weeks = recentWeekStarts(new Date('2026-11-23T04:00:00Z'), 12, TZ);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe('2026-11-16');
    expect(weeks[0]).toBe('2026-08-31');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-03-09')).toBe('2026-03-09');
    expect(formatWeekLabel('2026-11-16')).toBe('Nov 16');
  });
});

describe('one way to write a date', () => {
  it('writes a dashboard moment in the business zone, whatever zone the process runs in', () => {
    // 03:30 UTC is the evening before in Tulsa: a browser set to UTC would have said Nov 25.
    expect(formatBusinessMoment('2026-11-25T03:30:00Z', TZ)).toBe('Nov 24, 2026, 9:30 PM');
    expect(formatDayLabel('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('names calendar days without a zone, the same on the server and in the browser', () => {
    expect(formatCalendarDay('2026-11-24')).toBe('November 24, 2026');
    expect(formatCalendarDay('2026-01-01')).toBe('January 1, 2026');
    expect(formatCalendarMonth('2024-05-14')).toBe('May 2024');
  });
});
