import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types';
import { bucketMinutes, histogramMedian } from '../../server/reports/first-response-histogram';
import { leadReport } from '../../server/reports/lead-report';
import { reportRollupTimeZone, setReportTimeZone } from '../../server/reports/rollup-time-zone';
import { LEAD_STATUSES } from '../../schema/leads';
import { REPORT_DATE_MODES, REPORT_GROUPS, type ReportDateMode, type ReportGroup } from '../../shared/lead-report';
import { businessDay } from '../../shared/business-time';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database';
import type { Kysely } from 'kysely';

/**
 * The report rollups (migrations 2026-11-25-1600-report-rollup and 2026-11-29-0200-report-credit)
 * against the requests themselves:
 * after any sequence of inserts, edits, status changes (spam and back), first responses, wins,
 * erases and retention deletes, every report (each grouping, both ways of dating, ranges whose
 * edges cut months) equals the figures counted here from the rows, in TypeScript; and the
 * rollups equal a rebuild from scratch.
 */

const CHICAGO = 'America/Chicago';
const NOW = new Date('2026-06-15T17:00:00Z');

interface Request {
  created_at: Date;
  status: string;
  channel: string | null;
  heard_about: string | null;
  page_city: string | null;
  page_service: string | null;
  credit_city: string | null;
  credit_service: string | null;
  office: string | null;
  inspection_at: Date | null;
  estimate_at: Date | null;
  won_at: Date | null;
  won_value: number | null;
  first_response_minutes: number | null;
}

// Instants near business-month edges (Chicago: 23:30 on the last day, 00:00 on the first), across
// both daylight-saving changes, and anywhere in October 2025 to May 2026.
const EDGES = [
  '2025-11-01T04:30:00Z',
  '2025-11-01T05:00:00Z',
  '2025-12-01T05:30:00Z',
  '2025-12-01T06:00:00Z',
  '2026-03-01T05:59:00Z',
  '2026-03-01T06:00:00Z',
  '2026-04-01T04:30:00Z',
  '2026-04-01T05:00:00Z',
].map((iso) => new Date(iso));
const instant = fc.oneof(
  fc.constantFrom(...EDGES),
  fc
    .integer({ min: Date.parse('2025-10-01T00:00:00Z'), max: Date.parse('2026-05-31T23:00:00Z') })
    .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000)),
);
const minutes = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 300 }),
  fc.integer({ min: 1000, max: 1100 }),
  fc.integer({ min: 5_000, max: 200_000 }),
);
const fields = {
  created_at: instant,
  status: fc.constantFrom(...LEAD_STATUSES),
  channel: fc.constantFrom('direct', 'google-ads', 'yelp', 'self-reported', null),
  heard_about: fc.constantFrom('truck', 'referral', 'insurance-agent', null),
  page_city: fc.constantFrom('Tulsa', 'Jenks', null),
  page_service: fc.constantFrom('Roof Repair', null),
  credit_city: fc.constantFrom('Tulsa', 'Broken Arrow', null),
  credit_service: fc.constantFrom('Roof Repair', 'Emergency Roofing', null),
  office: fc.constantFrom('tulsa', 'kansas', null),
  inspection_at: fc.option(instant),
  estimate_at: fc.option(instant),
  won_at: fc.option(instant),
  won_value: fc.option(fc.integer({ min: 0, max: 30_000 })),
  first_response_minutes: minutes,
};
const request: fc.Arbitrary<Request> = fc.record(fields);
const edit = fc.record(fields, { requiredKeys: [] });

type Step =
  | { kind: 'insert'; rows: Request[] }
  | { kind: 'edit'; pick: number; set: Partial<Request> }
  | { kind: 'bulk-spam'; channel: string | null; back: boolean }
  | { kind: 'erase'; pick: number }
  | { kind: 'retention'; before: Date };
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      rows: fc.array(request, { minLength: 1, maxLength: 4 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), set: edit }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bulk-spam' as const),
      channel: fc.constantFrom('direct', 'google-ads', 'yelp', 'self-reported', null),
      back: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('erase' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retention' as const), before: instant }) },
);
const day = fc
  .integer({ min: Date.parse('2025-10-01T00:00:00Z'), max: Date.parse('2026-05-31T00:00:00Z') })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));
const range: fc.Arbitrary<readonly [string, string]> = fc.oneof(
  fc.tuple(day, day).map(([a, b]) => (a <= b ? [a, b] : [b, a]) as [string, string]),
  fc.constant(['2025-12-01', '2026-03-31'] as const),
  fc.constant(['2025-10-01', '2026-05-31'] as const),
);

