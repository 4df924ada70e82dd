import { trpc } from '../trpc/client';

/** The account's passkeys, authenticator app, recovery codes and recent security activity. */
export const useAccountOverview = () => trpc.account.overview.useQuery();

/** The password changed with the current one; the other sessions end and the account's history is told. */
export function useChangePassword() {
  const utils = trpc.useUtils();
  const change = trpc.account.changePassword.useMutation();
  return { change, utils };
}

/** Where the account is signed in, with sign-out for one other session or all of them. */
export function useSessions(handlers: { onError: (error: unknown) => void; onOthersEnded: (ended: number) => void }) {
  const utils = trpc.useUtils();
  const sessions = trpc.account.sessions.useQuery();
  const refresh = () => utils.account.sessions.invalidate();
  const signOutOne = trpc.account.signOutSession.useMutation({ onSuccess: refresh, onError: handlers.onError });
  const signOutOthers = trpc.account.signOutOtherSessions.useMutation({
    onSuccess: ({ ended }) => {
      handlers.onOthersEnded(ended);
      return refresh();
    },
    onError: handlers.onError,
  });
  return { sessions, signOutOne, signOutOthers };
}
