import { sql, type Kysely } from 'kysely';

/**
 * The search text's arguments follow the field declaration (shared/request-fields.ts, the fields
 * with `search: 'text'`, in their order), so the server builds the call from the declaration and
 * a test holds the two together. A new searchable field is a migration like this one: the
 * function with the new argument list, and its index built again.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists contact_submissions_search_idx`.execute(db);
  await sql`drop function if exists contact_submission_search_text(text, text, text, text, text)`.execute(db);
  await sql`
    create function contact_submission_search_text(name text, email text, service_needed text, address text, message text)
    returns text language sql immutable parallel safe
    return name || E'\\x1f' || email || E'\\x1f' || coalesce(service_needed, '') || E'\\x1f' || coalesce(address, '') || E'\\x1f' || coalesce(message, '')
  `.execute(db);
  await sql`
    create index contact_submissions_search_idx on contact_submissions
    using gin (contact_submission_search_text(name, email, service_needed, address, message) gin_trgm_ops)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists contact_submissions_search_idx`.execute(db);
  await sql`drop function if exists contact_submission_search_text(text, text, text, text, text)`.execute(db);
  await sql`
    create function contact_submission_search_text(name text, email text, service_needed text, message text, address text)
    returns text language sql immutable parallel safe
    return name || E'\\x1f' || email || E'\\x1f' || coalesce(service_needed, '') || E'\\x1f' || coalesce(message, '') || E'\\x1f' || coalesce(address, '')
  `.execute(db);
  await sql`
    create index contact_submissions_search_idx on contact_submissions
    using gin (contact_submission_search_text(name, email, service_needed, message, address) gin_trgm_ops)
  `.execute(db);
}
