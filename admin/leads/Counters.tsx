import type { SubmissionStats } from '../trpc/outputs';
import { formatBusinessMinutes } from './durations';
import * as s from './Counters.css';

const number = new Intl.NumberFormat('en-US');
const hours = (n: number, kind = '') => `${number.format(n)} ${kind}${n === 1 ? 'hour' : 'hours'}`;

/**
 * The spec's Total Submissions, This Week (the last 7 days) and With Phone, then the pipeline's
 * Open, Overdue and the median first response of the last 7 days: on each request's clock (office hours,
 * an emergency's plain clock) and from arrival on the plain clock.
 */
export function Counters({ stats }: { stats: SubmissionStats | undefined }) {
  const median = stats?.medianFirstResponseMinutes;
  const elapsed = stats?.medianFirstResponseElapsedMinutes;
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
      // Two figures, each named: the office hours alone read "0 min" for a Saturday afternoon answered
      // on Saturday afternoon, and a weekend answered on Monday as an hour.
      note:
        elapsed === null || elapsed === undefined
          ? 'last 7 days, office hours (emergencies around the clock)'
          : `last 7 days, office hours (emergencies around the clock); ${formatBusinessMinutes(elapsed)} from arrival`,
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
