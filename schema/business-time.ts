import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfWeek, subWeeks } from 'date-fns';

/**
 * The business runs on Tulsa time: dates on the dashboard, the days counted in the weekly chart
 * and the CSV's local column are all in this zone, wherever the server or the browser is. The
 * database's per-day counts use the same zone (migration 2026-11-22-0100).
 */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

const inBusinessTime = (instant: Date | string) => new TZDate(new Date(instant).getTime(), BUSINESS_TIME_ZONE);

/** A submission's date as the table shows it: "Mar 5, 2026" and "2:07 PM", in business time. */
export function formatSubmissionDate(instant: Date | string): { date: string; time: string } {
  const local = inBusinessTime(instant);
  return { date: format(local, 'MMM d, yyyy'), time: format(local, 'h:mm a') };
}

/** A spreadsheet-friendly local time for the CSV: "2026-03-05 14:07". */
export function formatBusinessDateTime(instant: Date | string): string {
  return format(inBusinessTime(instant), 'yyyy-MM-dd HH:mm');
}

/** The calendar day in business time, as the database stores it: "2026-03-05". */
export function businessDay(instant: Date | string): string {
  return format(inBusinessTime(instant), 'yyyy-MM-dd');
}

/**
 * The Mondays (business time, "yyyy-MM-dd") starting the last `count` weeks, oldest first; the
 * last one starts the current, unfinished week.
 */
export function recentWeekStarts(now: Date, count: number): string[] {
  const thisWeek = startOfWeek(inBusinessTime(now), { weekStartsOn: 1 });
  return Array.from({ length: count }, (_, i) => format(subWeeks(thisWeek, count - 1 - i), 'yyyy-MM-dd'));
}

/** Noon of a business day ("yyyy-MM-dd"): day arithmetic from noon stays clear of daylight-saving edges. */
function noonOf(day: string): TZDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, 12, 0, 0, BUSINESS_TIME_ZONE);
}

/** The Monday starting the week a business day ("yyyy-MM-dd") falls in. */
export function weekStartOf(day: string): string {
  return format(startOfWeek(noonOf(day), { weekStartsOn: 1 }), 'yyyy-MM-dd');
}

/** "Nov 16" for the week starting on that day; the chart's labels. */
export function formatWeekLabel(weekStart: string): string {
  return format(noonOf(weekStart), 'MMM d');
}

/** The last day of a week, for "Nov 16 – Nov 22" in the chart's accessible table. */
export function weekEndLabel(weekStart: string): string {
  return format(addDays(noonOf(weekStart), 6), 'MMM d');
}
