import { sql, type Kysely } from 'kysely';

/**
 * Second factors for sign-in (passkeys, an authenticator app, recovery codes), the single-use
 * challenges of the two-step sign-in, and what each session was made with:
 *
 * - passkeys: one row per WebAuthn credential; the public key, its signature counter, and what the
 *   authenticator said about itself (transports, synced or device-bound).
 * - totp_factors: one authenticator app per account, its secret encrypted (AES-256-GCM), and the
 *   last time step accepted, so a code is never accepted twice.
 * - recovery_codes: ten argon2id hashes per account, each marked when used.
 * - auth_challenges: a WebAuthn challenge or a second-step ticket, five minutes and one use, in the
 *   database so every instance sees the same.
 * - account_events: the account's security history (factor changes, recovery codes used, resets).
 * - sessions.auth_method / second_factor_at: how the session was made, and when it last proved a
 *   second factor (the step-up window).
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('backed_up', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await sql`create index passkeys_user_id_idx on passkeys (user_id)`.execute(db);

  await db.schema
    .createTable('totp_factors')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    .addColumn('last_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index recovery_codes_user_id_idx on recovery_codes (user_id)`.execute(db);

  await db.schema
    .createTable('auth_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('challenge', 'text')
    .addColumn('data', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index auth_challenges_expires_at_idx on auth_challenges (expires_at)`.execute(db);

  await db.schema
    .createTable('account_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index account_events_user_id_idx on account_events (user_id, created_at desc)`.execute(db);

  await db.schema
    .alterTable('sessions')
    .addColumn('auth_method', 'text', (c) => c.notNull().defaultTo('password'))
    .execute();
  await db.schema.alterTable('sessions').addColumn('second_factor_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('second_factor_at').execute();
  await db.schema.alterTable('sessions').dropColumn('auth_method').execute();
  for (const table of ['account_events', 'auth_challenges', 'recovery_codes', 'totp_factors', 'passkeys'])
    await db.schema.dropTable(table).ifExists().execute();
}
