import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { generateToken, hashSecret, secretMatches, splitToken } from './tokens';

/** The two kinds of single-use mail link, each in its own table of the same shape. */
export type MailTokenKind = 'email_verifications' | 'password_resets';

export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** Creates a token for a mail link; only the SHA-256 of its secret is stored. */
export async function createMailToken(
  db: Kysely<Database>,
  kind: MailTokenKind,
  userId: string,
  now: Date,
  lifetimeMs: number,
): Promise<string> {
  const { id, secret, token } = generateToken();
  await db
    .insertInto(kind)
    .values({
      id,
      token_hash: hashSecret(secret),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + lifetimeMs),
    })
    .execute();
  return token;
}

/** The user a token stands for, if it is well-formed, known, matches and has not expired; nothing is changed. */
export async function findMailToken(
  db: Kysely<Database>,
  kind: MailTokenKind,
  token: string,
  now: Date,
): Promise<{ id: string; userId: string } | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const row = await db
    .selectFrom(kind)
    .select(['id', 'token_hash', 'user_id', 'expires_at'])
    .where('id', '=', parts.id)
    .executeTakeFirst();
  if (!row || !secretMatches(parts.secret, row.token_hash)) return null;
  if (row.expires_at.getTime() <= now.getTime()) return null;
  return { id: row.id, userId: row.user_id };
}

/**
 * Uses a token up: the user it stands for, or null when it is bad, expired or already used. The
 * delete decides a race between two clicks, so only one of them gets the user.
 */
export async function consumeMailToken(
  db: Kysely<Database>,
  kind: MailTokenKind,
  token: string,
  now: Date,
): Promise<string | null> {
  const found = await findMailToken(db, kind, token, now);
  if (!found) return null;
  const deleted = await db.deleteFrom(kind).where('id', '=', found.id).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1 ? found.userId : null;
}

/** How many links of a kind a user was sent since a time: a cap on mails one person can trigger. */
export async function countRecentMailTokens(
  db: Kysely<Database>,
  kind: MailTokenKind,
  userId: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom(kind)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
