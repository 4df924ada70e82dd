import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, Migrator, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { migrations } from '../../server/db/migrations';
import type { Database } from '../../server/db/types';
import { loadEnv } from '../../server/env';
import { createSession, SESSION_COOKIE } from '../../server/auth/session';
import { getLead } from '../../server/leads/detail';
import { listSubmissions } from '../../server/submissions/list';
import type { ListScope } from '../../server/submissions/scope';
import { submissionStats } from '../../server/submissions/stats';
import { LEAD_STATUSES } from '../../schema/leads';
import { REPORT_DATE_MODES, REPORT_GROUPS } from '../../schema/reports';
import { leadReport } from '../../server/reports/lead-report';
import {
  BENCH_ADMIN,
  commonSearch,
  noteLead,
  oldClusterSearch,
  rareSearch,
  seedLeadWork,
  seedSubmissions,
} from './admin-seed';
import { loadSiteOrExit } from '../../content/site-file';
import { businessDay } from '../../shared/business-time';

/** The site file, checked like content: a mistake in it prints its problem list and exits. */
const site = await loadSiteOrExit();

/**
 * `npm run bench:admin`: how the dashboard's reads behave on a big table. Seeds a throwaway
 * PostgreSQL database (BENCH_PG_ROWS, default 1,000,000; needs BENCH_DATABASE_URL or DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres) and an embedded one (BENCH_PGLITE_ROWS,
 * default 100,000), then times each dashboard call through the real server (tRPC, session, JSON)
 * and prints p50/p95, response sizes, and the plan of the slowest query. A benchmark, not a test:
 * it prints figures and asserts nothing. Target on PostgreSQL at 1M rows: p95 ≤ 50 ms each (the
 * Reports view's aggregations: ≤ 100 ms).
 *
 * Seeding a million rows takes minutes; BENCH_KEEP=1 keeps the PostgreSQL database
 * (rl_bench_keep_<rows>) after the run and reuses it on the next one.
 */
const pgRows = Number(process.env.BENCH_PG_ROWS ?? 1_000_000);
const pgliteRows = Number(process.env.BENCH_PGLITE_ROWS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 50);
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FIRST_MIGRATION = Object.keys(migrations).sort()[0]!;
const NOW = new Date();
const keep = process.env.BENCH_KEEP === '1';

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Measured {
  label: string;
  p50: number;
  p95: number;
  bytes: number;
  /** Replays the call's data function on a database that records its SQL, for EXPLAIN. */
  replay: (db: Kysely<Database>) => Promise<unknown>;
}

/**
 * Records the queries a Kysely instance runs, so the bench can EXPLAIN exactly what ran. A
 * subquery is compiled on its own as well; only queries whose results come back are kept.
 */
function recordingPlugin(db: Kysely<Database>, into: CompiledQuery[]): KyselyPlugin {
  const compiled = new Map<string, CompiledQuery>();
  return {
    transformQuery: ({ node, queryId }) => {
      compiled.set(queryId.queryId, db.getExecutor().compileQuery(node as RootOperationNode, queryId));
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const query = compiled.get(queryId.queryId);
      if (query) into.push(query);
      return result;
    },
  };
}

