import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { findUserById, markEmailVerified } from './accounts';
import { consumeMailToken, findMailToken } from './mail-tokens';
import { verifyPassword } from './password';
import { createSession } from './session';

export type VerifyResult =
  | { ok: true; userId: string; session: { token: string; expiresAt: Date } }
  | { ok: false; reason: 'invalid-link' | 'wrong-password' };

/** Whether a verification link is good now (opening it changes nothing: mail scanners open links). */
export async function verificationLinkIsValid(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  return (await findMailToken(db, 'email_verifications', token, now)) !== null;
}

/**
 * Confirms an address from its link, with the account's password. The link proves the mailbox;
 * the password proves the account was made by the mailbox's owner, so one made by someone else
 * in their name (pre-hijacking) cannot be confirmed with the owner's click: the owner sets their
 * own password through "Forgot password" instead, which also confirms the address. On success:
 * the email is verified, every verification link of the user is used up, and a session starts.
 */
export async function verifyEmail(
  db: Kysely<Database>,
  input: { token: string; password: string },
  now: Date,
): Promise<VerifyResult> {
  const found = await findMailToken(db, 'email_verifications', input.token, now);
  const user = found && (await findUserById(db, found.userId));
  if (!user) return { ok: false, reason: 'invalid-link' };
  if (!(await verifyPassword(user.password_hash, input.password))) return { ok: false, reason: 'wrong-password' };
  return db.transaction().execute(async (trx): Promise<VerifyResult> => {
    const userId = await consumeMailToken(trx, 'email_verifications', input.token, now);
    if (userId !== user.id) return { ok: false, reason: 'invalid-link' };
    await markEmailVerified(trx, userId, now);
    await trx.deleteFrom('email_verifications').where('user_id', '=', userId).execute();
    return { ok: true, userId, session: await createSession(trx, userId, now, 'email-link') };
  });
}
