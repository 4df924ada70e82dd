import type { Kysely } from 'kysely';

/**
 * Who is editing a page: a soft lock per document (its type and key, `cityPage`/`bixby`), who holds
 * it, since when, and its last heartbeat (server/owner-content/edit-locks.ts). No foreign key to
 * documents: a city page still its file's has no document until its first save, and is locked all
 * the same. The holder's account deleted takes its locks with it. Transient: left out of backups.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('edit_locks')
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('document_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('edit_locks_pkey', ['document_type', 'document_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('edit_locks').execute();
}
