import { lastJobRuns } from '../../jobs/runs';
import { staffProcedure, router } from '../init';

/** The timed jobs, for the dashboard. Admin only. */
export const jobsRouter = router({
  /** Each job this server runs: when it is due next, its last run (outcome, error, result) and its last failure. */
  lastRuns: staffProcedure('system').query(({ ctx }) => lastJobRuns(ctx.db, ctx.jobNames)),
});
