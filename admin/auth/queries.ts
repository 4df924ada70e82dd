import { afterSignInTarget } from './after-sign-in';
import { trpc } from '../trpc/client';

/** Asks for a reset link by mail; the answer is the same whether or not the account exists. */
export const useRequestPasswordReset = () => trpc.auth.requestPasswordReset.useMutation();

/** Sets a new password with the token from the mailed link; every other session is signed out. */
export const useResetPassword = () => trpc.auth.resetPassword.useMutation();

/** The passkey challenge for the second step of a sign-in, by its ticket. */
export const useSecondStepPasskeyOptions = () => trpc.auth.secondStepPasskeyOptions.useMutation();

/** The password typed again, for an account's first second factor (five minutes). */
export const useConfirmPassword = () => trpc.account.confirmPassword.useMutation();

/**
 * Where a finished sign-in goes, read once the sign-in has asked the server who this is (their role:
 * a crew member lands on the crew page; after-sign-in.ts).
 */
export function useAfterSignInTarget(): () => string {
  const utils = trpc.useUtils();
  return () => afterSignInTarget(utils.auth.session.getData()?.role ?? null);
}
