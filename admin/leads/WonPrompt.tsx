import { useEffect, useId, useRef, useState } from 'react';
import { errorDataOf, serverMessageOf } from '../trpc/errors';
import { parseDollars } from '../../shared/office-day';
import { button } from '../../ui/theme/primitives.css';
import * as a from '../ui/admin.css';
import * as l from './leads.css';

/**
 * Asked when an admin picks Won: the job's value in dollars, optional (the reports add it up).
 * The browser checks it with the server's own rule (shared/office-day.ts); empty saves Won alone.
 */
export function WonPrompt({
  busy,
  onWon,
  onCancel,
}: {
  busy: boolean;
  onWon: (wonValue: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      className={l.section}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseDollars(typed);
        if (!parsed.ok) return setProblem(parsed.message);
        setProblem(null);
        onWon(typed).catch((error: unknown) => {
          if (errorDataOf(error).fieldErrors) setProblem(serverMessageOf(error) ?? 'Check the value and try again.');
        });
      }}
    >
      <h3 id={`${id}-heading`} className={l.sectionHeading}>
        Mark as Won
      </h3>
      <div className={l.inlineFields}>
        <label className={l.smallField}>
          <span className={l.fieldLabel}>Won value in dollars (optional)</span>
          <input
            ref={input}
            id={`${id}-value`}
            className={l.input}
            inputMode="decimal"
            placeholder="e.g. 12500"
            maxLength={30}
            value={typed}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <button type="submit" className={button({ kind: 'secondary' })} disabled={busy}>
          Save as Won
        </button>
        <button type="button" className={button({ kind: 'outline' })} onClick={onCancel}>
          Cancel
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className={a.secondary} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
