import { sql, type Kysely, type Transaction } from 'kysely';
import { zonedMoment, zonedParts } from '../../shared/office-day';
import { generateToken, hashSecret } from '../auth/tokens';
import type { Database, ReviewAskSkip } from '../db/types';
import { DAY_MS, defineJob, MINUTE_MS } from '../jobs/job';
import { mailContext, type MailContext } from '../mail/context';
import { enqueueMails, optedOut } from '../mail/outbox';
import type { AppServices } from '../services';
import { type AskedCustomer, reviewAskMail, reviewReminderMail } from './mails';

/**
 * The review request after a won job (issue 34): one mail two days after the job's completion day
 * at 10:00 office time, one reminder five days after it unless a link was opened, none after an
 * unsubscribe, never the same address twice in six months, never while the request carries an
 * open complaint. Each request gets at most one review_asks row (unique), inserted in the same
 * transaction as its mail, with the request locked and those another instance holds skipped:
 * however many instances run the job, a customer is asked once.
 */
export const ASK_AFTER_DAYS = 2;
export const ASK_TIME = '10:00';
export const REMINDER_AFTER_DAYS = 5;
/** "Never the same customer twice in six months." */
export const REPEAT_AFTER_DAYS = 183;
/**
 * A completion day older than this is not asked about: a date typed in for a job done long ago
 * (or a batch of old jobs marked completed at once) must not mail the whole past-customer list.
 */
export const STALE_AFTER_DAYS = 14;

const BATCH = 50;

/** "2026-11-29" plus `days`, as a calendar day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** When a job completed on `day` is asked about: two days later at 10:00 in the office's zone. */
export function askDueAt(day: string, timeZone: string): Date {
  return zonedMoment(addDays(day, ASK_AFTER_DAYS), ASK_TIME, timeZone)!;
}

/** The latest completion day whose ask has fallen due by `now`. */
export function latestDueDay(now: Date, timeZone: string): string {
  const today = zonedParts(now, timeZone).day;
  const day = addDays(today, -ASK_AFTER_DAYS);
  return askDueAt(day, timeZone) <= now ? day : addDays(day, -1);
}

interface Candidate {
  id: number;
  name: string;
  email: string | null;
  job_completed_on: string;
  office: string | null;
}

type Ctx = MailContext<'company' | 'offices' | 'theme' | 'timeZone'>;

const customerOf = (row: Candidate & { email: string }): AskedCustomer => ({
  submissionId: row.id,
  name: row.name,
  email: row.email,
  completedOn: row.job_completed_on,
  office: row.office ?? undefined,
});

/** Why a due request is not asked, or null to ask it. */
async function skipReason(
  trx: Transaction<Database>,
  row: Candidate,
  now: Date,
  timeZone: string,
): Promise<ReviewAskSkip | null> {
  const email = row.email?.trim().toLowerCase();
  if (!email) return 'no-email';
  if (row.job_completed_on < addDays(zonedParts(now, timeZone).day, -STALE_AFTER_DAYS)) return 'too-old';
  if ((await optedOut(trx, [email])).size) return 'unsubscribed';
  const recent = await trx
    .selectFrom('review_asks')
    .select('id')
    .where('email', '=', email)
    .where('sent_at', '>', new Date(now.getTime() - REPEAT_AFTER_DAYS * DAY_MS))
    .executeTakeFirst();
  return recent ? 'asked-recently' : null;
}

