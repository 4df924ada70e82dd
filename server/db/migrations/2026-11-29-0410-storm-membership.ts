import { type Kysely, sql } from 'kysely';

/**
 * A storm's requests are those from its towns since its date (not since it was declared), those
 * sent while it was active (`storm_id`, set at arrival), and those the office added, less those the
 * office took out (server/storm/membership.ts). "Add to this storm" sets `storm_id`; "Remove"
 * clears it and sets `storm_excluded_id`, so the towns-and-date rule no longer counts the request.
 * Each is a line in the request's History (lead_events kind `storm`).
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
const KINDS_BEFORE = ['status', 'owner', 'note', 'erase', 'logged', 'contact', 'appointment', 'follow-up', 'won-value'];
const kindCheck = (kinds: string[]) =>
  sql`alter table lead_events add constraint lead_events_kind_check check (kind in (${sql.join(kinds.map((k) => sql.lit(k)))}))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contact_submissions')
    .addColumn('storm_excluded_id', 'integer', (c) => c.references('storms.id'))
    .execute();
  await sql`alter table lead_events drop constraint lead_events_kind_check`.execute(db);
  await kindCheck([...KINDS_BEFORE, 'storm']).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from lead_events where kind = 'storm'`.execute(db);
  await sql`alter table lead_events drop constraint lead_events_kind_check`.execute(db);
  await kindCheck(KINDS_BEFORE).execute(db);
  await sql`alter table contact_submissions drop column if exists storm_excluded_id`.execute(db);
}
