import { trpc } from '../trpc/client';

/** A city page's revisions, newest first (who, when, the note, which is live and which the draft). */
export const usePageRevisions = (slug: string) =>
  trpc.pageHistory.revisions.useQuery({ slug }, { refetchOnWindowFocus: true });

/** What changed from one revision to another, field by field; nothing asked until both are picked. */
export const usePageComparison = (slug: string, from: number | null, to: number | null) =>
  trpc.pageHistory.compare.useQuery(
    { slug, from: from ?? 0, to: to ?? 0 },
    { enabled: from !== null && to !== null && from !== to, staleTime: Number.POSITIVE_INFINITY },
  );

/** Makes a revision the draft again; the history is looked at again after. */
export const useRestoreRevision = () => {
  const utils = trpc.useUtils();
  return trpc.pageHistory.restore.useMutation({ onSettled: () => void utils.pageHistory.revisions.invalidate() });
};
