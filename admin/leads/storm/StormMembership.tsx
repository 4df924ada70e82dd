import { button } from '../../../ui/theme/primitives.css';
import { useToast } from '../../toast/toast-context';
import * as a from '../../ui/admin.css';
import { failureText } from '../../ui/messages';
import * as s from '../LeadDialog.css';
import * as l from '../leads.css';
import { useSetStormMember, useStormMembership } from './queries';

/**
 * The lead's "Storm" line: whether it is one of the active (or latest) storm's requests, with
 * "Add to this storm" or "Remove from this storm" (a call from a town the storm did not name, or a
 * request that is not about it). Nothing while no storm was ever declared.
 */
export function StormMembership({ id }: { id: number }) {
  const membership = useStormMembership(id);
  const change = useSetStormMember();
  const { toast } = useToast();
  const data = membership.data;
  if (!data?.storm) return null;
  const { storm, member } = data;
  const set = (to: boolean) =>
    change.mutate(
      { stormId: storm.id, id, member: to },
      {
        onError: (error) =>
          toast({ variant: 'destructive', title: 'The storm view was not changed', description: failureText(error) }),
      },
    );
  return (
    <>
      <dt className={s.detailTerm}>Storm</dt>
      <dd className={l.detailValue}>
        <p className={a.secondary}>
          {member ? 'In the storm view of ' : 'Not in the storm view of '}
          <strong>{storm.name}</strong>
          {storm.active ? '' : ' (ended)'}.
        </p>
        <button
          type="button"
          className={button({ kind: 'outline' })}
          disabled={change.isPending}
          onClick={() => set(!member)}
        >
          {member ? 'Remove from this storm' : 'Add to this storm'}
        </button>
      </dd>
    </>
  );
}
