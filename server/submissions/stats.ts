import { sql, type Kysely } from 'kysely';
import { recentWeekStarts, weekStartOf } from '../../shared/business-time';
import { OPEN_STATUSES } from '../../shared/lead-statuses';
import type { Database } from '../db/types';
import type { LeadClocks } from '../leads/clock';
import { overdueFilter } from './scope';

/**
 * The dashboard's counters. Each costs the same at any size: totals come from the per-day table
 * and the per-status table kept by triggers, the rest are range reads over an index.
 */

export interface WeekCount {
  /** Monday starting the week, business time, "yyyy-MM-dd". */
  weekStart: string;
  submissions: number;
}

export interface SubmissionStats {
  total: number;
  /** Created in the last 7 × 24 hours. */
  thisWeek: number;
  withPhone: number;
  weekly: WeekCount[];
  /** Not Won, Lost or Spam. */
  open: number;
  /** New and waiting past the response time: `responseHours` office hours, or an emergency's plain-clock hours. */
  overdue: number;
  /**
   * Median minutes to the first response, each request on its own clock (office hours; an
   * emergency's plain clock), over requests first answered in the last 7 days; null without any.
   */
  medianFirstResponseMinutes: number | null;
  /**
   * The same requests' median on the plain clock, from arrival to the answer: beside the office-hours
   * figure, a weekend answered on Monday reads as the two days it was (T4-11).
   */
  medianFirstResponseElapsedMinutes: number | null;
  responseHours: number;
  /** An emergency's response time, in plain hours (nights and weekends included). */
  emergencyResponseHours: number;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function submissionStats(db: Kysely<Database>, clocks: LeadClocks, weeks = 12): Promise<SubmissionStats> {
  const { now } = clocks;
  const responseHours = clocks.responseMinutes / 60;
  // The per-day counts are kept in America/Chicago (migration 2026-11-22-0100); the weeks are counted in it too.
  const weekStarts = recentWeekStarts(now, weeks, 'America/Chicago');
  const [totals, recent, days, open, overdue, median] = await Promise.all([
    db
      .selectFrom('contact_submission_days')
      .select([
        sql<number>`coalesce(sum(submissions), 0)`.as('total'),
        sql<number>`coalesce(sum(with_phone), 0)`.as('with_phone'),
      ])
      .executeTakeFirstOrThrow(),
    // A range over the newest-first index: a week's rows, however large the table.
    db
      .selectFrom('contact_submissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_at', '>=', new Date(now.getTime() - WEEK_MS))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_submission_days')
      .select([sql<string>`day::text`.as('day'), 'submissions'])
      .where('day', '>=', sql<Date>`${weekStarts[0]!}::date`)
      .execute(),
    // Per-status counts kept by triggers: a sum over seven rows.
    db
      .selectFrom('contact_submission_statuses')
      .select(sql<number>`coalesce(sum(submissions), 0)`.as('count'))
      .where('status', 'in', [...OPEN_STATUSES])
      .executeTakeFirstOrThrow(),
    // New requests from before their clock's cutoff, through the status index.
    db
      .selectFrom('contact_submissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(overdueFilter(clocks))
      .executeTakeFirstOrThrow(),
    // The week's first responses, through the index on first_response_at.
    db
      .selectFrom('contact_submissions')
      .select([
        sql<number | null>`percentile_cont(0.5) within group (order by first_response_minutes)`.as('median'),
        sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at))`.as(
          'elapsed_seconds',
        ),
      ])
      .where('first_response_at', '>=', new Date(now.getTime() - WEEK_MS))
      .where('first_response_at', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  const perWeek = new Map(weekStarts.map((week) => [week, 0]));
  for (const { day, submissions } of days) {
    const week = weekStartOf(day);
    if (perWeek.has(week)) perWeek.set(week, perWeek.get(week)! + submissions);
  }
  return {
    total: Number(totals.total),
    thisWeek: Number(recent.count),
    withPhone: Number(totals.with_phone),
    weekly: weekStarts.map((weekStart) => ({ weekStart, submissions: perWeek.get(weekStart)! })),
    open: Number(open.count),
    overdue: Number(overdue.count),
    medianFirstResponseMinutes: median.median === null ? null : Math.round(Number(median.median)),
    medianFirstResponseElapsedMinutes:
      median.elapsed_seconds === null ? null : Math.max(0, Math.round(Number(median.elapsed_seconds) / 60)),
    responseHours,
    emergencyResponseHours: clocks.emergencyMinutes / 60,
  };
}
