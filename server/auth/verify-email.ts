import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { markEmailVerified } from './accounts';
import { consumeMailToken } from './mail-tokens';
import { createSession } from './session';

/**
 * Opens a verification link: marks the email verified, uses up every verification link of that
 * user, and starts a session. Null when the link is bad, expired or already used.
 */
export async function verifyEmail(db: Kysely<Database>, token: string, now: Date): Promise<{ token: string; expiresAt: Date } | null> {
  return db.transaction().execute(async (trx) => {
    const userId = await consumeMailToken(trx, 'email_verifications', token, now);
    if (!userId) return null;
    await markEmailVerified(trx, userId, now);
    await trx.deleteFrom('email_verifications').where('user_id', '=', userId).execute();
    return createSession(trx, userId, now);
  });
}
