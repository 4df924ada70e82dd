import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { hasSecondFactor } from './second-factors';
import type { ValidSession } from './session';

/** Erasing a request, the CSV, admin rights and factor changes need a second factor this recent. */
export const STEP_UP_WINDOW_MS = 10 * 60_000;

export { STEP_UP_REQUIRED } from '../../schema/second-factors';
export const STEP_UP_MESSAGE =
  'For your safety this needs a fresh second factor: confirm it is you with your passkey or a code, then try again.';

export interface StepUpState {
  /** The account has a passkey or an authenticator app (without one there is nothing to step up with). */
  hasSecondFactor: boolean;
  /** Seconds the session's last second factor still covers; 0 when a step-up is needed. */
  secondsLeft: number;
}

export async function stepUpState(db: Kysely<Database>, session: ValidSession, now: Date): Promise<StepUpState> {
  const enrolled = await hasSecondFactor(db, session.user.id);
  const since = session.secondFactorAt ? now.getTime() - session.secondFactorAt.getTime() : Number.POSITIVE_INFINITY;
  const left = since >= 0 && since < STEP_UP_WINDOW_MS ? Math.ceil((STEP_UP_WINDOW_MS - since) / 1000) : 0;
  return { hasSecondFactor: enrolled, secondsLeft: left };
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
