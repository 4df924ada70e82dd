// biome-ignore-all lint/a11y/noRedundantRoles: on small screens the table is laid out as cards (display: block), which drops the
// table's implicit roles in browsers; the explicit ones keep it a table for screen readers.
import { formatSubmissionDate } from '../../shared/business-time';
import { useSite } from '../../ui/page-context';
import { fieldValue } from '../../shared/request-field-sets';
import type { SubmissionListItem } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { ContactDetails } from './ContactDetails';
import { FieldValue } from './FieldValue';
import { LIST_CELLS } from './list-columns';
import { EmergencyBadge, OverdueBadge, RepeatBadge, StatusBadge, waitingText } from './LeadBadges';
import * as t from './SubmissionsTable.css';
import * as l from './leads.css';

/** Past this many characters two lines may not hold the preview on a phone, so the full text is offered. */
const LONG_MESSAGE = 60;

/**
 * One submission in the table. Explicit ARIA roles keep the table's semantics when, on a phone,
 * rows are laid out as cards (display: grid drops them in some browsers).
 */
export function SubmissionRow({ item, onOpen }: { item: SubmissionListItem; onOpen: (id: number) => void }) {
  const { date, time } = formatSubmissionDate(item.createdAt, useSite().timeZone);
  return (
    <tr className={item.emergency ? `${t.row} ${t.emergencyRow}` : t.row} role="row">
      <th scope="row" role="rowheader" className={t.nameCell} data-label="Name">
        <div className={t.statusLines}>
          <button type="button" className={l.nameButton} aria-haspopup="dialog" onClick={() => onOpen(item.id)}>
            {item.name}
          </button>
          {item.repeat && <RepeatBadge title="Another request has the same phone or email" />}
        </div>
      </th>
      <td role="cell" className={t.statusCell} data-label="Status">
        <div className={t.statusLines}>
          <span className={l.badgeRow}>
            <StatusBadge status={item.status} />
            {item.emergency && <EmergencyBadge reason={item.emergency} />}
            {item.overdue && <OverdueBadge />}
          </span>
          {item.waitingMinutes !== null && (
            <span className={a.secondary}>{waitingText(item.waitingMinutes, item.waitClock)}</span>
          )}
          {item.assignedTo && <span className={a.secondary}>Assigned to {item.assignedTo}</span>}
        </div>
      </td>
      <td role="cell" className={t.contactCell} data-label="Contact">
        <ContactDetails fields={LIST_CELLS.contact} values={item} />
      </td>
      {LIST_CELLS.own.map((field) => (
        <td key={field.name} role="cell" className={t.cell} data-label={field.shortLabel ?? field.label}>
          <FieldValue field={field} value={fieldValue(item, field)} />
        </td>
      ))}
      <td role="cell" className={t.messageCell} data-label={LIST_CELLS.previewLabel}>
        {item.preview ? (
          <div>
            <p className={t.preview}>{item.preview}</p>
            {item.previewLength > LONG_MESSAGE && (
              <button
                type="button"
                className={`${a.linkButton} ${t.readMore}`}
                aria-haspopup="dialog"
                onClick={() => onOpen(item.id)}
              >
                Read full {LIST_CELLS.previewLabel.toLowerCase()}
                <span className="visually-hidden"> from {item.name}</span>
              </button>
            )}
          </div>
        ) : (
          '-'
        )}
      </td>
      <td role="cell" className={t.dateCell} data-label="Date">
        <time dateTime={item.createdAt} className={t.dateLines}>
          <span>{date}</span>
          <span className={a.secondary}>{time}</span>
        </time>
      </td>
    </tr>
  );
}
