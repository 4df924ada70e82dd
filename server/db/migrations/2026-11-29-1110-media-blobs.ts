import { type Kysely, sql } from 'kysely';

/**
 * The owner's photos' bytes in the database, by SHA-256 (server/media/store.ts): with several
 * instances on one PostgreSQL, the instance that builds the site or draws a thumbnail may not be
 * the one the photo was uploaded to, and none shares a folder. Each instance keeps a copy in its
 * DATA_DIR/media and fetches a missing one from here. This table, not the folder, is what the
 * backup carries (server/backup/archive.ts leaves DATA_DIR/media out), so a photo is in a backup once.
 * A photo uploaded before this table is stored in it at the server's next start.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_blobs')
    .addColumn('sha256', 'text', (c) => c.primaryKey().references('media.sha256').onDelete('cascade'))
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addCheckConstraint('media_blobs_sha256', sql`sha256 ~ '^[0-9a-f]{64}$'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_blobs').execute();
}
