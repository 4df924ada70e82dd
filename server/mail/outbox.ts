import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, OutboxMail } from '../db/types';
import type { MailTransport } from './transport';

export interface MailToSend {
  to: string;
  subject: string;
  text: string;
  html: string;
  topic?: string;
  /** Where a reply goes, when not to the sender. */
  replyTo?: string;
  /** The contact request the mail is about: erasing the request removes the mail. Set it for every mail about a request. */
  submissionId?: number;
  /** A calendar file (RFC 5545) the mail carries as inspection.ics. */
  calendar?: string;
  /**
   * A mail the business starts, not one the person asked for (a review request): its one-click
   * unsubscribe link (List-Unsubscribe, RFC 8058). Such a mail is not queued for an address in
   * mail_opt_outs, whichever flow it comes from.
   */
  unsubscribeUrl?: string;
}

/**
 * Queues a mail in the same transaction as whatever caused it: stored together or not at all.
 * A mail the business starts (`unsubscribeUrl`) goes through enqueueMails, which may leave it out.
 */
export async function enqueueMail(db: Kysely<Database> | Transaction<Database>, mail: MailToSend): Promise<number> {
  if (mail.unsubscribeUrl) throw new Error('A mail with an unsubscribe link is queued with enqueueMails');
  const [id] = await enqueueMails(db, [mail]);
  return id!;
}

/** The addresses among `emails` that unsubscribed (lower-cased as mail_opt_outs keeps them). */
export async function optedOut(db: Kysely<Database> | Transaction<Database>, emails: string[]): Promise<Set<string>> {
  const keys = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  if (!keys.length) return new Set();
  const rows = await db.selectFrom('mail_opt_outs').select('email').where('email', 'in', keys).execute();
  return new Set(rows.map((row) => row.email));
}

/**
 * Several mails in one statement (one round trip), e.g. a notice and a confirmation. A mail the
 * business starts (`unsubscribeUrl`) to an address that unsubscribed is left out: the ids are the
 * queued mails'.
 */
