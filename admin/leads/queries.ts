import { keepPreviousData } from '@tanstack/react-query';
import type { LeadView } from '../../shared/lead-statuses';
import { DEFAULT_PAGE_SIZE } from '../../shared/submission-search';
import { trpc } from '../trpc/client';

/**
 * The dashboard's reads, each with how fresh it is kept. Only the admin pages call them, so only
 * admins' browsers ask the server for submissions.
 */

/** The counters and the weekly chart; read again when the admin comes back to the tab. */
export const useSubmissionStats = () => trpc.submissions.stats.useQuery(undefined, { refetchOnWindowFocus: true });

/** Whether mail goes out and how its queue stands; checked every minute. */
export const useMailStatus = () =>
  trpc.auth.mailStatus.useQuery(undefined, { refetchInterval: 60_000, refetchOnWindowFocus: true });

/** The list, newest first, a page at a time. While a new search runs, the previous rows stay. */
export const useSubmissionList = (filter: { search: string; view: LeadView; mine: boolean; office: string | null }) =>
  trpc.submissions.list.useInfiniteQuery(
    { ...filter, limit: DEFAULT_PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor, placeholderData: keepPreviousData },
  );

/** One request with its notes, history and repeat requests. */
export const useLead = (id: number) => trpc.leads.get.useQuery({ id });

/** Who a request can be assigned to. */
export const useAdmins = () => trpc.leads.admins.useQuery();

/** Logs a call taken by phone as a new request; the list and the counters are read again. */
export function useLogPhoneCall(options: { onLogged: (id: number) => void; onError: (error: unknown) => void }) {
  const utils = trpc.useUtils();
  return trpc.leads.logPhoneCall.useMutation({
    onSuccess: async ({ id }) => {
      await Promise.all([utils.submissions.list.invalidate(), utils.submissions.stats.invalidate()]);
      options.onLogged(id);
    },
    onError: options.onError,
  });
}
