import { sql, type Kysely } from 'kysely';

/**
 * Where a request came from (shared/request-fields.ts, the system fields after `message`): the
 * page it was sent from and what the page index says of it (kind, city, service), the office it
 * belongs to, the first touch of the visit (landing page, outside referrer's host, utm_* tags,
 * ad-click ids), the visitor's "How did you hear about us?" answer, and the channel derived from
 * them with the version of the rules that derived it (shared/channel.ts). All live in the
 * request's row, so they follow its retention and erasure. Older requests have none: null.
 *
 * email_outbox.reply_to: the address a reply goes to (the customer for the office's notice, the
 * office for the customer's confirmation).
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
const COLUMNS = [
  'heard_about',
  'page',
  'page_kind',
  'page_city',
  'page_service',
  'office',
  'landing_page',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'fbclid',
  'channel',
  'channel_rules',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_submissions ${sql.join(
    COLUMNS.map((column) => sql`add column ${sql.ref(column)} text`),
  )}`.execute(db);
  await db.schema.alterTable('email_outbox').addColumn('reply_to', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('reply_to').execute();
  await sql`alter table contact_submissions ${sql.join(
    COLUMNS.map((column) => sql`drop column ${sql.ref(column)}`),
  )}`.execute(db);
}
