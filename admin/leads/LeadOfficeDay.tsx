import { useId, useState } from 'react';
import type { LeadDetail } from '../trpc/outputs';
import { useOfficeDayChanges } from './use-office-day';
import { primaryOffice } from '../../schema/office';
import { formatAppointment, formatDay, formatDollars, zonedParts } from '../../shared/office-day';
import { button } from '../../ui/theme/primitives.css';
import { useSite } from '../../ui/page-context';
import { RequestFieldsForm, requestValuesOf } from './RequestFieldsForm';
import * as a from '../ui/admin.css';
import * as s from './AdminDashboard.css';

/** The inspection: booked, moved or cancelled; the customer is mailed the time with an .ics (server side). */
function AppointmentForm({ lead }: { lead: LeadDetail }) {
  const site = useSite();
  const id = useId();
  const changes = useOfficeDayChanges(lead.id);
  const current = lead.appointmentAt ? zonedParts(lead.appointmentAt, site.timeZone) : null;
  const [day, setDay] = useState(current?.day ?? '');
  const [time, setTime] = useState(current?.time ?? '09:00');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = changes.setAppointment.isPending;
  const town = primaryOffice(site).locality;
  return (
    <form
      className={s.section}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!day || !time) return setProblem('Pick the day and the time of the inspection.');
        setProblem(null);
        changes.setAppointment.mutate({ id: lead.id, version: lead.version, appointment: { day, time } });
      }}
    >
      <h3 id={`${id}-heading`} className={s.sectionHeading}>
        Inspection
      </h3>
      <p className={s.noteBody}>
        {lead.appointmentAt ? (
          <>
            <strong>{formatAppointment(lead.appointmentAt, site.timeZone)}</strong>{' '}
            <span className={s.secondary}>({town} time)</span>
          </>
        ) : (
          <span className={s.secondary}>Not booked yet.</span>
        )}
      </p>
      <div className={s.inlineFields}>
        <label className={s.smallField}>
          <span className={s.fieldLabel}>Day</span>
          <input className={s.input} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
        </label>
        <label className={s.smallField}>
          <span className={s.fieldLabel}>Time ({town})</span>
          <input
            className={s.input}
            type="time"
            required
            step={900}
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        </label>
        <button type="submit" className={button({ kind: 'secondary' })} disabled={busy}>
          {lead.appointmentAt ? 'Move inspection' : 'Book inspection'}
        </button>
        {lead.appointmentAt && (
          <button
            type="button"
            className={button({ kind: 'outline' })}
            disabled={busy}
            onClick={() => changes.setAppointment.mutate({ id: lead.id, version: lead.version, appointment: null })}
          >
            Cancel inspection
          </button>
        )}
      </div>
      {problem && (
        <p className={s.secondary} role="alert">
          {problem}
        </p>
      )}
      <p className={s.secondary}>
        {lead.email ? `The customer is mailed the time at ${lead.email}, with a calendar file.` : ''}
      </p>
    </form>
  );
}

/** The follow-up day; a reminder goes to the assigned admin (else the office) that morning. */
function FollowUpForm({ lead }: { lead: LeadDetail }) {
  const site = useSite();
  const id = useId();
  const changes = useOfficeDayChanges(lead.id);
  const [day, setDay] = useState(lead.followUpAt ? zonedParts(lead.followUpAt, site.timeZone).day : '');
  const busy = changes.setFollowUp.isPending;
  return (
    <form
      className={s.section}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (day) changes.setFollowUp.mutate({ id: lead.id, version: lead.version, day });
      }}
    >
      <h3 id={`${id}-heading`} className={s.sectionHeading}>
        Follow-up
      </h3>
      <p className={s.noteBody}>
        {lead.followUpAt ? (
          <>
            <strong>{formatDay(lead.followUpAt, site.timeZone)}</strong>{' '}
            <span className={s.secondary}>
              {lead.followUpReminded
                ? '(reminder sent)'
                : `(a reminder is mailed to ${lead.assignedTo?.email ?? 'the office'} that morning)`}
            </span>
          </>
        ) : (
          <span className={s.secondary}>None set.</span>
        )}
      </p>
      <div className={s.inlineFields}>
        <label className={s.smallField}>
          <span className={s.fieldLabel}>Follow up on</span>
          <input className={s.input} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
        </label>
        <button type="submit" className={button({ kind: 'secondary' })} disabled={busy || !day}>
          Set follow-up
        </button>
        {lead.followUpAt && (
          <button
            type="button"
            className={button({ kind: 'outline' })}
            disabled={busy}
            onClick={() => changes.setFollowUp.mutate({ id: lead.id, version: lead.version, day: null })}
          >
            Remove
          </button>
        )}
      </div>
    </form>
  );
}

/** A Won request's value: shown, and corrected here (it is first asked on the move to Won). */
function WonValue({ lead }: { lead: LeadDetail }) {
  const id = useId();
  const changes = useOfficeDayChanges(lead.id);
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState(lead.wonValue === null ? '' : String(lead.wonValue));
  if (lead.status !== 'won') return null;
  return (
    <div className={s.section}>
      <h3 id={`${id}-heading`} className={s.sectionHeading}>
        Won value
      </h3>
      {!editing ? (
        <p className={s.badgeRow}>
          <strong>{lead.wonValue === null ? 'Not given' : formatDollars(lead.wonValue)}</strong>
          <button type="button" className={a.linkButton} onClick={() => setEditing(true)}>
            Change
          </button>
        </p>
      ) : (
        <form
          className={s.inlineFields}
          aria-labelledby={`${id}-heading`}
          onSubmit={(event) => {
            event.preventDefault();
            changes.setWonValue.mutateAsync({ id: lead.id, version: lead.version, wonValue: typed }).then(
              () => setEditing(false),
              () => undefined,
            );
          }}
        >
          <label className={s.smallField}>
            <span className={s.fieldLabel}>Dollars</span>
            <input
              className={s.input}
              inputMode="decimal"
              value={typed}
              maxLength={30}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <button type="submit" className={button({ kind: 'secondary' })} disabled={changes.setWonValue.isPending}>
            Save
          </button>
          <button type="button" className={button({ kind: 'outline' })} onClick={() => setEditing(false)}>
            Cancel
          </button>
        </form>
      )}
    </div>
  );
}

/** "Edit contact details": the visitor's fields with the form's rules; each change goes in the history with old and new. */
export function ContactEditor({ lead }: { lead: LeadDetail }) {
  const changes = useOfficeDayChanges(lead.id);
  const [editing, setEditing] = useState(false);
  if (!editing)
    return (
      <button type="button" className={a.linkButton} onClick={() => setEditing(true)}>
        Edit contact details
      </button>
    );
  return (
    <RequestFieldsForm
      initial={requestValuesOf(lead)}
      label="Edit contact details"
      submitLabel="Save contact details"
      busy={changes.editContact.isPending}
      onCancel={() => setEditing(false)}
      onSubmit={(values) =>
        changes.editContact.mutateAsync({ id: lead.id, version: lead.version, values }).then(() => setEditing(false))
      }
    />
  );
}

/** The detail's part for the office's day: the inspection, the follow-up and the won value. */
export function LeadOfficeDay({ lead }: { lead: LeadDetail }) {
  return (
    <>
      <WonValue key={`won-${lead.version}`} lead={lead} />
      <AppointmentForm key={`appointment-${lead.appointmentAt}`} lead={lead} />
      <FollowUpForm key={`follow-up-${lead.followUpAt}`} lead={lead} />
    </>
  );
}
