import { trpc } from '../trpc/client';

/** The System page: server, backups, mail, jobs and alarms; checked every minute while open, every few seconds while a backup runs. */
export const useSystemOverview = () =>
  trpc.system.overview.useQuery(undefined, {
    refetchInterval: (query) => (query.state.data?.backup.running ? 3_000 : 60_000),
    refetchOnWindowFocus: true,
  });

/** "Back up now": the backup starts within a second; the page looks again until it shows it running, then done. */
export const useBackupNow = () => {
  const utils = trpc.useUtils();
  return trpc.system.backupNow.useMutation({
    onSuccess: () => {
      for (const after of [1_500, 5_000]) setTimeout(() => void utils.system.overview.invalidate(), after);
    },
  });
};

/** Every account with its staff role (the owner's). */
export const useStaff = () => trpc.staff.list.useQuery(undefined, { refetchOnWindowFocus: true });

/** Gives an account its role (or none); the list is read again after, whichever way it went. */
export const useSetRole = () => {
  const utils = trpc.useUtils();
  return trpc.staff.setRole.useMutation({ onSettled: () => utils.staff.list.invalidate() });
};

/** Signs a person out on every device (a lost crew phone). */
export const useSignOutDevices = () => trpc.staff.signOutDevices.useMutation();
