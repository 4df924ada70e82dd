import { type Kysely, sql } from 'kysely';

/**
 * A preview of the owner's draft (server/site-build/preview.ts): the site built with a document's
 * draft in place of what is live, shown to admins only, never served as the site.
 *
 * - previews: what was asked for (the document type whose draft is previewed, and the release
 *   items it builds: that draft's revision with every other document's live one), by whom, and how
 *   far it got: `queued` until the build job takes it, `building`, then `ready` or `failed` with
 *   why; `replaced` once a newer preview was asked for (one preview at a time: its files go).
 * - generations.preview_id: the generation a preview's build made. A generation with one is never
 *   live (store.ts liveGenerationId looks only at those without).
 *
 * A preview is made again by asking, so the backup leaves both out (server/backup/logical-copy.ts).
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('previews')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('queued', 'building', 'ready', 'failed', 'replaced')`),
    )
    .addColumn('error', 'text')
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ready_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('generations')
    .addColumn('preview_id', 'integer', (c) => c.references('previews.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('generations').dropColumn('preview_id').execute();
  await db.schema.dropTable('previews').execute();
}
