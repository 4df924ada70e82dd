import { router } from './init';
import { authRouter } from './routers/auth';

/** Every procedure the site calls, one router per domain. The client imports only the type. */
export const appRouter = router({
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
