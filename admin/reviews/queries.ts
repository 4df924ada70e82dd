import { useToast } from '../toast/toast-context';
import { trpc } from '../trpc/client';
import { failureText } from '../ui/messages';

/** The testimonials customers sent, with their consent, and the city pages one may go on. */
export const useReviewQueue = () => trpc.reviews.queue.useQuery(undefined, { refetchOnWindowFocus: true });

/** The customers' private notes (score and words), newest first. */
export const useReviewNotes = () => trpc.reviews.notes.useQuery(undefined, { refetchOnWindowFocus: true });

/** Asked, opened, noted, received and approved, per month. */
export const useReviewReport = () => trpc.reviews.report.useQuery(undefined, { refetchOnWindowFocus: true });

/**
 * Approving (onto a city page, published) and removing (a takedown, published at once): the
 * server's words in a toast, then the queue and the report read again, whichever way it went.
 */
export function useReviewChanges() {
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const refresh = () => Promise.all([utils.reviews.queue.invalidate(), utils.reviews.report.invalidate()]);
  const failed = (title: string) => (error: unknown) => {
    toast({ variant: 'destructive', title, description: failureText(error) });
    void refresh();
  };
  const approve = trpc.reviews.approve.useMutation({
    onSuccess: (result) => {
      toast({ title: 'Testimonial approved', description: result.message });
      return refresh();
    },
    onError: failed('Testimonial not published'),
  });
  const remove = trpc.reviews.remove.useMutation({
    onSuccess: (result) => {
      toast({ title: result.live ? 'Taken off the site' : 'Removed', description: result.message });
      return refresh();
    },
    onError: failed('Testimonial not removed'),
  });
  return { approve, remove };
}
