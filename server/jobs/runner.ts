import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { jobRuns } from '../metrics/metrics';
import { sql, type Kysely } from 'kysely';
import { isDatabaseUnavailable } from '../db/errors';
import type { Database } from '../db/types';
import { MINUTE_MS, nextRunAfter, type Job, type JobContext, type JobResult } from './job';

export interface JobRunner {
  /** The declared jobs' names, in the order they were listed. */
  readonly names: readonly string[];
  /** Claims every job that is due by the clock and runs it; resolves when those runs have ended. Tests call this after moving the clock. */
  runDue(): Promise<string[]>;
  /** Checks for due jobs every `pollMs` from now on. */
  start(): void;
  /**
   * Looks for due jobs at `at` too, rather than at the first poll after it (up to `pollMs` later): a
   * job made due by this instance (a publish's build) starts on time. Nothing before start().
   */
  wakeAt(at: Date): void;
  /** Resolves once no run of this instance is in progress. */
  idle(): Promise<void>;
  /** No new runs; the runs in progress see their signal aborted (their child processes are killed); resolves when they have ended. */
  stop(): Promise<void>;
}

/** A run's stored result stays below this many characters of JSON. */
const RESULT_MAX_CHARS = 2000;
const ERROR_MAX_CHARS = 1000;