async function measure(handle: DatabaseHandle, rows: number): Promise<Measured[]> {
  const app = await buildApp({
    site,
    env: loadEnv({ DATA_DIR: os.tmpdir() }),
    database: handle,
    distDir: '/nonexistent',
    outbox: false,
    now: () => NOW,
  });
  const admin = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', BENCH_ADMIN)
    .executeTakeFirstOrThrow();
  const { token } = await createSession(handle.db, admin.id, NOW);
  const cookie = `${SESSION_COOKIE}=${token}`;
  const call = async (procedure: string, input?: unknown) => {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const response = await app.inject({ method: 'GET', url: `/trpc/${procedure}${query}`, headers: { cookie } });
    if (response.statusCode !== 200)
      throw new Error(`${procedure} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return response;
  };
  const mutate = async (procedure: string, input: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: `/trpc/${procedure}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
    if (response.statusCode !== 200)
      throw new Error(`${procedure} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return response;
  };
  const firstPage = JSON.parse((await call('submissions.list', {})).body).result.data;
  const commonFirst = JSON.parse((await call('submissions.list', { search: commonSearch })).body).result.data;
  const rare = rareSearch(rows);
  const clock = app.services.officeClock;
  const scope = (view: ListScope['view'], ownerId: string | null = null): ListScope => ({
    view,
    ownerId,
    now: NOW,
    clock,
    responseMinutes: 120,
    emergencyMinutes: 60,
    emergencyServices: site.emergencyServices,
  });
  const lead = await noteLead(handle.db);
  // A status change through the server, on the version the last one produced.
  let version = (
    await handle.db.selectFrom('contact_submissions').select('version').where('id', '=', lead).executeTakeFirstOrThrow()
  ).version;
  let flip = 0;
  const today = businessDay(NOW, site.timeZone);
  const fiveYearsAgo = `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`;

  const cases: {
    label: string;
    procedure: string;
    input?: Record<string, unknown>;
    mutation?: () => Promise<{ body: string }>;
    replay: Measured['replay'];
  }[] = [
    { label: 'counters (stats)', procedure: 'submissions.stats', replay: (db) => submissionStats(db, scope('all')) },
    {
      label: 'first page',
      procedure: 'submissions.list',
      input: {},
      replay: (db) => listSubmissions(db, { search: '', limit: 25 }, scope('all')),
    },
    {
      label: `search, matches little ("${rare}")`,
      procedure: 'submissions.list',
      input: { search: rare },
      replay: (db) => listSubmissions(db, { search: rare, limit: 25 }, scope('all')),
    },
    {
      label: `search, 1% of rows, all old ("${oldClusterSearch}")`,
      procedure: 'submissions.list',
      input: { search: oldClusterSearch },
      replay: (db) => listSubmissions(db, { search: oldClusterSearch, limit: 25 }, scope('all')),
    },
    {
      label: `search, matches much ("${commonSearch}")`,
      procedure: 'submissions.list',
      input: { search: commonSearch },
      replay: (db) => listSubmissions(db, { search: commonSearch, limit: 25 }, scope('all')),
    },
    {
      label: 'next page',
      procedure: 'submissions.list',
      input: { cursor: firstPage.nextCursor },
      replay: (db) => listSubmissions(db, { search: '', cursor: firstPage.nextCursor, limit: 25 }, scope('all')),
    },
    {
      label: `next page of "${commonSearch}"`,
      procedure: 'submissions.list',
      input: { search: commonSearch, cursor: commonFirst.nextCursor },
      replay: (db) =>
        listSubmissions(db, { search: commonSearch, cursor: commonFirst.nextCursor, limit: 25 }, scope('all')),
    },
    ...LEAD_STATUSES.map((status) => ({
      label: `status ${status}`,
      procedure: 'submissions.list',
      input: { view: status },
      replay: (db: Kysely<Database>) => listSubmissions(db, { search: '', limit: 25 }, scope(status)),
    })),
    {
      label: 'Open',
      procedure: 'submissions.list',
      input: { view: 'open' },
      replay: (db) => listSubmissions(db, { search: '', limit: 25 }, scope('open')),
    },
    {
      label: `Open + search ("${commonSearch}")`,
      procedure: 'submissions.list',
      input: { view: 'open', search: commonSearch },
      replay: (db) => listSubmissions(db, { search: commonSearch, limit: 25 }, scope('open')),
    },
    {
      label: `Open + search ("${oldClusterSearch}")`,
      procedure: 'submissions.list',
      input: { view: 'open', search: oldClusterSearch },
      replay: (db) => listSubmissions(db, { search: oldClusterSearch, limit: 25 }, scope('open')),
    },
    {
      label: 'Mine',
      procedure: 'submissions.list',
      input: { mine: true },
      replay: (db) => listSubmissions(db, { search: '', limit: 25 }, scope('all', admin.id)),
    },
    {
      label: 'Overdue',
      procedure: 'submissions.list',
      input: { view: 'overdue' },
      replay: (db) => listSubmissions(db, { search: '', limit: 25 }, scope('overdue')),
    },
    {
      label: 'one lead with 50 notes (leads.get)',
      procedure: 'leads.get',
      input: { id: lead },
      replay: (db) => getLead(db, lead, scope('all')),
    },
    // The Reports view: this year so far (its default), every grouping, both ways of dating.
    ...REPORT_GROUPS.flatMap((group) =>
      REPORT_DATE_MODES.map((dates) => ({
        label: `report: ${group}, by ${dates} date`,
        procedure: 'reports.leads',
        input: { group, dates },
        replay: (db: Kysely<Database>) =>
          leadReport(db, { group, dates, now: NOW, timeZone: site.timeZone, offices: site.offices }),
      })),
    ),
    {
      label: 'report: month-channel, all five years',
      procedure: 'reports.leads',
      input: { group: 'month-channel', from: fiveYearsAgo, to: today },
      replay: (db) =>
        leadReport(db, {
          group: 'month-channel',
          dates: 'request',
          from: fiveYearsAgo,
          to: today,
          now: NOW,
          timeZone: site.timeZone,
          offices: site.offices,
        }),
    },
    {
      label: 'status change (leads.setStatus)',
      procedure: 'leads.setStatus',
      mutation: async () => {
        const status = flip++ % 2 ? 'contacted' : 'estimate_sent';
        const response = await mutate('leads.setStatus', { id: lead, version, status });
        version = JSON.parse(response.body).result.data.version;
        return response;
      },
      replay: (db) => getLead(db, lead, scope('all')),
    },
  ];

  const results: Measured[] = [];
  for (const c of cases) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now();
      const response = c.mutation ? await c.mutation() : await call(c.procedure, c.input);
      const elapsed = performance.now() - started;
      bytes = Buffer.byteLength(response.body);
      if (i >= 3) times.push(elapsed); // the first calls warm caches and plans
    }
    times.sort((a, b) => a - b);
    results.push({ label: c.label, p50: percentile(times, 50), p95: percentile(times, 95), bytes, replay: c.replay });
  }
  await app.close();
  return results;
}

/** The p95 each call should meet: an aggregation over a year of requests gets 100 ms, the rest 50. */
const targetOf = (label: string) => (label.startsWith('report:') ? 100 : 50);

function report(title: string, results: Measured[]) {
  console.log(`\n${title}`);
  console.log(`  ${'call'.padEnd(50)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}   response`);
  for (const r of results)
    console.log(
      `  ${r.label.padEnd(50)} ${ms(r.p50)} ${ms(r.p95)}   ${r.bytes} bytes${r.p95 > targetOf(r.label) ? `   over ${targetOf(r.label)} ms` : ''}`,
    );
}

/** EXPLAIN (ANALYZE) of every statement the slowest call runs. */
async function explainSlowest(handle: DatabaseHandle, results: Measured[], buffers: boolean) {
  const slowest = [...results].sort((a, b) => b.p95 - a.p95)[0]!;
  const recorded: CompiledQuery[] = [];
  await slowest.replay(handle.db.withPlugin(recordingPlugin(handle.db, recorded)));
  console.log(`\n  Plan of the slowest call, ${slowest.label} (p95 ${slowest.p95.toFixed(1)} ms):`);
  // In one transaction, so a call's `set local` settings (the report's work_mem and jit) are run
  // as they are and shape the plans explained after them.
  await handle.db.transaction().execute(async (trx) => {
    for (const query of recorded) {
      if (/^\s*set\s/i.test(query.sql)) {
        await trx.executeQuery(query);
        continue;
      }
      const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze${buffers ? ', buffers' : ''}) ${query.sql}`, [...query.parameters]),
      );
      console.log(`\n    ${query.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
      for (const line of plan.rows) console.log(`    ${line['QUERY PLAN']}`);
    }
  });
}

/** Schema as before the search migration, the rows, then the remaining migrations on the full table (as an upgrade would run them). */
async function prepare(handle: DatabaseHandle, rows: number) {
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const first = await migrator.migrateTo(FIRST_MIGRATION);
  if (first.error) throw first.error;
  let started = performance.now();
  await seedSubmissions(handle.db, rows);
  console.log(`  seeded ${rows.toLocaleString('en-US')} submissions in ${seconds(started)}`);
  started = performance.now();
  const rest = await migrator.migrateToLatest();
  if (rest.error) throw rest.error;
  console.log(
    `  ran the later migrations (indexes, per-day counts, lead columns) on the full table in ${seconds(started)}`,
  );
  started = performance.now();
  await seedLeadWork(handle.db, NOW);
  console.log(`  gave the requests statuses, owners, first responses and one lead 50 notes in ${seconds(started)}`);
  started = performance.now();
  await handle.db.executeQuery(CompiledQuery.raw('vacuum analyze contact_submissions'));
  console.log(`  vacuum analyze in ${seconds(started)}`);
}

async function benchPostgres() {
  const name = keep ? `rl_bench_keep_${pgRows}` : `rl_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `\nPostgreSQL: skipped, cannot connect to ${serverUrl} (${(error as Error).message}). Set BENCH_DATABASE_URL to a server where a database may be created.`,
    );
    return;
  }
  const exists = keep && (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: 'unused' }, { command: 'bench:admin' });
  try {
    console.log(`\nPostgreSQL (${url.host}, ${keep ? 'kept' : 'throwaway'} database ${name})`);
    const seeded =
      exists &&
      (
        await handle.db.executeQuery<{ n: number }>(
          CompiledQuery.raw("select count(*)::int as n from pg_tables where tablename = 'bench_seeded'"),
        )
      ).rows[0]!.n === 1;
    if (seeded) {
      console.log('  reusing the rows seeded by an earlier run (BENCH_KEEP=1)');
      // Migrations added since that run, so the server finds the columns it reads; one may sort
      // before a migration the kept database already ran (engineers' prefixes land out of order).
      const migrated = await new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => migrations },
        allowUnorderedMigrations: true,
      }).migrateToLatest();
      if (migrated.error) throw migrated.error;
    } else {
      await prepare(handle, pgRows);
      if (keep)
        await handle.db.executeQuery(CompiledQuery.raw('create table bench_seeded (at timestamptz default now())'));
    }
    const results = await measure(handle, pgRows);
    report(
      `PostgreSQL, ${pgRows.toLocaleString('en-US')} submissions, ${runs} runs each (through the server: session, tRPC, JSON)`,
      results,
    );
    await explainSlowest(handle, results, true);
  } finally {
    await handle.close();
    if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function benchEmbedded() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rl-bench-'));
  const handle = await openDatabase({ DATA_DIR: dataDir }, { command: 'bench:admin' });
  try {
    console.log(`\nEmbedded PGlite (${dataDir})`);
    await prepare(handle, pgliteRows);
    const results = await measure(handle, pgliteRows);
    report(`Embedded PGlite, ${pgliteRows.toLocaleString('en-US')} submissions, ${runs} runs each`, results);
    await explainSlowest(handle, results, false);
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_ONLY;
if (only !== 'embedded') await benchPostgres();
if (only !== 'postgres') await benchEmbedded();
