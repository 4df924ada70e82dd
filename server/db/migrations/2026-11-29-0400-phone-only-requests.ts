import { type Kysely, sql } from 'kysely';

/**
 * A request logged from a phone call may have a phone number and no e-mail (many callers have
 * none, server/leads/phone-in.ts): `contact_submissions.email` allows null. The web form still
 * requires one (shared/request-fields.ts). `email_key` is derived from it and is null then too.
 * The search text joined the e-mail with `||`, which makes the whole text null for such a
 * request, so it is defined again with the e-mail as '' when missing, and its index built again.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_submissions alter column email drop not null`.execute(db);
  await searchText(db, sql`coalesce(email, '')`);
}

/** Refused by the database while a request without an e-mail is stored: those have to be erased or given one first. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_submissions alter column email set not null`.execute(db);
  await searchText(db, sql`email`);
}

async function searchText(db: Kysely<any>, email: ReturnType<typeof sql>): Promise<void> {
  await sql`drop index if exists contact_submissions_search_idx`.execute(db);
  await sql`drop function if exists contact_submission_search_text(text, text, text, text, text)`.execute(db);
  await sql`
    create function contact_submission_search_text(name text, email text, service_needed text, address text, message text)
    returns text language sql immutable parallel safe
    return name || E'\\x1f' || ${email} || E'\\x1f' || coalesce(service_needed, '') || E'\\x1f' || coalesce(address, '') || E'\\x1f' || coalesce(message, '')
  `.execute(db);
  await sql`
    create index contact_submissions_search_idx on contact_submissions
    using gin (contact_submission_search_text(name, email, service_needed, address, message) gin_trgm_ops)
  `.execute(db);
}