async function apply(db: Kysely<Database>, s: Step) {
  const ids = async () =>
    (await db.selectFrom('contact_submissions').select('id').orderBy('id').execute()).map((r) => r.id);
  if (s.kind === 'insert') {
    await db
      .insertInto('contact_submissions')
      .values(s.rows.map((row, i) => ({ name: `R${i}`, email: `r${i}@example.com`, ...row })) as never)
      .execute();
  } else if (s.kind === 'edit' || s.kind === 'erase') {
    const all = await ids();
    if (!all.length) return;
    const id = all[s.pick % all.length]!;
    if (s.kind === 'erase') await db.deleteFrom('contact_submissions').where('id', '=', id).execute();
    else if (Object.keys(s.set).length)
      await db
        .updateTable('contact_submissions')
        .set(s.set as never)
        .where('id', '=', id)
        .execute();
  } else if (s.kind === 'bulk-spam') {
    await db
      .updateTable('contact_submissions')
      .set({ status: s.back ? 'contacted' : 'spam' } as never)
      .where((eb) => (s.channel === null ? eb('channel', 'is', null) : eb('channel', '=', s.channel)))
      .where('status', s.back ? '=' : '<>', 'spam')
      .execute();
  } else {
    await db.deleteFrom('contact_submissions').where('created_at', '<', s.before).execute();
  }
}

/**
 * What each grouping keys on: the channel, and where the visitor's answer decided it
 * ('self-reported') the answer too; the city and service page credited (not the form's page);
 * the office.
 */
const KEY: Record<ReportGroup, (row: Request) => string | null> = {
  'month-channel': (row) => channelKey(row),
  channel: (row) => channelKey(row),
  city: (row) => row.credit_city,
  service: (row) => row.credit_service,
  office: (row) => row.office,
};
function channelKey(row: Request) {
  return row.channel === 'self-reported' && row.heard_about !== null ? `self-reported:${row.heard_about}` : row.channel;
}

interface Counted {
  requests: number;
  inspections: number;
  estimates: number;
  won: number;
  wonValue: number;
  minutes: number[];
}
const exactMedian = (values: number[]) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The report counted from the rows, as the Reports view defines it (shared/lead-report.ts). */
function countedReport(
  rows: Request[],
  q: { group: ReportGroup; dates: ReportDateMode; from: string; to: string },
  timeZone: string,
) {
  const groups = new Map<string, Counted>();
  const total: Counted = { requests: 0, inspections: 0, estimates: 0, won: 0, wonValue: 0, minutes: [] };
  const at = (when: Date, row: Request) => {
    const d = businessDay(when, timeZone);
    const id = JSON.stringify([q.group === 'month-channel' ? d.slice(0, 7) : null, KEY[q.group](row)]);
    let g = groups.get(id);
    if (!g) {
      g = { requests: 0, inspections: 0, estimates: 0, won: 0, wonValue: 0, minutes: [] };
      groups.set(id, g);
    }
    return d >= q.from && d <= q.to ? g : null;
  };
  for (const row of rows) {
    const g = row.status === 'spam' ? null : at(row.created_at, row);
    if (g)
      for (const c of [g, total]) {
        c.requests += 1;
        if (row.inspection_at) c.inspections += 1;
        if (row.estimate_at) c.estimates += 1;
        if (row.first_response_minutes !== null) c.minutes.push(row.first_response_minutes);
        if (q.dates === 'request' && row.status === 'won') {
          c.won += 1;
          c.wonValue += row.won_value ?? 0;
        }
      }
    const w = q.dates === 'won' && row.won_at ? at(row.won_at, row) : null;
    if (w)
      for (const c of [w, total]) {
        c.won += 1;
        c.wonValue += row.won_value ?? 0;
      }
  }
  const shown = [...groups].filter(([, g]) => g.requests || g.won);
  return { groups: new Map(shown), total };
}

