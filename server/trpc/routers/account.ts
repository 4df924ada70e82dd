import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { TRPCError } from '@trpc/server';
import {
  addPasskeySchema,
  confirmPasswordSchema,
  confirmTotpSchema,
  sessionRefSchema,
  passkeyRefSchema,
  renamePasskeySchema,
  renameTotpSchema,
  stepUpSchema,
} from '../../../schema/second-factors';
import { changePasswordSchema, WEAK_PASSWORD } from '../../../schema/auth';
import { weakPasswordMessage } from '../../../shared/password-strength';
import { changePassword } from '../../auth/password-change';
import {
  confirmTotpSetup,
  finishPasskey,
  regenerateRecoveryCodes,
  removePasskey,
  removeTotp,
  renamePasskey,
  renameTotp,
  startTotpSetup,
  type Actor,
} from '../../auth/factor-changes';
import { passkeyAuthenticationOptions, passkeyRegistrationOptions } from '../../auth/factors/passkeys';
import { recoveryCodesLeft, spendRecoveryCode } from '../../auth/factors/recovery-codes';
import {
  factorDepsFor,
  listFactors,
  proveSecondFactor,
  recordSecurityEvent,
  type Proof,
} from '../../auth/second-factors';
import { factorLockedFor, recordFactorFailure } from '../../auth/second-step';
import { staffRoleOf } from '../../auth/admin-check';
import {
  endUserSession,
  invalidateUserSessions,
  listUserSessions,
  markSecondFactor,
  type ValidSession,
} from '../../auth/session';
import { confirmPassword, stepUpState } from '../../auth/step-up';
import { requestClientKey, requestNetworkKey } from '../../http/client-address';
import { describeWait } from '../../http/wait-time';
import { authedProcedure, errorWithData, requireFactorAddAuth, requireStepUp, router } from '../init';
import { WRONG_FACTOR } from './auth';

const actorOf = (session: ValidSession): Actor => ({
  userId: session.user.id,
  email: session.user.email,
  sessionId: session.id,
});

const refused = (reason: string) => new TRPCError({ code: 'BAD_REQUEST', message: reason });
export const CURRENT_PASSWORD_WRONG =
  'That is not your current password. Type it again, or sign out and use "Forgot password".';
const GONE = 'It was removed already (maybe in another tab). Reload the page.';

/**
 * The signed-in person's own sign-in methods: passkeys, an authenticator app, recovery codes, and
 * the step-up that guarded actions ask for. Any signed-in account may use it (an admin-to-be can
 * set up two-step sign-in before the rights are granted). Adding a factor to an account that has
 * one, removing one and new recovery codes need a step-up first; adding the first factor needs the
 * password typed again (or a sign-in) in the last five minutes. The list of sessions lets the
 * person sign out the devices they no longer trust.
 */
