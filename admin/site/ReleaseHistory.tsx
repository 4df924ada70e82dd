import { useSite } from '../../ui/page-context';
import { button } from '../../ui/theme/primitives.css';
import { formatSubmissionDate } from '../../shared/business-time';
import { valueWords } from '../content/values';
import type { ReleaseHistoryEntry } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { Loading } from '../ui/Spinner';
import { failureText } from '../ui/messages';
import * as s from './AdminSiteFacts.css';

const STATUS: Record<string, { words: string; pill: string }> = {
  live: { words: 'Live', pill: s.pillSuccess },
  superseded: { words: 'Was live', pill: s.pillNeutral },
  failed: { words: 'Refused', pill: s.pillDanger },
  checking: { words: 'Being checked', pill: s.pillWarning },
};

/** "Nov 29, 5:12 AM" in the business's time zone, like the rest of the dashboard. */
function useWhen() {
  const { timeZone } = useSite();
  return (when: string | Date) => {
    const { date, time } = formatSubmissionDate(when, timeZone);
    return `${date}, ${time}`;
  };
}

/**
 * The releases, newest first: who, when, the note, whether it is live, was live or was refused
 * (and why), and what it changed, field by field. Each that was live can be gone back to.
 */
export function ReleaseHistory({
  history,
  onRollback,
  rollingBack,
  rollbackBlocked,
}: {
  history: { data?: ReleaseHistoryEntry[]; isPending: boolean; isError: boolean; error: unknown };
  onRollback: (release: ReleaseHistoryEntry) => void;
  /** The release being rolled back to. */
  rollingBack: number | null;
  /** Why rolling back waits (unsaved edits), or null. */
  rollbackBlocked: string | null;
}) {
  const when = useWhen();
  return (
    <section className={s.card} aria-labelledby="history-heading">
      <h2 id="history-heading" className={s.cardHeading}>
        Published versions
      </h2>
      {history.isPending && <Loading label="Loading the history..." />}
      {history.isError && <p role="alert">{failureText(history.error)}</p>}
      {history.data?.length === 0 && (
        <p className={a.muted}>Nothing published from here yet: the site shows the facts it was built with.</p>
      )}
      {rollbackBlocked && history.data?.some((release) => release.status === 'superseded') && (
        <p className={s.meta}>{rollbackBlocked}</p>
      )}
      <ol className={s.history}>
        {history.data?.map((release) => {
          const status = STATUS[release.status] ?? { words: release.status, pill: s.pillNeutral };
          return (
            <li key={release.id} className={s.release} data-release={release.id}>
              <div className={s.releaseHead}>
                <h3 className={s.releaseTitle}>Version {release.id}</h3>
                <span className={status.pill}>{status.words}</span>
              </div>
              <p className={s.meta}>
                {release.author ? release.author.name || release.author.email : 'Someone whose account is gone'},{' '}
                {when(release.liveAt ?? release.createdAt)}
              </p>
              {release.note && <p className={s.meta}>“{release.note}”</p>}
              {release.changes.length > 0 ? (
                <ul className={s.changes} aria-label={`What version ${release.id} changed`}>
                  {release.changes.map((change) => (
                    <li key={change.path} className={s.changeValue}>
                      {change.where}: {valueWords(change.before)} → {valueWords(change.after)}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={s.meta}>No field changed.</p>
              )}
              {release.status === 'failed' && release.problems.length > 0 && (
                <ul className={s.changes} aria-label={`Why version ${release.id} was refused`}>
                  {release.problems.map((problem) => (
                    <li key={`${problem.path}|${problem.message}`}>
                      {problem.where}: {problem.message}
                    </li>
                  ))}
                </ul>
              )}
              {release.status === 'superseded' && (
                <div>
                  <button
                    type="button"
                    className={button({ kind: 'outline' })}
                    disabled={rollingBack !== null || rollbackBlocked !== null}
                    onClick={() => onRollback(release)}
                  >
                    {rollingBack === release.id ? 'Checking the site…' : 'Roll back to this'}
                    <span className="visually-hidden"> (version {release.id})</span>
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
