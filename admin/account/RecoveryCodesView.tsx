import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../toast/toast-context';
import * as a from '../ui/admin.css';
import { useSite } from '../../ui/page-context';
import { button } from '../../ui/theme/primitives.css';
import * as s from './AdminAccount.css';

/**
 * New recovery codes, shown this once: copy, download or print them, and say they are saved before
 * leaving. Only their hashes are on the server, so nobody can show them again.
 */
export function RecoveryCodesView({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { toast } = useToast();
  const site = useSite();
  // Named after the business, so a download folder with several sites' codes tells them apart.
  const fileName = `${site.company.shortName.toLowerCase().split(/\s+/)[0]}-recovery-codes.txt`;
  const checkId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const text = [
    `Recovery codes for ${email}`,
    'Each code works once, in place of your passkey or authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'Paste them into your password manager or a note you keep safe.' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Not copied',
        description: 'Your browser refused. Download them instead.',
      });
    }
  }

  return (
    <section className={s.card} aria-labelledby="recovery-codes-heading">
      <div className={s.cardHeader}>
        <h2 id="recovery-codes-heading" className={`${s.cardTitle} ${a.focusTarget}`} ref={heading} tabIndex={-1}>
          Save your recovery codes
        </h2>
        <p className={a.muted}>
          If you lose your phone or passkey, one of these codes signs you in instead. Each works once. Keep them
          somewhere safe outside this computer: a password manager, or printed in the office safe. This is the only time
          they are shown.
        </p>
      </div>
      <ol className={s.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code} className={s.code}>
            {code}
          </li>
        ))}
      </ol>
      <div className={s.actions}>
        <button type="button" className={button({ kind: 'outline' })} onClick={() => void copy()}>
          Copy
        </button>
        <a
          className={button({ kind: 'outline' })}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={fileName}
        >
          Download
        </a>
        <button type="button" className={button({ kind: 'outline' })} onClick={() => window.print()}>
          Print
        </button>
      </div>
      <div className={s.confirmRow}>
        <input
          id={checkId}
          type="checkbox"
          className={s.checkbox}
          checked={saved}
          onChange={(e) => setSaved(e.target.checked)}
        />
        <label htmlFor={checkId}>I have saved these codes somewhere safe</label>
      </div>
      <button type="button" className={button({ kind: 'secondary' })} disabled={!saved} onClick={onDone}>
        Done
      </button>
    </section>
  );
}
