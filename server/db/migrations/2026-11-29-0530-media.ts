import { type Kysely, sql } from 'kysely';

/**
 * The owner's uploaded photos (server/media/): one row per stored file, named by the SHA-256 of
 * the bytes kept (DATA_DIR/media/<sha256>.<ext>), so the same photo uploaded twice is one file and
 * one row. What is kept is the re-encoded photo (upright, at most 2,560 px, no metadata), never
 * the file as sent; its size and pixel size are recorded for the dashboard and the export. The
 * name it was sent under and who sent it stay for the owner's history (the uploader's account may
 * be deleted later: the photo stays, the name goes).
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('sha256', 'text', (c) => c.primaryKey().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('jpeg', 'png', 'webp')`))
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    .addColumn('bytes', 'integer', (c) => c.notNull().check(sql`bytes > 0`))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index media_uploaded_idx on media (uploaded_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media').execute();
}
