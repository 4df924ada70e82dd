import { trpc } from '../trpc/client';

/** The System page: server, backups, mail, jobs and alarms; checked every minute while open. */
export const useSystemOverview = () =>
  trpc.system.overview.useQuery(undefined, { refetchInterval: 60_000, refetchOnWindowFocus: true });
