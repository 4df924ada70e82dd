import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ROLE_LABELS, STAFF_ROLES } from '../../../shared/staff-roles';
import { grantRole, revokeRole } from '../../auth/accounts';
import { invalidateUserSessions } from '../../auth/session';
import { requireStepUp, router, staffProcedure } from '../init';

/** Staff accounts and their roles: the owner's (shared/staff-roles.ts ACCESS.staff). */
export const staffRouter = router({
  /** Every account, staff first, with its role. */
  list: staffProcedure('staff').query(async ({ ctx }) => {
    const accounts = await ctx.db
      .selectFrom('users')
      .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
      .select(['users.id', 'users.email', 'users.full_name', 'users.email_verified_at', 'user_roles.role'])
      .execute();
    const order = (role: string | null) => (role ? STAFF_ROLES.indexOf(role as never) : STAFF_ROLES.length);
    return accounts
      .map((account) => ({
        id: account.id,
        email: account.email,
        fullName: account.full_name,
        verified: account.email_verified_at !== null,
        role: account.role,
        you: account.id === ctx.session.user.id,
      }))
      .sort((a, b) => order(a.role) - order(b.role) || a.email.localeCompare(b.email));
  }),

  /** Gives an account its one role, or none (null); the site always keeps one owner. A fresh second factor first. */
  setRole: staffProcedure('staff')
    .input(
      z.object({
        userId: z.uuid({ message: 'Pick an account from the list' }),
        role: z.enum(STAFF_ROLES, { message: `Pick a role: ${STAFF_ROLES.join(', ')}` }).nullable(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await requireStepUp(ctx);
      return ctx.db.transaction().execute(async (trx) => {
        // Owners are counted with their rows locked, so two owners demoting each other at once leave one.
        const owners = await trx
          .selectFrom('user_roles')
          .select('user_id')
          .where('role', '=', 'owner')
          .forUpdate()
          .execute();
        const user = await trx
          .selectFrom('users')
          .select(['id', 'email'])
          .where('id', '=', input.userId)
          .executeTakeFirst();
        if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'That account is gone. Reload the list.' });
        const wasOwner = owners.some((owner) => owner.user_id === user.id);
        if (wasOwner && input.role !== 'owner' && owners.length === 1)
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: `${user.email} is the only owner: give another account the Owner role first, so someone can still publish and manage accounts.`,
          });
        const changed = input.role ? await grantRole(trx, user.id, input.role) : await revokeRole(trx, user.id);
        const words = input.role ? `has the ${ROLE_LABELS[input.role]} role` : 'has no staff role';
        return { changed, message: changed ? `${user.email} ${words} now.` : `${user.email} ${words} already.` };
      });
    }),

  /**
   * Signs a person out on every device (a crew phone lost or handed on): their sessions end at
   * once, and they sign in again with their password or passkey. The owner's own call keeps the
   * session making it.
   */
  signOutDevices: staffProcedure('staff')
    .input(z.object({ userId: z.uuid({ message: 'Pick an account from the list' }) }))
    .mutation(async ({ ctx, input }) => {
      const user = await ctx.db.selectFrom('users').select(['email']).where('id', '=', input.userId).executeTakeFirst();
      if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'That account is gone. Reload the list.' });
      const own = input.userId === ctx.session.user.id;
      const ended = await invalidateUserSessions(ctx.db, input.userId, own ? ctx.session.id : undefined);
      const devices = ended === 1 ? '1 device' : `${ended} devices`;
      return {
        ended,
        message:
          ended === 0
            ? `${user.email} was not signed in anywhere${own ? ' else' : ''}.`
            : `${user.email} is signed out on ${devices}${own ? ' (not this one)' : ''}.`,
      };
    }),
});
