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
import { listSubmissions, submissionStats } from '../../server/submissions/queries';
import { signedInUser } from '../../tests/support/sessions';
import { commonSearch, rareSearch, seedSubmissions } from './admin-seed';

/**
 * `npm run bench:admin`: how the dashboard's reads behave on a big table. Seeds a throwaway
 * PostgreSQL database (BENCH_PG_ROWS, default 1,000,000; needs BENCH_DATABASE_URL or DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres) and an embedded one (BENCH_PGLITE_ROWS,
 * default 100,000), then times each dashboard call through the real server (tRPC, session, JSON)
 * and prints p50/p95, response sizes, and the plan of the slowest query. A benchmark, not a test:
 * it prints figures and asserts nothing. Target on PostgreSQL at 1M rows: p95 ≤ 50 ms each.
 */
const pgRows = Number(process.env.BENCH_PG_ROWS ?? 1_000_000);
const pgliteRows = Number(process.env.BENCH_PGLITE_ROWS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FIRST_MIGRATION = Object.keys(migrations).sort()[0]!;
const NOW = new Date();

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Measured {
  label: string;
  p50: number;
  p95: number;
  bytes: number;
  /** Replays the call's data function on a database that records its SQL, for EXPLAIN. */
  replay: (db: Kysely<Database>) => Promise<unknown>;
}

/** Records every query a Kysely instance compiles, so the bench can EXPLAIN exactly what ran. */
function recordingPlugin(db: Kysely<Database>, into: CompiledQuery[]): KyselyPlugin {
  return {
    transformQuery: ({ node, queryId }) => {
      into.push(db.getExecutor().compileQuery(node as RootOperationNode, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

async function measure(handle: DatabaseHandle, rows: number): Promise<Measured[]> {
  const app = await buildApp({ env: loadEnv({ DATA_DIR: os.tmpdir() }), database: handle, distDir: '/nonexistent', outbox: false, now: () => NOW });
  const { cookie } = await signedInUser(handle.db, { email: `bench-${process.pid}@example.com`, admin: true, now: NOW });
  const call = async (procedure: string, input?: unknown) => {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const response = await app.inject({ method: 'GET', url: `/trpc/${procedure}${query}`, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${procedure} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return response;
  };
  const firstPage = JSON.parse((await call('submissions.list', {})).body).result.data;
  const commonFirst = JSON.parse((await call('submissions.list', { search: commonSearch })).body).result.data;
  const rare = rareSearch(rows);

  const cases: { label: string; procedure: string; input?: Record<string, unknown>; replay: Measured['replay'] }[] = [
    { label: 'counters (stats)', procedure: 'submissions.stats', replay: (db) => submissionStats(db, NOW) },
    { label: 'first page', procedure: 'submissions.list', input: {}, replay: (db) => listSubmissions(db, { search: '', limit: 25 }) },
    { label: `search, matches little ("${rare}")`, procedure: 'submissions.list', input: { search: rare }, replay: (db) => listSubmissions(db, { search: rare, limit: 25 }) },
    { label: `search, matches much ("${commonSearch}")`, procedure: 'submissions.list', input: { search: commonSearch }, replay: (db) => listSubmissions(db, { search: commonSearch, limit: 25 }) },
    { label: 'next page', procedure: 'submissions.list', input: { cursor: firstPage.nextCursor }, replay: (db) => listSubmissions(db, { search: '', cursor: firstPage.nextCursor, limit: 25 }) },
    {
      label: `next page of "${commonSearch}"`,
      procedure: 'submissions.list',
      input: { search: commonSearch, cursor: commonFirst.nextCursor },
      replay: (db) => listSubmissions(db, { search: commonSearch, cursor: commonFirst.nextCursor, limit: 25 }),
    },
  ];

  const results: Measured[] = [];
  for (const c of cases) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now();
      const response = await call(c.procedure, c.input);
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

function report(title: string, results: Measured[]) {
  console.log(`\n${title}`);
  console.log(`  ${'call'.padEnd(44)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}   response`);
  for (const r of results) console.log(`  ${r.label.padEnd(44)} ${ms(r.p50)} ${ms(r.p95)}   ${r.bytes} bytes`);
}

/** EXPLAIN (ANALYZE) of every statement the slowest call runs. */
async function explainSlowest(handle: DatabaseHandle, results: Measured[], buffers: boolean) {
  const slowest = [...results].sort((a, b) => b.p95 - a.p95)[0]!;
  const recorded: CompiledQuery[] = [];
  await slowest.replay(handle.db.withPlugin(recordingPlugin(handle.db, recorded)));
  console.log(`\n  Plan of the slowest call, ${slowest.label} (p95 ${slowest.p95.toFixed(1)} ms):`);
  for (const query of recorded) {
    const plan = await handle.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze${buffers ? ', buffers' : ''}) ${query.sql}`, [...query.parameters]),
    );
    console.log(`\n    ${query.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
    for (const line of plan.rows) console.log(`    ${line['QUERY PLAN']}`);
  }
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
  console.log(`  ran the later migrations (indexes, per-day counts) on the full table in ${seconds(started)}`);
  started = performance.now();
  await handle.db.executeQuery(CompiledQuery.raw('vacuum analyze contact_submissions'));
  console.log(`  vacuum analyze in ${seconds(started)}`);
}

async function benchPostgres() {
  const name = `rl_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL: skipped, cannot connect to ${serverUrl} (${(error as Error).message}). Set BENCH_DATABASE_URL to a server where a database may be created.`);
    return;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: 'unused' }, { command: 'bench:admin' });
  try {
    console.log(`\nPostgreSQL (${url.host}, throwaway database ${name})`);
    await prepare(handle, pgRows);
    const results = await measure(handle, pgRows);
    report(`PostgreSQL, ${pgRows.toLocaleString('en-US')} submissions, ${runs} runs each (through the server: session, tRPC, JSON)`, results);
    await explainSlowest(handle, results, true);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
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
