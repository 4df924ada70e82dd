import { TZDate } from '@date-fns/tz';

/**
 * A storm's dates are days on the office's calendar (the site file's time zone), written
 * YYYY-MM-DD: "until 2026-12-24" means the banner shows all of that day in Tulsa and is gone at
 * midnight, whatever zone the server runs in.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as year, month, date when it is a real calendar day (not 2026-02-30). */
export function parseDay(text: string): [number, number, number] | undefined {
  const match = DAY.exec(text);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date)
    return undefined;
  return [year, month, date];
}

export function isDay(text: string): boolean {
  return parseDay(text) !== undefined;
}

/** The day `days` after `day` (calendar arithmetic, no zone involved). */
export function addDaysTo(day: string, days: number): string {
  const [year, month, date] = parseDay(day)!;
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Today on the office's calendar. */
export function localToday(now: Date, timeZone: string): string {
  const local = new TZDate(now.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The instant `day` ends in the zone (the next day's local midnight). */
export function endOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = parseDay(day)!;
  return new Date(new TZDate(year, month - 1, date + 1, 0, 0, 0, timeZone).getTime());
}
