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
  NETWORK_POLICY,
  NETWORK_SHARE_OF_BACKSTOP,
  networkAccountKey,
  pairKey,
  PAIR_POLICY,
  recordFailure,
  type ThrottlePolicy,
} from './throttle';

export type SecondStepResult =
  | { ok: true; user: SessionUser; isAdmin: boolean; token: string; expiresAt: Date }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }
  /** The ticket (or a passkey's challenge) is unknown, used or older than five minutes: start again with the password. */
  | { ok: false; reason: 'expired' }
  /** `replayed`: an authenticator code that had worked already (for the log); `mailed`: the owner was warned. */
  | { ok: false; reason: 'invalid'; replayed?: boolean; mailed?: boolean };

const METHOD: Record<Proof['method'], AuthMethod> = {
  passkey: 'password+passkey',
  totp: 'password+totp',
  'recovery-code': 'password+recovery-code',
};

/** Who typed a second factor, from where: the account, and the client's /64 (`ip`) and /48 (`network`). */
export interface FactorClient {
  userId: string;
  email: string;
  ip: string;
  network: string;
}

/**
 * Wrong second-step codes (and replayed ones) for one account from everywhere: the fifth within
 * an hour mails its owner once, since only someone with the password gets to type codes. Further
 * wrong codes keep the count locked rather than mailing again, until an hour passes without one.
 * Never checked as a lock: it only decides when to mail.
 */
export const CODE_GUESS_MAIL_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 60 * 60_000, lockMs: 60 * 60_000 };
export const codeGuessKey = (email: string) => `codes:${email.trim().toLowerCase()}`;

/**
 * A replayed authenticator code is mailed to the account's owner (ASVS 2.8.5: logged, refused and
 * notified), the first in an hour only: a script replaying one code must not flood their inbox.
 */
const REPLAY_MAIL_POLICY: ThrottlePolicy = { maxFailures: 1, windowMs: 60 * 60_000, lockMs: 60 * 60_000 };
const replayMailKey = (email: string) => `replay:${email.trim().toLowerCase()}`;

const lockKeys = (client: Pick<FactorClient, 'email' | 'ip' | 'network'>) => [
  pairKey(client.email, client.ip),
  ipKey(client.ip),
  accountKey(client.email),
  networkAccountKey(client.network, client.email),
];

/**
 * Counts a failed second factor like a wrong password, so codes cannot be guessed past the
 * lockout: per account and /64, per /64, per account and /48 (whose share of the account-wide
 * backstop is capped, so one network guessing cannot lock the owner out from elsewhere), and
 * toward the once-an-hour mail to the owner. A replayed code is also written to the account's
 * history. Returns whether a mail was queued (the caller wakes the mail worker).
 */
export async function recordFactorFailure(
  db: Kysely<Database>,
  deps: Pick<FactorDeps, 'brand' | 'siteUrl'>,
  client: FactorClient,
  now: Date,
  options: { replayed?: boolean } = {},
): Promise<{ mailed: boolean }> {
  const [pair, ip, account, network] = lockKeys(client);
  await recordFailure(db, pair!, PAIR_POLICY, now);
  await recordFailure(db, ip!, IP_POLICY, now);
  const fromNetwork = await recordFailure(db, network!, NETWORK_POLICY, now);
  if (fromNetwork <= NETWORK_SHARE_OF_BACKSTOP) await recordFailure(db, account!, ACCOUNT_BACKSTOP_POLICY, now);
  let mailed = false;
  if (options.replayed) {
    mailed = (await recordFailure(db, replayMailKey(client.email), REPLAY_MAIL_POLICY, now)) === 1;
    await recordSecurityEvent(
      db,
      deps,
      client.userId,
      { kind: 'totp-replayed', network: client.ip },
      client.email,
      now,
      { mail: mailed },
    );
  }
  const guesses = await recordFailure(db, codeGuessKey(client.email), CODE_GUESS_MAIL_POLICY, now);
  if (guesses !== CODE_GUESS_MAIL_POLICY.maxFailures) return { mailed };
  await recordSecurityEvent(db, deps, client.userId, { kind: 'codes-guessed', count: guesses }, client.email, now);
  return { mailed: true };
}

/** Refused while the pair, address, network or account is locked (by wrong passwords or wrong codes alike). */
export async function factorLockedFor(
  db: Kysely<Database>,
  client: Pick<FactorClient, 'email' | 'ip' | 'network'>,
  now: Date,
) {
  return lockedForSeconds(db, lockKeys(client), now);
}

/**
 * The second step of a sign-in: the ticket the password gave, and a passkey, an authenticator code
 * or a recovery code. A wrong factor counts toward the lockout and leaves the ticket for another
 * try; success uses the ticket up (and a recovery code, in the same transaction as the session).
 */
export async function completeSignIn(
  db: Kysely<Database>,
  deps: FactorDeps,
  input: { ticket: string; proof: Proof; ip: string; network: string },
  now: Date,
): Promise<SecondStepResult> {
  const ticket = await peekChallenge(db, input.ticket, 'second-step', now);
  const user = ticket?.user_id ? await findUserById(db, ticket.user_id) : undefined;
  if (!ticket || !user) return { ok: false, reason: 'expired' };
  const client = { userId: user.id, email: user.email, ip: input.ip, network: input.network };
  const wait = await factorLockedFor(db, client, now);
  if (wait > 0) return { ok: false, reason: 'locked', retryAfterSeconds: wait };

  const proof = await proveSecondFactor(db, deps, user.id, input.proof, now);
  if (!proof.ok) {
    if (proof.reason === 'expired') return { ok: false, reason: 'expired' };
    const { mailed } = await recordFactorFailure(db, deps, client, now, { replayed: proof.replayed });
    return { ok: false, reason: 'invalid', replayed: proof.replayed, mailed };
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
  input: { challengeId: string; response: AuthenticationResponseJSON; ip: string; network: string },
  now: Date,
): Promise<SecondStepResult> {
  const ipWait = await lockedForSeconds(db, [ipKey(input.ip)], now);
  if (ipWait > 0) return { ok: false, reason: 'locked', retryAfterSeconds: ipWait };
  const check = await checkPasskey(db, deps.rp, { ...input, userId: null }, now);
  const user = check.userId ? await findUserById(db, check.userId) : undefined;
  const client = user && { userId: user.id, email: user.email, ip: input.ip, network: input.network };
  if (client) {
    const wait = await factorLockedFor(db, client, now);
    if (wait > 0) return { ok: false, reason: 'locked', retryAfterSeconds: wait };
  }
  if (!check.ok || !user) {
    if (!check.ok && check.reason === 'expired') return { ok: false, reason: 'expired' };
    if (!client) {
      await recordFailure(db, ipKey(input.ip), IP_POLICY, now);
      return { ok: false, reason: 'invalid' };
    }
    const { mailed } = await recordFactorFailure(db, deps, client, now);
    return { ok: false, reason: 'invalid', mailed };
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
