import { formatSubmissionDate } from '../../schema/business-time';
import type { SubmissionListItem } from '../../server/submissions/queries';
import * as a from '../_admin/admin.css';
import { ContactDetails } from './ContactDetails';
import * as s from './AdminDashboard.css';

/** Past this many characters two lines may not hold the preview on a phone, so the full text is offered. */
const LONG_MESSAGE = 60;

/**
 * One submission in the table. Explicit ARIA roles keep the table's semantics when, on a phone,
 * rows are laid out as cards (display: grid drops them in some browsers).
 */
export function SubmissionRow({ item, onOpen }: { item: SubmissionListItem; onOpen: (id: number) => void }) {
  const { date, time } = formatSubmissionDate(item.createdAt);
  return (
    <tr className={s.row} role="row">
      <th scope="row" role="rowheader" className={s.nameCell} data-label="Name">
        <button type="button" className={s.nameButton} aria-haspopup="dialog" onClick={() => onOpen(item.id)}>
          {item.name}
        </button>
      </th>
      <td role="cell" className={s.contactCell} data-label="Contact">
        <ContactDetails email={item.email} phone={item.phone} address={item.address} />
      </td>
      <td role="cell" className={s.cell} data-label="Service">
        {item.serviceNeeded ? <span className={s.badge}>{item.serviceNeeded}</span> : '-'}
      </td>
      <td role="cell" className={s.messageCell} data-label="Message">
        {item.messagePreview ? (
          <div>
            <p className={s.preview}>{item.messagePreview}</p>
            {item.messageLength > LONG_MESSAGE && (
              <button type="button" className={`${a.linkButton} ${s.readMore}`} aria-haspopup="dialog" onClick={() => onOpen(item.id)}>
                Read full message<span className="visually-hidden"> from {item.name}</span>
              </button>
            )}
          </div>
        ) : (
          '-'
        )}
      </td>
      <td role="cell" className={s.dateCell} data-label="Date">
        <time dateTime={item.createdAt} className={s.dateLines}>
          <span>{date}</span>
          <span className={s.secondary}>{time}</span>
        </time>
      </td>
    </tr>
  );
}
