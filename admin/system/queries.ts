import { trpc } from '../trpc/client';

/** The System page: server, backups, mail, jobs and alarms; checked every minute while open. */
export const useSystemOverview = () =>
  trpc.system.overview.useQuery(undefined, { refetchInterval: 60_000, refetchOnWindowFocus: true });

/** "Back up now": the backup runs within a second; the page asks again until it shows. */
export const useBackupNow = () => {
  const utils = trpc.useUtils();
  return trpc.system.backupNow.useMutation({
    onSuccess: () => {
      for (const after of [2_000, 10_000, 30_000]) setTimeout(() => void utils.system.overview.invalidate(), after);
    },
  });
};