/** Asks every due won-and-completed request once (or records why not). Returns the mails queued and the skips. */
async function sendDueAsks(db: Kysely<Database>, now: Date, ctx: Ctx): Promise<{ asked: number; skipped: number }> {
  const cutoff = latestDueDay(now, ctx.site.timeZone);
  let asked = 0;
  let skipped = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const due = await sql<Candidate>`
        select c.id, c.name, c.email, c.job_completed_on, c.office
        from contact_submissions c
        where c.status = 'won' and c.job_completed_on is not null and c.job_completed_on <= ${cutoff}
          and c.complaint_at is null
          and not exists (select 1 from review_asks a where a.submission_id = c.id)
        order by c.job_completed_on, c.id
        limit ${BATCH}
        for update of c skip locked`.execute(trx);
      for (const row of due.rows) {
        const reason = await skipReason(trx, row, now, ctx.site.timeZone);
        const token = reason ? null : generateToken().token;
        const inserted = await trx
          .insertInto('review_asks')
          .values({
            submission_id: row.id,
            email: row.email?.trim().toLowerCase() ?? '',
            status: reason ? 'skipped' : 'sent',
            skip_reason: reason,
            token_hash: token ? hashSecret(token) : null,
            due_at: askDueAt(row.job_completed_on, ctx.site.timeZone),
            sent_at: token ? now : null,
            reminder_due_at: token ? new Date(now.getTime() + REMINDER_AFTER_DAYS * DAY_MS) : null,
          })
          .onConflict((conflict) => conflict.column('submission_id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) continue;
        if (!token) {
          skipped += 1;
          continue;
        }
        await enqueueMails(trx, [reviewAskMail(ctx, customerOf({ ...row, email: row.email! }), token)]);
        asked += 1;
      }
      return due.rows.length;
    });
    if (claimed < BATCH) return { asked, skipped };
  }
}

/** The one reminder of every ask whose link was not opened five days on; cancelled for an unsubscribe, a complaint or a request no longer Won. */
async function sendDueReminders(db: Kysely<Database>, now: Date, ctx: Ctx): Promise<number> {
  let reminded = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const due = await sql<Candidate & { ask_id: number; status: string; complaint_at: Date | null }>`
        select a.id as ask_id, c.id, c.name, a.email, c.job_completed_on, c.office, c.status, c.complaint_at
        from review_asks a join contact_submissions c on c.id = a.submission_id
        where a.status = 'sent' and a.clicked_at is null and a.reminder_sent_at is null
          and a.reminder_due_at <= ${now}
        order by a.reminder_due_at, a.id
        limit ${BATCH}
        for update of a skip locked`.execute(trx);
      for (const row of due.rows) {
        const cancelled =
          row.status !== 'won' ||
          row.complaint_at !== null ||
          row.job_completed_on === null ||
          (await optedOut(trx, [row.email!])).size > 0;
        if (cancelled) {
          await trx.updateTable('review_asks').set({ reminder_due_at: null }).where('id', '=', row.ask_id).execute();
          continue;
        }
        const token = generateToken().token;
        await trx
          .updateTable('review_asks')
          .set({ status: 'reminded', reminder_sent_at: now, reminder_token_hash: hashSecret(token) })
          .where('id', '=', row.ask_id)
          .execute();
        await enqueueMails(trx, [reviewReminderMail(ctx, customerOf({ ...row, email: row.email! }), token)]);
        reminded += 1;
      }
      return due.rows.length;
    });
    if (claimed < BATCH) return reminded;
  }
}

/** One pass: the due asks, then the due reminders. */
export async function sendReviewAsks(
  db: Kysely<Database>,
  now: Date,
  services: Pick<AppServices, 'env' | 'site'>,
): Promise<{ asked: number; reminded: number; skipped: number }> {
  const ctx = mailContext(services);
  const { asked, skipped } = await sendDueAsks(db, now, ctx);
  const reminded = await sendDueReminders(db, now, ctx);
  return { asked, reminded, skipped };
}

/** Looks every five minutes: an ask due at 10:00 leaves by 10:05 (and the mail worker's next send). */
export const reviewAskJob = defineJob({
  name: 'review-asks',
  every: 5 * MINUTE_MS,
  async run({ db, now, services }) {
    const result = await sendReviewAsks(db, now(), services);
    if (result.asked || result.reminded) services.wakeMailWorker();
    return result;
  },
});