/** Counts equal; the median exact below 1,024 minutes, else within half a bucket (1/256). */
function expectSame(
  got: Awaited<ReturnType<typeof leadReport>>,
  want: ReturnType<typeof countedReport>,
  label: string,
) {
  const compare = (g: Omit<Counted, 'minutes'> & { median: number | null }, w: Counted, where: string) => {
    expect([g.requests, g.inspections, g.estimates, g.won, g.wonValue], where).toEqual([
      w.requests,
      w.inspections,
      w.estimates,
      w.won,
      w.wonValue,
    ]);
    const exact = exactMedian(w.minutes);
    if (exact === null) expect(g.median, where).toBeNull();
    else
      expect(Math.abs(g.median! - exact), `${where}: median ${g.median} for ${exact}`).toBeLessThanOrEqual(exact / 256);
  };
  const rows = new Map(got.rows.map((r) => [JSON.stringify([r.month, r.key]), r]));
  expect([...rows.keys()].sort(), label).toEqual([...want.groups.keys()].sort());
  for (const [id, w] of want.groups) {
    const r = rows.get(id)!;
    compare({ ...r, median: r.medianFirstResponseMinutes }, w, `${label} ${id}`);
  }
  compare({ ...got.total, median: got.total.medianFirstResponseMinutes }, want.total, `${label} total`);
}

async function storedRows(db: Kysely<Database>): Promise<Request[]> {
  return (await db
    .selectFrom('contact_submissions')
    .select([
      'created_at',
      'status',
      'channel',
      'heard_about',
      'page_city',
      'page_service',
      'credit_city',
      'credit_service',
      'office',
      'inspection_at',
      'estimate_at',
      'won_at',
      'won_value',
      'first_response_minutes',
    ])
    .execute()) as Request[];
}

/** The rollups' contents with what a rebuild leaves out dropped: groups netted to nothing, zero buckets. */
async function rollups(db: Kysely<Database>) {
  const { rows: requested } = await sql<{ r: string }>`
    select concat_ws(' ', dimension, month, coalesce(key, '∅'), requests, inspections, estimates, won, won_value,
      (select string_agg((i - 1) || ':' || n, ',' order by i) from unnest(first_responses) with ordinality u(n, i) where n <> 0)) as r
    from report_request_months
    where requests <> 0 or inspections <> 0 or estimates <> 0 or won <> 0 or won_value <> 0
    order by 1`.execute(db);
  const { rows: won } = await sql<{ r: string }>`
    select concat_ws(' ', dimension, month, coalesce(key, '∅'), won, won_value) as r
    from report_won_months where won <> 0 or won_value <> 0 order by 1`.execute(db);
  return { requested: requested.map((x) => x.r), won: won.map((x) => x.r) };
}

/** The rollups as a rebuild from the requests makes them, read inside a transaction rolled back. */
async function rebuilt(db: Kysely<Database>) {
  let seen: Awaited<ReturnType<typeof rollups>> | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`select report_rollup_rebuild()`.execute(trx);
      seen = await rollups(trx);
      throw new Error('roll back');
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error;
    });
  return seen!;
}