/** Names this process in the run log: host, process id and a random part (two starts of one pid differ). */
export const instanceName = () => `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * Runs timed jobs on any number of instances sharing one database. Each job has a row in
 * job_schedule with the time its next run is due; an instance that finds it due moves that time on
 * in one UPDATE … WHERE next_run_at <= now RETURNING, and runs the job only if the update returned
 * the row, so each due run is claimed once however many instances look. Every run is logged in
 * job_runs. Time comes from `now` (tests move it); the polling itself uses real timers.
 */
export function createJobRunner<S>(deps: {
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  jobs: readonly Job<S>[];
  services: S;
  /** How often to look for due jobs (default: every second, or the shortest interval if shorter). */
  pollMs?: number;
  instance?: string;
}): JobRunner {
  const { db, now, log, jobs } = deps;
  const names = jobs.map((job) => job.name);
  const duplicate = names.find((name, i) => names.indexOf(name) !== i);
  if (duplicate) throw new Error(`Two jobs are named "${duplicate}"; job names must be unique.`);
  const instance = deps.instance ?? instanceName();
  const intervals = jobs.map((job) => job.every).filter((every): every is number => typeof every === 'number');
  const pollMs = deps.pollMs ?? Math.min(1000, ...intervals);
  const inProgress = new Map<string, Promise<void>>();
  // Shutdown kills the child processes of the runs in progress rather than wait for them (hours, for a stuck one).
  const shutdown = new AbortController();
  let registered = false;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> | undefined;

  /** A job the database has not seen gets its row; an existing row (another instance, an earlier start) keeps its time. */
  const register = async () => {
    if (registered || !jobs.length) return;
    const at = now();
    await db
      .insertInto('job_schedule')
      .values(
        jobs.map((job) => ({
          name: job.name,
          next_run_at:
            job.firstRunAfterMs !== undefined || typeof job.every === 'number'
              ? new Date(at.getTime() + (job.firstRunAfterMs ?? 0))
              : nextRunAfter(job, at),
        })),
      )
      .onConflict((c) => c.column('name').doNothing())
      .execute();
    registered = true;
  };

  const claim = async (job: Job<S>, at: Date): Promise<boolean> => {
    const row = await db
      .updateTable('job_schedule')
      .set({ next_run_at: nextRunAfter(job, at), claimed_at: at, claimed_by: instance })
      .where('name', '=', job.name)
      .where('next_run_at', '<=', at)
      .returning('name')
      .executeTakeFirst();
    return row !== undefined;
  };

  const runOne = async (job: Job<S>): Promise<void> => {
    const jobLog = log.child({ job: job.name });
    const startedAt = now();
    const { id } = await db
      .insertInto('job_runs')
      .values({ job: job.name, instance, started_at: startedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ctx: JobContext<S> = { db, now, log: jobLog, services: deps.services, signal: shutdown.signal };
    let outcome: 'ok' | 'failed' = 'ok';
    let error: string | null = null;
    let result: JobResult | undefined;
    try {
      result = await job.run(ctx);
    } catch (caught) {
      outcome = 'failed';
      error = (caught instanceof Error ? caught.message : String(caught)).slice(0, ERROR_MAX_CHARS);
      if (isDatabaseUnavailable(caught)) jobLog.warn('job failed: database unavailable, will retry');
      else jobLog.error({ err: caught }, 'job failed, will retry');
      // Sooner than the next regular run, never later.
      const retryAt = new Date(now().getTime() + (job.retryAfterMs ?? MINUTE_MS));
      await db
        .updateTable('job_schedule')
        .set({ next_run_at: sql<Date>`least(next_run_at, ${retryAt.toISOString()}::timestamptz)` })
        .where('name', '=', job.name)
        .execute();
    }
    jobRuns.inc({ job: job.name, outcome });
    await db
      .updateTable('job_runs')
      .set({ finished_at: now(), outcome, error, result: storedResult(result) })
      .where('id', '=', id)
      .execute();
  };

  /** Claims what is due and starts it; returns the started runs. */
  const claimDue = async (): Promise<{ name: string; done: Promise<void> }[]> => {
    if (stopped || !jobs.length) return [];
    await register();
    const at = now();
    const due = await db
      .selectFrom('job_schedule')
      .select('name')
      .where('name', 'in', names)
      .where('next_run_at', '<=', at)
      .execute();
    const started: { name: string; done: Promise<void> }[] = [];
    for (const { name } of due) {
      const job = jobs.find((j) => j.name === name)!;
      // A run still going on this instance is not started again; its next run waits until it ends.
      if (stopped || inProgress.has(name) || !(await claim(job, at))) continue;
      const done = runOne(job)
        .catch((caught: unknown) => {
          if (isDatabaseUnavailable(caught)) log.warn({ job: name }, 'job run not logged: database unavailable');
          else log.error({ err: caught, job: name }, 'job run could not be logged');
        })
        .finally(() => inProgress.delete(name));
      inProgress.set(name, done);
      started.push({ name, done });
    }
    return started;
  };

  const tick = async () => {
    try {
      await claimDue();
    } catch (caught) {
      if (isDatabaseUnavailable(caught)) log.warn('jobs: database unavailable, will look again');
      else log.error({ err: caught }, 'jobs: looking for due jobs failed');
    }
  };

  const loop = () => {
    if (stopped) return;
    ticking = tick().finally(() => {
      ticking = undefined;
      if (!stopped) {
        timer = setTimeout(loop, pollMs);
        timer.unref();
      }
    });
  };

  const idle = async () => {
    while (inProgress.size) await Promise.all(inProgress.values());
  };

  return {
    names,
    async runDue() {
      const started = await claimDue();
      await Promise.all(started.map((run) => run.done));
      return started.map((run) => run.name);
    },
    start() {
      started = true;
      if (!timer && !ticking && !stopped) loop();
    },
    wakeAt(at) {
      if (!started || stopped) return;
      const wake = setTimeout(
        () => {
          // A look under way may have come just before the time: the next one follows it at once.
          const look = () => {
            if (stopped) return;
            if (ticking) return void ticking.then(look);
            clearTimeout(timer);
            timer = undefined;
            loop();
          };
          look();
        },
        Math.max(0, at.getTime() - now().getTime()),
      );
      wake.unref();
    },
    idle,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      shutdown.abort();
      await ticking;
      await idle();
    },
  };
}

function storedResult(result: JobResult | undefined): string | null {
  if (result === undefined) return null;
  const json = JSON.stringify(result);
  return json.length <= RESULT_MAX_CHARS ? json : JSON.stringify({ note: 'The result was too long to keep.' });
}
