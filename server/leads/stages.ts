import { sql } from 'kysely';
import type { LeadStatus } from '../../shared/lead-statuses';

/**
 * The funnel dates a status change writes (the Reports view counts them; migration
 * 2026-11-25-1300-lead-reports). Reaching Inspection scheduled, Estimate sent or Won passes every
 * earlier stage (an estimate needs the roof seen), and a stage once reached stays reached: a lead
 * inspected and then lost was still inspected. Won is the exception: leaving Won clears its date,
 * because a Won set by mistake is no job.
 */
const PAST_INSPECTION: readonly LeadStatus[] = ['inspection_scheduled', 'estimate_sent', 'won'];
const PAST_ESTIMATE: readonly LeadStatus[] = ['estimate_sent', 'won'];

export function stageDates(status: LeadStatus, now: Date) {
  return {
    ...(PAST_INSPECTION.includes(status) ? { inspection_at: sql<Date>`coalesce(inspection_at, ${now})` } : {}),
    ...(PAST_ESTIMATE.includes(status) ? { estimate_at: sql<Date>`coalesce(estimate_at, ${now})` } : {}),
    won_at: status === 'won' ? now : null,
  };
}
