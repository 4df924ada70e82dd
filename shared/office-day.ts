/**
 * The office's day on a request, in words both the dashboard and the server use: an appointment's
 * date and time in the office's time zone, a follow-up date, and a won value in dollars. Free of
 * zod and Node: the dashboard's browser code imports it.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** How long an inspection takes on the customer's calendar (the .ics event's length). */
export const APPOINTMENT_MINUTES = 60;
/** A follow-up falls due on its day at this hour, office time: the reminder is in the morning's mail. */
export const FOLLOW_UP_HOUR = 8;
/** The largest won value the dashboard accepts: a mistyped extra digit is caught, a big commercial roof is not. */
export const WON_VALUE_MAX = 10_000_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar day (YYYY-MM-DD) that exists, or null. */
export function parseDay(day: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return { year, month, day: date };
}

/** The moment a day and a time (HH:MM) name in a time zone; null when either is not one. */
export function zonedMoment(day: string, time: string, timeZone: string): Date | null {
  const date = parseDay(day);
  const clock = TIME.exec(time);
  if (!date || !clock) return null;
  const local = new TZDate(date.year, date.month - 1, date.day, Number(clock[1]), Number(clock[2]), timeZone);
  return new Date(local.getTime());
}

/** A moment as the day and time a person in the zone reads (what the dashboard's inputs hold). */
export function zonedParts(instant: Date | string, timeZone: string): { day: string; time: string } {
  const local = new TZDate(new Date(instant).getTime(), timeZone);
  return { day: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}

/** "Thu, Nov 26, 2026 at 9:30 AM": an appointment as the office and the customer read it. */
export function formatAppointment(instant: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(instant).getTime(), timeZone), "EEE, MMM d, yyyy 'at' h:mm a");
}

/** "Tue, Dec 1, 2026": a follow-up day. */
export function formatDay(instant: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(instant).getTime(), timeZone), 'EEE, MMM d, yyyy');
}

/** "$12,500" or "$12,500.50". */
export function formatDollars(dollars: number): string {
  return dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}

/**
 * A won value as typed ("12500", "$12,500", "12 500", "12500.00"): whole dollars (what the reports
 * add up, see server/reports/), null when left empty, or the words that say what to type instead.
 */
export function parseDollars(typed: string): { ok: true; dollars: number | null } | { ok: false; message: string } {
  const text = typed
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/[,\s]/g, '');
  if (text === '') return { ok: true, dollars: null };
  const match = /^(\d{1,15})(?:\.0{1,2})?$/.exec(text);
  if (!match)
    return { ok: false, message: 'Type the won value in whole dollars, like 12500 or $12,500, or leave it empty' };
  const dollars = Number(match[1]);
  if (dollars > WON_VALUE_MAX)
    return { ok: false, message: `The won value is over ${formatDollars(WON_VALUE_MAX)}: check for an extra digit` };
  return { ok: true, dollars };
}
