import { trpc } from '../trpc/client';

/**
 * The launch checklist (a compile of the whole site on the server, kept per content): looked at
 * when the dashboard opens and when the facts change (the editor's saves invalidate it).
 */
export const useLaunchChecklist = () =>
  trpc.siteFacts.checklist.useQuery(undefined, { refetchOnWindowFocus: true, staleTime: 60_000 });
