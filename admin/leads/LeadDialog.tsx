import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { primaryOffice } from '../../schema/office';
import { formatSubmissionDate } from '../../shared/business-time';
import { useSite } from '../../ui/page-context';
import {
  describeEvent,
  LEAD_STATUSES,
  LOST_REASON_LABELS,
  NOTE_MAX_CHARS,
  STATUS_LABELS,
} from '../../shared/lead-statuses';
import { fieldsShownIn, fieldValue } from '../../shared/request-field-sets';
import { detailFields } from './detail-fields';
import type { LeadDetail } from '../trpc/outputs';
import { useAdmins, useLead } from './queries';
import { useLeadChanges } from './use-lead-changes';
import { button } from '../../ui/theme/primitives.css';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Dialog } from '../ui/Dialog';
import { Loading } from '../ui/Spinner';
import { ChoiceSelect } from './ChoiceSelect';
import { ContactDetails } from './ContactDetails';
import { FieldValue } from './FieldValue';
import { formatBusinessMinutes } from './durations';
import { EmergencyBadge, OverdueBadge, StatusBadge, waitingText } from './LeadBadges';
import { Provenance } from './Provenance';
import { ContactEditor, LeadOfficeDay } from './LeadOfficeDay';
import { JobPhotos } from './JobPhotos';
import { WonPrompt } from './WonPrompt';
import { LostPrompt } from './LostPrompt';
import * as s from './LeadDialog.css';
import * as l from './leads.css';
import * as storm from './storm/StormView.css';
import { StormMembership } from './storm/StormMembership';
import { useStepUp } from '../auth/step-up-context';

/** The detail's fields from the declaration (shared/request-fields.ts): the contact block, then each field of its own. */
const DETAIL_CONTACT = fieldsShownIn('detail', 'contact');

const formatAt = (iso: string, timeZone: string) => {
  const { date, time } = formatSubmissionDate(iso, timeZone);
  return `${date} at ${time}`;
};

function NoteForm({
  lead,
  busy,
  onAdd,
}: {
  lead: LeadDetail;
  busy: boolean;
  onAdd: (body: string) => Promise<unknown>;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className={l.section}
      onSubmit={(event) => {
        event.preventDefault();
        if (!body.trim()) return setProblem('Write the note before adding it.');
        setProblem(null);
        // The text stays in the box until the server has it.
        onAdd(body.trim()).then(
          () => setBody(''),
          () => undefined,
        );
      }}
    >
      <label htmlFor={id} className={l.fieldLabel}>
        Add a note
      </label>
      <textarea
        id={id}
        className={s.textarea}
        value={body}
        maxLength={NOTE_MAX_CHARS}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className={a.secondary} role="alert">
          {problem}
        </p>
      )}
      <div className={a.buttonRow}>
        <button type="submit" className={button({ kind: 'secondary' })} disabled={busy}>
          Add note
        </button>
        <span className={a.secondary}>
          Plain text; {lead.notesCount === 1 ? '1 note' : `${lead.notesCount} notes`} so far.
        </span>
      </div>
    </form>
  );
}

