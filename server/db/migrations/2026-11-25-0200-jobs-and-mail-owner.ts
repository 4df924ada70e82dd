import { sql, type Kysely } from 'kysely';

/**
 * Timed work that several instances share, and mails that belong to their request:
 *
 * - job_schedule: one row per timed job with the time its next run is due. An instance runs a job
 *   only after moving that time on in one UPDATE … WHERE next_run_at <= now, so on N instances each
 *   due run is claimed by exactly one of them (server/jobs/runner.ts).
 * - job_runs: each run with its start, end, outcome, error and a small JSON result; the dashboard
 *   reads the last one of each job. Pruned to the latest runs per job by the maintenance job.
 * - search_narrowing: the trigrams common among the newest requests, counted by a job and read by
 *   every instance's search (server/submissions/search-narrowing.ts).
 * - email_outbox.submission_id: the request a mail is about. Erasing the request removes its mails
 *   by this column (and the database cascades), whatever their topic. Filled from the `contact:<id>`
 *   topics that said it until now.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_schedule')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('claimed_by', 'text')
    .execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('instance', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('outcome', 'text', (c) =>
      c.notNull().defaultTo('running').check(sql`outcome in ('running', 'ok', 'failed')`),
    )
    .addColumn('error', 'text')
    .addColumn('result', 'jsonb')
    .execute();
  await sql`create index job_runs_job_idx on job_runs (job, id desc)`.execute(db);

  await db.schema
    .createTable('search_narrowing')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('common_trigrams', sql`text[]`, (c) => c.notNull())
    .addColumn('counted_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await sql`
    alter table email_outbox
      add column submission_id integer references contact_submissions (id) on delete cascade
  `.execute(db);
  await sql`
    update email_outbox as mail set submission_id = request.id
    from contact_submissions as request
    where mail.topic ~ '^contact:[0-9]{1,9}$' and request.id = substring(mail.topic from 9)::integer
  `.execute(db);
  await sql`create index email_outbox_submission_idx on email_outbox (submission_id) where submission_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table email_outbox drop column if exists submission_id`.execute(db);
  await db.schema.dropTable('search_narrowing').ifExists().execute();
  await db.schema.dropTable('job_runs').ifExists().execute();
  await db.schema.dropTable('job_schedule').ifExists().execute();
}
