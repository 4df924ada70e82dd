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
import { addStoredHistogram, addToHistogram, type Histogram, histogramMedian } from './first-response-histogram';
import { reportRollupTimeZone } from './rollup-time-zone';

/**
 * The Reports view's figures, aggregated in the database: per month and channel, per channel, per
 * city page, per service page or per office, over a range of days (business time).
 *
 * The whole business months of the range are read from the rollups the triggers keep (migration
 * 2026-11-25-1600-report-rollup: counts and a first-response histogram per month and key, a few
 * hundred rows whatever the range); only the days at the range's edges that do not fill a month
 * are read from the requests, through an index that carries every column needed (migration
 * 2026-11-25-1300-lead-reports), and counted the same way. GROUPING SETS gives the groups and the
 * total from the merged counts and histograms, so the total's median is the median of all requests,
 * not a median of medians: exact below 1,024 business minutes, within 0.4% above (the histogram's
 * buckets widen there; see the migration). "By won date" adds the won months and the jobs won at
 * the edges.
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

/**
 * What a grouping keys on, as the rollups do (migration 2026-11-29-0200-report-credit): the channel,
 * with what the visitor said where that is all there is; the city and service page credited
 * (shared/page-credit.ts); the office.
 */
const KEY_SQL = {
  'month-channel': sql`report_channel(channel, heard_about)`,
  channel: sql`report_channel(channel, heard_about)`,
  city: sql.ref('credit_city'),
  service: sql.ref('credit_service'),
  office: sql.ref('office'),
} as const satisfies Record<ReportGroup, unknown>;

/** The rollups' dimension for a grouping (migration 2026-11-25-1600-report-rollup). */
const DIMENSION = {
  'month-channel': 'channel',
  channel: 'channel',
  city: 'city',
  service: 'service',
  office: 'office',
} as const satisfies Record<ReportGroup, string>;

interface Figures {
  month: string | null;
  key: string | null;
  requests: number;
  inspections: number;
  estimates: number;
  won: number;
  wonValue: number;
  firstResponses: Histogram;
}
type Num = number | string | null;
interface RequestRow {
  month: string | null;
  key: string | null;
  requests: Num;
  inspections: Num;
  estimates: Num;
  won: Num;
  won_value: Num;
}

const monthOf = (day: string) => day.slice(0, 7);
function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

interface RangeSplit {
  /** The months read from a rollup ("yyyy-MM-01", first and last), or none. */
  months: { first: string; last: string } | null;
  /** The instants [from, to) read from the requests themselves. */
  edges: (readonly [Date, Date])[];
}

/**
 * Which months of [from, to] a rollup can give, and which days must be read from the requests.
 * A month wholly inside the range comes from the rollup; so does a month the range cuts when no
 * request has `column` in the part left out (the usual case: a range that ends today, with nothing
 * dated after today). The rest of a cut month is an edge, read from the requests. Without rollups
 * cut in this zone, the whole range is an edge.
 */
async function splitRange(
  trx: Kysely<Database>,
  column: 'created_at' | 'won_at',
  range: { from: string; to: string; timeZone: string; useRollup: boolean },
): Promise<RangeSplit> {
  const { from, to, timeZone } = range;
  const start = dayStart(from, timeZone);
  const end = dayStart(nextDay(to), timeZone);
  if (!range.useRollup) return { months: null, edges: [[start, end]] };
  const monthStart = (month: string) => dayStart(`${month}-01`, timeZone);
  const nothingIn = async (a: Date, b: Date) =>
    a >= b ||
    !(
      await sql<{ any: boolean }>`
        select exists (select 1 from contact_submissions where ${sql.ref(column)} >= ${a} and ${sql.ref(column)} < ${b}) as any`.execute(
        trx,
      )
    ).rows[0]?.any;
  const firstMonth = monthOf(from);
  const lastMonth = monthOf(to);
  const before = [monthStart(firstMonth), start] as const;
  const after = [end, monthStart(addMonths(lastMonth, 1))] as const;
  if (firstMonth === lastMonth) {
    const whole = (await nothingIn(...before)) && (await nothingIn(...after));
    return whole
      ? { months: { first: `${firstMonth}-01`, last: `${lastMonth}-01` }, edges: [] }
      : { months: null, edges: [[start, end]] };
  }
  const first = (await nothingIn(...before)) ? firstMonth : addMonths(firstMonth, 1);
  const last = (await nothingIn(...after)) ? lastMonth : addMonths(lastMonth, -1);
  const edges: (readonly [Date, Date])[] = [];
  if (first !== firstMonth) edges.push([start, monthStart(first)]);
  if (last !== lastMonth) edges.push([monthStart(lastMonth), end]);
  return { months: first <= last ? { first: `${first}-01`, last: `${last}-01` } : null, edges };
}

