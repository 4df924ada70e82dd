import { useToast } from '../toast/toast-context';
import { trpc } from '../trpc/client';
import { failureText } from '../ui/messages';

/** A job's photos, its consent and the city pages (the request's "Job photos" section). */
export const useJobCuration = (job: number) => trpc.jobPhotos.forJob.useQuery({ job });

/**
 * Curating a job's photos: Showcase / Cover and descriptions, the homeowner's consent (a change to
 * the request, so its History is read again), and "Create gallery project". A failure says the
 * server's words; a refused project's problems are the caller's to show on its fields.
 */
export function useJobPhotoChanges(job: number) {
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const refresh = () => utils.jobPhotos.forJob.invalidate({ job });
  const update = trpc.jobPhotos.update.useMutation({
    onSuccess: () => refresh(),
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Photo not changed', description: failureText(error) });
      void refresh();
    },
  });
  const setConsent = trpc.jobPhotos.setConsent.useMutation({
    onSuccess: (result, input) => {
      toast({
        title: input.consent === 'given' ? 'Consent recorded' : 'Consent withdrawn',
        description: result.message,
      });
      return Promise.all([refresh(), utils.leads.get.invalidate({ id: job })]);
    },
  });
  const createProject = trpc.jobPhotos.createProject.useMutation({
    onSuccess: (result) => {
      toast({ title: 'Gallery project saved', description: result.message });
      return refresh();
    },
  });
  return { update, setConsent, createProject };
}
