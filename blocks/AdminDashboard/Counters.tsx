import type { SubmissionStats } from '../../server/submissions/queries';
import * as s from './AdminDashboard.css';

const number = new Intl.NumberFormat('en-US');

/** Total Submissions, This Week (the last 7 days), With Phone (spec section 2). */
export function Counters({ stats }: { stats: SubmissionStats | undefined }) {
  const items = [
    { label: 'Total Submissions', value: stats?.total },
    { label: 'This Week', value: stats?.thisWeek },
    { label: 'With Phone', value: stats?.withPhone },
  ];
  return (
    <dl className={s.counters} aria-busy={!stats}>
      {items.map((item) => (
        <div key={item.label} className={s.counter}>
          <dt className={s.counterLabel}>{item.label}</dt>
          <dd className={s.counterValue}>{item.value === undefined ? '…' : number.format(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
