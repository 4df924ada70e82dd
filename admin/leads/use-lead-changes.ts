import { STALE_VERSION, STATUS_LABELS } from '../../shared/lead-statuses';
import { useToast } from '../toast/toast-context';
import { trpc } from '../trpc/client';
import { errorDataOf } from '../trpc/errors';
import { failureText } from '../ui/messages';

/**
 * After a change: the list, the counters and this request are read again. A change refused because
 * someone else changed the request first says who and what (the server's words) and shows the
 * latest version; nothing the admin typed is lost (a note stays in its box).
 */
export function useLeadChanges(id: number, onErased: () => void) {
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const refresh = () =>
    Promise.all([
      utils.leads.get.invalidate({ id }),
      utils.submissions.list.invalidate(),
      utils.submissions.stats.invalidate(),
    ]);
  const failed = (title: string) => (error: unknown) => {
    const stale = errorDataOf(error).appCode === STALE_VERSION;
    toast({
      variant: 'destructive',
      title: stale ? 'Someone else changed this request' : title,
      description: failureText(error),
    });
    void refresh();
  };
  const setStatus = trpc.leads.setStatus.useMutation({
    onSuccess: (_data, input) => {
      toast({ title: 'Status changed', description: `Now ${STATUS_LABELS[input.status]}.` });
      return refresh();
    },
    onError: failed('Status not changed'),
  });
  const assign = trpc.leads.assign.useMutation({
    onSuccess: () => {
      toast({ title: 'Assignment saved' });
      return refresh();
    },
    onError: failed('Assignment not changed'),
  });
  const addNote = trpc.leads.addNote.useMutation({
    onSuccess: () => {
      toast({ title: 'Note added' });
      return refresh();
    },
    onError: failed('Note not added'),
  });
  const erase = trpc.leads.erase.useMutation({
    onSuccess: async () => {
      toast({
        title: 'Request deleted permanently',
        description: 'Its notes and mails are gone too; the history keeps that it was deleted.',
      });
      onErased();
      await Promise.all([utils.submissions.list.invalidate(), utils.submissions.stats.invalidate()]);
    },
    onError: failed('Request not deleted'),
  });
  return { setStatus, assign, addNote, erase };
}
