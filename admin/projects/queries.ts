import { trpc } from '../trpc/client';

/** The gallery projects of the draft and the site, each live, changed, new or leaving, and the version a publish names. */
export const useGalleryProjects = () => trpc.galleryProjects.list.useQuery(undefined, { refetchOnWindowFocus: true });

/** The city pages by name, to say where each project shows. */
export const useProjectCities = () =>
  trpc.jobPhotos.cities.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });

/** Edit and Remove (in the draft) and the owner's Publish; the list is read again either way (a refused edit may be stale). */
export function useGalleryProjectChanges() {
  const utils = trpc.useUtils();
  const refresh = () => void utils.galleryProjects.list.invalidate();
  const update = trpc.galleryProjects.update.useMutation({ onSettled: refresh });
  const remove = trpc.galleryProjects.remove.useMutation({ onSettled: refresh });
  const publish = trpc.galleryProjects.publish.useMutation({ onSettled: refresh });
  return { update, remove, publish };
}
