import { type FormEvent, type ReactNode, useState } from 'react';
import * as a from '../ui/admin.css';
import { Field } from '../ui/Field';
import { button } from '../../ui/theme/primitives.css';
import * as s from './AdminAccount.css';

/**
 * One passkey or authenticator app in a list: its name and facts, Rename (in place) and Remove
 * (asked twice, in place: no browser confirm box).
 */
export function FactorRow({
  name,
  facts,
  kind,
  busy,
  onRename,
  onRemove,
}: {
  name: string;
  facts: ReactNode;
  /** "passkey" or "authenticator app", for the buttons' accessible names. */
  kind: string;
  busy: boolean;
  onRename: (name: string) => void;
  onRemove: () => void;
}) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const submitRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRename(String(new FormData(event.currentTarget).get('name') ?? ''));
    setMode('view');
  };
  return (
    <li className={s.factorRow}>
      {mode === 'rename' ? (
        <form className={s.renameForm} onSubmit={submitRename} aria-label={`Rename ${kind} ${name}`}>
          <Field label="New name" name="name" defaultValue={name} maxLength={60} required autoFocus />
          <div className={s.rowButtons}>
            <button type="submit" className={button({ kind: 'secondary' })} disabled={busy}>
              Save
            </button>
            <button type="button" className={button({ kind: 'outline' })} onClick={() => setMode('view')}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <div className={s.factorText}>
            <p className={s.factorName}>{name}</p>
            <p className={s.factorFacts}>{facts}</p>
          </div>
          {mode === 'remove' ? (
            <div className={s.removeConfirm}>
              <p className={s.removeQuestion}>
                Remove it?
                <span className="visually-hidden">
                  {' '}
                  ({kind} {name})
                </span>
              </p>
              <div className={s.rowButtons}>
                <button
                  type="button"
                  className={s.dangerButton}
                  disabled={busy}
                  onClick={() => {
                    onRemove();
                    setMode('view');
                  }}
                >
                  Yes, remove
                </button>
                <button type="button" className={button({ kind: 'outline' })} onClick={() => setMode('view')}>
                  Keep
                </button>
              </div>
            </div>
          ) : (
            <div className={s.rowButtons}>
              <button type="button" className={a.linkButton} onClick={() => setMode('rename')}>
                Rename<span className="visually-hidden"> {name}</span>
              </button>
              <button type="button" className={a.linkButton} onClick={() => setMode('remove')}>
                Remove<span className="visually-hidden"> {name}</span>
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const shortDate = (iso: string) => dateFormat.format(new Date(iso));

export function usedText(createdAt: string, lastUsedAt: string | null) {
  return `Added ${shortDate(createdAt)} · ${lastUsedAt ? `last used ${shortDate(lastUsedAt)}` : 'not used yet'}`;
}
