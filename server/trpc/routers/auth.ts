import { requestClientKey, requestNetworkKey } from '../../http/client-address';
import { TRPCError } from '@trpc/server';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
  WEAK_PASSWORD,
} from '../../../schema/auth';
import { requestPasswordReset, resetPassword } from '../../auth/password-reset';
import { weakPasswordMessage } from '../../../shared/password-strength';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import {
  completeSignInSchema,
  passkeySignInSchema,
  SECOND_STEP_EXPIRED,
  ticketSchema,
  type ProofInput,
} from '../../../schema/second-factors';
import { peekChallenge } from '../../auth/factors/challenges';
import { passkeyAuthenticationOptions } from '../../auth/factors/passkeys';
import { factorDepsFor, type Proof } from '../../auth/second-factors';
import { completeSignIn, signInWithPasskey, type SecondStepResult } from '../../auth/second-step';
import { staffRoleOf } from '../../auth/admin-check';
import { opensDashboard } from '../../../shared/staff-roles';
import { invalidateSession, type SessionUser } from '../../auth/session';
import { stepUpState } from '../../auth/step-up';
import { signIn } from '../../auth/sign-in';
import { signUp } from '../../auth/sign-up';
import { clearSessionCookie, startSessionCookie } from '../../http/session-cookie';
import { describeWait } from '../../http/wait-time';
import { outboxCounts } from '../../mail/outbox';
import { staffProcedure, type Context, errorWithData, publicProcedure, router } from '../init';

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';
export const RESET_LINK_INVALID = 'This reset link has expired or was already used. Ask for a new one.';

const weakPassword = (reasons: string[]) =>
  errorWithData('BAD_REQUEST', weakPasswordMessage(reasons), { appCode: WEAK_PASSWORD, reasons });

const secondStepExpired = () =>
  errorWithData('BAD_REQUEST', SECOND_STEP_EXPIRED_MESSAGE, { appCode: SECOND_STEP_EXPIRED });

export const SECOND_STEP_EXPIRED_MESSAGE =
  'This sign-in took longer than five minutes or was finished in another tab. Enter your email and password again.';
export const WRONG_FACTOR: Record<ProofInput['method'], string> = {
  passkey: 'That passkey did not work for this account. Try again, or use a code instead.',
  totp: 'That code is not right, or was used already. Type the 6 digits your app shows now.',
  'recovery-code': 'That recovery code is not right, or was used already. Each code works once.',
};

