import { TZDate } from '@date-fns/tz';
import { sql, type Kysely } from 'kysely';
import { businessDay } from '../../shared/business-time';
import {
  type ReportDateMode,
  type ReportFigures,
  type ReportGroup,
  type ReportRow,
  reportKeyLabel,
} from '../../shared/lead-report';
import type { Database } from '../db/types';

/**
 * The Reports view's figures, aggregated in the database: per month and channel, per channel, per
 * city page, per service page or per office, over a range of days (business time). The requests in
 * range are read once through an index that carries every column needed (migration
 * 2026-11-25-1300-lead-reports); GROUPING SETS gives the groups and the total in the same pass, so
 * the total's median is the median of all requests, not a median of medians. "By won date" adds a
 * second, smaller read of the jobs won in range.
 *
 * Spam is not a request: it is left out everywhere. Requests never answered are left out of the
 * median first response (they have none yet).
 */

export interface LeadReport {
  group: ReportGroup;
  dates: ReportDateMode;
  /** The first and last day covered, "yyyy-MM-dd", business time. */
  from: string;
  to: string;
  timeZone: string;
  rows: ReportRow[];
  total: ReportFigures;
}

export interface LeadReportOptions {
  group: ReportGroup;
  dates: ReportDateMode;
  from?: string | undefined;
  to?: string | undefined;
  now: Date;
  timeZone: string;
  offices: readonly { id: string; label: string }[];
}

/** The instant a business day starts. */
function dayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, timeZone).getTime());
}
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const KEY_COLUMN = {
  'month-channel': 'channel',
  channel: 'channel',
  city: 'page_city',
  service: 'page_service',
  office: 'office',
} as const satisfies Record<ReportGroup, string>;

interface GroupedRow {
  /** 1-based month of the range (width_bucket), or 0 without months. */
  bucket: number | string | null;
  key: string | null;
  /** GROUPING(bucket, key): 3 on the total row. */
  total: number | string;
}
interface RequestSide extends GroupedRow {
  requests: number | string;
  inspections: number | string;
  estimates: number | string;
  won: number | string;
  won_value: number | string | null;
  median: number | string | null;
}
interface WonSide extends GroupedRow {
  won: number | string;
  won_value: number | string | null;
}

/**
 * The instants each month of the range starts (the range's own start first), as a PostgreSQL
 * array literal: `width_bucket(created_at, bounds)` is then the row's month, a binary search
 * instead of a time-zone conversion and a text format per row.
 */
function monthBounds(from: string, to: string, timeZone: string): { months: string[]; literal: string } {
  const months: string[] = [];
  const starts: Date[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > to.slice(0, 7)) break;
    months.push(key);
    starts.push(months.length === 1 ? dayStart(from, timeZone) : dayStart(`${key}-01`, timeZone));
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return { months, literal: `{${starts.map((start) => `"${start.toISOString()}"`).join(',')}}` };
}

