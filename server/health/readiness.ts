import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { migrations } from '../db/migrations';
import { checkDisk, type DiskFloor, type FreeSpaceReader } from './disk';
import { gradeAbove, worst, type CheckResult, type Grade } from './status';

export interface ReadinessDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** Folders whose free space is watched (DATA_DIR and the embedded log folder). */
  diskFolders: string[];
  diskFloor: DiskFloor;
  /** How free space is read (statfs; tests inject a nearly full disk). */
  readFree?: FreeSpaceReader;
  /** Answers slower than this fail the database check. */
  databaseDeadlineMs?: number;
  /** A due mail older than this warns: the mail transport is failing or the worker stopped. */
  outboxStuckMinutes?: number;
  /** When the rate-limit store last fell back to per-instance counting, if ever. */
  rateLimitFallbackAt?: () => Date | undefined;
  /** Asks the shared rate-limit store whether it answers now: null when it does, else why not. */
  probeRateLimitStore?: () => Promise<string | null>;
  /** Results are reused for this long, so a balancer probing every second costs a query a second at most. */
  cacheMs?: number;
}

export interface Readiness {
  status: Grade;
  checks: Record<string, CheckResult>;
  checkedAt: string;
}

const withDeadline = <T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([
    work,
    new Promise<'timeout'>((resolve) => {
      setTimeout(() => resolve('timeout'), ms).unref();
    }),
  ]);

/** Fails when a query does not come back within the deadline, or errors. */
async function checkDatabase(db: Kysely<Database>, deadlineMs: number): Promise<CheckResult> {
  const started = performance.now();
  try {
    const answer = await withDeadline(sql`select 1 as ok`.execute(db), deadlineMs);
    const ms = Math.round(performance.now() - started);
    if (answer === 'timeout') return { status: 'fail', detail: `no answer within ${deadlineMs} ms`, ms };
    return { status: ms > deadlineMs / 2 ? 'warn' : 'ok', detail: `answered in ${ms} ms`, ms };
  } catch (error) {
    return { status: 'fail', detail: `unreachable: ${(error as Error).message.slice(0, 120)}` };
  }
}

/** Every migration this code knows is applied; a missing one fails (the code expects its tables). */
async function checkMigrations(db: Kysely<Database>, deadlineMs: number): Promise<CheckResult> {
  try {
    const rows = await withDeadline(
      sql<{ name: string }>`select name from kysely_migration`.execute(db).then((r) => r.rows),
      deadlineMs,
    );
    if (rows === 'timeout') return { status: 'fail', detail: `no answer within ${deadlineMs} ms` };
    const applied = new Set(rows.map((row) => row.name));
    const missing = Object.keys(migrations).filter((name) => !applied.has(name));
    const unknown = [...applied].filter((name) => !(name in migrations));
    if (missing.length)
      return {
        status: 'fail',
        detail: `${missing.length} migration(s) not applied (${missing[0]}…): run npm run migrate`,
        applied: applied.size,
        missing: missing.length,
      };
    if (unknown.length)
      return {
        status: 'warn',
        detail: `the database has ${unknown.length} migration(s) this code does not know: an older version is running`,
        applied: applied.size,
      };
    return { status: 'ok', detail: `${applied.size} applied`, applied: applied.size, missing: 0 };
  } catch (error) {
    return { status: 'fail', detail: `cannot read migrations: ${(error as Error).message.slice(0, 120)}` };
  }
}

export interface OutboxState {
  waiting: number;
  failed: number;
  /** Seconds the oldest mail that is due has waited, or 0. */
  oldestDueSeconds: number;
  /**
   * Seconds since the oldest mail not yet sent was queued (due or waiting out a retry), or 0.
   * While the mail server refuses, mails wait out their backoff and are seldom due: this is the
   * figure that grows.
   */
  oldestWaitingSeconds: number;
}

export async function outboxState(db: Kysely<Database>, now: Date): Promise<OutboxState> {
  const row = await db
    .selectFrom('email_outbox')
    .select([
      sql<number>`count(*) filter (where status in ('pending', 'sending'))::int`.as('waiting'),
      sql<number>`count(*) filter (where status = 'failed')::int`.as('failed'),
      sql<Date | null>`min(created_at) filter (where status in ('pending', 'sending') and next_attempt_at <= ${now})`.as(
        'oldest',
      ),
      sql<Date | null>`min(created_at) filter (where status in ('pending', 'sending', 'failed'))`.as('oldestWaiting'),
    ])
    .executeTakeFirstOrThrow();
  const age = (at: Date | null) => (at ? Math.max(0, Math.round((now.getTime() - new Date(at).getTime()) / 1000)) : 0);
  return {
    waiting: Number(row.waiting),
    failed: Number(row.failed),
    oldestDueSeconds: age(row.oldest),
    oldestWaitingSeconds: age(row.oldestWaiting),
  };
}

/**
 * Mail waiting too long warns, never fails: requests are still taken and their mails kept, so
 * the site must stay in the balancer while SMTP is down.
 */
