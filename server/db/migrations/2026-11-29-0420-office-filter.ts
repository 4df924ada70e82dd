import { type Kysely, sql } from 'kysely';

/**
 * The dashboard's office filter (server/submissions/scope.ts) walks one office's requests newest
 * first, like the status and owner filters: an index of its own, so the second office's few
 * requests among a million are a short walk, not a scan past the first office's.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index contact_submissions_office_idx on contact_submissions (office, created_at desc, id desc) where office is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists contact_submissions_office_idx`.execute(db);
}
