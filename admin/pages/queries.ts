import { trpc } from '../trpc/client';

/** The city pages as the list shows them: name, state, what the site shows and whether a draft waits. */
export const useCityPages = () => trpc.cityPages.list.useQuery(undefined, { refetchOnWindowFocus: true });

/**
 * One city page opened: its draft, what is live, the file's values and the version to save on. Not
 * looked at again on focus: the editor holds the owner's edits, and a save says when someone else
 * saved meanwhile.
 */
export const useCityPage = (slug: string) =>
  trpc.cityPages.open.useQuery(
    { slug },
    { refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY, retry: false },
  );

function useAfterChange() {
  const utils = trpc.useUtils();
  return () => utils.cityPages.list.invalidate();
}

/** Saves a draft (a new city's first with `adding`). The editor keeps its own copy, so the page is not fetched again. */
export const useSaveCityPage = () => {
  const after = useAfterChange();
  return trpc.cityPages.saveDraft.useMutation({ onSuccess: () => void after() });
};

export const usePublishCityPage = () => {
  const after = useAfterChange();
  return trpc.cityPages.publish.useMutation({ onSettled: () => void after() });
};

/** Fetches a page as it is now (a stale save's "take theirs"), whatever the cache holds. */
export const useFetchCityPage = () => {
  const utils = trpc.useUtils();
  return (slug: string) => utils.cityPages.open.fetch({ slug }, { staleTime: 0 });
};

/** The code-defined pages' zones the owner writes, as the list shows them: page, zone, what the site shows. */
export const usePageZones = () => trpc.pageZones.list.useQuery(undefined, { refetchOnWindowFocus: true });

/** One zone opened: its allow-list, draft, what is live, the code's words and the version to save on. */
export const usePageZone = (key: string) =>
  trpc.pageZones.open.useQuery(
    { key },
    { refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY, retry: false, enabled: key !== '' },
  );

function useAfterZoneChange() {
  const utils = trpc.useUtils();
  return () => utils.pageZones.list.invalidate();
}

export const useSavePageZone = () => {
  const after = useAfterZoneChange();
  return trpc.pageZones.saveDraft.useMutation({ onSuccess: () => void after() });
};

export const usePublishPageZone = () => {
  const after = useAfterZoneChange();
  return trpc.pageZones.publish.useMutation({ onSettled: () => void after() });
};

/** Fetches a zone as it is now (a stale save's "take theirs", a restore), whatever the cache holds. */
export const useFetchPageZone = () => {
  const utils = trpc.useUtils();
  return (key: string) => utils.pageZones.open.fetch({ key }, { staleTime: 0 });
};
