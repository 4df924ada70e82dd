import type { Env } from '../env';
import { retentionJob } from '../leads/retention';
import { maintenanceJob } from '../maintenance';
import { mailJob, type OutboxWorker } from '../mail/worker';
import { searchNarrowingJob } from '../submissions/search-narrowing';
import type { Job } from './job';

/**
 * Every timed job of the server, in one place. A new job: declare it with defineJob (job.ts) next
 * to the code it runs, and add it here.
 */
export function serverJobs(deps: { env: Env; mailWorker?: OutboxWorker; mailEveryMs?: number }): Job[] {
  const { env, mailWorker } = deps;
  return [
    ...(mailWorker ? [mailJob(mailWorker, deps.mailEveryMs)] : []),
    maintenanceJob,
    searchNarrowingJob,
    ...(env.RETENTION_DAYS ? [retentionJob(env.RETENTION_DAYS)] : []),
  ];
}
