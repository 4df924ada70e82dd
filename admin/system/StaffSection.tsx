import { useId, useState } from 'react';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../shared/staff-roles';
import { button } from '../../ui/theme/primitives.css';
import { useStepUp } from '../auth/step-up-context';
import { useToast } from '../toast/toast-context';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import { useSetRole, useSignOutDevices, useStaff } from './queries';
import * as s from './AdminSystem.css';

const NONE = 'none';

/** One account's row: who, and its role with a Save beside it once changed. */
function StaffRow({
  account,
}: {
  account: { id: string; email: string; fullName: string; verified: boolean; role: StaffRole | null; you: boolean };
}) {
  const id = useId();
  const setRole = useSetRole();
  const signOutDevices = useSignOutDevices();
  const { guard } = useStepUp();
  const { toast } = useToast();
  const [picked, setPicked] = useState<string>(account.role ?? NONE);
  const changed = picked !== (account.role ?? NONE);
  const save = () =>
    guard(() =>
      setRole.mutate(
        { userId: account.id, role: picked === NONE ? null : (picked as StaffRole) },
        {
          onSuccess: (result) => toast({ title: 'Role saved', description: result.message }),
          onError: (error) => {
            setPicked(account.role ?? NONE);
            toast({ title: 'Role not changed', description: failureText(error), variant: 'destructive' });
          },
        },
      ),
    );
  return (
    <li className={s.listItem}>
      <div className={s.itemHead}>
        <span>
          <strong>{account.fullName || account.email}</strong>
          {account.you ? ' (you)' : ''}
        </span>
        <span className={a.muted}>
          {account.email}
          {account.verified ? '' : ' · email not confirmed yet'}
        </span>
      </div>
      <div className={s.actions}>
        <label htmlFor={id} className="visually-hidden">
          Role of {account.email}
        </label>
        <select id={id} className={s.roleSelect} value={picked} onChange={(event) => setPicked(event.target.value)}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
          <option value={NONE}>No staff role</option>
        </select>
        {changed && (
          <button type="button" className={button({ kind: 'primary' })} disabled={setRole.isPending} onClick={save}>
            {setRole.isPending ? 'Saving…' : 'Save role'}
          </button>
        )}
        {account.role && (
          <button
            type="button"
            className={button({ kind: 'secondary' })}
            disabled={signOutDevices.isPending}
            aria-label={account.you ? undefined : `Sign out devices of ${account.email}`}
            onClick={() =>
              signOutDevices.mutate(
                { userId: account.id },
                {
                  onSuccess: (result) => toast({ title: 'Signed out', description: result.message }),
                  onError: (error) =>
                    toast({ title: 'Not signed out', description: failureText(error), variant: 'destructive' }),
                },
              )
            }
          >
            {signOutDevices.isPending ? 'Signing out…' : account.you ? 'Sign out my other devices' : 'Sign out devices'}
          </button>
        )}
      </div>
    </li>
  );
}

/** Staff and their roles, on the owner's System page: who may see and do what (shared/staff-roles.ts). */
export function StaffSection() {
  const staff = useStaff();
  return (
    <section className={s.card} aria-labelledby="staff-heading">
      <h2 id="staff-heading" className={a.cardHeading}>
        Staff and roles
      </h2>
      <dl className={s.facts}>
        {STAFF_ROLES.map((role) => (
          <div key={role} className={s.roleLine}>
            <dt className={s.factLabel}>{ROLE_LABELS[role]}</dt>
            <dd className={s.factValue}>{ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>
      {staff.isPending && <Loading label="Loading the accounts..." />}
      {staff.isError && (
        <p className={a.note.warning} role="alert">
          {failureText(staff.error)}
        </p>
      )}
      {staff.data && (
        <ul className={s.list} aria-label="Accounts and their roles">
          {staff.data.map((account) => (
            <StaffRow key={`${account.id}:${account.role}`} account={account} />
          ))}
        </ul>
      )}
    </section>
  );
}
