import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { findUserByEmail } from './accounts';
import { verifyAgainstDecoy, verifyPassword } from './password';
import { isAdmin } from './admin-check';
import { createSession, type SessionUser } from './session';
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

export type SignInResult =
  | { ok: true; user: SessionUser; isAdmin: boolean; token: string; expiresAt: Date }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }
  | { ok: false; reason: 'invalid-credentials' }
  | { ok: false; reason: 'email-not-confirmed' };

/**
 * Email + password sign-in. Order matters: a locked account or IP is refused before any password
 * is checked; an unknown email costs the same hash as a known one; "not confirmed" is said only to
 * someone who knows the password, so it reveals nothing to a guesser.
 */
export async function signIn(
  db: Kysely<Database>,
  input: { email: string; password: string; ip: string },
  now: Date,
): Promise<SignInResult> {
  const keys = [pairKey(input.email, input.ip), ipKey(input.ip), accountKey(input.email)];
  const wait = await lockedForSeconds(db, keys, now);
  if (wait > 0) return { ok: false, reason: 'locked', retryAfterSeconds: wait };

  const user = await findUserByEmail(db, input.email);
  const passwordOk = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!user || !passwordOk) {
    await recordFailure(db, keys[0]!, PAIR_POLICY, now);
    await recordFailure(db, keys[1]!, IP_POLICY, now);
    await recordFailure(db, keys[2]!, ACCOUNT_BACKSTOP_POLICY, now);
    return { ok: false, reason: 'invalid-credentials' };
  }
  if (!user.email_verified_at) return { ok: false, reason: 'email-not-confirmed' };

  await clearFailures(db, keys[0]!);
  const session = await createSession(db, user.id, now);
  return {
    ok: true,
    user: { id: user.id, email: user.email, fullName: user.full_name },
    isAdmin: await isAdmin(db, user.id),
    ...session,
  };
}
