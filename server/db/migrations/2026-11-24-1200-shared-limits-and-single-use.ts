import { sql, type Kysely } from 'kysely';

/**
 * State that every instance must see the same way once several run on one database:
 *
 * - rate_limits: the per-address request counters (rate-limiter-flexible's PostgreSQL layout:
 *   key, points used, expiry in epoch milliseconds), so a limit is counted once across instances.
 * - used_once: single-use markers (a contact form token's nonce, a signed webhook delivery),
 *   kept until the thing they guard would have expired anyway.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema
    .createTable('used_once')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index used_once_expires_at_idx on used_once (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('used_once').ifExists().execute();
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
