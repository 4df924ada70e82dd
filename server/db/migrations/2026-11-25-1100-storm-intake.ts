import { sql, type Kysely } from 'kysely';

/**
 * What a storm claim needs (shared/request-fields.ts, the fields of `group: 'storm'`): is water
 * coming in, the date of loss, whether a claim is filed, the insurer, the claim number and the
 * adjuster's visit. Older and ordinary requests have none: null.
 *
 * contact_submissions.storm_id: the storm active when the request arrived (storms are never
 * deleted, so the reference holds).
 *
 * storm_calls: past customers in a storm's towns the office has called to check on, one row per
 * storm and request, with who called and when; it goes with the request when that is erased.
 *
 * request_photos: the photos of the damage sent with a request, one row per re-encoded file kept
 * under DATA_DIR/photos/<request id>/ (server/storm/photos.ts). The rows go with the request
 * (cascade); the files are removed by the erase (server/storm/photo-files.ts).
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
const COLUMNS = [
  'water_coming_in',
  'date_of_loss',
  'claim_filed',
  'insurance_carrier',
  'claim_number',
  'adjuster_meeting',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_submissions ${sql.join(
    COLUMNS.map((column) => sql`add column ${sql.ref(column)} text`),
  )}`.execute(db);
  await db.schema
    .alterTable('contact_submissions')
    .addColumn('storm_id', 'integer', (c) => c.references('storms.id'))
    .execute();
  await db.schema
    .createIndex('contact_submissions_storm')
    .on('contact_submissions')
    .columns(['storm_id', 'created_at'])
    .where(sql.ref('storm_id'), 'is not', null)
    .execute();
  await db.schema
    .createTable('storm_calls')
    .addColumn('storm_id', 'integer', (c) => c.notNull().references('storms.id'))
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('contact_submissions.id').onDelete('cascade'))
    .addColumn('called_at', 'timestamptz', (c) => c.notNull())
    .addColumn('called_by_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('called_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('storm_calls_pk', ['storm_id', 'submission_id'])
    .execute();
  await db.schema
    .createTable('request_photos')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('contact_submissions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    /** Relative to DATA_DIR: photos/<request id>/<n>.jpg. */
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    /** What the visitor sent (jpeg, png, webp, heif), before it was re-encoded as JPEG. */
    .addColumn('sent_as', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('request_photos_submission')
    .on('request_photos')
    .columns(['submission_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('request_photos').execute();
  await db.schema.dropTable('storm_calls').execute();
  await db.schema.alterTable('contact_submissions').dropColumn('storm_id').execute();
  await sql`alter table contact_submissions ${sql.join(
    COLUMNS.map((column) => sql`drop column ${sql.ref(column)}`),
  )}`.execute(db);
}
