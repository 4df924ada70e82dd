import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { findUserByEmail } from './accounts';
import { createChallenge } from './factors/challenges';
import { verifyAgainstDecoy, verifyPassword } from './password';
import { isAdmin } from './admin-check';
import { availableMethods, hasSecondFactor } from './second-factors';
import { createSession, type SessionUser } from './session';
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
} from './throttle';

/** The lockout keys a password try from this client for this account is counted under. */
export function passwordKeys(input: { email: string; ip: string; network?: string }) {
  return [
    pairKey(input.email, input.ip),
    ipKey(input.ip),
    accountKey(input.email),
    networkAccountKey(input.network ?? input.ip, input.email),
  ] as const;
}

/** Counts a wrong password (at sign-in or typed again on the account page) toward every lockout. */
export async function recordPasswordFailure(
  db: Kysely<Database>,
  input: { email: string; ip: string; network?: string },
  now: Date,
): Promise<void> {
  const [pair, ip, account, network] = passwordKeys(input);
  await recordFailure(db, pair, PAIR_POLICY, now);
  await recordFailure(db, ip, IP_POLICY, now);
  const fromNetwork = await recordFailure(db, network, NETWORK_POLICY, now);
  // One network's share of the account-wide backstop is capped, so a single home or server
  // cannot lock the owner out from everywhere (it locks only itself out, above).
  if (fromNetwork <= NETWORK_SHARE_OF_BACKSTOP) await recordFailure(db, account, ACCOUNT_BACKSTOP_POLICY, now);
}

export type SignInResult =
  | { ok: true; user: SessionUser; isAdmin: boolean; token: string; expiresAt: Date }
  /** The password was right and the account has a second factor: no session yet, a ticket for the second step. */
  | { ok: 'second-factor'; ticket: string; methods: { passkey: boolean; totp: boolean; recoveryCode: boolean } }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }
  | { ok: false; reason: 'invalid-credentials' }
  | { ok: false; reason: 'email-not-confirmed' };

/**
 * Email + password sign-in. Order matters: a locked account or IP is refused before any password
 * is checked; an unknown email costs the same hash as a known one; "not confirmed" is said only to
 * someone who knows the password, so it reveals nothing to a guesser. An account with a second
 * factor gets no session from the password: a ticket for the second step (second-step.ts) instead.
 */
export async function signIn(
  db: Kysely<Database>,
  /** `ip`: the client's key (an IPv6 /64); `network`: its wider network (an IPv6 /48), counted together. */
  input: { email: string; password: string; ip: string; network?: string },
  now: Date,
): Promise<SignInResult> {
  const keys = passwordKeys(input);
  const wait = await lockedForSeconds(db, [...keys], now);
  if (wait > 0) return { ok: false, reason: 'locked', retryAfterSeconds: wait };

  const user = await findUserByEmail(db, input.email);
  const passwordOk = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!user || !passwordOk) {
    await recordPasswordFailure(db, input, now);
    return { ok: false, reason: 'invalid-credentials' };
  }
  if (!user.email_verified_at) return { ok: false, reason: 'email-not-confirmed' };

  if (await hasSecondFactor(db, user.id)) {
    // The pair's count is kept until the second step succeeds: wrong codes add to it.
    const ticket = await createChallenge(db, { purpose: 'second-step', userId: user.id }, now);
    return { ok: 'second-factor', ticket, methods: await availableMethods(db, user.id) };
  }

  await clearFailures(db, keys[0]);
  const session = await createSession(db, user.id, now);
  return {
    ok: true,
    user: { id: user.id, email: user.email, fullName: user.full_name },
    isAdmin: await isAdmin(db, user.id),
    ...session,
  };
}
