/**
 * Calendar days ("2026-11-24", as a storm's date or a review's is written) named in words, the same
 * on the server, in the prerender and in the browser: no locale, no time zone, no library, so a
 * public page that shows one loads nothing for it. Instants (a request's time) are business time's
 * job (shared/business-time.ts).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function partsOf(day: string): { year: number; month: string; date: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: MONTHS[month - 1] ?? '', date };
}

/** "2026-11-24" → "November 24, 2026". */
export function formatCalendarDay(day: string): string {
  const { year, month, date } = partsOf(day);
  return `${month} ${date}, ${year}`;
}

/** "2024-05-14" → "May 2024". */
export function formatCalendarMonth(day: string): string {
  const { year, month } = partsOf(day);
  return `${month} ${year}`;
}
