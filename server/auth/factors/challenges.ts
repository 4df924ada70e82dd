import type { Kysely, Transaction } from 'kysely';
import type { AuthChallengesTable, Database } from '../../db/types';
import { generateToken, hashSecret, secretMatches, splitToken } from '../tokens';

/** A challenge or ticket lives this long; after it, the step it guards starts over. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose =
  /** Password accepted; the second step is still to come. `data` is unused. */
  | 'second-step'
  /** A WebAuthn challenge for signing in (user_id null: any passkey; set: that account's). */
  | 'passkey-auth'
  /** A WebAuthn challenge for adding a passkey to user_id. */
  | 'passkey-register'
  /** An authenticator-app secret shown but not yet confirmed with a code (`data`: the sealed secret). */
  | 'totp-setup';

export type Challenge = Pick<AuthChallengesTable, 'purpose' | 'user_id' | 'challenge' | 'data'> & { id: string };

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Stores a challenge for five minutes and returns the token the browser holds for it (`id.secret`,
 * of which only the secret's hash is stored, like a session's).
 */
export async function createChallenge(
  db: Db,
  input: { purpose: ChallengePurpose; userId: string | null; challenge?: string; data?: string },
  now: Date,
): Promise<string> {
  const { id, secret, token } = generateToken();
  await db
    .insertInto('auth_challenges')
    .values({
      id,
      secret_hash: hashSecret(secret),
      purpose: input.purpose,
      user_id: input.userId,
      challenge: input.challenge ?? null,
      data: input.data ?? null,
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
    })
    .execute();
  return token;
}

/** The live challenge a token stands for, left in place (a second step may be tried again after a typo). */
export async function peekChallenge(
  db: Db,
  token: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<Challenge | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const row = await db
    .selectFrom('auth_challenges')
    .selectAll()
    .where('id', '=', parts.id)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || !secretMatches(parts.secret, row.secret_hash) || row.expires_at.getTime() <= now.getTime()) return null;
  return { id: row.id, purpose: row.purpose, user_id: row.user_id, challenge: row.challenge, data: row.data };
}

/**
 * Uses a challenge up: deleted in one statement, so of two requests racing with the same token
 * on any instances exactly one gets it. Null when it is unknown, expired, for another purpose or
 * already used.
 */
export async function takeChallenge(
  db: Db,
  token: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<Challenge | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const row = await db
    .deleteFrom('auth_challenges')
    .where('id', '=', parts.id)
    .where('purpose', '=', purpose)
    .returningAll()
    .executeTakeFirst();
  if (!row || !secretMatches(parts.secret, row.secret_hash) || row.expires_at.getTime() <= now.getTime()) return null;
  return { id: row.id, purpose: row.purpose, user_id: row.user_id, challenge: row.challenge, data: row.data };
}

/** Run by the hourly clean-up. */
export async function deleteExpiredChallenges(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('auth_challenges').where('expires_at', '<=', now).execute();
}
