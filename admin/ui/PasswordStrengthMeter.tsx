import { useDeferredValue, useEffect, useState } from 'react';
import * as s from './admin.css';

type Judge = typeof import('../../shared/password-strength').judgePassword;

/**
 * The server's own rule (shared/password-strength.ts) with zxcvbn's dictionaries is megabytes: it
 * loads once, when someone first types a new password, as its own chunk. Public pages and the rest
 * of the dashboard never fetch it.
 */
let loading: Promise<Judge> | undefined;
const loadJudge = () => {
  loading ??= import('../../shared/password-strength').then((module) => module.judgePassword);
  return loading;
};

const LEVELS = [
  { words: 'Too weak', tone: 'weak' },
  { words: 'Too weak', tone: 'weak' },
  { words: 'Weak', tone: 'fair' },
  { words: 'Strong enough', tone: 'strong' },
  { words: 'Very strong', tone: 'strong' },
] as const;

/**
 * A strength meter as the password is typed (ASVS 2.1.8): the same judgement the server makes when
 * the form is sent, so "Strong enough" here is accepted there. The first reason it is not is shown
 * under the bars; the whole list comes back from the server on submit.
 */
export function PasswordStrengthMeter({
  password,
  person,
  company,
  id,
}: {
  password: string;
  /** Whose password it is, when the form knows (its words are refused). */
  person: { email: string; fullName: string };
  company: string;
  id: string;
}) {
  const typed = useDeferredValue(password);
  const [judge, setJudge] = useState<Judge | null>(null);
  useEffect(() => {
    if (!typed || judge) return;
    let live = true;
    void loadJudge().then((loaded) => live && setJudge(() => loaded));
    return () => {
      live = false;
    };
  }, [typed, judge]);

  if (!typed) return null;
  const verdict = judge?.(typed, person, company);
  const level = verdict ? LEVELS[Math.max(0, Math.min(4, verdict.score))]! : undefined;
  const lit = verdict ? Math.max(1, verdict.score) : 0;
  return (
    <div className={s.meter} id={id}>
      <div className={s.meterBars} aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={`${s.meterBar} ${level && bar <= lit ? s.meterBarOn[level.tone] : ''}`} />
        ))}
      </div>
      <p className={s.meterText} aria-live="polite">
        {level ? (
          <>
            <strong>Password strength: {level.words}.</strong>
            {verdict!.reasons[0] ? ` ${verdict!.reasons[0]}` : ''}
          </>
        ) : (
          'Checking the password…'
        )}
      </p>
    </div>
  );
}
