import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO, startOfWeek, subWeeks } from 'date-fns';

/**
 * The business keeps the time of the site file's `timeZone` (America/Chicago for Tulsa): dates on
 * the dashboard, the days counted in the weekly chart, the CSV's local column and the mails are all
 * in that zone, wherever the server or the browser is; every function here takes it. The
 * database's per-day counts are kept in America/Chicago (migration 2026-11-22-0100).
 */

/** A submission's date as the table shows it: "Mar 5, 2026" and "2:07 PM", in business time. */
export function formatSubmissionDate(instant: Date | string, timeZone: string): { date: string; time: string } {
  const local = new TZDate(new Date(instant).getTime(), timeZone);
  return { date: format(local, 'MMM d, yyyy'), time: format(local, 'h:mm a') };
}

/** A moment on the dashboard in one line, in business time: "Mar 5, 2026, 2:07 PM". */
export function formatBusinessMoment(instant: Date | string, timeZone: string): string {
  const { date, time } = formatSubmissionDate(instant, timeZone);
  return `${date}, ${time}`;
}

/** A calendar day as the dashboard's tables show it: "Jan 1, 2026" for "2026-01-01". */
export function formatDayLabel(day: string): string {
  return format(toDate(day), 'MMM d, yyyy');
}

/** One formatter per zone and kind: building one per row would cost seconds on a big export. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'parts' | 'mail', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made =
      kind === 'parts'
        ? new Intl.DateTimeFormat('en-US', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          })
        : new Intl.DateTimeFormat('en-US', {
            timeZone,
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
          });
    formatters.set(key, made);
  }
  return made;
}

/** A spreadsheet-friendly local time for the CSV: "2026-03-05 14:07". */
export function formatBusinessDateTime(instant: Date | string, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatter('parts', timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A time as a mail states it, with its zone, so a reader elsewhere is not misled: "Mar 5, 2026, 2:07 PM CST". */
export function formatZonedDateTime(instant: Date | string, timeZone: string): string {
  return formatter('mail', timeZone).format(new Date(instant));
}

/** The calendar day in business time, as the database stores it: "2026-03-05". */
export function businessDay(instant: Date | string, timeZone: string): string {
  return formatBusinessDateTime(instant, timeZone).slice(0, 10);
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
export function recentWeekStarts(now: Date, count: number, timeZone: string): string[] {
  const thisWeek = toDate(weekStartOf(businessDay(now, timeZone)));
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