export const accountRouter = router({
  /** The account page: every factor, recovery codes left, the step-up window, whether authenticator apps are on. */
  overview: authedProcedure.query(async ({ ctx }) => {
    const [factors, stepUp] = await Promise.all([
      listFactors(ctx.db, ctx.session.user.id),
      stepUpState(ctx.db, ctx.session, ctx.now()),
    ]);
    return {
      ...factors,
      stepUpSecondsLeft: stepUp.secondsLeft,
      reauthSecondsLeft: stepUp.reauthSecondsLeft,
      hasSecondFactor: stepUp.hasSecondFactor,
      totpUnavailable: ctx.totpSecrets.available ? null : ctx.totpSecrets.reason,
      signedInWith: ctx.session.authMethod,
    };
  }),

  /** Passkey options to confirm it is you (a step-up): this account's passkeys only. */
  stepUpPasskeyOptions: authedProcedure.mutation(async ({ ctx }) => {
    const { challengeId, options, hasPasskeys } = await passkeyAuthenticationOptions(
      ctx.db,
      factorDepsFor(ctx).rp,
      ctx.session.user.id,
      ctx.now(),
    );
    if (!hasPasskeys) throw refused('This account has no passkey. Use a code from your authenticator app instead.');
    return { challengeId, options };
  }),

  /**
   * Proves a second factor for this session: the guarded actions are open for ten minutes. Wrong
   * codes count toward the sign-in lockout; a recovery code is used up and its owner mailed.
   */
  stepUp: authedProcedure.input(stepUpSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const { user } = ctx.session;
    const client = {
      userId: user.id,
      email: user.email,
      ip: requestClientKey(ctx.req),
      network: requestNetworkKey(ctx.req),
    };
    const wait = await factorLockedFor(ctx.db, client, now);
    if (wait > 0) {
      ctx.res.header('retry-after', String(wait));
      throw errorWithData('TOO_MANY_REQUESTS', `Too many wrong codes. Try again in ${describeWait(wait)}.`, {
        retryAfterSeconds: wait,
        appCode: 'SIGN_IN_LOCKED',
      });
    }
    const deps = factorDepsFor(ctx);
    const proof = await proveSecondFactor(ctx.db, deps, user.id, input.proof as Proof, now);
    if (!proof.ok) {
      if (proof.reason === 'expired') throw refused('The passkey prompt was open too long. Try again.');
      const { mailed } = await recordFactorFailure(ctx.db, deps, client, now, { replayed: proof.replayed });
      if (proof.replayed)
        ctx.req.log.warn(
          { route: 'account.stepUp', network: client.ip },
          'step-up: a used authenticator code was typed again',
        );
      if (mailed) ctx.wakeMailWorker();
      throw new TRPCError({ code: 'UNAUTHORIZED', message: WRONG_FACTOR[input.proof.method] });
    }
    if (proof.recoveryCodeId !== undefined) {
      const used = await ctx.db.transaction().execute(async (trx) => {
        if (!(await spendRecoveryCode(trx, proof.recoveryCodeId!, now))) return false;
        const { left } = await recoveryCodesLeft(trx, user.id);
        await recordSecurityEvent(trx, deps, user.id, { kind: 'recovery-code-used', left }, user.email, now);
        return true;
      });
      if (!used) throw new TRPCError({ code: 'UNAUTHORIZED', message: WRONG_FACTOR['recovery-code'] });
      ctx.wakeMailWorker();
    }
    await markSecondFactor(ctx.db, ctx.session.id, now);
    return { ok: true as const };
  }),

  /**
   * The password typed again: an account without a second factor may add its first one for the
   * next five minutes. Wrong passwords count toward the sign-in lockout.
   */
  confirmPassword: authedProcedure.input(confirmPasswordSchema).mutation(async ({ ctx, input }) => {
    const result = await confirmPassword(
      ctx.db,
      ctx.session,
      { password: input.password, ip: requestClientKey(ctx.req), network: requestNetworkKey(ctx.req) },
      ctx.now(),
    );
    if (result.ok) return { ok: true as const };
    if (result.reason === 'locked') {
      ctx.res.header('retry-after', String(result.retryAfterSeconds));
      throw errorWithData(
        'TOO_MANY_REQUESTS',
        `Too many wrong passwords. Try again in ${describeWait(result.retryAfterSeconds)}.`,
        { retryAfterSeconds: result.retryAfterSeconds, appCode: 'SIGN_IN_LOCKED' },
      );
    }
    if (result.reason === 'has-second-factor')
      throw refused('Your account has two-step sign-in: confirm it is you with your passkey or a code instead.');
    throw errorWithData(
      'UNAUTHORIZED',
      'That is not your password. Try again, or sign out and use "Forgot password".',
      {
        fieldErrors: { password: ['That is not your password.'] },
        appCode: 'WRONG_PASSWORD',
      },
    );
  }),

  /** The account's sessions: where and when each signed in, when it was last active, which one is this. */
  sessions: authedProcedure.query(async ({ ctx }) => {
    // Each role's sessions have its limits (server/auth/session.ts): the office's short, the crew's phone long.
    return listUserSessions(ctx.db, ctx.session, await staffRoleOf(ctx.db, ctx.session.user.id), ctx.now());
  }),

  /** Ends every session of the account but this one (a lost phone, a shared computer, a cookie thought stolen). */
  signOutOtherSessions: authedProcedure.mutation(async ({ ctx }) => {
    const ended = await invalidateUserSessions(ctx.db, ctx.session.user.id, ctx.session.id);
    return { ended };
  }),

  /** Ends one other session of the account. */
  signOutSession: authedProcedure.input(sessionRefSchema).mutation(async ({ ctx, input }) => {
    if (input.id === ctx.session.id) throw refused('That is this device: use "Sign Out" at the top instead.');
    if (!(await endUserSession(ctx.db, ctx.session.user.id, input.id)))
      throw refused('That session has ended already. Reload the page.');
    return { ok: true as const };
  }),

  /** Options for adding a passkey (a discoverable credential with user verification). */
  passkeyRegistrationOptions: authedProcedure.mutation(async ({ ctx }) => {
    await requireFactorAddAuth(ctx);
    return passkeyRegistrationOptions(ctx.db, factorDepsFor(ctx).rp, ctx.session.user, ctx.now());
  }),

  /** Stores the passkey the browser made; the first factor of an account also returns its recovery codes, once. */
  addPasskey: authedProcedure.input(addPasskeySchema).mutation(async ({ ctx, input }) => {
    // Again here: the prompt may have been open since the options, and a step-up may have run out.
    await requireFactorAddAuth(ctx);
    const result = await finishPasskey(
      ctx.db,
      factorDepsFor(ctx),
      actorOf(ctx.session),
      { ...input, response: input.response as unknown as RegistrationResponseJSON },
      ctx.now(),
    );
    if (!result.ok) throw refused(result.reason);
    ctx.wakeMailWorker();
    return { recoveryCodes: result.recoveryCodes ?? null };
  }),

  renamePasskey: authedProcedure.input(renamePasskeySchema).mutation(async ({ ctx, input }) => {
    if (!(await renamePasskey(ctx.db, actorOf(ctx.session), input.id, input.name))) throw refused(GONE);
    return { ok: true as const };
  }),

  removePasskey: authedProcedure.input(passkeyRefSchema).mutation(async ({ ctx, input }) => {
    await requireStepUp(ctx);
    if (!(await removePasskey(ctx.db, factorDepsFor(ctx), actorOf(ctx.session), input.id, ctx.now())))
      throw refused(GONE);
    ctx.wakeMailWorker();
    return { ok: true as const };
  }),

  /** A new authenticator-app secret as a QR code and as text; nothing is stored until a code confirms it. */
  startTotpSetup: authedProcedure.mutation(async ({ ctx }) => {
    await requireFactorAddAuth(ctx);
    const setup = await startTotpSetup(ctx.db, factorDepsFor(ctx), actorOf(ctx.session), ctx.now());
    if (!setup.ok) throw refused(setup.reason);
    const { ok: _, ...view } = setup;
    return view;
  }),

  confirmTotpSetup: authedProcedure.input(confirmTotpSchema).mutation(async ({ ctx, input }) => {
    await requireFactorAddAuth(ctx);
    const result = await confirmTotpSetup(ctx.db, factorDepsFor(ctx), actorOf(ctx.session), input, ctx.now());
    if (!result.ok) {
      if ('wrongCode' in result)
        throw errorWithData('BAD_REQUEST', result.reason, { fieldErrors: { code: [result.reason] } });
      throw refused(result.reason);
    }
    ctx.wakeMailWorker();
    return { recoveryCodes: result.recoveryCodes ?? null };
  }),

  renameTotp: authedProcedure.input(renameTotpSchema).mutation(async ({ ctx, input }) => {
    if (!(await renameTotp(ctx.db, actorOf(ctx.session), input.name))) throw refused(GONE);
    return { ok: true as const };
  }),

  removeTotp: authedProcedure.mutation(async ({ ctx }) => {
    await requireStepUp(ctx);
    if (!(await removeTotp(ctx.db, factorDepsFor(ctx), actorOf(ctx.session), ctx.now()))) throw refused(GONE);
    ctx.wakeMailWorker();
    return { ok: true as const };
  }),

  /** Ten new recovery codes, shown once; the old ones stop working. */
  regenerateRecoveryCodes: authedProcedure.mutation(async ({ ctx }) => {
    await requireStepUp(ctx);
    const codes = await regenerateRecoveryCodes(ctx.db, factorDepsFor(ctx), actorOf(ctx.session), ctx.now());
    if (!codes) throw refused('Add a passkey or an authenticator app first; recovery codes back them up.');
    ctx.wakeMailWorker();
    return { recoveryCodes: codes };
  }),

  /**
   * A new password, with the current one (ASVS 2.1.5, 2.1.6): every other session of the account
   * ends, this one stays, and the owner is mailed that it changed.
   */
  changePassword: authedProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    const result = await changePassword(
      ctx.db,
      {
        userId: ctx.session.user.id,
        sessionId: ctx.session.id,
        currentPassword: input.currentPassword,
        password: input.password,
      },
      ctx.now(),
      { siteUrl: ctx.env.SITE_URL, company: ctx.site.company.name, theme: ctx.site.theme },
    );
    if (!result.ok && result.reason === 'wrong-password')
      throw errorWithData('BAD_REQUEST', CURRENT_PASSWORD_WRONG, {
        appCode: 'CURRENT_PASSWORD_WRONG',
        fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] },
      });
    if (!result.ok)
      throw errorWithData('BAD_REQUEST', weakPasswordMessage(result.reasons), {
        appCode: WEAK_PASSWORD,
        reasons: result.reasons,
      });
    ctx.wakeMailWorker();
    return { ok: true as const, signedOut: result.signedOut };
  }),
});
