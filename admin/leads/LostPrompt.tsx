import { useEffect, useId, useRef, useState } from 'react';
import { LOST_REASON_LABELS, LOST_REASONS, type LostReason } from '../../shared/lead-statuses';
import { button } from '../../ui/theme/primitives.css';
import * as a from '../ui/admin.css';
import * as l from './leads.css';

/**
 * Asked when an admin picks Lost: why, one of a few reasons (the reports can then say what loses
 * jobs). "Other, or they did not say" is there for a reason nobody knows; no reason picked, no save.
 */
export function LostPrompt({
  busy,
  onLost,
  onCancel,
}: {
  busy: boolean;
  onLost: (reason: LostReason) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<LostReason | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <form
      className={l.section}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) return setProblem('Pick why the job was lost, or "Other, or they did not say".');
        setProblem(null);
        onLost(reason).catch(() => undefined);
      }}
    >
      <h3 id={`${id}-heading`} className={l.sectionHeading}>
        Mark as Lost
      </h3>
      <fieldset className={l.reasonList} aria-describedby={problem ? `${id}-problem` : undefined}>
        <legend className={l.fieldLabel}>Why was it lost?</legend>
        {LOST_REASONS.map((choice, index) => (
          <label key={choice} className={l.checkLabel}>
            <input
              ref={index === 0 ? first : undefined}
              className={l.checkbox}
              type="radio"
              name={`${id}-reason`}
              value={choice}
              checked={reason === choice}
              onChange={() => {
                setReason(choice);
                setProblem(null);
              }}
            />
            {LOST_REASON_LABELS[choice]}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p id={`${id}-problem`} className={a.secondary} role="alert">
          {problem}
        </p>
      )}
      <div className={l.inlineFields}>
        <button type="submit" className={button({ kind: 'secondary' })} disabled={busy}>
          Save as Lost
        </button>
        <button type="button" className={button({ kind: 'outline' })} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
