import type { Kysely } from 'kysely';
import { deleteExpiredChallenges } from './auth/factors/challenges';
import { deleteExpiredSessions } from './auth/session';
import { deleteStaleThrottles } from './auth/throttle';
import type { Database } from './db/types';
import { vacuumEmbedded } from './db/scrub';
import { deleteExpiredUsedOnce } from './db/used-once';
import { defineJob, HOUR_MS } from './jobs/job';
import { pruneJobRuns } from './jobs/runs';

/** Clears what has run out: sessions past their limits, mail tokens past their expiry, old sign-in failure counts. */
export async function cleanUpExpired(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await db.deleteFrom('email_verifications').where('expires_at', '<=', now).execute();
  await db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
  await deleteStaleThrottles(db, now);
  await deleteExpiredUsedOnce(db, now);
  await deleteExpiredChallenges(db, now);
}

/**
 * Hourly: the clean-up above, the run log trimmed to its newest runs per job, and on the embedded
 * database (which has no autovacuum) a VACUUM, so dead rows do not pile up in its files. Deleting
 * twice deletes nothing more.
 */
export const maintenanceJob = defineJob({
  name: 'maintenance',
  every: HOUR_MS,
  async run({ db, now }) {
    await cleanUpExpired(db, now());
    const jobRunsPruned = await pruneJobRuns(db);
    return { jobRunsPruned, vacuumed: await vacuumEmbedded(db) };
  },
});
