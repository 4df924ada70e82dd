import { sql, type Kysely } from 'kysely';

/**
 * The office's day on a request (issue 25, items 6-8): the inspection appointment, a follow-up
 * date and whether its reminder went out, and the won value; the history's new kinds; the old and
 * new values of contact edits; and a calendar file (.ics) a queued mail can carry.
 *
 * Contact edits keep their values in lead_field_changes, tied to the request (deleted with it),
 * not in lead_events: the history outlives an erased request and must hold none of its words.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
const KINDS_BEFORE = ['status', 'owner', 'note', 'erase'];
const KINDS = [...KINDS_BEFORE, 'logged', 'contact', 'appointment', 'follow-up', 'won-value'];

const kindCheck = (kinds: string[]) =>
  sql`alter table lead_events add constraint lead_events_kind_check check (kind in (${sql.join(kinds.map((k) => sql.lit(k)))}))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contact_submissions')
    // The inspection: a moment (shown in the office's time zone).
    .addColumn('appointment_at', 'timestamptz')
    // When the follow-up falls due (the chosen day, at the office's opening), and when its reminder left.
    .addColumn('follow_up_at', 'timestamptz')
    .addColumn('follow_up_reminded_at', 'timestamptz')
    .execute();
  await sql`create index contact_submissions_appointment_idx on contact_submissions (appointment_at) where appointment_at is not null`.execute(
    db,
  );
  // The reminder job reads only the follow-ups still waiting for their mail.
  await sql`create index contact_submissions_follow_up_due_idx on contact_submissions (follow_up_at) where follow_up_at is not null and follow_up_reminded_at is null`.execute(
    db,
  );

  await sql`alter table lead_events drop constraint lead_events_kind_check`.execute(db);
  await kindCheck(KINDS).execute(db);

  await db.schema
    .createTable('lead_field_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('contact_submissions.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index lead_field_changes_submission_idx on lead_field_changes (submission_id, id)`.execute(db);

  await db.schema.alterTable('email_outbox').addColumn('calendar', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('calendar').execute();
  await db.schema.dropTable('lead_field_changes').execute();
  await sql`delete from lead_events where kind not in (${sql.join(KINDS_BEFORE.map((k) => sql.lit(k)))})`.execute(db);
  await sql`alter table lead_events drop constraint lead_events_kind_check`.execute(db);
  await kindCheck(KINDS_BEFORE).execute(db);
  await db.schema
    .alterTable('contact_submissions')
    .dropColumn('appointment_at')
    .dropColumn('follow_up_at')
    .dropColumn('follow_up_reminded_at')
    .execute();
}
