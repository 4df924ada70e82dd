import { trpc } from '../trpc/client';
import type { PageRef } from './page-ref';

/** A page's revisions, newest first (who, when, the note, which is live and which the draft); asked once `enabled`. */
export const usePageRevisions = (page: PageRef, enabled = true) =>
  trpc.pageHistory.revisions.useQuery(page, { refetchOnWindowFocus: true, enabled });

/** What changed from one revision to another, field by field; nothing asked until both are picked. */
export const usePageComparison = (page: PageRef, from: number | null, to: number | null) =>
  trpc.pageHistory.compare.useQuery(
    { ...page, from: from ?? 0, to: to ?? 0 },
    { enabled: from !== null && to !== null && from !== to, staleTime: Number.POSITIVE_INFINITY },
  );

/** Makes a revision the draft again; the history is looked at again after. */
export const useRestoreRevision = () => {
  const utils = trpc.useUtils();
  return trpc.pageHistory.restore.useMutation({ onSettled: () => void utils.pageHistory.revisions.invalidate() });
};
