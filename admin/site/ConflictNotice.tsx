import type { Ref } from 'react';
import { button } from '../../ui/theme/primitives.css';
import { valueWords } from '../content/values';
import * as s from './AdminSiteFacts.css';

/** A field someone else saved since this editor opened: their value now, and this editor's. */
export interface ConflictChange {
  path: string;
  where: string;
  theirs: unknown;
  yours: unknown;
}

/**
 * A stale save: what someone else changed, theirs beside yours, and the two ways on. Nothing is
 * lost either way: "Use theirs" drops this editor's unsaved edits for their draft (after asking),
 * "Keep theirs and re-apply mine" opens their draft with this editor's edits made again on top, to
 * look at and save. Publishing waits until one is picked.
 */
export function ConflictNotice({
  changes,
  busy,
  onTakeTheirs,
  onReapplyMine,
  what = 'the business facts',
  ref,
}: {
  /** What was saved, as the title names it: "the business facts", "the Jenks page". */
  what?: string;
  changes: readonly ConflictChange[];
  busy: boolean;
  onTakeTheirs: () => void;
  onReapplyMine: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className={s.conflict} role="alert" tabIndex={-1} aria-labelledby="conflict-title" data-conflict>
      <h2 id="conflict-title" className={s.conflictTitle}>
        Not saved: someone else saved {what} after you opened them
      </h2>
      <p className={s.meta}>
        Nothing was overwritten. {changes.length === 1 ? 'This field differs' : `These ${changes.length} fields differ`}{' '}
        between their draft and yours:
      </p>
      <ul className={s.conflictList}>
        {changes.map((change) => (
          <li key={change.path} className={s.conflictItem} data-conflict-field={change.path}>
            <span className={s.conflictWhere}>{change.where}</span>
            <span className={s.conflictValue}>
              <span className={s.valueLabel}>Theirs: </span>
              {valueWords(change.theirs)}
            </span>
            <span className={s.conflictValue}>
              <span className={s.valueLabel}>Yours: </span>
              {valueWords(change.yours)}
            </span>
          </li>
        ))}
      </ul>
      <div className={s.conflictButtons}>
        <button
          type="button"
          className={`${button({ kind: 'secondary' })} ${s.bigButton}`}
          disabled={busy}
          onClick={onReapplyMine}
        >
          Keep theirs and re-apply mine
        </button>
        <button
          type="button"
          className={`${button({ kind: 'outline' })} ${s.bigButton}`}
          disabled={busy}
          onClick={onTakeTheirs}
        >
          Use theirs, drop mine
        </button>
      </div>
    </div>
  );
}
