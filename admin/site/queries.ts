import { trpc } from '../trpc/client';

/**
 * The business facts: the draft being edited, the live facts and the version to save on. Not
 * looked at again on focus: the editor holds the owner's edits, and a save says when someone else
 * saved meanwhile (a stale save is refused with what changed).
 */
export const useSiteFacts = () =>
  trpc.siteFacts.get.useQuery(undefined, { refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY });

/** The releases with who made them and what each changed. */
export const useReleaseHistory = () => trpc.siteFacts.history.useQuery(undefined, { refetchOnWindowFocus: true });

/** After a save, a publish or a rollback: the facts, the history and the launch checklist are looked at again. */
function useAfterChange() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.siteFacts.get.invalidate(),
      utils.siteFacts.history.invalidate(),
      utils.siteFacts.checklist.invalidate(),
    ]);
}

export const useSaveDraft = () => {
  const after = useAfterChange();
  return trpc.siteFacts.saveDraft.useMutation({ onSuccess: () => void after() });
};

export const usePublish = () => {
  const after = useAfterChange();
  // A refused publish writes a failed release: the history shows it too.
  return trpc.siteFacts.publish.useMutation({ onSettled: () => void after() });
};

export const useRollback = () => {
  const after = useAfterChange();
  return trpc.siteFacts.rollback.useMutation({ onSettled: () => void after() });
};

/** Fetches the draft as it is now (a stale save's "take theirs"), whatever the cache holds. */
export const useFetchSiteFacts = () => {
  const utils = trpc.useUtils();
  return () => utils.siteFacts.get.fetch(undefined, { staleTime: 0 });
};
