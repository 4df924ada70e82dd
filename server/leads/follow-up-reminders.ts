import { sql, type Kysely } from 'kysely';
import { formatDay } from '../../shared/office-day';
import type { Database } from '../db/types';
import { defineJob, MINUTE_MS } from '../jobs/job';
import { composeMail } from '../mail/compose';
import { type MailContext, mailContext } from '../mail/context';
import { headerText } from '../mail/header-text';
import { enqueueMails, type MailToSend } from '../mail/outbox';
import type { AppServices } from '../services';

/** Reminders claimed per transaction: a backlog after downtime drains in a few short runs. */
const BATCH = 50;

interface DueFollowUp {
  id: number;
  name: string;
  office: string | null;
  follow_up_at: Date;
  assigned_email: string | null;
}

/**
 * Mails a reminder for every follow-up that has fallen due, once. The claim is the update itself:
 * `follow_up_reminded_at` is set only where it is still null, with the rows locked and the ones
 * another instance holds skipped, so however many instances run this at the same moment each
 * reminder is claimed by one transaction, and its mail is queued in that same transaction (a
 * crash before the commit leaves it unclaimed and unsent, for the next run). The reminder goes to
 * the admin the request is assigned to, else to the office it belongs to.
 */
export async function sendDueFollowUpReminders(
  db: Kysely<Database>,
  now: Date,
  services: Pick<AppServices, 'env' | 'site'>,
): Promise<number> {
  const ctx = mailContext(services);
  let total = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const due = await sql<DueFollowUp>`
        with due as (
          select id from contact_submissions
          where follow_up_at <= ${now} and follow_up_reminded_at is null
          order by follow_up_at, id
          limit ${BATCH}
          for update skip locked
        )
        update contact_submissions c set follow_up_reminded_at = ${now}
        from due
        where c.id = due.id and c.follow_up_reminded_at is null
        returning c.id, c.name, c.office, c.follow_up_at,
          (select u.email from users u where u.id = c.assigned_to) as assigned_email`.execute(trx);
      await enqueueMails(
        trx,
        due.rows.map((row) => reminderMail(row, ctx)),
      );
      return due.rows.length;
    });
    total += claimed;
    if (claimed < BATCH) return total;
  }
}

function reminderMail(row: DueFollowUp, ctx: MailContext): MailToSend {
  const office = ctx.site.offices.find((candidate) => candidate.id === row.office);
  const to = row.assigned_email ?? office?.email ?? ctx.adminTo;
  const link = `${ctx.siteUrl}/admin?lead=${row.id}`;
  const day = formatDay(row.follow_up_at, ctx.site.timeZone);
  const { subject, text, html } = composeMail(
    { company: ctx.site.company.name, theme: ctx.site.theme },
    {
      subject: headerText(`Follow up today: ${row.name} (request #${row.id})`),
      body: [
        `The follow-up you set for ${row.name}'s request #${row.id} is due (${day}).`,
        'Call them, add a note of what was said, and set the next follow-up or the status.',
      ],
      action: { label: 'Open the request on the dashboard', url: link },
    },
  );
  return { to, subject, text, html, topic: `follow-up:${row.id}`, submissionId: row.id };
}

/** Looks for due follow-ups every minute; a reminder leaves within a minute of its time (and the mail worker's next send). */
export const followUpReminderJob = defineJob({
  name: 'follow-up-reminders',
  every: MINUTE_MS,
  async run({ db, now, services }) {
    const reminded = await sendDueFollowUpReminders(db, now(), services);
    if (reminded) services.wakeMailWorker();
    return { reminded };
  },
});
