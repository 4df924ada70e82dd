import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { MailBrand } from '../mail/compose';
import type { Database, User } from '../db/types';
import { enqueueMail } from '../mail/outbox';
import { findUserByEmail, findUserById, markEmailVerified, setPasswordHash } from './accounts';
import { alreadyRegisteredMail, passwordResetMail, resetLink } from './mails';
import {
  consumeMailToken,
  countRecentMailTokens,
  createMailToken,
  findMailToken,
  RESET_LIFETIME_MS,
} from './mail-tokens';
import { hashPassword } from './password';
import { recordSecurityEvent } from './second-factors';
import { passwordWeaknesses } from '../../shared/password-strength';
import { invalidateUserSessions } from './session';
import { clearAccountFailures } from './throttle';

/** At most this many reset links per account and hour, so nobody can flood a mailbox through the form. */
export const MAX_RESET_MAILS_PER_HOUR = 5;

/** Who account mails come from: the company's name and theme, and the site their links lead to. */
export interface MailFrom extends MailBrand {
  siteUrl: string;
}

/**
 * Makes a reset link for a user and queues the mail (a reset, or the notice that someone tried to
 * sign up with the address), unless the hourly cap is reached: then nothing is sent and the caller
 * still says "ok", so the cap reveals nothing either. Run it in
 * the transaction of whatever caused it.
 */
export async function sendResetLink(
  trx: Kysely<Database>,
  user: User,
  from: MailFrom,
  now: Date,
  reason: 'reset' | 'already-registered',
): Promise<boolean> {
  const recent = await countRecentMailTokens(trx, 'password_resets', user.id, new Date(now.getTime() - 60 * 60 * 1000));
  const capped = recent >= MAX_RESET_MAILS_PER_HOUR;
  const minutes = RESET_LIFETIME_MS / 60_000;
  // Past the cap nothing goes out, the "someone tried to sign up" notice included: otherwise
  // anyone could fill an owner's mailbox with it, one sign-up at a time.
  if (capped) return false;
  if (reason === 'already-registered') {
    const link = resetLink(
      from.siteUrl,
      await createMailToken(trx, 'password_resets', user.id, now, RESET_LIFETIME_MS),
    );
    await enqueueMail(trx, alreadyRegisteredMail(from, user.email, user.full_name, link, minutes));
    return true;
  }
  const token = await createMailToken(trx, 'password_resets', user.id, now, RESET_LIFETIME_MS);
  await enqueueMail(trx, passwordResetMail(from, user.email, user.full_name, resetLink(from.siteUrl, token), minutes));
  return true;
}

/** "Forgot password", after the answer: mails a link when the account exists (see the auth router). */
export async function requestPasswordReset(
  db: Kysely<Database>,
  email: string,
  from: MailFrom,
  now: Date,
): Promise<{ mailQueued: boolean }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await findUserByEmail(trx, email);
      if (user) return { mailQueued: await sendResetLink(trx, user, from, now, 'reset') };
      await decoyResetLink(trx, email, from, now);
      throw new DecoyDone();
    });
  } catch (error) {
    if (error instanceof DecoyDone) return { mailQueued: false };
    throw error;
  }
}

/** Ends the decoy's transaction: everything it wrote is rolled back. */
class DecoyDone extends Error {}

/**
 * The work a reset link costs, done for an unknown address and then rolled back. The embedded
 * database has one session, so a request sent just after "Forgot password" waits for whatever
 * the background task does; when only real accounts cost a token, a mail and their statements,
 * that wait tells which addresses have accounts (the review's L2). The same statements run here,
 * in the same order: the hourly count, the token insert (refused by the users key, inside a
 * savepoint), the mail rendered and queued.
 */
async function decoyResetLink(trx: Kysely<Database>, email: string, from: MailFrom, now: Date): Promise<void> {
  const nobody = randomUUID();
  await countRecentMailTokens(trx, 'password_resets', nobody, new Date(now.getTime() - 60 * 60 * 1000));
  await sql`savepoint decoy_token`.execute(trx);
  let token = 'decoy';
  try {
    token = await createMailToken(trx, 'password_resets', nobody, now, RESET_LIFETIME_MS);
  } catch {
    await sql`rollback to savepoint decoy_token`.execute(trx);
  }
  const minutes = RESET_LIFETIME_MS / 60_000;
  await enqueueMail(trx, passwordResetMail(from, email, 'Decoy', resetLink(from.siteUrl, token), minutes));
}

export type ResetResult =
  | { ok: true }
  | { ok: false; reason: 'invalid-token' }
  | { ok: false; reason: 'weak-password'; reasons: string[] };

/**
 * Sets a new password from a reset link. The link is checked first (an expired link is the
 * problem to report even if the password is weak too), then the password's strength; the link is
 * used up only when the new password is saved. Every session of the user ends, and the email
 * counts as verified: opening the link proved the mailbox. The owner is mailed that the password
 * changed (ASVS 2.2.3): a reset link read by someone else is noticed.
 */
export async function resetPassword(
  db: Kysely<Database>,
  input: { token: string; password: string },
  now: Date,
  from: MailFrom,
): Promise<ResetResult> {
  const found = await findMailToken(db, 'password_resets', input.token, now);
  const user = found && (await findUserById(db, found.userId));
  if (!user) return { ok: false, reason: 'invalid-token' };
  const reasons = passwordWeaknesses(input.password, { email: user.email, fullName: user.full_name }, from.company);
  if (reasons.length > 0) return { ok: false, reason: 'weak-password', reasons };

  const passwordHash = await hashPassword(input.password); // outside the transaction: it takes tens of milliseconds
  return db.transaction().execute(async (trx): Promise<ResetResult> => {
    const userId = await consumeMailToken(trx, 'password_resets', input.token, now);
    if (userId !== user.id) return { ok: false, reason: 'invalid-token' };
    await setPasswordHash(trx, user.id, passwordHash);
    await markEmailVerified(trx, user.id, now);
    await trx.deleteFrom('password_resets').where('user_id', '=', user.id).execute();
    await invalidateUserSessions(trx, user.id);
    await clearAccountFailures(trx, user.email);
    const brand = { company: from.company, theme: from.theme };
    await recordSecurityEvent(
      trx,
      { brand, siteUrl: from.siteUrl },
      user.id,
      { kind: 'password-reset' },
      user.email,
      now,
    );
    return { ok: true };
  });
}
