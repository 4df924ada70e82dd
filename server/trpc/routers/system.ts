import { TRPCError } from '@trpc/server';
import { backupNow } from '../../backup/backup-now';
import { systemOverview } from '../../system/overview';
import { staffProcedure, router } from '../init';

/** The dashboard's System page. Admin only: the role is checked on the server on every call. */
export const systemRouter = router({
  overview: staffProcedure('system').query(({ ctx }) => systemOverview(ctx)),
  /** The nightly backup, now: it runs within a second on whichever instance claims it. */
  backupNow: staffProcedure('system').mutation(async ({ ctx }) => {
    const outcome = await backupNow(ctx.db, ctx.now());
    if (!outcome.ok) throw new TRPCError({ code: 'CONFLICT', message: outcome.message });
    return { requested: true };
  }),
});
