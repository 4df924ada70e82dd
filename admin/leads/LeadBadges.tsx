import { EMERGENCY_LABELS, type EmergencyReason, WAIT_CLOCK_LABELS, type WaitClock } from '../../shared/emergency';
import { STATUS_LABELS, type LeadStatus } from '../../shared/lead-statuses';
import { formatBusinessMinutes } from './durations';
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

/** Why a request is an emergency, in words: "Water coming in" or "Emergency". */
export function EmergencyBadge({ reason }: { reason: EmergencyReason }) {
  return <span className={s.emergencyBadge}>{EMERGENCY_LABELS[reason]}</span>;
}

/** "Waiting 2 h 10 min (emergency, around the clock)" or "Waiting 35 min (office hours)": one clock, named. */
export function waitingText(minutes: number, clock: WaitClock): string {
  return `Waiting ${formatBusinessMinutes(minutes)} (${WAIT_CLOCK_LABELS[clock]})`;
}