export async function enqueueMails(db: Kysely<Database> | Transaction<Database>, all: MailToSend[]): Promise<number[]> {
  const optional = all.filter((mail) => mail.unsubscribeUrl).map((mail) => mail.to);
  const out = optional.length ? await optedOut(db, optional) : new Set<string>();
  const mails = all.filter((mail) => !mail.unsubscribeUrl || !out.has(mail.to.trim().toLowerCase()));
  if (!mails.length) return [];
  const rows = await db
    .insertInto('email_outbox')
    .values(
      mails.map((mail) => ({
        recipient: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        topic: mail.topic ?? null,
        submission_id: mail.submissionId ?? null,
        reply_to: mail.replyTo ?? null,
        calendar: mail.calendar ?? null,
        unsubscribe_url: mail.unsubscribeUrl ?? null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A mail's body with the secret part of every `token=id.secret` link replaced. Account mails carry
 * single-use links; the outbox must keep them until the mail has left, but not afterwards, so a
 * copy of the database holds no working link.
 */
export function redactLinkTokens(body: string): string {
  return body
    .replace(/([?#&](?:amp;)?token=[a-z2-7]+)(?:\.|%2E)[a-z2-7]+/gi, '$1.removed-after-sending')
    .replace(/(\/r\/[a-z2-7]{24})\.[a-z2-7]{32}/gi, '$1.removed-after-sending');
}

export interface OutboxOptions {
  /** First retry after this long; each later one waits twice as long, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * After this many attempts a mail is marked failed (counted on the dashboard) and from then on
   * tried again every `failedRetryMs`, without end: an outage longer than the backoff (expired SMTP
   * credentials over a weekend) must not drop an office notice.
   */
  maxAttempts: number;
  failedRetryMs: number;
  /** How long a worker may hold a claimed mail before another worker may take it over. */
  leaseMs: number;
  batchSize: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  baseDelayMs: 5_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 20,
  failedRetryMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  batchSize: 20,
};

export function retryDelayMs(attempts: number, options: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(options.baseDelayMs * 2 ** Math.max(0, attempts - 1), options.maxDelayMs);
}

/**
 * Claims the mails that are due: pending ones whose time has come, and ones a crashed worker
 * left leased. SKIP LOCKED lets several server instances work the same table without sending a
 * mail twice.
 */
export async function claimDueMails(db: Kysely<Database>, now: Date, options: OutboxOptions): Promise<OutboxMail[]> {
  return db
    .updateTable('email_outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      locked_until: new Date(now.getTime() + options.leaseMs),
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('email_outbox')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('status', 'in', ['pending', 'failed']), w('next_attempt_at', '<=', now)]),
            w.and([w('status', '=', 'sending'), w('locked_until', '<=', now)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .limit(options.batchSize)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

export interface SendResult {
  sent: number;
  failed: number;
  /** Mails waiting out a backoff that were made due now, because a send worked again after an outage. */
  revived: number;
}

/**
 * What the worker remembers between passes: whether the last attempt failed for a reason that is
 * not the mail's own (the mail server down or refusing the login, the disk full), so the first
 * send that works again brings every waiting mail forward instead of leaving it to its backoff.
 */
export interface DeliveryState {
  outage: boolean;
}

/** nodemailer's codes for a problem with one message (a refused address), not with the mail server. */
const MESSAGE_PROBLEMS = new Set(['EENVELOPE', 'EMESSAGE']);

/** Makes every mail waiting out a backoff (or failed) due now. Returns how many. */
export async function retryWaitingMails(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .updateTable('email_outbox')
    .set({ status: 'pending', next_attempt_at: now })
    .where('status', 'in', ['pending', 'failed'])
    .where('next_attempt_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** One pass: claim what is due, send it, record each outcome. */
export async function sendDueMails(
  db: Kysely<Database>,
  transport: MailTransport,
  from: string,
  now: () => Date,
  options: OutboxOptions,
  state: DeliveryState = { outage: false },
): Promise<SendResult> {
  const result: SendResult = { sent: 0, failed: 0, revived: 0 };
  // A Message-ID names the sender's own domain (RFC 5322 §3.6.4), so each brand's mails carry its own.
  const messageDomain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  const mails = await claimDueMails(db, now(), options);
  for (const mail of mails) {
    try {
      const copy = await transport.send({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
        ...(mail.calendar ? { calendar: mail.calendar } : {}),
        ...(mail.unsubscribe_url ? { unsubscribeUrl: mail.unsubscribe_url } : {}),
        messageId: `<outbox-${mail.id}-${mail.created_at.getTime()}@${messageDomain}>`,
      });
      const marked = await db
        .updateTable('email_outbox')
        .set({
          status: 'sent',
          sent_at: now(),
          locked_until: null,
          last_error: null,
          text_body: redactLinkTokens(mail.text_body),
          html_body: redactLinkTokens(mail.html_body),
        })
        .where('id', '=', mail.id)
        .executeTakeFirst();
      // The row is gone: its request was erased while the mail was on its way. A copy kept here
      // (the mailbox folder) goes too; the erase's own clean-up may have looked before it existed.
      if (!Number(marked.numUpdatedRows)) await copy?.discard();
      result.sent++;
      if (state.outage) {
        state.outage = false;
        result.revived += await retryWaitingMails(db, now());
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!MESSAGE_PROBLEMS.has((error as { code?: string }).code ?? '')) state.outage = true;
      const giveUp = mail.attempts >= options.maxAttempts;
      // A failed mail keeps its links: it is still to be sent (every hour).
      await db
        .updateTable('email_outbox')
        .set({
          status: giveUp ? 'failed' : 'pending',
          locked_until: null,
          last_error: message.slice(0, 500),
          next_attempt_at: new Date(
            now().getTime() + (giveUp ? options.failedRetryMs : retryDelayMs(mail.attempts, options)),
          ),
        })
        .where('id', '=', mail.id)
        .execute();
      result.failed++;
    }
  }
  return result;
}

export interface OutboxCounts {
  waiting: number;
  failed: number;
  sent: number;
  lastError: string | null;
}

export async function outboxCounts(db: Kysely<Database>): Promise<OutboxCounts> {
  const row = await db
    .selectFrom('email_outbox')
    .select([
      sql<number>`count(*) filter (where status in ('pending', 'sending'))::int`.as('waiting'),
      sql<number>`count(*) filter (where status = 'failed')::int`.as('failed'),
      sql<number>`count(*) filter (where status = 'sent')::int`.as('sent'),
    ])
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('email_outbox')
    .select('last_error')
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .where('last_error', 'is not', null)
    .orderBy('next_attempt_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { ...row, lastError: last?.last_error ?? null };
}
