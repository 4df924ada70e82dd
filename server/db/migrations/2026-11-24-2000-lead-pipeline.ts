import { sql, type Kysely } from 'kysely';

/**
 * Contact requests become leads the office works: a status, an owner, notes, the first response,
 * a version for concurrent edits, and a history that outlives an erase.
 *
 * Speed at a million rows: every list filter has an index that walks newest first (a status, the
 * open ones, an owner's, New by age for Overdue); per-status counts are kept by statement-level
 * triggers like the per-day counts, so Open is a sum of a few rows; the median first response reads
 * the last week's responses through an index on first_response_at. Repeat callers are found
 * through normalised keys (phone digits, lower-cased email) kept by the database itself.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contact_submissions
      add column status text not null default 'new'
        constraint contact_submissions_status_check check (status in ('new', 'contacted', 'inspection_scheduled', 'estimate_sent', 'won', 'lost', 'spam')),
      add column assigned_to uuid references users (id) on delete set null,
      add column version integer not null default 1,
      add column first_response_at timestamptz,
      add column first_response_minutes integer,
      add column notes_count integer not null default 0,
      -- The last 10 digits of a phone with 7 or more (a +1 or a leading 1 does not make another caller); an extension is not part of it.
      add column phone_key text generated always as (
        case when length(regexp_replace(regexp_replace(coalesce(phone, ''), '(x|ext\\.?|#)\\s*\\d{1,6}\\s*$', '', 'i'), '\\D', '', 'g')) >= 7
             then right(regexp_replace(regexp_replace(phone, '(x|ext\\.?|#)\\s*\\d{1,6}\\s*$', '', 'i'), '\\D', '', 'g'), 10) end
      ) stored,
      add column email_key text generated always as (nullif(lower(btrim(email)), '')) stored
  `.execute(db);

  await sql`create index contact_submissions_status_idx on contact_submissions (status, created_at desc, id desc)`.execute(
    db,
  );
  await sql`
    create index contact_submissions_open_idx on contact_submissions (created_at desc, id desc)
    where status in ('new', 'contacted', 'inspection_scheduled', 'estimate_sent')
  `.execute(db);
  await sql`create index contact_submissions_owner_idx on contact_submissions (assigned_to, created_at desc, id desc) where assigned_to is not null`.execute(
    db,
  );
  await sql`create index contact_submissions_first_response_idx on contact_submissions (first_response_at) where first_response_at is not null`.execute(
    db,
  );
  await sql`create index contact_submissions_phone_key_idx on contact_submissions (phone_key) where phone_key is not null`.execute(
    db,
  );
  await sql`create index contact_submissions_email_key_idx on contact_submissions (email_key)`.execute(db);

  await db.schema
    .createTable('lead_notes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('contact_submissions.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // Kept as written, so a note still says who wrote it after the account is gone.
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index lead_notes_submission_idx on lead_notes (submission_id, created_at desc, id desc)`.execute(db);

  // No foreign key to the request: the erase entry must outlive the row it describes. Entries hold
  // no personal content of the request (a note entry points at the note, it does not copy it).
  await db.schema
    .createTable('lead_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('submission_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('status', 'owner', 'note', 'erase')`))
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // Who did it as shown at the time (an admin's email, or the retention rule for automatic erases).
    .addColumn('actor', 'text', (c) => c.notNull())
    // The request's version this change produced; a stale edit is explained from the entries after its version.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index lead_events_submission_idx on lead_events (submission_id, id)`.execute(db);

  await db.schema
    .createTable('contact_submission_statuses')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('submissions', 'integer', (c) => c.notNull())
    .execute();
  // Statuses are folded in name order, so two concurrent statements lock the rows in the same order.
  await sql`
    create function contact_submission_statuses_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        insert into contact_submission_statuses (status, submissions)
        select status, -count(*) from old_rows group by 1 order by 1
        on conflict (status) do update set submissions = contact_submission_statuses.submissions + excluded.submissions;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into contact_submission_statuses (status, submissions)
        select status, count(*) from new_rows group by 1 order by 1
        on conflict (status) do update set submissions = contact_submission_statuses.submissions + excluded.submissions;
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`create trigger contact_submission_statuses_insert after insert on contact_submissions referencing new table as new_rows for each statement execute function contact_submission_statuses_apply()`.execute(
    db,
  );
  await sql`create trigger contact_submission_statuses_update after update on contact_submissions referencing old table as old_rows new table as new_rows for each statement execute function contact_submission_statuses_apply()`.execute(
    db,
  );
  await sql`create trigger contact_submission_statuses_delete after delete on contact_submissions referencing old table as old_rows for each statement execute function contact_submission_statuses_apply()`.execute(
    db,
  );
  await sql`
    create function contact_submission_statuses_clear() returns trigger language plpgsql as $$
    begin
      delete from contact_submission_statuses;
      return null;
    end $$
  `.execute(db);
  await sql`create trigger contact_submission_statuses_truncate after truncate on contact_submissions for each statement execute function contact_submission_statuses_clear()`.execute(
    db,
  );
  await sql`insert into contact_submission_statuses (status, submissions) select status, count(*) from contact_submissions group by 1`.execute(
    db,
  );

  await sql`analyze contact_submissions`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists contact_submission_statuses_truncate on contact_submissions`.execute(db);
  for (const op of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists contact_submission_statuses_${op} on contact_submissions`).execute(db);
  }
  await sql`drop function if exists contact_submission_statuses_clear()`.execute(db);
  await sql`drop function if exists contact_submission_statuses_apply()`.execute(db);
  await db.schema.dropTable('contact_submission_statuses').ifExists().execute();
  await db.schema.dropTable('lead_events').ifExists().execute();
  await db.schema.dropTable('lead_notes').ifExists().execute();
  await sql`
    alter table contact_submissions
      drop column if exists status, drop column if exists assigned_to, drop column if exists version,
      drop column if exists first_response_at, drop column if exists first_response_minutes,
      drop column if exists notes_count, drop column if exists phone_key, drop column if exists email_key
  `.execute(db);
}
