import { useRef, useState } from 'react';
import type { WordPart } from '../../schema/owner-content/revision-diff';
import { formatSubmissionDate } from '../../shared/business-time';
import { useSite } from '../../ui/page-context';
import { button } from '../../ui/theme/primitives.css';
import { valueWords } from '../content/values';
import type { PageComparison, PageRevisionEntry } from '../trpc/outputs';

/** A changed field as the server sends it (schema/owner-content/revision-diff.ts FieldDiff, through JSON). */
type FieldDiff = PageComparison['changes'][number];
type ListItemChange = Extract<FieldDiff, { kind: 'list' }>['items'][number];
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import { useLoadLater } from '../ui/use-load-later';
import * as s from './HistoryPanel.css';
import { usePageComparison, usePageRevisions, useRestoreRevision } from './use-page-history';
import type { PageRef } from './page-ref';

const KIND_WORDS: Record<string, string> = {
  draft: 'Saved',
  published: 'Published',
  restore: 'Restored',
  migration: 'Set up',
};

/** "Nov 29, 5:12 AM" in the business's time zone, like the rest of the dashboard. */
function useWhen() {
  const { timeZone } = useSite();
  return (when: string | Date) => {
    const { date, time } = formatSubmissionDate(when, timeZone);
    return `${date}, ${time}`;
  };
}

