import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { deleteExpiredChallenges } from './auth/factors/challenges';
import { deleteExpiredSessions } from './auth/session';
import { deleteStaleThrottles } from './auth/throttle';
import { isDatabaseUnavailable } from './db/errors';
import type { Database } from './db/types';
import { deleteExpiredUsedOnce } from './db/used-once';

/** Clears what has run out: sessions past their limits, mail tokens past their expiry, old sign-in failure counts. Hourly. */
export async function cleanUpExpired(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await db.deleteFrom('email_verifications').where('expires_at', '<=', now).execute();
  await db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
  await deleteStaleThrottles(db, now);
  await deleteExpiredUsedOnce(db, now);
  await deleteExpiredChallenges(db, now);
}

export function startMaintenance(deps: {
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  everyMs?: number;
}): { stop: () => void } {
  const run = () =>
    cleanUpExpired(deps.db, deps.now()).catch((error) => {
      if (!isDatabaseUnavailable(error)) deps.log.error({ err: error }, 'clean-up of expired rows failed');
    });
  const timer = setInterval(run, deps.everyMs ?? 60 * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
