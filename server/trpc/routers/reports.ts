import { leadReportSchema } from '../../../schema/reports';
import { leadReport } from '../../reports/lead-report';
import { staffProcedure, router } from '../init';

/** The Reports view (admin only: the role is checked on the server for every call). */
export const reportsRouter = router({
  /** Requests, inspections, estimates, won, win rate, won value and first response per group, with the total. */
  leads: staffProcedure('reports')
    .input(leadReportSchema)
    .query(({ ctx, input }) =>
      leadReport(ctx.db, { ...input, now: ctx.now(), timeZone: ctx.site.timeZone, offices: ctx.site.offices }),
    ),
});
