import { router } from './init';
import { authRouter } from './routers/auth';
import { jobsRouter } from './routers/jobs';
import { leadsRouter } from './routers/leads';
import { submissionsRouter } from './routers/submissions';

/** Every procedure the site calls, one router per domain. The client imports only the type. */
export const appRouter = router({
  auth: authRouter,
  jobs: jobsRouter,
  leads: leadsRouter,
  submissions: submissionsRouter,
});

export type AppRouter = typeof appRouter;
