import { sql, type Kysely } from 'kysely';
import type { Database } from './types';

/** Tables that hold a contact request's words: the request, its notes, its mails. */
export const LEAD_TABLES = ['contact_submissions', 'lead_notes', 'lead_field_changes', 'email_outbox'] as const;

const embedded = new WeakMap<object, Promise<boolean>>();
/** Whether `db` is the embedded PGlite database (asked once per handle). */
function isEmbedded(db: Kysely<Database>): Promise<boolean> {
  let known = embedded.get(db);
  if (!known) {
    known = sql<{ v: string }>`select version() as v`.execute(db).then((r) => r.rows[0]!.v.includes('PGlite'));
    embedded.set(db, known);
  }
  return known;
}

/**
 * After an erase, the embedded database still holds the erased words on disk: a deleted row stays
 * in its table's and indexes' pages, and in the WAL, until overwritten (PGlite runs no autovacuum),
 * so every later copy of the folder carries them. Tested by grepping the data folder: a plain
 * VACUUM clears the table but not the indexes; VACUUM FULL rewrites table and indexes into new
 * files, and a WAL switch plus a checkpoint with recycling off deletes the old WAL segments.
 * On PostgreSQL this does nothing (VACUUM FULL would lock the tables on a shared server; its
 * autovacuum and the server's own backups are the operator's).
 */
export async function scrubErased(db: Kysely<Database>): Promise<boolean> {
  if (!(await isEmbedded(db))) return false;
  await sql.raw(`vacuum full ${LEAD_TABLES.join(', ')}`).execute(db);
  await sql`set wal_recycle = off`.execute(db);
  try {
    await sql`select pg_switch_wal()`.execute(db);
    await sql`checkpoint`.execute(db);
  } finally {
    await sql`reset wal_recycle`.execute(db);
  }
  return true;
}

/** The embedded database's housekeeping that PostgreSQL's autovacuum does elsewhere: dead rows go, plans stay right. */
export async function vacuumEmbedded(db: Kysely<Database>): Promise<boolean> {
  if (!(await isEmbedded(db))) return false;
  await sql`vacuum (analyze)`.execute(db);
  return true;
}
