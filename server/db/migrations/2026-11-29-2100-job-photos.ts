import { type Kysely, sql } from 'kysely';

/**
 * The crew's job photos (shared/job-photos.ts): each photo's bytes are a media row (server/media/
 * store.ts: by SHA-256, in media_blobs for every instance), never public; job_photos ties one to
 * its request with the phase it was taken in, who sent it, and what the office made of it
 * (private, showcase, cover, its alt text). `upload_key` is the SHA-256 of the bytes the phone
 * sent: a photo sent twice (a lost acknowledgement, two phones) is one row.
 *
 * The homeowner's consent to show photos of their home: a gallery project is refused without it,
 * and withdrawing it takes their projects off the site.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_photos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('contact_submissions.id').onDelete('cascade'))
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull().references('media.sha256'))
    .addColumn('upload_key', 'text', (c) => c.notNull())
    .addColumn('taken_at', 'timestamptz')
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('private'))
    .addColumn('alt', 'text')
    .addCheckConstraint('job_photos_phase', sql`phase in ('before', 'during', 'after')`)
    .addCheckConstraint('job_photos_status', sql`status in ('private', 'showcase', 'cover')`)
    .addCheckConstraint('job_photos_upload_key', sql`upload_key ~ '^[0-9a-f]{64}$'`)
    .addUniqueConstraint('job_photos_once', ['submission_id', 'upload_key'])
    .execute();
  await db.schema.createIndex('job_photos_by_job').on('job_photos').columns(['submission_id', 'id']).execute();
  await db.schema
    .createIndex('job_photos_one_cover')
    .on('job_photos')
    .column('submission_id')
    .unique()
    .where(sql.ref('status'), '=', 'cover')
    .execute();
  await db.schema
    .alterTable('contact_submissions')
    .addColumn('photo_consent', 'text')
    .addColumn('photo_consent_at', 'timestamptz')
    .addColumn('photo_consent_by', 'text')
    .addColumn('photo_consent_note', 'text')
    .execute();
  await sql`alter table contact_submissions add constraint contact_submissions_photo_consent check (photo_consent in ('given', 'withdrawn'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_submissions drop constraint contact_submissions_photo_consent`.execute(db);
  await db.schema
    .alterTable('contact_submissions')
    .dropColumn('photo_consent')
    .dropColumn('photo_consent_at')
    .dropColumn('photo_consent_by')
    .dropColumn('photo_consent_note')
    .execute();
  await db.schema.dropTable('job_photos').execute();
}
