import { sql, type Kysely } from 'kysely';

/**
 * The owner's alarms (server/alarms/): one row per episode of a kind of trouble (no contact
 * requests for too long, mail not leaving, backup failed, disk nearly full, rate-limit store down).
 *
 * - alarms: an episode opens with an INSERT that the partial unique index lets exactly one
 *   instance win (one open row per kind), and the winner queues the mail in the same transaction;
 *   it closes with an UPDATE … WHERE closed_at IS NULL that, again, one instance wins. clear_since
 *   holds when the trouble was first seen gone, so a condition that flickers does not mail twice.
 * - alarm_digest: one row, the last reminder of the alarms still open; claimed by an UPDATE on
 *   its time, so at most one reminder a day leaves however many instances look.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alarms')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('last_mailed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('clear_since', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await sql`create unique index alarms_open_kind_idx on alarms (kind) where closed_at is null`.execute(db);
  await sql`create index alarms_opened_idx on alarms (opened_at desc)`.execute(db);

  await db.schema
    .createTable('alarm_digest')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('watching_since', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alarm_digest').ifExists().execute();
  await db.schema.dropTable('alarms').ifExists().execute();
}
