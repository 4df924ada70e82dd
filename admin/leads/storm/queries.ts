import { trpc } from '../../trpc/client';

/** Storm mode's reads and changes, and the storm view's queue. */

/** The storm now (or the latest), the towns to choose from and what was changed; read again on coming back to the tab. */
export const useStormOverview = () => trpc.storm.overview.useQuery(undefined, { refetchOnWindowFocus: true });

/** Starts a storm, or changes the one that is on. */
export function useStormChanges(onDone: () => void) {
  return {
    start: trpc.storm.start.useMutation({ onSuccess: onDone }),
    edit: trpc.storm.edit.useMutation({ onSuccess: onDone }),
  };
}

/** Ends the storm; the panel reads the overview again either way. */
export function useEndStorm() {
  const utils = trpc.useUtils();
  return trpc.storm.end.useMutation({ onSettled: () => utils.storm.overview.invalidate() });
}

/** The storm view: requests of the active (or latest) storm, its counters and past customers; kept fresh every minute. */
export const useStormView = () =>
  trpc.stormQueue.view.useQuery({}, { refetchInterval: 60_000, refetchOnWindowFocus: true });

/** Marks a past customer as called about this storm; the queue is read again. */
export function useMarkCalled() {
  const utils = trpc.useUtils();
  return trpc.stormQueue.markCalled.useMutation({ onSuccess: () => utils.stormQueue.view.invalidate() });
}

/** The active (or latest) storm and whether this request is one of its requests: the lead's "Add to this storm". */
export const useStormMembership = (id: number) => trpc.stormQueue.membership.useQuery({ id });

/** Adds a request to the storm or takes it out; the lead (its line and History) and the storm view are read again. */
export function useSetStormMember() {
  const utils = trpc.useUtils();
  return trpc.stormQueue.setMember.useMutation({
    onSuccess: () =>
      Promise.all([
        utils.stormQueue.membership.invalidate(),
        utils.stormQueue.view.invalidate(),
        // The request's History gains the line.
        utils.leads.get.invalidate(),
      ]),
  });
}
