import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO, startOfWeek, subWeeks } from 'date-fns';

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

// One formatter for every CSV row: building a zoned date per row would cost seconds on a big export.
const dateTimeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A spreadsheet-friendly local time for the CSV: "2026-03-05 14:07". */
export function formatBusinessDateTime(instant: Date | string): string {
  const parts: Record<string, string> = {};
  for (const part of dateTimeParts.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The calendar day in business time, as the database stores it: "2026-03-05". */
export function businessDay(instant: Date | string): string {
  return formatBusinessDateTime(instant).slice(0, 10);
}

/**
 * Calendar arithmetic on "yyyy-MM-dd" days, by date-fns on local calendar dates: a calendar day
 * has no time zone, and date-fns keeps days whole across daylight-saving changes.
 */
const toDate = (day: string) => parseISO(day);
const toDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** The Monday starting the week a business day ("yyyy-MM-dd") falls in. */
export function weekStartOf(day: string): string {
  return toDay(startOfWeek(toDate(day), { weekStartsOn: 1 }));
}

/**
 * The Mondays (business time, "yyyy-MM-dd") starting the last `count` weeks, oldest first; the
 * last one starts the current, unfinished week.
 */
export function recentWeekStarts(now: Date, count: number): string[] {
  const thisWeek = toDate(weekStartOf(businessDay(now)));
  return Array.from({ length: count }, (_, i) => toDay(subWeeks(thisWeek, count - 1 - i)));
}

/** "Nov 16" for the week starting on that day; the chart's labels. */
export function formatWeekLabel(weekStart: string): string {
  return format(toDate(weekStart), 'MMM d');
}

/** The last day of a week, for "Nov 16 – Nov 22" in the chart's accessible table. */
export function weekEndLabel(weekStart: string): string {
  return format(addDays(toDate(weekStart), 6), 'MMM d');
}
