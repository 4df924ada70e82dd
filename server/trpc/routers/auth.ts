import { clientKey } from '../../http/client-address';
import { TRPCError } from '@trpc/server';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
  WEAK_PASSWORD,
} from '../../../schema/auth';
import { requestPasswordReset, resetPassword } from '../../auth/password-reset';
import { weakPasswordMessage } from '../../auth/password-strength';
import { isAdmin } from '../../auth/admin-check';
import { invalidateSession } from '../../auth/session';
import { signIn } from '../../auth/sign-in';
import { signUp } from '../../auth/sign-up';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie';
import { describeWait } from '../../http/wait-time';
import { outboxCounts } from '../../mail/outbox';
import { adminProcedure, errorWithData, publicProcedure, router } from '../init';

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';
export const RESET_LINK_INVALID = 'This reset link has expired or was already used. Ask for a new one.';

const weakPassword = (reasons: string[]) =>
  errorWithData('BAD_REQUEST', weakPasswordMessage(reasons), { appCode: WEAK_PASSWORD, reasons });

export const authRouter = router({
  /** Who is signed in: the user and whether they are an admin, or null. */
  session: publicProcedure.query(async ({ ctx }) => {
    const session = await ctx.getSession();
    if (!session) return null;
    return { user: session.user, isAdmin: await isAdmin(ctx.db, session.user.id).catch(() => false) };
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
    const result = await signIn(ctx.db, { ...input, ip: clientKey(ctx.req.ip) }, ctx.now());
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
    // A session the browser already had is ended, so a planted cookie cannot ride along (fixation).
    const previous = await ctx.getSession();
    if (previous) await invalidateSession(ctx.db, previous.id);
    setSessionCookie(ctx, ctx.res, result.token, result.expiresAt);
    return { user: result.user, isAdmin: result.isAdmin };
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
      const { mailQueued } = await requestPasswordReset(
        ctx.db,
        input.email,
        { siteUrl: ctx.env.SITE_URL, company: ctx.site.company.name, theme: ctx.site.theme },
        now,
      );
      if (mailQueued) ctx.wakeMailWorker();
    });
    return { ok: true as const };
  }),

  /** Sets a new password from a reset link; every session of the account ends. */
  resetPassword: publicProcedure.input(passwordResetSchema).mutation(async ({ ctx, input }) => {
    const result = await resetPassword(ctx.db, input, ctx.now(), ctx.site.company.name);
    if (!result.ok) {
      if (result.reason === 'weak-password') throw weakPassword(result.reasons);
      throw errorWithData('BAD_REQUEST', RESET_LINK_INVALID, { appCode: 'RESET_LINK_INVALID' });
    }
    clearSessionCookie(ctx, ctx.res);
    return { ok: true as const };
  }),

  /** For the dashboard's email-service note: which transport is active and what is waiting. */
  mailStatus: adminProcedure.query(async ({ ctx }) => ({
    transport: ctx.mailTransport,
    ...(await outboxCounts(ctx.db)),
  })),
});