function EraseSection({ lead, busy, onErase }: { lead: LeadDetail; busy: boolean; onErase: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);
  if (!confirming) {
    return (
      <div className={l.section}>
        <button type="button" className={s.dangerButton} onClick={() => setConfirming(true)}>
          Delete permanently
        </button>
        <p className={a.secondary}>
          For a person who asks to be forgotten: removes the request, its notes and its mails.
        </p>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group named by its heading; a fieldset would want a legend and its own resets
    <div className={s.danger} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={l.sectionHeading}>
        Delete the request from {lead.name} permanently?
      </h3>
      <p className={l.noteBody}>
        This removes {lead.name}’s request, its {lead.notesCount === 1 ? 'note' : `${lead.notesCount} notes`}, its
        photos and the mails about it, and takes any gallery project of the job off the website. The history keeps only
        that it was deleted, by you, today. It cannot be undone.
      </p>
      <div className={a.buttonRow}>
        <button type="button" className={s.dangerButton} disabled={busy} onClick={onErase}>
          Yes, delete {lead.name}’s request
        </button>
        <button ref={cancel} type="button" className={button({ kind: 'outline' })} onClick={() => setConfirming(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}

function LeadBody({
  lead,
  onOpen,
  onErased,
}: {
  lead: LeadDetail;
  onOpen: (id: number) => void;
  onErased: () => void;
}) {
  const statusId = useId();
  const ownerId = useId();
  const site = useSite();
  const at = (iso: string) => formatAt(iso, site.timeZone);
  const admins = useAdmins();
  const changes = useLeadChanges(lead.id, onErased);
  const stepUp = useStepUp();
  const [asking, setAsking] = useState<'won' | 'lost' | null>(null);
  const busy =
    changes.setStatus.isPending || changes.assign.isPending || changes.addNote.isPending || changes.erase.isPending;
  const owners =
    admins.data ?? (lead.assignedTo ? [{ id: lead.assignedTo.id, email: lead.assignedTo.email, fullName: '' }] : []);
  return (
    <>
      <div className={s.controls}>
        <div className={a.field}>
          <label htmlFor={statusId} className={l.fieldLabel}>
            Status
          </label>
          <ChoiceSelect
            id={statusId}
            value={lead.status}
            choices={LEAD_STATUSES}
            labels={STATUS_LABELS}
            disabled={busy}
            onChange={(status) =>
              // Won asks for the job's value first (optional), Lost for why; every other status saves at once.
              status === 'won' || status === 'lost'
                ? setAsking(status)
                : changes.setStatus.mutate({ id: lead.id, version: lead.version, status })
            }
          />
        </div>
        <div className={a.field}>
          <label htmlFor={ownerId} className={l.fieldLabel}>
            Assigned to
          </label>
          <select
            id={ownerId}
            className={l.selectFull}
            value={lead.assignedTo?.id ?? ''}
            disabled={busy}
            onChange={(event) =>
              changes.assign.mutate({ id: lead.id, version: lead.version, userId: event.target.value || null })
            }
          >
            <option value="">Nobody</option>
            {owners.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.fullName ? `${admin.fullName} (${admin.email})` : admin.email}
              </option>
            ))}
          </select>
        </div>
      </div>
      {asking === 'won' && (
        <WonPrompt
          busy={busy}
          onCancel={() => setAsking(null)}
          onWon={(wonValue) =>
            changes.setStatus
              .mutateAsync({ id: lead.id, version: lead.version, status: 'won', wonValue })
              .then(() => setAsking(null))
          }
        />
      )}
      {asking === 'lost' && (
        <LostPrompt
          busy={busy}
          onCancel={() => setAsking(null)}
          onLost={(lostReason) =>
            changes.setStatus
              .mutateAsync({ id: lead.id, version: lead.version, status: 'lost', lostReason })
              .then(() => setAsking(null))
          }
        />
      )}
      <p className={l.badgeRow}>
        <StatusBadge status={lead.status} />
        {lead.status === 'lost' && lead.lostReason && (
          <span className={a.secondary}>Why: {LOST_REASON_LABELS[lead.lostReason]}</span>
        )}
        {lead.emergency && <EmergencyBadge reason={lead.emergency} />}
        {lead.overdue && <OverdueBadge />}
        {lead.waitingMinutes !== null ? (
          <span className={a.secondary}>{waitingText(lead.waitingMinutes, lead.waitClock)}</span>
        ) : lead.firstResponseAt ? (
          <span className={a.secondary}>
            First response {at(lead.firstResponseAt)}
            {lead.firstResponseMinutes !== null &&
              `, after ${formatBusinessMinutes(lead.firstResponseMinutes)} in business hours`}
          </span>
        ) : null}
      </p>

      <dl className={s.details}>
        <dt className={s.detailTerm}>Contact</dt>
        <dd className={l.detailValue}>
          <ContactDetails fields={DETAIL_CONTACT} values={lead} />
          <ContactEditor key={lead.version} lead={lead} />
        </dd>
        <dt className={s.detailTerm}>Submitted</dt>
        <dd className={l.detailValue}>
          <time dateTime={lead.createdAt}>{at(lead.createdAt)}</time>{' '}
          <span className={a.secondary}>({primaryOffice(site).locality} time)</span>
        </dd>
        <StormMembership id={lead.id} />
        {detailFields(lead).map((field) => (
          <Fragment key={field.name}>
            <dt className={s.detailTerm}>{field.shortLabel ?? field.label}</dt>
            <dd className={l.detailValue}>
              <FieldValue field={field} value={fieldValue(lead, field)} />
            </dd>
          </Fragment>
        ))}
        {lead.photos.length > 0 && (
          <>
            <dt className={s.detailTerm}>Photos</dt>
            <dd className={l.detailValue}>
              <PhotoStrip photos={lead.photos} />
            </dd>
          </>
        )}
        <dt className={s.detailTerm}>Where it came from</dt>
        <dd className={l.detailValue}>
          <Provenance lead={lead} />
        </dd>
      </dl>

      <LeadOfficeDay lead={lead} />

      <JobPhotos lead={lead} />

      <NoteForm
        lead={lead}
        busy={busy}
        onAdd={(body) => changes.addNote.mutateAsync({ id: lead.id, version: lead.version, body })}
      />
      {lead.notes.length > 0 && (
        <section className={l.section} aria-label="Notes">
          <h3 className={l.sectionHeading}>Notes</h3>
          <ul className={a.plainList}>
            {lead.notes.map((note) => (
              <li key={note.id} className={s.noteItem}>
                <p className={l.noteBody}>{note.body}</p>
                <p className={s.meta}>
                  {note.author}, <time dateTime={note.createdAt}>{at(note.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
          {lead.notesCount > lead.notes.length && (
            <p className={a.secondary}>
              The newest {lead.notes.length} of {lead.notesCount} notes are shown.
            </p>
          )}
        </section>
      )}

      {lead.repeats.length > 0 && (
        <section className={l.section} aria-label="Other requests from this person">
          <h3 className={l.sectionHeading}>Other requests with the same phone or email</h3>
          <ul className={a.plainList}>
            {lead.repeats.map((other) => (
              <li key={other.id} className={l.badgeRow}>
                <button type="button" className={l.nameButton} onClick={() => onOpen(other.id)}>
                  {other.name}
                </button>
                <StatusBadge status={other.status} />
                <span className={a.secondary}>
                  {at(other.createdAt)}, same {other.sameAs.join(' and ')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={l.section} aria-label="History">
        <h3 className={l.sectionHeading}>History</h3>
        <ol className={s.timeline}>
          {lead.history.map((event) => (
            <li key={event.id} className={s.timelineItem}>
              {describeEvent(event, site.timeZone)}
              {event.change && (
                <span className={s.change}>
                  {event.change.from ?? '(empty)'} → {event.change.to ?? '(empty)'}
                </span>
              )}{' '}
              <span className={a.secondary}>
                · <time dateTime={event.createdAt}>{at(event.createdAt)}</time>
              </span>
            </li>
          ))}
          <li className={s.timelineItem}>
            Request received{' '}
            <span className={a.secondary}>
              · <time dateTime={lead.createdAt}>{at(lead.createdAt)}</time>
            </span>
          </li>
        </ol>
      </section>

      <EraseSection
        lead={lead}
        busy={busy}
        onErase={() => stepUp.guard(() => changes.erase.mutate({ id: lead.id, version: lead.version }))}
      />
    </>
  );
}

/**
 * One request, where the office works it, in a modal <dialog>: the browser keeps focus inside,
 * Escape closes it and focus goes back to the button that opened it. Everything a visitor or an
 * admin typed is rendered as text, never as HTML.
 */
export function LeadDialog({ id, onOpen, onClose }: { id: number; onOpen: (id: number) => void; onClose: () => void }) {
  const detail = useLead(id);
  return (
    <Dialog title={detail.data?.name ?? 'Submission'} closeOnBackdrop onClose={onClose}>
      {(close) => (
        <>
          {detail.isPending && <Loading label="Loading submission..." />}
          {detail.isError && <p role="alert">{failureText(detail.error)}</p>}
          {detail.data && <LeadBody lead={detail.data} onOpen={onOpen} onErased={close} />}
        </>
      )}
    </Dialog>
  );
}

/** The request's photos, served to admins only; each opens whole in a new tab. */
function PhotoStrip({ photos }: { photos: LeadDetail['photos'] }) {
  return (
    <ul className={storm.photos}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={`/api/admin/photos/${photo.id}`} target="_blank" rel="noopener">
            <img
              className={storm.photo}
              src={`/api/admin/photos/${photo.id}`}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              alt={`Damage sent with the request, ${index + 1} of ${photos.length} (opens whole in a new tab)`}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
