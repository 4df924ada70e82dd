import { type Kysely, sql } from 'kysely';

/**
 * The built site as every instance serves it, kept in the database so instances need no shared
 * folder (server/site-build/):
 *
 * - generations: one build of the site, by the code that built it (`code_version`) from a release
 *   (`release_id`; none: the site file alone). `building` while one instance builds it (the one build
 *   at a time, held by a partial unique index; `heartbeat_at` moves while it runs, so a build whose
 *   instance died is seen to be stale), then `ready` with its manifest (URL path → SHA-256 of the
 *   file and its date), the page index and the CSP hashes the build wrote, and the prerenderer's
 *   SHA-256 (the answer pages render with it); or `failed` with why.
 * - site_blobs: the files, by SHA-256 of their bytes, with their brotli and gzip copies: a build
 *   stores only the files no generation has yet.
 *
 * Both are derived from code and releases, so the backup leaves them out (server/backup/logical-copy.ts).
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_blobs')
    .addColumn('sha256', 'text', (c) => c.primaryKey().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('plain', 'bytea', (c) => c.notNull())
    .addColumn('br', 'bytea')
    .addColumn('gz', 'bytea')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('generations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('release_id', 'integer', (c) => c.references('releases.id'))
    .addColumn('code_version', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('building', 'ready', 'failed')`))
    .addColumn('builder', 'text', (c) => c.notNull())
    .addColumn('builder_pid', 'integer')
    .addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull())
    .addColumn('manifest', 'jsonb')
    .addColumn('page_index', 'jsonb')
    .addColumn('csp', 'jsonb')
    .addColumn('server_entry', 'text')
    .addColumn('files', 'integer')
    .addColumn('new_blobs', 'integer')
    .addColumn('build_ms', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ready_at', 'timestamptz')
    .execute();
  // One build at a time across every instance: a second 'building' row cannot be written.
  await sql`create unique index generations_one_building on generations ((true)) where status = 'building'`.execute(db);
  await sql`create index generations_live_idx on generations (code_version, release_id, id desc) where status = 'ready'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('generations').ifExists().execute();
  await db.schema.dropTable('site_blobs').ifExists().execute();
}
