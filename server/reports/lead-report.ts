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
import { reportRollupTimeZone } from './rollup-time-zone';

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

/** The rollups' dimension for a grouping (migration 2026-11-25-1600-report-rollup). */
const DIMENSION = {
  'month-channel': 'channel',
  channel: 'channel',
  city: 'city',
  service: 'service',
  office: 'office',
} as const satisfies Record<ReportGroup, string>;

interface GroupedRow {
  /** "2026-03" for the month grouping, else null. */
  month: string | null;
  key: string | null;
  /** GROUPING(month, key): 3 on the total row. */
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

const monthOf = (day: string) => day.slice(0, 7);
function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

type RangeSplit = ReturnType<typeof splitRange>;

/**
 * The whole business months inside [from, to] ("yyyy-MM-01", first and last), read from the
 * rollups, and the instants of the days left at the edges, read from the requests themselves: the
 * range's start to the first whole month, and the end of the last whole month to the range's end
 * (either may be empty). Without a whole month, or without rollups cut in this zone, the whole
 * range is an edge.
 */
function splitRange(from: string, to: string, timeZone: string, useRollup: boolean) {
  const start = dayStart(from, timeZone);
  const end = dayStart(nextDay(to), timeZone);
  const first = from.endsWith('-01') ? monthOf(from) : addMonths(monthOf(from), 1);
  const last = monthOf(nextDay(to)) !== monthOf(to) ? monthOf(to) : addMonths(monthOf(to), -1);
  if (!useRollup || first > last) return { months: null, edges: [[start, end] as const, [end, end] as const] };
  return {
    months: { first: `${first}-01`, last: `${last}-01` },
    edges: [
      [start, dayStart(`${first}-01`, timeZone)] as const,
      [dayStart(`${addMonths(last, 1)}-01`, timeZone), end] as const,
    ],
  };
}

export async function leadReport(db: Kysely<Database>, options: LeadReportOptions): Promise<LeadReport> {
  const { group, dates, timeZone } = options;
  const today = businessDay(options.now, timeZone);
  const to = options.to ?? today;
  const from = options.from ?? `${to.slice(0, 4)}-01-01`;
  const withMonth = group === 'month-channel';
  const key = sql.ref(KEY_COLUMN[group]);
  const dimension = DIMENSION[group];
  const monthText = (column: string) =>
    withMonth ? sql`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM')` : sql`null::text`;
  const rollupMonth = withMonth ? sql`to_char(month, 'YYYY-MM')` : sql`null::text`;
  const inMonths = (split: RangeSplit) =>
    split.months
      ? sql`dimension = ${dimension} and month >= ${split.months.first}::date and month <= ${split.months.last}::date`
      : sql`false`;

  const requestSide = (trx: Kysely<Database>, split: RangeSplit) => {
    // The edges' requests, one range each through contact_submissions_report_idx (index-only).
    const edgeRows = sql.join(
      split.edges.map(
        ([a, b]) => sql`
          select ${monthText('created_at')} as month, ${key} as key, first_response_minutes as m,
            status, inspection_at, estimate_at, won_value
          from contact_submissions
          where created_at >= ${a} and created_at < ${b} and status <> 'spam'`,
      ),
      sql` union all `,
    );
    // Whole months and edges meet as counts and as (bucket, requests) pairs of the first-response
    // histogram; the median is read off the running count of the summed histogram, per group and
    // for the total (all requests, never a median of medians), in report_bucket_minutes' minutes.
    return sql<RequestSide>`
      with edge as (
        select month, key, report_minutes_bucket(m) as bucket,
          count(*) as requests, count(inspection_at) as inspections, count(estimate_at) as estimates,
          count(*) filter (where status = 'won') as won,
          coalesce(sum(won_value) filter (where status = 'won'), 0) as won_value
        from (${edgeRows}) r
        group by 1, 2, 3
      ), months as (
        select ${rollupMonth} as month, key, requests, inspections, estimates, won, won_value, first_responses
        from report_request_months where ${inMonths(split)}
      ), counts as (
        select month, key, requests, inspections, estimates, won, won_value from months
        union all
        select month, key, requests, inspections, estimates, won, won_value from edge
      ), hist as (
        select m.month, m.key, u.i::int - 1 as bucket, u.n
        from months m cross join lateral unnest(m.first_responses) with ordinality u(n, i)
        where u.n <> 0
        union all
        select month, key, bucket, requests from edge where bucket is not null
      ), figures as (
        select grouping(month, key) as total, month, key,
          sum(requests) as requests, sum(inspections) as inspections, sum(estimates) as estimates,
          sum(won) as won, sum(won_value) as won_value
        from counts
        group by grouping sets ((month, key), ())
        having sum(requests) <> 0
      ), h as (
        select grouping(month, key) as total, month, key, bucket, sum(n) as n
        from hist
        group by grouping sets ((month, key, bucket), (bucket))
      ), counted as (
        select h.*, sum(n) over w as all_n, sum(n) over (w order by bucket rows unbounded preceding) as cum
        from h
        window w as (partition by total, month, key)
      ), medians as (
        select total, month, key,
          (report_bucket_minutes(min(bucket) filter (where cum >= div(all_n + 1, 2)))
            + report_bucket_minutes(min(bucket) filter (where cum >= div(all_n, 2) + 1))) / 2.0 as median
        from counted
        where all_n > 0
        group by 1, 2, 3
      )
      select f.*, m.median
      from figures f
      left join medians m on m.total = f.total and m.month is not distinct from f.month and m.key is not distinct from f.key
    `.execute(trx);
  };

  // The jobs won in range, on their won date: whole months from report_won_months, the edges
  // through the partial contact_submissions_won_idx.
  const wonSide = (trx: Kysely<Database>, split: RangeSplit) => {
    const edgeRows = sql.join(
      split.edges.map(
        ([a, b]) => sql`
          select ${monthText('won_at')} as month, ${key} as key, 1 as won, coalesce(won_value, 0) as won_value
          from contact_submissions
          where won_at >= ${a} and won_at < ${b} and won_at is not null`,
      ),
      sql` union all `,
    );
    return sql<WonSide>`
      select grouping(month, key) as total, month, key, sum(won) as won, sum(won_value) as won_value
      from (
        select ${rollupMonth} as month, key, won, won_value from report_won_months where ${inMonths(split)}
        union all
        ${edgeRows}
      ) w
      group by grouping sets ((month, key), ())
      having sum(won) <> 0
    `.execute(trx);
  };

  // One snapshot for the rollups and the edges. The rollups serve only when their months are cut
  // in this report's zone (the server sets it at start-up); otherwise every day is read as an edge.
  // Memory to hash the groups in when every day is an edge; no JIT: compiling the plan costs more
  // than the query runs.
  const [arrived, wonResult] = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set local work_mem = '64MB'`.execute(trx);
      await sql`set local jit = off`.execute(trx);
      const split = splitRange(from, to, timeZone, (await reportRollupTimeZone(trx)) === timeZone);
      return [await requestSide(trx, split), dates === 'won' ? await wonSide(trx, split) : null] as const;
    });
  const arrivedRows = arrived.rows;
  const wonRows = wonResult?.rows ?? null;

  const figures = new Map<string, { month: string | null; key: string | null; total: boolean } & ReportFigures>();
  const idOf = (row: GroupedRow) => (Number(row.total) === 3 ? 'total' : JSON.stringify([row.month, row.key]));
  const entry = (row: GroupedRow) => {
    const id = idOf(row);
    let found = figures.get(id);
    if (!found) {
      found = {
        month: row.month,
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
