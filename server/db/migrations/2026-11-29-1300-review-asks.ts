import { type Kysely, sql } from 'kysely';

/**
 * The reviews loop (issue 34): the day a won job was completed and an open complaint on a request;
 * the review request mailed after completion and its reminder (review_asks, one per request); the
 * addresses that unsubscribed (mail_opt_outs, honoured by every mail the business starts); the
 * customer's private note (review_notes) and testimonial with its consent (testimonials).
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
const KINDS_BEFORE = [
  'status',
  'owner',
  'note',
  'erase',
  'logged',
  'contact',
  'appointment',
  'follow-up',
  'won-value',
  'storm',
  'lost-reason',
];
const kindCheck = (kinds: string[]) =>
  sql`alter table lead_events add constraint lead_events_kind_check check (kind in (${sql.join(kinds.map((k) => sql.lit(k)))}))`;
const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contact_submissions')
    .addColumn('job_completed_on', 'text', (c) => c.check(sql`job_completed_on ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('complaint_at', 'timestamptz')
    .execute();
  await sql`alter table lead_events drop constraint lead_events_kind_check`.execute(db);
  await kindCheck([...KINDS_BEFORE, 'job-completed', 'complaint']).execute(db);

  await db.schema
    .createTable('review_asks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('submission_id', 'integer', (c) =>
      c.notNull().unique().references('contact_submissions.id').onDelete('cascade'),
    )
    // Lower-cased: "never the same customer twice in 6 months" and the opt-outs compare it.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ['sent', 'reminded', 'clicked', 'skipped'])))
    .addColumn('skip_reason', 'text', (c) =>
      c.check(oneOf('skip_reason', ['unsubscribed', 'asked-recently', 'no-email', 'too-old'])),
    )
    // The SHA-256 of the link's secret: the first mail's and the reminder's links both open the page.
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('reminder_token_hash', 'text', (c) => c.unique())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('reminder_due_at', 'timestamptz')
    .addColumn('reminder_sent_at', 'timestamptz')
    .addColumn('clicked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('review_asks_email_sent').on('review_asks').columns(['email', 'sent_at']).execute();
  await db.schema
    .createIndex('review_asks_reminder_due')
    .on('review_asks')
    .column('reminder_due_at')
    .where(sql.ref('reminder_sent_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('mail_opt_outs')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('review_notes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ask_id', 'integer', (c) => c.notNull().unique().references('review_asks.id').onDelete('cascade'))
    .addColumn('score', 'integer', (c) => c.check(sql`score between 1 and 5`))
    .addColumn('body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ask_id', 'integer', (c) => c.notNull().unique().references('review_asks.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('name_choice', 'text', (c) =>
      c.notNull().check(oneOf('name_choice', ['initial', 'family', 'anonymous'])),
    )
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('neighbourhood', 'text')
    .addColumn('city_slug', 'text')
    .addColumn('consent_public', 'boolean', (c) => c.notNull())
    .addColumn('consent_internal', 'boolean', (c) => c.notNull())
    .addColumn('consent_version', 'text', (c) => c.notNull())
    .addColumn('consented_at', 'timestamptz', (c) => c.notNull())
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(oneOf('status', ['new', 'approved', 'removed'])),
    )
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('email_outbox')
    // A mail the business starts (a review request): its one-click unsubscribe (RFC 8058), and
    // it is not sent to an address in mail_opt_outs.
    .addColumn('unsubscribe_url', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('unsubscribe_url').execute();
  await db.schema.dropTable('testimonials').execute();
  await db.schema.dropTable('review_notes').execute();
  await db.schema.dropTable('mail_opt_outs').execute();
  await db.schema.dropTable('review_asks').execute();
  await sql`delete from lead_events where kind in ('job-completed', 'complaint')`.execute(db);
  await sql`alter table lead_events drop constraint lead_events_kind_check`.execute(db);
  await kindCheck(KINDS_BEFORE).execute(db);
  await sql`alter table contact_submissions drop column if exists job_completed_on, drop column if exists complaint_at`.execute(
    db,
  );
}
