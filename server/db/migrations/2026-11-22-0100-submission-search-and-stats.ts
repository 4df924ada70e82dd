import { sql, type Kysely } from 'kysely';

/**
 * What keeps the dashboard fast at a million submissions.
 *
 * Search: the spec's rule is a case-insensitive substring of five fields or a plain substring of
 * phone. A trigram GIN index answers "contains" without reading the table; one index covers the
 * five case-insensitive fields joined by a unit separator (U+001F, which searches never contain,
 * so a match cannot span two fields), another covers phone.
 *
 * Counters: counting a million rows on every visit takes a parallel scan. Per-day counts (in the
 * business time zone, America/Chicago: see shared/business-time.ts) kept by statement-level
 * triggers make Total and With Phone a sum over a few thousand rows, and give the weekly chart
 * its numbers. Statement-level triggers with transition tables cost one aggregate per statement,
 * so a bulk import is not slowed row by row.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await sql`
    create function contact_submission_search_text(name text, email text, service_needed text, message text, address text)
    returns text language sql immutable parallel safe
    return name || E'\\x1f' || email || E'\\x1f' || coalesce(service_needed, '') || E'\\x1f' || coalesce(message, '') || E'\\x1f' || coalesce(address, '')
  `.execute(db);
  await sql`
    create index contact_submissions_search_idx on contact_submissions
    using gin (contact_submission_search_text(name, email, service_needed, message, address) gin_trgm_ops)
  `.execute(db);
  await sql`create index contact_submissions_phone_trgm_idx on contact_submissions using gin (phone gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('contact_submission_days')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('submissions', 'integer', (c) => c.notNull())
    .addColumn('with_phone', 'integer', (c) => c.notNull())
    .execute();

  // Rows are folded in day order, so two concurrent imports lock day rows in the same order.
  await sql`
    create function contact_submission_days_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        insert into contact_submission_days (day, submissions, with_phone)
        select (created_at at time zone 'America/Chicago')::date, -count(*), -count(*) filter (where nullif(btrim(phone), '') is not null)
        from old_rows group by 1 order by 1
        on conflict (day) do update set submissions = contact_submission_days.submissions + excluded.submissions,
                                        with_phone = contact_submission_days.with_phone + excluded.with_phone;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into contact_submission_days (day, submissions, with_phone)
        select (created_at at time zone 'America/Chicago')::date, count(*), count(*) filter (where nullif(btrim(phone), '') is not null)
        from new_rows group by 1 order by 1
        on conflict (day) do update set submissions = contact_submission_days.submissions + excluded.submissions,
                                        with_phone = contact_submission_days.with_phone + excluded.with_phone;
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`create trigger contact_submission_days_insert after insert on contact_submissions referencing new table as new_rows for each statement execute function contact_submission_days_apply()`.execute(
    db,
  );
  await sql`create trigger contact_submission_days_update after update on contact_submissions referencing old table as old_rows new table as new_rows for each statement execute function contact_submission_days_apply()`.execute(
    db,
  );
  await sql`create trigger contact_submission_days_delete after delete on contact_submissions referencing old table as old_rows for each statement execute function contact_submission_days_apply()`.execute(
    db,
  );
  await sql`
    create function contact_submission_days_clear() returns trigger language plpgsql as $$
    begin
      delete from contact_submission_days;
      return null;
    end $$
  `.execute(db);
  await sql`create trigger contact_submission_days_truncate after truncate on contact_submissions for each statement execute function contact_submission_days_clear()`.execute(
    db,
  );

  // Rows stored before this migration.
  await sql`
    insert into contact_submission_days (day, submissions, with_phone)
    select (created_at at time zone 'America/Chicago')::date, count(*), count(*) filter (where nullif(btrim(phone), '') is not null)
    from contact_submissions group by 1
  `.execute(db);

  // The planner needs the search expression's statistics to choose between walking the newest-first
  // index (a search that matches much) and the trigram index (one that matches little).
  await sql`analyze contact_submissions`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists contact_submission_days_truncate on contact_submissions`.execute(db);
  for (const op of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists contact_submission_days_${op} on contact_submissions`).execute(db);
  }
  await sql`drop function if exists contact_submission_days_clear()`.execute(db);
  await sql`drop function if exists contact_submission_days_apply()`.execute(db);
  await db.schema.dropTable('contact_submission_days').ifExists().execute();
  await sql`drop index if exists contact_submissions_phone_trgm_idx`.execute(db);
  await sql`drop index if exists contact_submissions_search_idx`.execute(db);
  await sql`drop function if exists contact_submission_search_text(text, text, text, text, text)`.execute(db);
}
