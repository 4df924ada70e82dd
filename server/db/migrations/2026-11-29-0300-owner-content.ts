import { type Kysely, sql } from 'kysely';

/**
 * The owner's content: documents of the types declared in schema/owner-content/, their history,
 * releases, and which content migrations have run.
 *
 * - documents: one row per document (`type`, `key`: `siteFacts`/`site`). `version` rises with every
 *   change, so a save made on an older version is refused instead of overwriting. `draft_rev` and
 *   `published_rev` name the revision the owner is editing and the one that is live; they carry no
 *   foreign key, because revisions refer to documents and the backup copies tables parents first
 *   (a circle could not be ordered).
 * - revisions: append-only. Each holds the whole document as JSON, the schema version it was written
 *   under, its SHA-256 (of the JSON with sorted keys), what made it (kind), who and why, and the
 *   document version it made (what a stale save is compared against). A trigger refuses any change
 *   but the author's account being cleared when that account is deleted.
 * - releases: a site-wide set of revisions ({document_id, rev}) that can go live, with the gate's
 *   problems, who made it and when it went live.
 * - content_migrations: like the database's own migrations, for owner content (a seed runs once).
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1).check(sql`version > 0`))
    .addColumn('draft_rev', 'integer')
    .addColumn('published_rev', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('documents_type_key_unique', ['type', 'key'])
    .execute();

  await db.schema
    .createTable('revisions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id'))
    .addColumn('parent_rev', 'integer', (c) => c.references('revisions.id'))
    .addColumn('document_version', 'integer', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull().check(sql`content_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('draft', 'published', 'restore', 'migration')`))
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index revisions_document_idx on revisions (document_id, id desc)`.execute(db);
  await sql`
    create function revisions_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.author_id is null
        and (new.id, new.document_id, new.parent_rev, new.document_version, new.schema_version, new.data,
             new.content_hash, new.kind, new.note, new.created_at)
        is not distinct from
            (old.id, old.document_id, old.parent_rev, old.document_version, old.schema_version, old.data,
             old.content_hash, old.kind, old.note, old.created_at)
      then
        return new;
      end if;
      raise exception 'revisions are kept as written: add a new revision instead';
    end $$`.execute(db);
  await sql`
    create trigger revisions_append_only before update or delete on revisions
    for each row execute function revisions_append_only()`.execute(db);

  await db.schema
    .createTable('releases')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('checking').check(sql`status in ('checking', 'built', 'live', 'failed', 'superseded')`),
    )
    .addColumn('problems', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('live_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('content_migrations')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_migrations').execute();
  await db.schema.dropTable('releases').execute();
  await db.schema.dropTable('revisions').execute();
  await sql`drop function if exists revisions_append_only()`.execute(db);
  await db.schema.dropTable('documents').execute();
}
