import type { Kysely } from 'kysely';
import { passwordWeaknesses } from '../../shared/password-strength';
import type { Database } from '../db/types';
import { findUserById, setPasswordHash } from './accounts';
import { hashPassword, verifyPassword } from './password';
import type { MailFrom } from './password-reset';
import { recordSecurityEvent } from './second-factors';
import { invalidateUserSessions } from './session';

export type ChangeResult =
  | { ok: true; signedOut: number }
  | { ok: false; reason: 'wrong-password' }
  | { ok: false; reason: 'weak-password'; reasons: string[] };

/**
 * Change password while signed in (ASVS 2.1.5, 2.1.6). The current password is asked for, so a
 * session left open on a shared computer cannot take the account over; the new one passes the same
 * strength rules as at sign-up. Every other session of the account ends (a thief signed in
 * elsewhere is out), this one stays, and the owner is mailed (ASVS 2.2.3).
 */
export async function changePassword(
  db: Kysely<Database>,
  input: { userId: string; sessionId: string; currentPassword: string; password: string },
  now: Date,
  from: MailFrom,
): Promise<ChangeResult> {
  const user = await findUserById(db, input.userId);
  if (!user || !(await verifyPassword(user.password_hash, input.currentPassword)))
    return { ok: false, reason: 'wrong-password' };
  const reasons = passwordWeaknesses(input.password, { email: user.email, fullName: user.full_name }, from.company);
  if (reasons.length > 0) return { ok: false, reason: 'weak-password', reasons };

  const passwordHash = await hashPassword(input.password); // outside the transaction: it takes tens of milliseconds
  return db.transaction().execute(async (trx): Promise<ChangeResult> => {
    await setPasswordHash(trx, user.id, passwordHash);
    const signedOut = await invalidateUserSessions(trx, user.id, input.sessionId);
    const brand = { company: from.company, theme: from.theme };
    await recordSecurityEvent(
      trx,
      { brand, siteUrl: from.siteUrl },
      user.id,
      { kind: 'password-changed' },
      user.email,
      now,
    );
    return { ok: true, signedOut };
  });
}