/** The words for a failed second step: locked (with the wait), expired (start again), or wrong. */
function secondStepFailure(
  ctx: Context,
  result: Exclude<SecondStepResult, { ok: true }>,
  method: ProofInput['method'],
): TRPCError {
  if (result.reason === 'locked') {
    ctx.res.header('retry-after', String(result.retryAfterSeconds));
    return errorWithData(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-in attempts. Try again in ${describeWait(result.retryAfterSeconds)}.`,
      { retryAfterSeconds: result.retryAfterSeconds, appCode: 'SIGN_IN_LOCKED' },
    );
  }
  if (result.reason === 'expired') {
    if (method === 'passkey')
      return errorWithData('BAD_REQUEST', 'The passkey prompt was open too long. Try again.', {
        appCode: 'PASSKEY_CHALLENGE_EXPIRED',
      });
    return secondStepExpired();
  }
  if (result.replayed)
    ctx.req.log.warn(
      { route: ctx.req.url, network: requestClientKey(ctx.req) },
      'second step: a used authenticator code was typed again',
    );
  if (result.mailed) ctx.wakeMailWorker();
  return new TRPCError({ code: 'UNAUTHORIZED', message: WRONG_FACTOR[method] });
}

/** Sets the cookie for a new session; a session the browser already had ends, so a planted cookie cannot ride along (fixation). */
async function startSession(
  ctx: Context,
  result: { user: SessionUser; isAdmin: boolean; token: string; expiresAt: Date },
): Promise<{ user: SessionUser; isAdmin: boolean }> {
  const previous = await ctx.getSession();
  if (previous) await invalidateSession(ctx.db, previous.id);
  await startSessionCookie(ctx, ctx.req, ctx.res, result);
  return { user: result.user, isAdmin: result.isAdmin };
}

export const authRouter = router({
  /**
   * Who is signed in: the user and whether they are an admin, or null; and for the pages that
   * need it, whether the account has two-step sign-in, must set it up first (REQUIRE_ADMIN_2FA),
   * and how long its last second factor still covers guarded actions.
   */
  session: publicProcedure.query(async ({ ctx }) => {
    const session = await ctx.getSession();
    if (!session) return null;
    const role = await staffRoleOf(ctx.db, session.user.id).catch(() => null);
    const admin = opensDashboard(role);
    const stepUp = await stepUpState(ctx.db, session, ctx.now());
    return {
      user: session.user,
      isAdmin: admin,
      /** Their staff role (shared/staff-roles.ts): which of the dashboard's sections open for them. */
      role,
      security: {
        signedInWith: session.authMethod,
        hasSecondFactor: stepUp.hasSecondFactor,
        setupRequired: admin && ctx.env.REQUIRE_ADMIN_2FA && !stepUp.hasSecondFactor,
        stepUpSecondsLeft: stepUp.secondsLeft,
        reauthSecondsLeft: stepUp.reauthSecondsLeft,
      },
    };
  }),

  /** Always `{ ok: true }` for a good form: whether the email was new is told only by mail to its owner. */
  signUp: publicProcedure.input(signUpSchema).mutation(async ({ ctx, input }) => {
    const result = await signUp(ctx.db, input, {
      siteUrl: ctx.env.SITE_URL,
      company: ctx.site.company.name,
      theme: ctx.site.theme,
      now: ctx.now(),
    });
    if (!result.ok) throw weakPassword(result.reasons);
    ctx.wakeMailWorker();
    return { ok: true as const };
  }),

  signIn: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    // An IPv6 client is counted by its /64, which one household or server can rotate through freely.
    const result = await signIn(
      ctx.db,
      { ...input, ip: requestClientKey(ctx.req), network: requestNetworkKey(ctx.req) },
      ctx.now(),
    );
    if (!result.ok) {
      if (result.reason === 'locked') {
        ctx.res.header('retry-after', String(result.retryAfterSeconds));
        throw errorWithData(
          'TOO_MANY_REQUESTS',
          `Too many failed sign-in attempts. Try again in ${describeWait(result.retryAfterSeconds)}.`,
          {
            retryAfterSeconds: result.retryAfterSeconds,
            appCode: 'SIGN_IN_LOCKED',
          },
        );
      }
      if (result.reason === 'email-not-confirmed')
        throw errorWithData('FORBIDDEN', EMAIL_NOT_CONFIRMED, { appCode: 'EMAIL_NOT_CONFIRMED' });
      throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
    }
    // No session yet: the second step (completeSignIn) gets one with the ticket and a factor.
    if (result.ok === 'second-factor') return { secondFactor: { ticket: result.ticket, methods: result.methods } };
    return startSession(ctx, result);
  }),

  /** Passkey options for the second step of a sign-in: the account's passkeys, after its password. */
  secondStepPasskeyOptions: publicProcedure.input(ticketSchema).mutation(async ({ ctx, input }) => {
    const ticket = await peekChallenge(ctx.db, input.ticket, 'second-step', ctx.now());
    if (!ticket?.user_id) throw secondStepExpired();
    const { challengeId, options } = await passkeyAuthenticationOptions(
      ctx.db,
      factorDepsFor(ctx).rp,
      ticket.user_id,
      ctx.now(),
    );
    return { challengeId, options };
  }),

  /** The second step: the ticket from the password, and a passkey, an authenticator code or a recovery code. */
  completeSignIn: publicProcedure.input(completeSignInSchema).mutation(async ({ ctx, input }) => {
    const result = await completeSignIn(
      ctx.db,
      factorDepsFor(ctx),
      {
        ticket: input.ticket,
        proof: input.proof as Proof,
        ip: requestClientKey(ctx.req),
        network: requestNetworkKey(ctx.req),
      },
      ctx.now(),
    );
    if (!result.ok) throw secondStepFailure(ctx, result, input.proof.method);
    if (input.proof.method === 'recovery-code') ctx.wakeMailWorker();
    return startSession(ctx, result);
  }),

  /** Options for signing in with a passkey alone: the browser offers any passkey it holds for the site. */
  passkeySignInOptions: publicProcedure.mutation(async ({ ctx }) => {
    const { challengeId, options } = await passkeyAuthenticationOptions(ctx.db, factorDepsFor(ctx).rp, null, ctx.now());
    return { challengeId, options };
  }),

  signInWithPasskey: publicProcedure.input(passkeySignInSchema).mutation(async ({ ctx, input }) => {
    const result = await signInWithPasskey(
      ctx.db,
      factorDepsFor(ctx),
      {
        challengeId: input.challengeId,
        response: input.response as unknown as AuthenticationResponseJSON,
        ip: requestClientKey(ctx.req),
        network: requestNetworkKey(ctx.req),
      },
      ctx.now(),
    );
    if (!result.ok) throw secondStepFailure(ctx, result, 'passkey');
    return startSession(ctx, result);
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const session = await ctx.getSession();
    if (session) await invalidateSession(ctx.db, session.id);
    clearSessionCookie(ctx, ctx.res);
    return { ok: true as const };
  }),

  /**
   * Always `{ ok: true }`: a reset link goes out only when the account exists. The look-up and the
   * mail happen after the answer, so its timing is the same for known and unknown addresses.
   */
  requestPasswordReset: publicProcedure.input(passwordResetRequestSchema).mutation(({ ctx, input }) => {
    const now = ctx.now();
    ctx.background.run('password reset request', async () => {
      // The mail worker is not woken: its pass would be work done for real accounts only, in the
      // window a timing probe measures. Its next poll (2 s) sends the link.
      await requestPasswordReset(
        ctx.db,
        input.email,
        { siteUrl: ctx.env.SITE_URL, company: ctx.site.company.name, theme: ctx.site.theme },
        now,
      );
    });
    return { ok: true as const };
  }),

  /** Sets a new password from a reset link; every session of the account ends, and its owner is mailed that it changed. */
  resetPassword: publicProcedure.input(passwordResetSchema).mutation(async ({ ctx, input }) => {
    const result = await resetPassword(ctx.db, input, ctx.now(), {
      siteUrl: ctx.env.SITE_URL,
      company: ctx.site.company.name,
      theme: ctx.site.theme,
    });
    if (!result.ok) {
      if (result.reason === 'weak-password') throw weakPassword(result.reasons);
      throw errorWithData('BAD_REQUEST', RESET_LINK_INVALID, { appCode: 'RESET_LINK_INVALID' });
    }
    ctx.wakeMailWorker();
    clearSessionCookie(ctx, ctx.res);
    return { ok: true as const };
  }),

  /** For the dashboard's email-service note: which transport is active and what is waiting. */
  mailStatus: staffProcedure('leads').query(async ({ ctx }) => ({
    transport: ctx.mailTransport,
    ...(await outboxCounts(ctx.db)),
  })),
});
