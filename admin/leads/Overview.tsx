import { useState } from 'react';
import type { SubmissionStats } from '../trpc/outputs';
import { Counters } from './Counters';
import { EmailServiceNote } from './EmailServiceNote';
import { mailNote } from './mail-note';
import { useMailStatus } from './queries';
import { useStormOverview } from './storm/queries';
import { StormPanel } from './storm/StormPanel';
import { StormView } from './storm/StormView';
import { WeeklyChart } from './WeeklyChart';
import * as s from './Overview.css';

const KEY = 'ridgeline.admin.overview';
const number = new Intl.NumberFormat('en-US');

/** Opened or closed as the person last left it on this browser: an owner who reads the figures every morning keeps them open. */
function useRemembered(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => {
    try {
      return window.localStorage.getItem(KEY) === 'open';
    } catch {
      return false;
    }
  });
  const remember = (next: boolean) => {
    setOpen(next);
    try {
      window.localStorage.setItem(KEY, next ? 'open' : 'closed');
    } catch {
      // A browser that keeps nothing (private mode, storage full) opens it closed next time.
    }
  };
  return [open, remember];
}

/**
 * The dashboard's figures and settings, folded under the list (T4-09: the list is what the office
 * opens the dashboard for): the counters, the weekly chart, the e-mail note, storm mode and the last
 * storm. Its closed line still says what needs the office: overdue requests, e-mail not leaving,
 * an active storm.
 */
export function Overview({ stats, stormActive }: { stats: SubmissionStats | undefined; stormActive: boolean }) {
  const [open, setOpen] = useRemembered();
  const mail = useMailStatus();
  const storm = useStormOverview();
  const note = mail.data ? mailNote(mail.data) : null;
  const flags: { text: string; alert?: boolean }[] = [];
  if (stats) {
    flags.push({ text: `${number.format(stats.open)} open` });
    flags.push({ text: `${number.format(stats.overdue)} overdue`, alert: stats.overdue > 0 });
  }
  if (note && note.state !== 'ok') flags.push({ text: 'e-mail not reaching customers', alert: true });
  if (storm.data) flags.push({ text: storm.data.active ? `storm: ${storm.data.active.name}` : 'no storm' });
  return (
    <details
      className={s.overview}
      open={open}
      onToggle={(event) => {
        if (event.currentTarget.open !== open) setOpen(event.currentTarget.open);
      }}
    >
      <summary className={s.summary}>
        <span className={s.title}>Overview</span>
        <span className={s.hint}>figures, e-mail, storm mode</span>
        <span className={s.flags}>
          {flags.map((flag, i) => (
            <span key={flag.text} className={flag.alert ? s.flagAlert : s.flag}>
              {i > 0 && <span className={s.dot}> · </span>}
              {flag.text}
            </span>
          ))}
        </span>
      </summary>
      <div className={s.body}>
        <Counters stats={stats} />
        <div className={s.columns}>
          <WeeklyChart weekly={stats?.weekly} />
          <EmailServiceNote />
        </div>
        <StormPanel />
        {/* The last storm, once ended; an active one's queue is above the list. */}
        {!stormActive && <StormView />}
      </div>
    </details>
  );
}
