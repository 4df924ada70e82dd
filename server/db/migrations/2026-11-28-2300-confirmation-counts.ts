import { type Kysely, sql } from 'kysely';

/**
 * The contact form's confirmation caps (server/contact/confirmations.ts) count the confirmations
 * queued to one address in the last day and site-wide in the last hour, on every stored request:
 * two partial indexes over the confirmations alone, so the counts stay index lookups however many
 * other mails the outbox holds.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index email_outbox_confirmation_to_idx on email_outbox (lower(recipient), created_at) where topic like 'confirmation:%'`.execute(
    db,
  );
  await sql`create index email_outbox_confirmation_at_idx on email_outbox (created_at) where topic like 'confirmation:%'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists email_outbox_confirmation_to_idx`.execute(db);
  await sql`drop index if exists email_outbox_confirmation_at_idx`.execute(db);
}
