import { sql, type Kysely } from 'kysely';

/**
 * Storm mode (server/storm/): a storm the owner declares changes the site, the form and the queue
 * together until it is ended or its `until` day has passed.
 *
 * - storms: one row per storm. Dates are local days in the site's time zone, kept as text
 *   (YYYY-MM-DD) because the two drivers turn a `date` into midnight in different zones.
 *   `expires_at` is the instant the `until` day ends there, so "is a storm active" is one indexed
 *   comparison with no time-zone arithmetic in SQL. `cities` keeps each hit town's slug, name and
 *   state as they were when the storm was declared, so the record reads the same after a city
 *   page is renamed. At most one storm is open (not ended) at a time: a unique index on a constant
 *   over the open rows makes a second concurrent `start` fail instead of racing.
 * - storm_events: each change (start, edit, end, expiry noticed) with who made it and what changed,
 *   as JSON; it outlives nothing because storms are never deleted.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('storms')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('storm_date', 'text', (c) => c.notNull().check(sql`storm_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('until_date', 'text', (c) => c.notNull().check(sql`until_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cities', 'jsonb', (c) => c.notNull())
    .addColumn('hail', 'text')
    .addColumn('message', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index storms_one_open_idx on storms ((true)) where ended_at is null`.execute(db);
  await sql`create index storms_started_idx on storms (started_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('storm_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('storm_id', 'integer', (c) => c.notNull().references('storms.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('start', 'edit', 'end', 'expired')`))
    // What changed: the new values (start), { field: [from, to] } (edit), nothing (end, expired).
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // Who did it as shown at the time: an admin's email, "npm run admin" or "the until date".
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index storm_events_storm_idx on storm_events (storm_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('storm_events').execute();
  await db.schema.dropTable('storms').execute();
}
