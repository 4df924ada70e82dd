import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { findUserById } from './accounts';
import { peekChallenge, takeChallenge } from './factors/challenges';
import { checkPasskey } from './factors/passkeys';
import { recoveryCodesLeft, spendRecoveryCode } from './factors/recovery-codes';
import { isAdmin } from './admin-check';
import { createSession, type AuthMethod, type SessionUser } from './session';
import { proveSecondFactor, recordSecurityEvent, type FactorDeps, type Proof } from './second-factors';
import {
  ACCOUNT_BACKSTOP_POLICY,
  accountKey,
  clearFailures,
  IP_POLICY,
  ipKey,
  lockedForSeconds,
  pairKey,
  PAIR_POLICY,
  recordFailure,
} from './throttle';

export type SecondStepResult =
  | { ok: true; user: SessionUser; isAdmin: boolean; token: string; expiresAt: Date }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }
  /** The ticket (or a passkey's challenge) is unknown, used or older than five minutes: start again with the password. */
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'invalid' };

const METHOD: Record<Proof['method'], AuthMethod> = {
  passkey: 'password+passkey',
  totp: 'password+totp',
  'recovery-code': 'password+recovery-code',
};

/** Counts a failed second factor like a wrong password, so codes cannot be guessed past the lockout. */
export async function recordFactorFailure(db: Kysely<Database>, email: string, ip: string, now: Date) {
  await recordFailure(db, pairKey(email, ip), PAIR_POLICY, now);
  await recordFailure(db, ipKey(ip), IP_POLICY, now);
  await recordFailure(db, accountKey(email), ACCOUNT_BACKSTOP_POLICY, now);
}

/** Refused while the pair, address or account is locked (by wrong passwords or wrong codes alike). */
export async function factorLockedFor(db: Kysely<Database>, email: string, ip: string, now: Date) {
  return lockedForSeconds(db, [pairKey(email, ip), ipKey(ip), accountKey(email)], now);
}

/**
 * The second step of a sign-in: the ticket the password gave, and a passkey, an authenticator code
 * or a recovery code. A wrong factor counts toward the lockout and leaves the ticket for another
 * try; success uses the ticket up (and a recovery code, in the same transaction as the session).
 */
export async function completeSignIn(
  db: Kysely<Database>,
  deps: FactorDeps,
  input: { ticket: string; proof: Proof; ip: string },
  now: Date,
): Promise<SecondStepResult> {
  const ticket = await peekChallenge(db, input.ticket, 'second-step', now);
  const user = ticket?.user_id ? await findUserById(db, ticket.user_id) : undefined;
  if (!ticket || !user) return { ok: false, reason: 'expired' };
  const wait = await factorLockedFor(db, user.email, input.ip, now);
  if (wait > 0) return { ok: false, reason: 'locked', retryAfterSeconds: wait };

  const proof = await proveSecondFactor(db, deps, user.id, input.proof, now);
  if (!proof.ok) {
    if (proof.reason === 'expired') return { ok: false, reason: 'expired' };
    await recordFactorFailure(db, user.email, input.ip, now);
    return { ok: false, reason: 'invalid' };
  }

  const session = await db.transaction().execute(async (trx) => {
    if (!(await takeChallenge(trx, input.ticket, 'second-step', now))) return null;
    if (proof.recoveryCodeId !== undefined) {
      if (!(await spendRecoveryCode(trx, proof.recoveryCodeId, now))) return null;
      const { left } = await recoveryCodesLeft(trx, user.id);
      await recordSecurityEvent(trx, deps, user.id, { kind: 'recovery-code-used', left }, user.email, now);
    }
    return createSession(trx, user.id, now, METHOD[proof.method]);
  });
  // Another request used the ticket (or the same recovery code) a moment earlier.
  if (!session) return { ok: false, reason: 'expired' };
  await clearFailures(db, pairKey(user.email, input.ip));
  return {
    ok: true,
    user: { id: user.id, email: user.email, fullName: user.full_name },
    isAdmin: await isAdmin(db, user.id),
    ...session,
  };
}

/**
 * A passkey on its own (no email, no password): the browser offers the passkeys it holds for the
 * site, the person unlocks one (PIN, fingerprint, face), and the passkey names the account. The
 * authenticator verified the person, so the session counts as two factors.
 */
export async function signInWithPasskey(
  db: Kysely<Database>,
  deps: FactorDeps,
  input: { challengeId: string; response: AuthenticationResponseJSON; ip: string },
  now: Date,
): Promise<SecondStepResult> {
  const ipWait = await lockedForSeconds(db, [ipKey(input.ip)], now);
  if (ipWait > 0) return { ok: false, reason: 'locked', retryAfterSeconds: ipWait };
  const check = await checkPasskey(db, deps.rp, { ...input, userId: null }, now);
  const user = check.userId ? await findUserById(db, check.userId) : undefined;
  if (user) {
    const wait = await factorLockedFor(db, user.email, input.ip, now);
    if (wait > 0) return { ok: false, reason: 'locked', retryAfterSeconds: wait };
  }
  if (!check.ok || !user) {
    if (!check.ok && check.reason === 'expired') return { ok: false, reason: 'expired' };
    if (user) await recordFactorFailure(db, user.email, input.ip, now);
    else await recordFailure(db, ipKey(input.ip), IP_POLICY, now);
    return { ok: false, reason: 'invalid' };
  }
  if (!user.email_verified_at) return { ok: false, reason: 'invalid' };
  const session = await createSession(db, user.id, now, 'passkey');
  await clearFailures(db, pairKey(user.email, input.ip));
  return {
    ok: true,
    user: { id: user.id, email: user.email, fullName: user.full_name },
    isAdmin: await isAdmin(db, user.id),
    ...session,
  };
}
