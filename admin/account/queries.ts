import { trpc } from '../trpc/client';

/** The account's passkeys, authenticator app, recovery codes and recent security activity. */
export const useAccountOverview = () => trpc.account.overview.useQuery();
