import { sql, type Kysely } from 'kysely';

/**
 * backup_runs: one row per backup the nightly job makes (server/backup/nightly.ts): when it started
 * and ended, the file and its size, the row count of each table as the backup's manifest gives it,
 * whether restoring the file into a scratch database gave the same counts, and what went wrong.
 * The dashboard and the "backup failed" alarm read it through latestBackups (server/backup/runs.ts).
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('outcome', 'text', (c) =>
      c.notNull().defaultTo('running').check(sql`outcome in ('running', 'ok', 'failed')`),
    )
    .addColumn('file', 'text')
    .addColumn('bytes', 'bigint')
    .addColumn('row_counts', 'jsonb')
    .addColumn('files', 'integer')
    .addColumn('restore_check', 'text', (c) => c.check(sql`restore_check in ('passed', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('instance', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_runs').ifExists().execute();
}
