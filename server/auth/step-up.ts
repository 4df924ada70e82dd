import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { findUserById } from './accounts';
import { verifyPassword } from './password';
import { hasSecondFactor } from './second-factors';
import { markPasswordConfirmed, type ValidSession } from './session';
import { passwordKeys, recordPasswordFailure } from './sign-in';
import { lockedForSeconds } from './throttle';

/** Erasing a request, the CSV, admin rights and factor changes need a second factor this recent. */
export const STEP_UP_WINDOW_MS = 10 * 60_000;

export { PASSWORD_REQUIRED, STEP_UP_REQUIRED } from '../../schema/second-factors';
export const STEP_UP_MESSAGE =
  'For your safety this needs a fresh second factor: confirm it is you with your passkey or a code, then try again.';

/**
 * An account without a second factor adds its first one only this soon after signing in or typing
 * its password again: whoever holds a copied cookie or a computer left signed in has no password
 * to type, so cannot lock the owner out with a factor of their own.
 */
export const REAUTH_WINDOW_MS = 5 * 60_000;
export const PASSWORD_REQUIRED_MESSAGE =
  'For your safety, type your password again before adding your first passkey or authenticator app, then try again.';

export interface StepUpState {
  /** The account has a passkey or an authenticator app (without one there is nothing to step up with). */
  hasSecondFactor: boolean;
  /** Seconds the session's last second factor still covers; 0 when a step-up is needed. */
  secondsLeft: number;
  /** Seconds the sign-in or the last password typed again still covers adding a first factor; 0 when the password is needed. */
  reauthSecondsLeft: number;
}

const secondsLeftOf = (since: Date | null, windowMs: number, now: Date) => {
  const elapsed = since ? now.getTime() - since.getTime() : Number.POSITIVE_INFINITY;
  return elapsed >= 0 && elapsed < windowMs ? Math.ceil((windowMs - elapsed) / 1000) : 0;
};

export async function stepUpState(db: Kysely<Database>, session: ValidSession, now: Date): Promise<StepUpState> {
  const enrolled = await hasSecondFactor(db, session.user.id);
  return {
    hasSecondFactor: enrolled,
    secondsLeft: secondsLeftOf(session.secondFactorAt, STEP_UP_WINDOW_MS, now),
    reauthSecondsLeft: Math.max(
      secondsLeftOf(session.createdAt, REAUTH_WINDOW_MS, now),
      secondsLeftOf(session.passwordConfirmedAt, REAUTH_WINDOW_MS, now),
    ),
  };
}

/**
 * Whether the session may do a guarded thing now: it proved a second factor within the window,
 * or the account has none to prove (an account without two-step sign-in, allowed when
 * REQUIRE_ADMIN_2FA is off; with it on such an admin never reaches the guarded things).
 */
export async function stepUpSatisfied(db: Kysely<Database>, session: ValidSession, now: Date): Promise<boolean> {
  const state = await stepUpState(db, session, now);
  return !state.hasSecondFactor || state.secondsLeft > 0;
}

/**
 * What adding a passkey or an authenticator app needs now: nothing, a step-up (the account has a
 * factor: a fresh second factor), or the password (the account has none yet: a sign-in or a
 * password typed again in the last five minutes). Asked when the setup starts and again when it
 * finishes, so a challenge fetched while fresh cannot be finished later.
 */
export async function factorAddNeeds(
  db: Kysely<Database>,
  session: ValidSession,
  now: Date,
): Promise<'nothing' | 'step-up' | 'password'> {
  const state = await stepUpState(db, session, now);
  if (state.hasSecondFactor) return state.secondsLeft > 0 ? 'nothing' : 'step-up';
  return state.reauthSecondsLeft > 0 ? 'nothing' : 'password';
}

export type PasswordConfirmation =
  | { ok: true }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }
  | { ok: false; reason: 'wrong-password' }
  /** The account has a passkey or an app: a step-up with it, not the password, covers changes. */
  | { ok: false; reason: 'has-second-factor' };

/**
 * The password typed again on the account page, by an account without a second factor, before it
 * adds its first one. Counted and locked out exactly like a sign-in's password.
 */
export async function confirmPassword(
  db: Kysely<Database>,
  session: ValidSession,
  input: { password: string; ip: string; network: string },
  now: Date,
): Promise<PasswordConfirmation> {
  if (await hasSecondFactor(db, session.user.id)) return { ok: false, reason: 'has-second-factor' };
  const client = { email: session.user.email, ip: input.ip, network: input.network };
  const wait = await lockedForSeconds(db, [...passwordKeys(client)], now);
  if (wait > 0) return { ok: false, reason: 'locked', retryAfterSeconds: wait };
  const user = await findUserById(db, session.user.id);
  if (!user || !(await verifyPassword(user.password_hash, input.password))) {
    await recordPasswordFailure(db, client, now);
    return { ok: false, reason: 'wrong-password' };
  }
  await markPasswordConfirmed(db, session.id, now);
  return { ok: true };
}
