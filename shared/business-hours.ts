/**
 * The office's opening hours as a clock: how many business minutes lie between two instants, and
 * the instant that many business minutes before another one. The hours come from the site file
 * (`hours.office`, e.g. "Mon-Fri" "8am-5pm"), read in the site file's time zone.
 *
 * The arithmetic runs on wall-clock time: an instant is turned into its local date and time, and
 * opening intervals are counted in local minutes. That is exact as long as clocks do not jump
 * while the office is open, which holds for US zones (changes happen at 2am on a Sunday).
 */

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MINUTE = 60_000;
const DAY_MIN = 24 * 60;
const WEEK_MIN = 7 * DAY_MIN;

/** Open intervals per weekday (0 = Sunday), in minutes after local midnight. */
export type WeeklyHours = [number, number][][];

function dayIndex(name: string, line: string): number {
  const index = DAY_NAMES.indexOf(name.trim().slice(0, 3).toLowerCase());
  if (index < 0) throw new Error(`Opening hours "${line}": "${name}" is not a day; write days like Mon-Fri or Sat`);
  return index;
}

function minutesOf(time: string, line: string): number {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i.exec(time.trim());
  if (!match) throw new Error(`Opening hours "${line}": "${time}" is not a time; write times like 8am or 5:30pm`);
  const hour = Number(match[1]) % 12;
  return (hour + (match[3]!.toLowerCase() === 'pm' ? 12 : 0)) * 60 + Number(match[2] ?? 0);
}

/** Reads lines like `{ days: 'Mon-Fri', hours: '8am-5pm' }`; a line it cannot read is an error naming it. */
export function parseWeeklyHours(lines: { days: string; hours: string }[]): WeeklyHours {
  const week: WeeklyHours = DAY_NAMES.map(() => []);
  for (const { days, hours } of lines) {
    const line = `${days}: ${hours}`;
    if (/closed/i.test(hours)) continue;
    const [fromDay, toDay = fromDay] = days.split(/\s*[-–]\s*/);
    const [open, close] = hours.split(/\s*[-–]\s*/);
    if (!fromDay || !open || !close)
      throw new Error(`Opening hours "${line}": write them like "Mon-Fri" and "8am-5pm"`);
    const start = minutesOf(open, line);
    const end = minutesOf(close, line);
    if (end <= start) throw new Error(`Opening hours "${line}": closing must come after opening`);
    const first = dayIndex(fromDay, line);
    const last = dayIndex(toDay ?? fromDay, line);
    for (let d = first; ; d = (d + 1) % 7) {
      week[d]!.push([start, end]);
      if (d === last) break;
    }
  }
  for (const intervals of week) intervals.sort((a, b) => a[0] - b[0]);
  if (week.every((day) => day.length === 0))
    throw new Error('Opening hours: the office is never open, so no response time can be measured');
  return week;
}

/**
 * Milliseconds to add to a UTC instant to read its wall-clock time in `timeZone` as if it were UTC.
 * Offsets change on whole hours in the zones we serve, so one lookup per UTC hour is enough; the
 * cache keeps a week's median (thousands of instants) from formatting each one.
 */
function zoneOffsets(timeZone: string): (ms: number) => number {
  const partsFormat = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsetByHour = new Map<number, number>();
  return (ms) => {
    const hour = Math.floor(ms / 3_600_000);
    let offset = offsetByHour.get(hour);
    if (offset === undefined) {
      const at = hour * 3_600_000;
      const p: Record<string, number> = {};
      for (const part of partsFormat.formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
      offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - at;
      if (offsetByHour.size > 100_000) offsetByHour.clear();
      offsetByHour.set(hour, offset);
    }
    return offset;
  };
}

/** Open minutes from local midnight of a day to `minuteOfDay` (0..1440) on that weekday. */
function openBefore(day: [number, number][], minuteOfDay: number): number {
  let total = 0;
  for (const [open, close] of day) total += Math.max(0, Math.min(close, minuteOfDay) - open);
  return total;
}

export interface BusinessClock {
  /** Business minutes between two instants (0 when `to` is not after `from`). */
  minutesBetween(from: Date, to: Date): number;
  /** The latest instant from which more than `minutes` business minutes have passed by `now`. */
  cutoffBefore(now: Date, minutes: number): Date;
}

/** The clock of opening hours `week`, read in `timeZone` (the site file's). */
export function businessClock(week: WeeklyHours, timeZone: string): BusinessClock {
  const offsetAt = zoneOffsets(timeZone);
  /** Local wall-clock minutes since 1970-01-01 00:00 local (fractional). */
  const localMinutes = (instant: Date) => (instant.getTime() + offsetAt(instant.getTime())) / MINUTE;
  const perDay = week.map((day) => openBefore(day, DAY_MIN));
  const perWeek = perDay.reduce((a, b) => a + b, 0);
  // Open minutes from local 1970-01-01 (a Thursday) to a local minute: a running total, so the
  // difference of two is the business time between them.
  const openSinceEpoch = (local: number) => {
    const days = Math.floor(local / DAY_MIN);
    const weeks = Math.floor(days / 7);
    let total = weeks * perWeek;
    for (let d = weeks * 7; d < days; d++) total += perDay[(d + 4) % 7]!;
    return total + openBefore(week[(days + 4) % 7]!, local - days * DAY_MIN);
  };
  return {
    minutesBetween(from, to) {
      if (to.getTime() <= from.getTime()) return 0;
      return Math.max(0, openSinceEpoch(localMinutes(to)) - openSinceEpoch(localMinutes(from)));
    },
    cutoffBefore(now, minutes) {
      // Walk back over local time: whole weeks first, then day by day, then within the day.
      const target = openSinceEpoch(localMinutes(now)) - minutes;
      const nowLocal = localMinutes(now);
      let local = nowLocal - Math.max(0, Math.floor(minutes / perWeek) - 1) * WEEK_MIN;
      while (openSinceEpoch(local) >= target) local -= DAY_MIN;
      // The crossing lies within a day after `local`: find the first minute where `target` is reached.
      let lo = local;
      let hi = Math.min(nowLocal, local + DAY_MIN);
      for (let i = 0; i < 48; i++) {
        const mid = (lo + hi) / 2;
        if (openSinceEpoch(mid) >= target) hi = mid;
        else lo = mid;
      }
      // A request from before this instant has waited more than `minutes`; from it on, not.
      const localMs = Math.ceil(hi * MINUTE);
      // Back to UTC: guess with the offset of the local reading, then correct with the instant's own.
      const utc = localMs - offsetAt(localMs - offsetAt(localMs));
      return new Date(utc);
    },
  };
}