export async function leadReport(db: Kysely<Database>, options: LeadReportOptions): Promise<LeadReport> {
  const { group, dates, timeZone } = options;
  const today = businessDay(options.now, timeZone);
  const to = options.to ?? today;
  const from = options.from ?? `${to.slice(0, 4)}-01-01`;
  const start = dayStart(from, timeZone);
  const end = dayStart(nextDay(to), timeZone);
  const withMonth = group === 'month-channel';
  const key = sql.ref(KEY_COLUMN[group]);
  const { months, literal } = monthBounds(from, to, timeZone);
  const bucketOf = (column: string) =>
    withMonth ? sql`width_bucket(${sql.ref(column)}, ${literal}::timestamptz[])` : sql`0`;

  // The requests that arrived in range, read once (index-only through contact_submissions_report_idx)
  // and hashed into one row per group and first-response minute (a few thousand rows, whatever the
  // range); the median is then read off the running count of those rows. The same answer as
  // percentile_cont(0.5), without sorting every request in range.
  const requestSide = (trx: Kysely<Database>) =>
    sql<RequestSide>`
    with h as (
      select bucket, key, m, grouping(bucket, key) as total,
        count(*) as requests,
        count(inspection_at) as inspections,
        count(estimate_at) as estimates,
        count(*) filter (where status = 'won') as won,
        sum(won_value) filter (where status = 'won') as won_value
      from (
        select ${bucketOf('created_at')} as bucket, ${key} as key, first_response_minutes as m,
          status, inspection_at, estimate_at, won_value
        from contact_submissions
        where created_at >= ${start} and created_at < ${end} and status <> 'spam'
      ) r
      group by grouping sets ((bucket, key, m), (m))
    ), counted as (
      select h.*,
        sum(requests) filter (where m is not null) over (partition by total, bucket, key) as n,
        sum(requests) filter (where m is not null) over (partition by total, bucket, key order by m rows unbounded preceding) as cum
      from h
    )
    select total, bucket, key,
      sum(requests) as requests, sum(inspections) as inspections, sum(estimates) as estimates,
      sum(won) as won, sum(won_value) as won_value,
      (min(m) filter (where cum >= div(n + 1, 2)) + min(m) filter (where cum >= div(n, 2) + 1)) / 2.0 as median
    from counted
    group by total, bucket, key
  `.execute(trx);

  // The jobs won in range, on their won date (through the partial contact_submissions_won_idx).
  const wonSide = (trx: Kysely<Database>) =>
    dates === 'won'
      ? sql<WonSide>`
          select grouping(bucket, key) as total, bucket, key, count(*) as won, sum(won_value) as won_value
          from (
            select ${bucketOf('won_at')} as bucket, ${key} as key, won_value
            from contact_submissions
            where won_at >= ${start} and won_at < ${end} and won_at is not null
          ) w
          group by grouping sets ((bucket, key), ())
        `.execute(trx)
      : Promise.resolve(null);

  // Memory to hash the groups and sort the histogram in (the default 4 MB sends a year's rows to
  // disk), and no JIT: compiling the plan costs more than this query runs (130 ms measured).
  const [arrived, wonResult] = await db.transaction().execute(async (trx) => {
    await sql`set local work_mem = '64MB'`.execute(trx);
    await sql`set local jit = off`.execute(trx);
    return [await requestSide(trx), await wonSide(trx)] as const;
  });
  const arrivedRows = arrived.rows;
  const wonRows = wonResult?.rows ?? null;
  const monthOf = (row: GroupedRow) =>
    withMonth && row.bucket !== null ? (months[Number(row.bucket) - 1] ?? null) : null;

  const figures = new Map<string, { month: string | null; key: string | null; total: boolean } & ReportFigures>();
  const idOf = (row: GroupedRow) => (Number(row.total) === 3 ? 'total' : JSON.stringify([monthOf(row), row.key]));
  const entry = (row: GroupedRow) => {
    const id = idOf(row);
    let found = figures.get(id);
    if (!found) {
      found = {
        month: monthOf(row),
        key: row.key,
        total: id === 'total',
        requests: 0,
        inspections: 0,
        estimates: 0,
        won: 0,
        winRate: null,
        wonValue: 0,
        valuePerRequest: null,
        medianFirstResponseMinutes: null,
      };
      figures.set(id, found);
    }
    return found;
  };
  for (const row of arrivedRows) {
    const e = entry(row);
    e.requests = Number(row.requests);
    e.inspections = Number(row.inspections);
    e.estimates = Number(row.estimates);
    if (!wonRows) {
      e.won = Number(row.won);
      e.wonValue = Number(row.won_value ?? 0);
    }
    e.medianFirstResponseMinutes = row.median === null ? null : Number(row.median);
  }
  for (const row of wonRows ?? []) {
    const e = entry(row);
    e.won = Number(row.won);
    e.wonValue = Number(row.won_value ?? 0);
  }
  for (const e of figures.values()) {
    e.winRate = e.requests ? e.won / e.requests : null;
    e.valuePerRequest = e.requests ? Math.round((e.wonValue / e.requests) * 100) / 100 : null;
  }

  const totalEntry = figures.get('total');
  const rows: ReportRow[] = [...figures.values()]
    .filter((e) => !e.total)
    .map(({ total: _total, ...e }) => ({ ...e, label: reportKeyLabel(group, e.key, options.offices) }))
    .sort(
      (a, b) =>
        (a.month ?? '').localeCompare(b.month ?? '') ||
        b.requests - a.requests ||
        b.won - a.won ||
        a.label.localeCompare(b.label),
    );
  const total: ReportFigures = totalEntry
    ? (({ month: _m, key: _k, total: _t, ...f }) => f)(totalEntry)
    : {
        requests: 0,
        inspections: 0,
        estimates: 0,
        won: 0,
        winRate: null,
        wonValue: 0,
        valuePerRequest: null,
        medianFirstResponseMinutes: null,
      };
  return { group, dates, from, to, timeZone, rows, total };
}