/** Words in a text with what was inserted and removed marked, and said (a screen reader hears "inserted"). */
function Words({ parts }: { parts: readonly WordPart[] }) {
  return (
    <p className={s.words}>
      {parts.map((part, index) =>
        part.op === 'ins' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
          <ins key={index} className={s.ins}>
            <span className="visually-hidden">[inserted: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </ins>
        ) : part.op === 'del' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
          <del key={index} className={s.del}>
            <span className="visually-hidden">[removed: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function ItemChange({ item }: { item: ListItemChange }) {
  const label = valueWords(item.label);
  switch (item.change) {
    case 'added':
      return (
        <li className={s.itemChange}>
          <span className={s.itemTag}>Added</span> as number {item.to}: <ins className={s.ins}>{label}</ins>
        </li>
      );
    case 'removed':
      return (
        <li className={s.itemChange}>
          <span className={s.itemTag}>Removed</span> (was number {item.from}): <del className={s.del}>{label}</del>
        </li>
      );
    case 'moved':
    case 'edited':
      return (
        <li className={s.itemChange}>
          <span className={s.itemTag}>{item.change === 'moved' ? 'Moved' : 'Edited'}</span>{' '}
          {item.change === 'moved' ? `from number ${item.from} to number ${item.to}` : `number ${item.to}`}: {label}
          {item.edits.length > 0 && <Changes changes={item.edits} />}
        </li>
      );
  }
}

/** Each changed field: its label, then before → after (words marked), or a list's entries added, removed, moved. */
function Changes({ changes }: { changes: readonly FieldDiff[] }) {
  return (
    <ul className={s.changes}>
      {changes.map((change) => (
        <li key={change.path} data-change={change.path}>
          <p className={s.changeWhere}>{change.where}</p>
          {change.kind === 'text' && <Words parts={change.words} />}
          {change.kind === 'value' && (
            <p className={s.words}>
              <del className={s.del}>
                <span className="visually-hidden">[before: </span>
                {valueWords(change.before)}
                <span className="visually-hidden">]</span>
              </del>{' '}
              →{' '}
              <ins className={s.ins}>
                <span className="visually-hidden">[after: </span>
                {valueWords(change.after)}
                <span className="visually-hidden">]</span>
              </ins>
            </p>
          )}
          {change.kind === 'list' && (
            <ul className={a.plainList}>
              {change.items.map((item) => (
                <ItemChange
                  key={`${item.change}|${'from' in item ? item.from : ''}|${'to' in item ? item.to : ''}`}
                  item={item}
                />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A city page's history for its editor: every revision newest first (who, when, the note, which is
 * live and which the draft), any two compared ("Compare", the newest against the one before it by
 * default) showing only what changed, and "Restore this version" (after a confirm), which makes that
 * revision the draft on the version the editor has; the live page changes only when the owner
 * publishes. `onRestored` lets the editor open the restored draft.
 */
export function HistoryPanel({
  page,
  version,
  onRestored,
}: {
  page: PageRef;
  version: number;
  onRestored: () => void;
}) {
  const when = useWhen();
  const panel = useRef<HTMLElement>(null);
  // Below a long form: asked once near the screen or the browser is idle, not while the editor opens.
  const history = usePageRevisions(page, useLoadLater(panel));
  const revisions = history.data?.revisions ?? [];
  const [picked, setPicked] = useState<{ from: number; to: number } | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const restore = useRestoreRevision();
  const defaults = revisions.length >= 2 ? { from: revisions[1]!.rev, to: revisions[0]!.rev } : null;
  const pair = picked ?? defaults;
  const [draftPair, setDraftPair] = useState<{ from: number | null; to: number | null }>({ from: null, to: null });
  const comparison = usePageComparison(page, pair?.from ?? null, pair?.to ?? null);

  const describe = (entry: PageRevisionEntry) =>
    `${KIND_WORDS[entry.kind] ?? entry.kind} by ${entry.author ?? 'someone whose account is gone'}, ${when(entry.createdAt)}`;

  const doRestore = (rev: number) =>
    restore.mutate(
      { ...page, rev, version },
      {
        onSuccess: () => {
          setConfirming(null);
          onRestored();
        },
      },
    );

  return (
    <section ref={panel} className={a.panel} aria-labelledby="page-history-heading" data-page-history>
      <h2 id="page-history-heading" className={a.cardHeading}>
        History
      </h2>
      {history.isPending && <Loading label="Loading the history..." />}
      {history.isError && <p role="alert">{failureText(history.error)}</p>}
      {history.data && revisions.length === 0 && (
        <p className={a.muted}>No history yet: it starts when this page's first draft is saved.</p>
      )}
      {revisions.length > 0 && (
        <ol className={s.revisions} aria-label="Revisions, newest first">
          {revisions.map((entry) => (
            <li key={entry.rev} className={s.revision} data-revision={entry.rev}>
              <div className={s.revisionText}>
                <strong>Revision {entry.rev}</strong>
                {entry.live && ' · live on the site'}
                {entry.draft && ' · the draft you are editing'}
                <div className={a.secondary}>{describe(entry)}</div>
                {entry.note && <div className={a.secondary}>“{entry.note}”</div>}
              </div>
              <fieldset className={s.picks}>
                <legend className="visually-hidden">Compare revision {entry.rev}</legend>
                <label>
                  <input
                    type="radio"
                    name="history-from"
                    checked={(draftPair.from ?? pair?.from) === entry.rev}
                    onChange={() => setDraftPair((now) => ({ ...now, from: entry.rev }))}
                  />{' '}
                  Older
                </label>
                <label>
                  <input
                    type="radio"
                    name="history-to"
                    checked={(draftPair.to ?? pair?.to) === entry.rev}
                    onChange={() => setDraftPair((now) => ({ ...now, to: entry.rev }))}
                  />{' '}
                  Newer
                </label>
              </fieldset>
              {!entry.draft &&
                (confirming === entry.rev ? (
                  <fieldset className={a.buttonRow}>
                    <legend className="visually-hidden">Restore revision {entry.rev}?</legend>
                    <button
                      type="button"
                      className={button({ kind: 'secondary' })}
                      disabled={restore.isPending}
                      onClick={() => doRestore(entry.rev)}
                    >
                      {restore.isPending ? 'Restoring…' : `Yes, make revision ${entry.rev} the draft`}
                    </button>
                    <button type="button" className={button({ kind: 'outline' })} onClick={() => setConfirming(null)}>
                      Cancel
                    </button>
                  </fieldset>
                ) : (
                  <button
                    type="button"
                    className={button({ kind: 'outline' })}
                    onClick={() => {
                      restore.reset();
                      setConfirming(entry.rev);
                    }}
                  >
                    Restore this version<span className="visually-hidden"> (revision {entry.rev})</span>
                  </button>
                ))}
            </li>
          ))}
        </ol>
      )}
      {confirming !== null && (
        <p className={a.secondary}>
          Restoring makes revision {confirming} your draft. The site keeps showing what is live until you publish.
        </p>
      )}
      {restore.isError && <p role="alert">{failureText(restore.error)}</p>}
      {revisions.length >= 2 && (
        <div className={a.buttonRow}>
          <button
            type="button"
            className={button({ kind: 'secondary' })}
            onClick={() => {
              const from = draftPair.from ?? pair?.from;
              const to = draftPair.to ?? pair?.to;
              if (from !== undefined && to !== undefined) setPicked({ from, to });
            }}
          >
            Compare
          </button>
        </div>
      )}
      {pair && (
        <section aria-live="polite" aria-labelledby="page-history-compare">
          <h3 id="page-history-compare" className={a.cardHeading}>
            Changes from revision {pair.from} to revision {pair.to}
          </h3>
          {pair.from === pair.to && <p className={a.muted}>Pick two different revisions to compare.</p>}
          {comparison.isLoading && <Loading label="Comparing..." />}
          {comparison.isError && <p role="alert">{failureText(comparison.error)}</p>}
          {comparison.data && comparison.data.changes.length === 0 && (
            <p className={a.muted}>No field differs between these two.</p>
          )}
          {comparison.data && comparison.data.changes.length > 0 && <Changes changes={comparison.data.changes} />}
        </section>
      )}
    </section>
  );
}
