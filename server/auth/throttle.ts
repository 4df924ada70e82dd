import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Failed sign-ins are counted in the database, per account and address pair, per address and per
 * account (a slow backstop), so the lockout holds
 * across every server instance and restart. After `maxFailures` within `windowMs` the key is
 * locked for `lockMs`; while the window lasts, each further failure locks it again, so a
 * guesser gets one try per lock period. A quiet window starts the count over.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/**
 * One account from one address: a person mistyping gets five tries; a guesser gets one every five
 * minutes after that. Keyed by the pair, so a stranger's failures lock only the stranger out of
 * the account, never its owner at another address (OWASP's authentication guidance).
 */
export const PAIR_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 5 * 60_000 };
/**
 * One account from every address together: the slow backstop against guessing spread over many
 * addresses. Far above what a person mistyping reaches, and short, so a lock costs the owner
 * minutes (a reset link always works meanwhile).
 */
export const ACCOUNT_BACKSTOP_POLICY: ThrottlePolicy = { maxFailures: 50, windowMs: 60 * 60_000, lockMs: 5 * 60_000 };
/**
 * One account from one network (an IPv6 /48, an IPv4 address): one home or server holds a /56 or
 * more and can rotate through its /64s, so its guesses are counted together. Its first
 * NETWORK_SHARE_OF_BACKSTOP failures an hour count towards the account backstop; beyond that the
 * network only locks itself out, never the owner elsewhere.
 */
export const NETWORK_POLICY: ThrottlePolicy = { maxFailures: 10, windowMs: 60 * 60_000, lockMs: 15 * 60_000 };
export const NETWORK_SHARE_OF_BACKSTOP = 10;
/** One address trying many accounts (an office shares an IP, so more room). */
export const IP_POLICY: ThrottlePolicy = { maxFailures: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export const accountKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const pairKey = (email: string, ip: string) => `pair:${ip}:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;
export const networkAccountKey = (network: string, email: string) => `net:${network}:${email.trim().toLowerCase()}`;

/** Seconds until every given key is unlocked; 0 when none is locked. */
export async function lockedForSeconds(db: Kysely<Database>, keys: string[], now: Date): Promise<number> {
  const row = await db
    .selectFrom('auth_throttle')
    .select((eb) => eb.fn.max('locked_until').as('until'))
    .where('key', 'in', keys)
    .where('locked_until', '>', now)
    .executeTakeFirst();
  const until = row?.until ? new Date(row.until) : undefined;
  return until ? Math.ceil((until.getTime() - now.getTime()) / 1000) : 0;
}

/** Counts one failure in a single statement, so parallel requests on any instance add up exactly; returns the count. */
export async function recordFailure(
  db: Kysely<Database>,
  key: string,
  policy: ThrottlePolicy,
  now: Date,
): Promise<number> {
  const windowCutoff = new Date(now.getTime() - policy.windowMs);
  const lockUntil = new Date(now.getTime() + policy.lockMs);
  const startOver = sql<boolean>`(auth_throttle.window_started_at <= ${windowCutoff} and (auth_throttle.locked_until is null or auth_throttle.locked_until <= ${now}))`;
  const failures = sql<number>`(case when ${startOver} then 1 else auth_throttle.failures + 1 end)`;
  const row = await db
    .insertInto('auth_throttle')
    .values({ key, failures: 1, window_started_at: now, locked_until: policy.maxFailures <= 1 ? lockUntil : null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures,
        window_started_at: sql`case when ${startOver} then ${now} else auth_throttle.window_started_at end`,
        locked_until: sql`case when ${failures} >= ${policy.maxFailures} then ${lockUntil} when ${startOver} then null else auth_throttle.locked_until end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** A successful sign-in forgets its pair's failures (not the IP's or the account's: one good sign-in must not reset a guesser's count). */
export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
}

/** A password reset proves the mailbox: every count against the account goes, from every address. */
export async function clearAccountFailures(db: Kysely<Database>, email: string): Promise<void> {
  const suffix = `:${email.trim().toLowerCase()}`;
  await db
    .deleteFrom('auth_throttle')
    .where((eb) =>
      eb.or([
        eb('key', '=', accountKey(email)),
        eb.and([
          eb.or([eb('key', 'like', 'pair:%'), eb('key', 'like', 'net:%')]),
          eb(sql`right(key, ${suffix.length})`, '=', suffix),
        ]),
      ]),
    )
    .execute();
}

/** Rows whose window and lock are long over; run by the hourly clean-up. */
export async function deleteStaleThrottles(db: Kysely<Database>, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60_000);
  await db
    .deleteFrom('auth_throttle')
    .where('window_started_at', '<', cutoff)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
}
