/**
 * The Reports view's words, once: its groupings, its two ways of dating, and its columns, each
 * with how a value reads on screen and in the CSV. The table, the chart's accessible table and the
 * CSV download all walk these lists, so what is downloaded is what is on screen.
 *
 * Free of zod and React: the dashboard's browser code imports it, the server builds its input
 * schema (schema/reports.ts) and its CSV from it.
 */
import { format, parseISO } from 'date-fns';
import { CHANNEL_LABELS, type Channel } from './channel';
import { REQUEST_FIELDS } from './request-fields';

export const REPORT_GROUPS = ['month-channel', 'channel', 'city', 'service', 'office'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_GROUP_LABELS: Record<ReportGroup, string> = {
  'month-channel': 'Month and channel',
  channel: 'Channel',
  city: 'City page',
  service: 'Service page',
  office: 'Office',
};
/** The table's first column(s) for a grouping. */
export const REPORT_KEY_HEADINGS: Record<ReportGroup, string> = {
  'month-channel': 'Channel',
  channel: 'Channel',
  city: 'City page',
  service: 'Service page',
  office: 'Office',
};

/**
 * `request`: every figure is about the requests that arrived in the range, each in its arrival's
 * month ("of the requests we got this spring, how many did we win?"). `won`: Won and its value
 * count the jobs won in the range, on their won date ("what did we win this spring?"); requests,
 * inspections, estimates and first response stay on the requests' arrival dates, so the win rate
 * compares the jobs won in a period with the requests of the same period.
 */
export const REPORT_DATE_MODES = ['request', 'won'] as const;
export type ReportDateMode = (typeof REPORT_DATE_MODES)[number];
export const REPORT_DATE_MODE_LABELS: Record<ReportDateMode, string> = {
  request: 'By request date',
  won: 'By won date',
};

/** What a grouping's key stands for when it is empty. */
export const REPORT_EMPTY_KEY: Record<ReportGroup, string> = {
  'month-channel': 'Not recorded (sent before channels were kept)',
  channel: 'Not recorded (sent before channels were kept)',
  city: 'Not from a city page',
  service: 'Not from a service page',
  office: 'Not recorded',
};

export interface ReportFigures {
  requests: number;
  inspections: number;
  estimates: number;
  won: number;
  /** Won ÷ requests, 0 to 1; null without requests. */
  winRate: number | null;
  /** Whole dollars. */
  wonValue: number;
  /** Won value ÷ requests, whole dollars and cents; null without requests. */
  valuePerRequest: number | null;
  /** Median minutes from arrival to the first response on each request's clock (office hours; an emergency's plain clock), over the requests answered; null without any. */
  medianFirstResponseMinutes: number | null;
}

export interface ReportRow extends ReportFigures {
  /** "2026-03" (business time) for the month grouping, else null. */
  month: string | null;
  /** The stored value grouped on (a channel, a city, a service, an office id), or null. */
  key: string | null;
  /** The key in words. */
  label: string;
}

/** The key's words: a channel's label, an office's name, a city or service as the page index names it. */
export function reportKeyLabel(
  group: ReportGroup,
  key: string | null,
  offices: readonly { id: string; label: string }[],
): string {
  if (key === null) return REPORT_EMPTY_KEY[group];
  if (group === 'month-channel' || group === 'channel') return channelKeyLabel(key);
  if (group === 'office') return offices.find((office) => office.id === key)?.label ?? key;
  return key;
}

const SAID_PREFIX = 'self-reported:';
const HEARD_ABOUT_LABELS: Readonly<Record<string, string>> =
  REQUEST_FIELDS.find((field) => field.name === 'heardAbout')?.optionLabels ?? {};

/**
 * A channel key's words. Where nothing was tracked and the visitor's answer decided, the key holds
 * the answer too (`self-reported:truck`, migration 2026-11-29-0200-report-credit), so each answer
 * is a row of its own: "Visitor said: One of our trucks" (the Channel note says nothing was
 * tracked for these).
 */
function channelKeyLabel(key: string): string {
  if (key.startsWith(SAID_PREFIX)) {
    const answer = key.slice(SAID_PREFIX.length);
    return `Visitor said: ${HEARD_ABOUT_LABELS[answer] ?? answer}`;
  }
  return CHANNEL_LABELS[key as Channel] ?? key;
}

/** "Mar 2026" for "2026-03". */
export const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MMM yyyy');

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-US');

/** "45 min", "3 h 05 min", "26 h 10 min": business time, so never days (a business day is not 24 hours). */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  return `${whole.format(Math.floor(m / 60))} h ${String(m % 60).padStart(2, '0')} min`;
}

export interface ReportColumn {
  key: keyof ReportFigures;
  /** The screen's header. */
  label: string;
  /** The CSV's header, where it must name a unit the screen shows in its values ($, min). */
  csvLabel?: string;
  /** The screen's words for a value. */
  show: (value: number | null) => string;
  /** The CSV's cell: plain numbers a spreadsheet can add up. */
  csv: (value: number | null) => string | number | null;
}

const count = (value: number | null) => (value === null ? '–' : whole.format(value));
const plain = (value: number | null) => value;

export const REPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'requests', label: 'Requests', show: count, csv: plain },
  { key: 'inspections', label: 'Inspections', show: count, csv: plain },
  { key: 'estimates', label: 'Estimates', show: count, csv: plain },
  { key: 'won', label: 'Won', show: count, csv: plain },
  {
    key: 'winRate',
    label: 'Win rate',
    show: (value) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`),
    csv: (value) => (value === null ? null : `${(value * 100).toFixed(1)}%`),
  },
  {
    key: 'wonValue',
    label: 'Won value',
    csvLabel: 'Won value (USD)',
    show: (value) => (value === null ? '–' : dollars.format(value)),
    csv: plain,
  },
  {
    key: 'valuePerRequest',
    label: 'Value per request',
    csvLabel: 'Value per request (USD)',
    show: (value) => (value === null ? '–' : dollars.format(value)),
    csv: (value) => (value === null ? null : value.toFixed(2)),
  },
  {
    key: 'medianFirstResponseMinutes',
    label: 'Median first response',
    csvLabel: "Median first response (minutes on each request's clock)",
    show: (value) => (value === null ? '–' : formatMinutes(value)),
    csv: plain,
  },
];

/** The first columns of a row: the month (month grouping) and the key. */
export function reportKeyHeadings(group: ReportGroup): string[] {
  return group === 'month-channel' ? ['Month', REPORT_KEY_HEADINGS[group]] : [REPORT_KEY_HEADINGS[group]];
}
