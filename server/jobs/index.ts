import { alarmsJob } from '../alarms/job';
import { backupJob } from '../backup/nightly';
import type { Env } from '../env';
import { followUpReminderJob } from '../leads/follow-up-reminders';
import { retentionJob } from '../leads/retention';
import { maintenanceJob } from '../maintenance';
import { mailJob, type OutboxWorker } from '../mail/worker';
import { reviewAskJob } from '../reviews/asks';
import { searchNarrowingJob } from '../submissions/search-narrowing';
import type { Job } from './job';

/**
 * Every timed job of the server, in one place. A new job: declare it with defineJob (job.ts) next
 * to the code it runs, and add it here.
 */
export function serverJobs(deps: {
  env: Env;
  mailWorker?: OutboxWorker;
  mailEveryMs?: number;
  /** The nightly backup, at BACKUP_TIME in this time zone (the site file's); left out when not given. */
  backupTimeZone?: string;
  /** The build on publish (server/site-build/job.ts), when the server builds. */
  siteBuild?: Job;
}): Job[] {
  const { env, mailWorker } = deps;
  return [
    ...(mailWorker ? [mailJob(mailWorker, deps.mailEveryMs)] : []),
    maintenanceJob,
    searchNarrowingJob,
    alarmsJob,
    followUpReminderJob,
    reviewAskJob,
    ...(env.RETENTION_DAYS ? [retentionJob(env.RETENTION_DAYS)] : []),
    ...(deps.backupTimeZone ? [backupJob({ time: env.BACKUP_TIME, timeZone: deps.backupTimeZone })] : []),
    ...(deps.siteBuild ? [deps.siteBuild] : []),
  ];
}
