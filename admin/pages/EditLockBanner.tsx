import { formatSubmissionDate } from '../../shared/business-time';
import { useSite } from '../../ui/page-context';
import { button } from '../../ui/theme/primitives.css';
import * as a from '../ui/admin.css';
import type { EditLock } from './use-edit-lock';

/**
 * Said while someone else has the page open (useEditLock's `theirs`): "Jake Miller is editing this
 * page since 10:02", and the two ways on: keep viewing it read-only, or take it over (their editor
 * turns read-only at its next beat; their unsaved edits stay in their tab, and a save from it is
 * refused as stale). Nothing is drawn while the page is this editor's.
 */
export function EditLockBanner({
  lock,
  onViewReadOnly,
}: {
  lock: Pick<EditLock, 'state' | 'holder' | 'takeOver'>;
  /** "View read-only": the editor hides the banner's buttons or scrolls to the form; optional. */
  onViewReadOnly?: () => void;
}) {
  const { timeZone } = useSite();
  if (lock.state !== 'theirs' || !lock.holder) return null;
  const { time } = formatSubmissionDate(lock.holder.since, timeZone);
  return (
    <div className={a.note.warning} role="status" data-edit-lock>
      <div>
        <p className={a.noteTitle}>
          {lock.holder.name} is editing this page since {time}
        </p>
        <p className={a.noteText}>
          You can look at it read-only, or take it over: their editor then turns read-only, and anything they have not
          saved stays in their tab.
        </p>
        <div className={a.buttonRow}>
          {onViewReadOnly && (
            <button type="button" className={button({ kind: 'outline' })} onClick={onViewReadOnly}>
              View read-only
            </button>
          )}
          <button type="button" className={button({ kind: 'secondary' })} onClick={lock.takeOver}>
            Take over
          </button>
        </div>
      </div>
    </div>
  );
}
