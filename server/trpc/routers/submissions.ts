import { listSubmissionsSchema } from '../../../schema/submissions';
import { leadClocksOf } from '../../leads/clock';
import { listSubmissions } from '../../submissions/list';
import { submissionStats } from '../../submissions/stats';
import { staffProcedure, router } from '../init';

/** The admin dashboard's list and figures (one request in full is leads.get). Admin only: the role is checked on the server for every call. */
export const submissionsRouter = router({
  /** Total, last 7 days, with a phone, and per week for the last 12 weeks (business time). */
  stats: staffProcedure('leads').query(({ ctx }) => submissionStats(ctx.db, leadClocksOf(ctx, ctx.now()))),

  /** One page, the open emergencies first and then newest first, of the submissions the search and filters (status view, Mine, office) match; `nextCursor` continues it. */
  list: staffProcedure('leads')
    .input(listSubmissionsSchema)
    .query(({ ctx, input }) =>
      listSubmissions(ctx.db, input, {
        view: input.view,
        ownerId: input.mine ? ctx.session.user.id : null,
        office: input.office ?? null,
        ...leadClocksOf(ctx, ctx.now()),
      }),
    ),
});
