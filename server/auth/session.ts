import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { generateToken, hashSecret, secretMatches, splitToken } from './tokens';

export const SESSION_COOKIE = 'rl_session';

/** A session ends after this long unused… */
export const INACTIVITY_TIMEOUT_MS = 10 * 24 * 60 * 60 * 1000;
/** …and after this long in any case. */
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so a busy session does not write on every request. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
}

export interface ValidSession {
  id: string;
  user: SessionUser;
  /** When the cookie should expire if set now. */
  expiresAt: Date;
}

function expiryOf(createdAt: Date, lastUsedAt: Date): Date {
  return new Date(Math.min(lastUsedAt.getTime() + INACTIVITY_TIMEOUT_MS, createdAt.getTime() + ABSOLUTE_LIFETIME_MS));
}

/** Starts a session for a user; the returned token goes to the cookie and is never stored. */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const { id, secret, token } = generateToken();
  await db
    .insertInto('sessions')
    .values({ id, secret_hash: hashSecret(secret), user_id: userId, created_at: now, last_used_at: now })
    .execute();
  return { token, expiresAt: expiryOf(now, now) };
}

/**
 * The session a cookie token stands for, or null. Never throws for a bad token: malformed,
 * unknown, wrong secret and expired all read as "no session". An expired row is deleted.
 */
export async function validateSessionToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<ValidSession | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.secret_hash',
      'sessions.created_at',
      'sessions.last_used_at',
      'users.id as user_id',
      'users.email',
      'users.full_name',
    ])
    .where('sessions.id', '=', parts.id)
    .executeTakeFirst();
  if (!row || !secretMatches(parts.secret, row.secret_hash)) return null;

  if (now.getTime() >= expiryOf(row.created_at, row.last_used_at).getTime()) {
    await invalidateSession(db, row.id);
    return null;
  }
  let lastUsedAt = row.last_used_at;
  if (now.getTime() - lastUsedAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
    lastUsedAt = now;
    await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', row.id).execute();
  }
  return {
    id: row.id,
    user: { id: row.user_id, email: row.email, fullName: row.full_name },
    expiresAt: expiryOf(row.created_at, lastUsedAt),
  };
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function invalidateUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Removes every session past its inactivity or absolute limit; run periodically by the server. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('last_used_at', '<=', new Date(now.getTime() - INACTIVITY_TIMEOUT_MS)),
        eb('created_at', '<=', new Date(now.getTime() - ABSOLUTE_LIFETIME_MS)),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
