import { type Kysely, sql } from 'kysely';

/**
 * A storm's requests are those from its towns since its date (not since it was declared), those
 * sent while it was active (`storm_id`, set at arrival), and those the office added, less those the
 * office took out (server/storm/membership.ts). "Add to this storm" sets `storm_id`; "Remove"
 * clears it and sets `storm_excluded_id`, so the towns-and-date rule no longer counts the request.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contact_submissions')
    .addColumn('storm_excluded_id', 'integer', (c) => c.references('storms.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_submissions drop column if exists storm_excluded_id`.execute(db);
}
