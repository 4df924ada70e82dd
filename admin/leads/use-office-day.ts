import { STALE_VERSION } from '../../shared/lead-statuses';
import { useToast } from '../toast/toast-context';
import { trpc } from '../trpc/client';
import { errorDataOf } from '../trpc/errors';
import { failureText } from '../ui/messages';

/**
 * The office's own changes to one request (contact details, appointment, follow-up, won value, the
 * job's completion day and an open complaint),
 * answered like the status and notes in use-lead-changes.ts: a toast, then the request, the list
 * and the agenda read again; a change refused because someone else changed it first says so.
 */
export function useOfficeDayChanges(id: number) {
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const refresh = () =>
    Promise.all([
      utils.leads.get.invalidate({ id }),
      utils.leads.agenda.invalidate(),
      utils.submissions.list.invalidate(),
      utils.submissions.stats.invalidate(),
    ]);
  const failed = (title: string) => (error: unknown) => {
    const stale = errorDataOf(error).appCode === STALE_VERSION;
    // Field problems are shown next to their fields; the toast names the rest.
    if (!stale && errorDataOf(error).fieldErrors) return;
    toast({
      variant: 'destructive',
      title: stale ? 'Someone else changed this request' : title,
      description: failureText(error),
    });
    if (stale) void refresh();
  };
  const done = (title: string, description?: string) => () => {
    toast({ title, description });
    return refresh();
  };
  const editContact = trpc.leads.editContact.useMutation({
    onSuccess: (result) => done(result.changed.length ? 'Contact details saved' : 'Nothing changed', undefined)(),
    onError: failed('Contact details not saved'),
  });
  const setAppointment = trpc.leads.setAppointment.useMutation({
    onSuccess: (result, input) =>
      done(
        input.appointment ? 'Inspection booked' : 'Inspection cancelled',
        result.mailed ? 'The customer is mailed the time, with a calendar file.' : undefined,
      )(),
    onError: failed('Inspection not saved'),
  });
  const setFollowUp = trpc.leads.setFollowUp.useMutation({
    onSuccess: (_result, input) =>
      done(
        input.day ? 'Follow-up set' : 'Follow-up removed',
        input.day ? 'A reminder is mailed that morning.' : undefined,
      )(),
    onError: failed('Follow-up not saved'),
  });
  const setWonValue = trpc.leads.setWonValue.useMutation({
    onSuccess: done('Won value saved'),
    onError: failed('Won value not saved'),
  });
  const setJobCompleted = trpc.leads.setJobCompleted.useMutation({
    onSuccess: (_result, input) =>
      done(
        input.day ? 'Completion date saved' : 'Completion date cleared',
        input.day ? 'The review request is mailed two days later at 10:00.' : 'No review request is planned.',
      )(),
    onError: failed('Completion date not saved'),
  });
  const setComplaint = trpc.leads.setComplaint.useMutation({
    onSuccess: (_result, input) =>
      done(
        input.open ? 'Complaint recorded' : 'Complaint resolved',
        input.open ? 'No review request is mailed while it is open.' : undefined,
      )(),
    onError: failed('Complaint not saved'),
  });
  return { editContact, setAppointment, setFollowUp, setWonValue, setJobCompleted, setComplaint };
}

/** The inspections and due follow-ups of today or this week; read again when the admin comes back to the tab. */
export const useAgenda = (range: 'today' | 'week') =>
  trpc.leads.agenda.useQuery({ range }, { refetchOnWindowFocus: true });
