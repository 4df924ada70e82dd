import { invalidateSession, isAdmin } from '../../auth/session';
import { clearSessionCookie } from '../../http/session-cookie';
import { outboxCounts } from '../../mail/outbox';
import { adminProcedure, publicProcedure, router } from '../init';

export const authRouter = router({
  /** Who is signed in: the user and whether they are an admin, or null. */
  session: publicProcedure.query(async ({ ctx }) => {
    const session = await ctx.getSession();
    if (!session) return null;
    return { user: session.user, isAdmin: await isAdmin(ctx.db, session.user.id).catch(() => false) };
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const session = await ctx.getSession();
    if (session) await invalidateSession(ctx.db, session.id);
    clearSessionCookie(ctx, ctx.res);
    return { ok: true as const };
  }),

  /** For the dashboard's email-service note: which transport is active and what is waiting. */
  mailStatus: adminProcedure.query(async ({ ctx }) => ({ transport: ctx.mailTransport, ...(await outboxCounts(ctx.db)) })),
});
