import { STATUS_LABELS, type LeadStatus } from '../../shared/lead-statuses';
import * as s from './LeadBadges.css';

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={s.statusBadge[status]}>{STATUS_LABELS[status]}</span>;
}

export function OverdueBadge() {
  return <span className={s.overdueBadge}>Overdue</span>;
}

export function RepeatBadge({ title }: { title?: string }) {
  return (
    <span className={s.repeatBadge} title={title}>
      Repeat
    </span>
  );
}
