import { sql, type Kysely } from 'kysely';
import type { Database, JobOutcome } from '../db/types';

export interface JobRunSummary {
  startedAt: string;
  /** null while it runs (or when its instance stopped mid-run). */
  finishedAt: string | null;
  outcome: JobOutcome;
  error: string | null;
  result: unknown;
  instance: string;
}

export interface JobStatus {
  name: string;
  /** When the next run is due (ISO), or null before the job has been scheduled. */
  nextRunAt: string | null;
  lastRun: JobRunSummary | null;
  /** The newest run that failed, if any is still in the log (it may be older than a success). */
  lastFailure: JobRunSummary | null;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** For the dashboard: each named job's next due time, its last run and its last failure. */
export async function lastJobRuns(db: Kysely<Database>, names: readonly string[]): Promise<JobStatus[]> {
  if (!names.length) return [];
  const [schedule, runs] = await Promise.all([
    db.selectFrom('job_schedule').select(['name', 'next_run_at']).where('name', 'in', names).execute(),
    // The newest run of each job, and its newest failure; job_runs_job_idx walks each job newest first.
    db
      .selectFrom('job_runs as r')
      .selectAll('r')
      .where('r.job', 'in', names)
      .where((eb) =>
        eb.or([
          eb(
            'r.id',
            '=',
            eb.selectFrom('job_runs').select(sql<number>`max(id)`.as('id')).whereRef('job', '=', 'r.job'),
          ),
          eb(
            'r.id',
            '=',
            eb
              .selectFrom('job_runs')
              .select(sql<number>`max(id)`.as('id'))
              .whereRef('job', '=', 'r.job')
              .where('outcome', '=', 'failed'),
          ),
        ]),
      )
      .orderBy('r.id', 'desc')
      .execute(),
  ]);
  const summary = (run: (typeof runs)[number]): JobRunSummary => ({
    startedAt: iso(run.started_at)!,
    finishedAt: iso(run.finished_at),
    outcome: run.outcome,
    error: run.error,
    result: run.result,
    instance: run.instance,
  });
  return names.map((name) => {
    const ofJob = runs.filter((run) => run.job === name);
    const failure = ofJob.find((run) => run.outcome === 'failed');
    return {
      name,
      nextRunAt: iso(schedule.find((row) => row.name === name)?.next_run_at ?? null),
      lastRun: ofJob[0] ? summary(ofJob[0]) : null,
      lastFailure: failure ? summary(failure) : null,
    };
  });
}

/** Runs kept per job; older ones go (the mail pass runs every few seconds). */
export const RUNS_KEPT_PER_JOB = 200;

/** Deletes all but the newest RUNS_KEPT_PER_JOB runs of each job. Returns how many went. */
export async function pruneJobRuns(db: Kysely<Database>): Promise<number> {
  const result = await sql`
    delete from job_runs where id in (
      select id from (
        select id, row_number() over (partition by job order by id desc) as n from job_runs
      ) as ranked where n > ${RUNS_KEPT_PER_JOB}
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