export async function leadReport(db: Kysely<Database>, options: LeadReportOptions): Promise<LeadReport> {
  const { group, dates, timeZone } = options;
  const today = businessDay(options.now, timeZone);
  const to = options.to ?? today;
  const from = options.from ?? `${to.slice(0, 4)}-01-01`;
  const withMonth = group === 'month-channel';
  const key = KEY_SQL[group];
  const dimension = DIMENSION[group];
  const monthText = (column: string) =>
    withMonth ? sql`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM')` : sql`null::text`;
  const rollupMonth = withMonth ? sql`to_char(month, 'YYYY-MM')` : sql`null::text`;
  const inMonths = ({ months }: RangeSplit) =>
    months
      ? sql`dimension = ${dimension} and month >= ${months.first}::date and month <= ${months.last}::date`
      : sql`false`;
  const orNone = (parts: ReturnType<typeof sql>[]) => (parts.length ? sql.join(parts, sql` union all `) : null);

  // The requests of the split's months (one rollup row per month and key, its histogram as text)
  // and of its edges (through contact_submissions_report_idx, index-only, bucketed alike).
  const requestSide = async (trx: Kysely<Database>, split: RangeSplit) => {
    const months = split.months
      ? await sql<RequestRow & { first_responses: string }>`
          select ${rollupMonth} as month, key, requests, inspections, estimates, won, won_value,
            first_responses::text as first_responses
          from report_request_months where ${inMonths(split)}`.execute(trx)
      : null;
    const edgeRows = orNone(
      split.edges.map(
        ([a, b]) => sql`
          select ${monthText('created_at')} as month, ${key} as key, first_response_minutes as m,
            status, inspection_at, estimate_at, won_value
          from contact_submissions
          where created_at >= ${a} and created_at < ${b} and status <> 'spam'`,
      ),
    );
    const edges = edgeRows
      ? await sql<RequestRow & { bucket: number | null }>`
          select month, key, report_minutes_bucket(m) as bucket,
            count(*) as requests, count(inspection_at) as inspections, count(estimate_at) as estimates,
            count(*) filter (where status = 'won') as won,
            coalesce(sum(won_value) filter (where status = 'won'), 0) as won_value
          from (${edgeRows}) r
          group by 1, 2, 3`.execute(trx)
      : null;
    return { months: months?.rows ?? [], edges: edges?.rows ?? [] };
  };

  // The jobs won in range, on their won date: report_won_months, and the edges through the
  // partial contact_submissions_won_idx.
  const wonSide = async (trx: Kysely<Database>, split: RangeSplit) => {
    const parts = [
      ...(split.months
        ? [sql`select ${rollupMonth} as month, key, won, won_value from report_won_months where ${inMonths(split)}`]
        : []),
      ...split.edges.map(
        ([a, b]) => sql`
          select ${monthText('won_at')} as month, ${key} as key, 1 as won, coalesce(won_value, 0) as won_value
          from contact_submissions
          where won_at >= ${a} and won_at < ${b} and won_at is not null`,
      ),
    ];
    const rows = orNone(parts);
    if (!rows) return [];
    return (
      await sql<{ month: string | null; key: string | null; won: Num; won_value: Num }>`
        select month, key, sum(won) as won, sum(won_value) as won_value from (${rows}) w group by 1, 2`.execute(trx)
    ).rows;
  };

  // One snapshot for the rollups, the edges and the checks that chose them. The rollups serve
  // only when their months are cut in this report's zone (the server sets it at start-up);
  // otherwise every day is read from the requests. No JIT: compiling the plan costs more than the
  // query runs.
  const [arrived, wonRows] = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set local jit = off`.execute(trx);
      const range = { from, to, timeZone, useRollup: (await reportRollupTimeZone(trx)) === timeZone };
      const requests = await requestSide(trx, await splitRange(trx, 'created_at', range));
      const won = dates === 'won' ? await wonSide(trx, await splitRange(trx, 'won_at', range)) : null;
      return [requests, won] as const;
    });

  // Months and edges merged per group and into the total; the total's histogram holds every
  // answered request, so its median is of all of them.
  const blank = (month: string | null, rowKey: string | null): Figures => ({
    month,
    key: rowKey,
    requests: 0,
    inspections: 0,
    estimates: 0,
    won: 0,
    wonValue: 0,
    firstResponses: [],
  });
  const groups = new Map<string, Figures>();
  const totalFigures = blank(null, null);
  const at = (month: string | null, rowKey: string | null) => {
    const id = JSON.stringify([month, rowKey]);
    let found = groups.get(id);
    if (!found) {
      found = blank(month, rowKey);
      groups.set(id, found);
    }
    return [found, totalFigures] as const;
  };
  const addCounts = (row: RequestRow) => {
    const both = at(row.month, row.key);
    for (const f of both) {
      f.requests += Number(row.requests);
      f.inspections += Number(row.inspections);
      f.estimates += Number(row.estimates);
      if (!wonRows) {
        f.won += Number(row.won);
        f.wonValue += Number(row.won_value ?? 0);
      }
    }
    return both;
  };
  for (const row of arrived.months)
    for (const f of addCounts(row)) addStoredHistogram(f.firstResponses, row.first_responses);
  for (const row of arrived.edges) {
    const both = addCounts(row);
    if (row.bucket !== null) for (const f of both) addToHistogram(f.firstResponses, row.bucket, Number(row.requests));
  }
  for (const row of wonRows ?? [])
    for (const f of at(row.month, row.key)) {
      f.won += Number(row.won);
      f.wonValue += Number(row.won_value ?? 0);
    }

  const shown = (f: Figures): ReportFigures => ({
    requests: f.requests,
    inspections: f.inspections,
    estimates: f.estimates,
    won: f.won,
    winRate: f.requests ? f.won / f.requests : null,
    wonValue: f.wonValue,
    valuePerRequest: f.requests ? Math.round((f.wonValue / f.requests) * 100) / 100 : null,
    medianFirstResponseMinutes: histogramMedian(f.firstResponses),
  });
  // A group whose requests and wins in range net to none (a rollup row emptied by changes) is no row.
  const rows: ReportRow[] = [...groups.values()]
    .filter((f) => f.requests !== 0 || f.won !== 0)
    .map((f) => ({ month: f.month, key: f.key, ...shown(f), label: reportKeyLabel(group, f.key, options.offices) }))
    .sort(
      (a, b) =>
        (a.month ?? '').localeCompare(b.month ?? '') ||
        b.requests - a.requests ||
        b.won - a.won ||
        a.label.localeCompare(b.label),
    );
  return { group, dates, from, to, timeZone, rows, total: shown(totalFigures) };
}
