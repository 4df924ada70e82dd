import type { Kysely } from 'kysely';

/**
 * alarm_sightings: when a kind of trouble that has no duration of its own (the disk under its
 * floor, the shared rate-limit store not answering) was first seen, while no episode is open. The
 * alarms open an episode, and mail the owner, only when a later look still sees it: a database
 * blip of a second is not a mail. One row per kind; the first instance to see it inserts it, any
 * instance that sees the trouble gone deletes it.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alarm_sightings')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('first_seen', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alarm_sightings').ifExists().execute();
}
