import type { Kysely } from 'kysely';

/**
 * What the account page's list of sessions shows, and the password confirmation that lets an
 * account without a second factor add its first one:
 * - sessions.user_agent: the browser's User-Agent at sign-in (cut to 400 characters), named in
 *   plain words on the page ("Chrome on Windows");
 * - sessions.network: the client's address at sign-in as the lockouts count it (an IPv4 address,
 *   an IPv6 /64);
 * - sessions.password_confirmed_at: when this session last typed the account's password again.
 * Sessions made before this migration have none of them; the page says "not recorded".
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('network', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('password_confirmed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('password_confirmed_at').execute();
  await db.schema.alterTable('sessions').dropColumn('network').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
