import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AppServices } from '../services';

/** What a run gets: the database, the app's clock (tests move it), a logger named after the job, and the app's services. */
export interface JobContext<S = AppServices> {
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  services: S;
  /** Aborted when the server shuts down: a run gives it to its child processes, which are then killed. */
  signal: AbortSignal;
}

/** What a run reports for the dashboard (counts, mostly; `{}` when there is nothing to say); kept as JSON, so keep it small. */
export type JobResult = Record<string, string | number | boolean | null>;

/**
 * Timed work, declared once and listed in server/jobs/index.ts. Each due run is claimed in the
 * database, so on several instances it runs on one of them; still, write `run` so that running it
 * twice does no harm (claim rows with UPDATE … RETURNING or FOR UPDATE SKIP LOCKED), because a run
 * that outlasts its interval may meet the next one on another instance.
 */
export interface Job<S = AppServices> {
  /** Unique, stable across releases: the schedule and the run log are kept under it. */
  name: string;
  /** How often it runs: a fixed interval, or a function giving the next time after a run starts. */
  every: number | ((after: Date) => Date);
  /** The first run of a job the database has never seen waits this long (default: runs at once). */
  firstRunAfterMs?: number;
  /** After a failed run, try again this soon (default: a minute, never later than the next regular run). */
  retryAfterMs?: number;
  run(ctx: JobContext<S>): Promise<JobResult>;
}

/** Declares a job with its type checked where it is written. */
export const defineJob = <S = AppServices>(job: Job<S>): Job<S> => job;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** When a job is due next after a run that started at `after`. */
export function nextRunAfter(job: Pick<Job, 'every'>, after: Date): Date {
  return typeof job.every === 'number' ? new Date(after.getTime() + job.every) : job.every(after);
}
