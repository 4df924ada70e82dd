import type { SubmissionStats } from '../trpc/outputs';
import { formatBusinessMinutes } from './durations';
import * as s from './Counters.css';

const number = new Intl.NumberFormat('en-US');
const hours = (n: number, kind = '') => `${number.format(n)} ${kind}${n === 1 ? 'hour' : 'hours'}`;

/**
 * The spec's Total Submissions, This Week (the last 7 days) and With Phone, then the pipeline's
 * Open, Overdue and the median first response of the last 7 days (business hours).
 */
export function Counters({ stats }: { stats: SubmissionStats | undefined }) {
  const median = stats?.medianFirstResponseMinutes;
  const items = [
    { label: 'Total Submissions', value: stats && number.format(stats.total) },
    { label: 'This Week', value: stats && number.format(stats.thisWeek) },
    { label: 'With Phone', value: stats && number.format(stats.withPhone) },
    { label: 'Open', value: stats && number.format(stats.open), note: 'not Won, Lost or Spam' },
    {
      label: 'Overdue',
      value: stats && number.format(stats.overdue),
      note:
        stats &&
        `New, over ${hours(stats.responseHours, 'office ')} (emergency: ${hours(stats.emergencyResponseHours)}, around the clock)`,
      alert: Boolean(stats?.overdue),
    },
    {
      label: 'Median First Response',
      value: stats && (median === null || median === undefined ? '-' : formatBusinessMinutes(median)),
      note: 'last 7 days, business hours',
    },
  ];
  return (
    <dl className={s.counters} aria-busy={!stats}>
      {items.map((item) => (
        <div key={item.label} className={s.counter}>
          <dt className={s.counterLabel}>{item.label}</dt>
          <dd className={`${s.counterValue}${item.alert ? ` ${s.counterAlert}` : ''}`}>{item.value ?? '…'}</dd>
          {item.note && <dd className={s.counterNote}>{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
