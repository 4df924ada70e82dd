import { useId, useState } from 'react';
import type { LeadDetail } from '../trpc/outputs';
import { useOfficeDayChanges } from './use-office-day';
import { primaryOffice } from '../../schema/office';
import { formatAppointment, formatDay, formatDollars, zonedMoment, zonedParts } from '../../shared/office-day';
import { button } from '../../ui/theme/primitives.css';
import { useSite } from '../../ui/page-context';
import { RequestFieldsForm, requestValuesOf } from './RequestFieldsForm';
import * as a from '../ui/admin.css';
import * as l from './leads.css';

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
      className={l.section}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!day || !time) return setProblem('Pick the day and the time of the inspection.');
        setProblem(null);
        changes.setAppointment.mutate({ id: lead.id, version: lead.version, appointment: { day, time } });
      }}
    >
      <h3 id={`${id}-heading`} className={l.sectionHeading}>
        Inspection
      </h3>
      <p className={l.noteBody}>
        {lead.appointmentAt ? (
          <>
            <strong>{formatAppointment(lead.appointmentAt, site.timeZone)}</strong>{' '}
            <span className={a.secondary}>({town} time)</span>
          </>
        ) : (
          <span className={a.secondary}>Not booked yet.</span>
        )}
      </p>
      <div className={l.inlineFields}>
        <label className={l.smallField}>
          <span className={l.fieldLabel}>Day</span>
          <input className={l.input} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
        </label>
        <label className={l.smallField}>
          <span className={l.fieldLabel}>Time ({town})</span>
          <input
            className={l.input}
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
        <p className={a.secondary} role="alert">
          {problem}
        </p>
      )}
      <p className={a.secondary}>
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
      className={l.section}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (day) changes.setFollowUp.mutate({ id: lead.id, version: lead.version, day });
      }}
    >
      <h3 id={`${id}-heading`} className={l.sectionHeading}>
        Follow-up
      </h3>
      <p className={l.noteBody}>
        {lead.followUpAt ? (
          <>
            <strong>{formatDay(lead.followUpAt, site.timeZone)}</strong>{' '}
            <span className={a.secondary}>
              {lead.followUpReminded
                ? '(reminder sent)'
                : `(a reminder is mailed to ${lead.assignedTo?.email ?? 'the office'} that morning)`}
            </span>
          </>
        ) : (
          <span className={a.secondary}>None set.</span>
        )}
      </p>
      <div className={l.inlineFields}>
        <label className={l.smallField}>
          <span className={l.fieldLabel}>Follow up on</span>
          <input className={l.input} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
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
    <div className={l.section}>
      <h3 id={`${id}-heading`} className={l.sectionHeading}>
        Won value
      </h3>
      {!editing ? (
        <p className={l.badgeRow}>
          <strong>{lead.wonValue === null ? 'Not given' : formatDollars(lead.wonValue)}</strong>
          <button type="button" className={a.linkButton} onClick={() => setEditing(true)}>
            Change
          </button>
        </p>
      ) : (
        <form
          className={l.inlineFields}
          aria-labelledby={`${id}-heading`}
          onSubmit={(event) => {
            event.preventDefault();
            changes.setWonValue.mutateAsync({ id: lead.id, version: lead.version, wonValue: typed }).then(
              () => setEditing(false),
              () => undefined,
            );
          }}
        >
          <label className={l.smallField}>
            <span className={l.fieldLabel}>Dollars</span>
            <input
              className={l.input}
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

/** Why a review request was not sent, in the office's words (server/reviews/asks.ts). */
const SKIP_WORDS: Record<NonNullable<NonNullable<LeadDetail['reviewAsk']>['skipReason']>, string> = {
  unsubscribed: 'the customer unsubscribed from our mail',
  'asked-recently': 'they were asked within the last 6 months',
  'no-email': 'the request has no email address',
  'too-old': 'the job was completed too long ago',
};

/** The day two days after a completion day (YYYY-MM-DD): the review request goes then, at 10:00 office time. */
const askDayOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);

/** What happens about the review request, in words: planned, sent, reminded, opened or skipped (and why). */
function reviewAskWords(lead: LeadDetail, timeZone: string): string {
  const ask = lead.reviewAsk;
  if (ask) {
    if (ask.status === 'skipped')
      return `Review request: not sent, ${ask.skipReason ? SKIP_WORDS[ask.skipReason] : 'skipped'}.`;
    const parts = [ask.sentAt ? `sent on ${formatDay(ask.sentAt, timeZone)}` : 'sent'];
    if (ask.reminderSentAt) parts.push(`reminder sent on ${formatDay(ask.reminderSentAt, timeZone)}`);
    if (ask.clickedAt) parts.push(`link opened on ${formatDay(ask.clickedAt, timeZone)}`);
    return `Review request: ${parts.join('; ')}.`;
  }
  if (!lead.jobCompletedOn) return 'Review request: set the completion date and the customer is asked two days later.';
  if (lead.complaintAt) return 'Review request: held while the complaint is open.';
  const at = zonedMoment(askDayOf(lead.jobCompletedOn), '10:00', timeZone);
  return at ? `Review request: mailed ${formatAppointment(at, timeZone)}.` : 'Review request: planned.';
}

/** A Won request's completion day (the review request goes two days later) and an open complaint (none goes while it is). */
function JobCompleted({ lead }: { lead: LeadDetail }) {
  const site = useSite();
  const id = useId();
  const changes = useOfficeDayChanges(lead.id);
  const [day, setDay] = useState(lead.jobCompletedOn ?? '');
  const busy = changes.setJobCompleted.isPending;
  const complaintBusy = changes.setComplaint.isPending;
  if (lead.status !== 'won' && !lead.complaintAt && !lead.jobCompletedOn) return null;
  const won = lead.status === 'won';
  return (
    <div className={l.section}>
      <h3 id={`${id}-heading`} className={l.sectionHeading}>
        Job completed
      </h3>
      <p className={l.noteBody}>
        {lead.jobCompletedOn ? (
          <strong>{formatDay(`${lead.jobCompletedOn}T12:00:00Z`, 'UTC')}</strong>
        ) : (
          <span className={a.secondary}>No completion date yet.</span>
        )}
      </p>
      {won && (
        <form
          className={l.inlineFields}
          aria-labelledby={`${id}-heading`}
          onSubmit={(event) => {
            event.preventDefault();
            if (day) changes.setJobCompleted.mutate({ id: lead.id, version: lead.version, day });
          }}
        >
          <label className={l.smallField}>
            <span className={l.fieldLabel}>Job completed on</span>
            <input className={l.input} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
          </label>
          <button
            type="submit"
            className={button({ kind: 'secondary' })}
            disabled={busy || !day || day === lead.jobCompletedOn}
          >
            Save
          </button>
          {lead.jobCompletedOn && (
            <button
              type="button"
              className={button({ kind: 'outline' })}
              disabled={busy}
              onClick={() => changes.setJobCompleted.mutate({ id: lead.id, version: lead.version, day: null })}
            >
              Clear
            </button>
          )}
        </form>
      )}
      <p className={a.secondary} aria-live="polite">
        {reviewAskWords(lead, site.timeZone)}
      </p>
      <p className={l.badgeRow}>
        {lead.complaintAt ? (
          <>
            <strong>Complaint open since {formatDay(lead.complaintAt, site.timeZone)}</strong>
            <button
              type="button"
              className={button({ kind: 'outline' })}
              disabled={complaintBusy}
              onClick={() => changes.setComplaint.mutate({ id: lead.id, version: lead.version, open: false })}
            >
              Mark resolved
            </button>
          </>
        ) : (
          <button
            type="button"
            className={button({ kind: 'outline' })}
            disabled={complaintBusy}
            onClick={() => changes.setComplaint.mutate({ id: lead.id, version: lead.version, open: true })}
          >
            Record a complaint
          </button>
        )}
      </p>
      <p className={a.secondary}>No review request while a complaint is open.</p>
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

/** The detail's part for the office's day: the won value, the job's completion (and the review request), the inspection, the follow-up. */
export function LeadOfficeDay({ lead }: { lead: LeadDetail }) {
  return (
    <>
      <WonValue key={`won-${lead.version}`} lead={lead} />
      <JobCompleted key={`completed-${lead.version}`} lead={lead} />
      <AppointmentForm key={`appointment-${lead.appointmentAt}`} lead={lead} />
      <FollowUpForm key={`follow-up-${lead.followUpAt}`} lead={lead} />
    </>
  );
}