async function checkOutbox(
  db: Kysely<Database>,
  now: Date,
  stuckMinutes: number,
  deadlineMs: number,
): Promise<CheckResult> {
  try {
    const state = await withDeadline(outboxState(db, now), deadlineMs);
    if (state === 'timeout') return { status: 'warn', detail: `no answer within ${deadlineMs} ms` };
    // Not sent that long after it was queued: the worker stopped (the mail is due) or the mail
    // server keeps refusing (it waits out a retry); either way nobody is hearing from the site.
    const stuck = Math.max(state.oldestDueSeconds, state.oldestWaitingSeconds) > stuckMinutes * 60;
    const status: Grade = stuck || state.failed > 0 ? 'warn' : 'ok';
    const detail = stuck
      ? `the oldest mail has waited ${Math.round(state.oldestWaitingSeconds / 60)} minutes: check the mail server (SMTP_URL)`
      : state.failed > 0
        ? `${state.failed} mail(s) gave up after every retry: see the dashboard's System page`
        : `${state.waiting} waiting`;
    return { status, detail, ...state };
  } catch (error) {
    return { status: 'warn', detail: `cannot read the outbox: ${(error as Error).message.slice(0, 120)}` };
  }
}

/**
 * How late the event loop runs: a loop that lags answers every request late, and one that is
 * stuck answers none (the watchdog ends the process then; see watchdog.ts).
 */
export function eventLoopMonitor() {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  // The histogram records a stall only once its timer fires after it; a check that runs right
  // after a stall, before that, sees it through the gap since this ticker last ran.
  const TICK_MS = 100;
  let lastTick = performance.now();
  let maxGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - lastTick - TICK_MS);
    lastTick = now;
  }, TICK_MS);
  ticker.unref();
  return {
    /** Grades the delay since the last check; `peek` leaves it to be counted again by the next one. */
    check({ peek = false }: { peek?: boolean } = {}): CheckResult {
      const p99 = Math.round(histogram.percentile(99) / 1e6);
      const now = performance.now();
      const max = Math.round(Math.max(0, maxGap, now - lastTick - TICK_MS));
      if (!peek) {
        histogram.reset();
        // This look has counted the gap so far: the next one starts from here.
        maxGap = 0;
        lastTick = now;
      }
      // A loop late most of the time (p99) is overloaded; one stuck for a second at any point since
      // the last look (max) left every request of that second unanswered.
      const status = worst([gradeAbove(p99, 200, 1_000), gradeAbove(max, 500, 1_000)]);
      return {
        status,
        detail:
          status === 'ok'
            ? `p99 delay ${p99} ms`
            : `the event loop ran up to ${max} ms late (p99 ${p99} ms) since the last check: the process is overloaded or blocked`,
        p99Ms: p99,
        maxMs: max,
      };
    },
    stop: () => {
      histogram.disable();
      clearInterval(ticker);
    },
  };
}

/** The readiness report, computed at most once per `cacheMs` however often it is asked for. */
export function createReadiness(deps: ReadinessDeps) {
  const deadlineMs = deps.databaseDeadlineMs ?? 2_000;
  const cacheMs = deps.cacheMs ?? 1_500;
  const loop = eventLoopMonitor();
  let cached: { at: number; report: Readiness } | undefined;
  let running: Promise<Readiness> | undefined;

  // A fresh look (the alarms, the System page) peeks at the event loop: the stall it saw must
  // still reach the balancer's next /readyz.
  const compute = async ({ peek = false }: { peek?: boolean } = {}): Promise<Readiness> => {
    const now = deps.now();
    const [database, migrationsCheck, outbox] = await Promise.all([
      checkDatabase(deps.db, deadlineMs),
      checkMigrations(deps.db, deadlineMs),
      checkOutbox(deps.db, now, deps.outboxStuckMinutes ?? 15, deadlineMs),
    ]);
    const checks: Record<string, CheckResult> = {
      database,
      migrations: migrationsCheck,
      outbox,
      disk: checkDisk(deps.diskFolders, deps.diskFloor, deps.readFree),
      eventLoop: loop.check({ peek }),
    };
    const fellBack = deps.rateLimitFallbackAt?.();
    if (deps.rateLimitFallbackAt) {
      // Fallbacks are stamped by the process's own clock, so they are aged by it too.
      const recent = fellBack && Date.now() - fellBack.getTime() < 5 * 60_000;
      const down = deps.probeRateLimitStore ? await withDeadline(deps.probeRateLimitStore(), deadlineMs) : null;
      checks.rateLimitStore = down
        ? {
            status: 'warn',
            detail: `the shared rate-limit store does not answer (${down === 'timeout' ? `no answer within ${deadlineMs} ms` : down}): limits count per instance`,
          }
        : recent
          ? {
              status: 'warn',
              detail: 'the shared rate-limit store failed in the last 5 minutes: limits count per instance',
              lastFallback: fellBack.toISOString(),
            }
          : { status: 'ok', detail: 'shared counters answer' };
    }
    return { status: worst(Object.values(checks).map((c) => c.status)), checks, checkedAt: now.toISOString() };
  };

  return {
    async report(): Promise<Readiness> {
      if (cached && performance.now() - cached.at < cacheMs) return cached.report;
      running ??= compute().finally(() => (running = undefined));
      const report = await running;
      cached = { at: performance.now(), report };
      return report;
    },
    /** Computed now, whatever the cache holds (the alarms' look every few minutes; a test that just changed something). */
    async fresh(): Promise<Readiness> {
      return compute({ peek: true });
    },
    stop: () => loop.stop(),
  };
}