describe.each(testDatabaseKinds)('the report rollups on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.drop());

  const report = (q: { group: ReportGroup; dates: ReportDateMode; from: string; to: string }, timeZone = CHICAGO) =>
    leadReport(database.db, { ...q, now: NOW, timeZone, offices: [] });

  it('give every report the figures counted from the requests, after any sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 25 }),
        fc.array(range, { minLength: 1, maxLength: 2 }),
        async (steps, ranges) => {
          const { db } = database;
          await sql`truncate contact_submissions cascade`.execute(db);
          for (const s of steps) await apply(db, s);
          const rows = await storedRows(db);
          for (const [from, to] of ranges)
            for (const group of REPORT_GROUPS)
              for (const dates of REPORT_DATE_MODES) {
                const q = { group, dates, from, to };
                expectSame(await report(q), countedReport(rows, q, CHICAGO), JSON.stringify(q));
              }
          expect(await rollups(db)).toEqual(await rebuilt(db));
        },
      ),
      { numRuns: kind === 'embedded' ? 15 : 25 },
    );
  });

  it('are emptied by a truncate and refilled by new requests', async () => {
    const { db } = database;
    await sql`truncate contact_submissions cascade`.execute(db);
    expect(await rollups(db)).toEqual({ requested: [], won: [] });
    await apply(db, {
      kind: 'insert',
      rows: [
        {
          created_at: new Date('2026-02-10T15:00:00Z'),
          status: 'won',
          channel: 'yelp',
          heard_about: null,
          page_city: null,
          page_service: null,
          credit_city: null,
          credit_service: null,
          office: 'tulsa',
          inspection_at: null,
          estimate_at: null,
          won_at: new Date('2026-03-02T15:00:00Z'),
          won_value: 9_000,
          first_response_minutes: 45,
        },
      ],
    });
    const q = { group: 'channel', dates: 'won', from: '2026-01-01', to: '2026-04-30' } as const;
    expect(
      (await report(q)).rows.map((r) => [r.key, r.requests, r.won, r.wonValue, r.medianFirstResponseMinutes]),
    ).toEqual([['yelp', 1, 1, 9_000, 45]]);
  });

  it('are rebuilt in the site’s zone when it changes, and a report in another zone reads the requests instead', async () => {
    const { db } = database;
    await sql`truncate contact_submissions cascade`.execute(db);
    // 23:30 on March 31 in Chicago is 22:30 in Denver: March either way; 00:30 on April 1 in Chicago is
    // March 31, 23:30 in Denver: April in Chicago, March in Denver.
    const rows: Request[] = ['2026-04-01T04:30:00Z', '2026-04-01T05:30:00Z', '2026-04-15T15:00:00Z'].map((iso, i) => ({
      created_at: new Date(iso),
      status: 'contacted',
      channel: 'direct',
      heard_about: null,
      page_city: null,
      page_service: null,
      credit_city: null,
      credit_service: null,
      office: null,
      inspection_at: null,
      estimate_at: null,
      won_at: null,
      won_value: null,
      first_response_minutes: 10 * (i + 1),
    }));
    await apply(db, { kind: 'insert', rows });
    const q = { group: 'month-channel', dates: 'request', from: '2026-01-01', to: '2026-05-31' } as const;
    const months = async (timeZone: string) => (await report(q, timeZone)).rows.map((r) => [r.month, r.requests]);
    expect(await months(CHICAGO)).toEqual([
      ['2026-03', 1],
      ['2026-04', 2],
    ]);
    // Not yet rebuilt for Denver: the report reads the requests, and is right all the same.
    expect(await months('America/Denver')).toEqual([
      ['2026-03', 2],
      ['2026-04', 1],
    ]);
    expect(await setReportTimeZone(db, 'America/Denver')).toBe(true);
    expect(await reportRollupTimeZone(db)).toBe('America/Denver');
    expect(await setReportTimeZone(db, 'America/Denver')).toBe(false);
    const { rows: stored } = await sql<{ month: string; requests: number }>`
      select to_char(month, 'YYYY-MM') as month, requests from report_request_months where dimension = 'channel' order by 1`.execute(
      db,
    );
    expect(stored.map((r) => [r.month, r.requests])).toEqual([
      ['2026-03', 2],
      ['2026-04', 1],
    ]);
    for (const timeZone of ['America/Denver', CHICAGO])
      for (const dates of REPORT_DATE_MODES) {
        const each = { ...q, dates };
        expectSame(await report(each, timeZone), countedReport(rows, each, timeZone), `${timeZone} ${dates}`);
      }
    // New requests land in Denver's months from now on.
    await apply(db, { kind: 'insert', rows: [{ ...rows[1]!, created_at: new Date('2026-05-01T05:30:00Z') }] });
    expect(await months('America/Denver')).toEqual([
      ['2026-03', 2],
      ['2026-04', 2],
    ]);
    await expect(setReportTimeZone(db, 'Mars/Olympus_Mons')).rejects.toThrow(
      /unknown to the database.*fix timeZone in the site file/,
    );
    expect(await setReportTimeZone(db, CHICAGO)).toBe(true);
    expect(await rollups(db)).toEqual(await rebuilt(db));
  });

  it('state the median exactly below 1,024 minutes and within half a bucket (1/256) above', async () => {
    const { rows } = await sql<{ m: number; bucket: number }>`
      select m, report_minutes_bucket(m) as bucket
      from unnest(array[0, 1, 59, 185, 1023, 1024, 1031, 1032, 2047, 2048, 5000, 100000, 2147483647]) m`.execute(
      database.db,
    );
    for (const { m, bucket } of rows) {
      if (m < 1024) expect(bucketMinutes(bucket)).toBe(m);
      else expect(Math.abs(bucketMinutes(bucket) - m)).toBeLessThanOrEqual(m / 256);
    }
    // Each bucket stands for the middle of the minutes the database puts in it, and buckets follow one another.
    const { rows: buckets } = await sql<{ bucket: number; first: number; last: number }>`
      select report_minutes_bucket(m) as bucket, min(m) as first, max(m) as last
      from generate_series(0, 65535) m group by 1 order by 1`.execute(database.db);
    buckets.forEach(({ bucket, first, last }, i) => {
      expect(bucket).toBe(i);
      expect(bucketMinutes(bucket)).toBe((first + last) / 2);
    });
    expect(histogramMedian([])).toBeNull();
    expect(histogramMedian([0, 2, 0, 1])).toBe(1);
    expect(histogramMedian([0, 1, 0, 1])).toBe(2);
  });
});
