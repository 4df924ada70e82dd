import { sql, type Kysely } from 'kysely';

// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_roles_pkey', ['user_id', 'role'])
    .execute();

  for (const table of ['email_verifications', 'password_resets']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex(`${table}_user_id_idx`).on(table).column('user_id').execute();
  }

  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();

  await db.schema
    .createTable('contact_submissions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('service_needed', 'text')
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('form'))
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .execute();
  // The dashboard reads newest first and pages by (created_at, id).
  await sql`create index contact_submissions_created_idx on contact_submissions (created_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('topic', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // The worker's question: what is due? Only unsent rows are indexed.
  await sql`create index email_outbox_due_idx on email_outbox (next_attempt_at) where status in ('pending', 'sending')`.execute(
    db,
  );
  await db.schema.createIndex('email_outbox_topic_idx').on('email_outbox').column('topic').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'email_outbox',
    'contact_submissions',
    'auth_throttle',
    'password_resets',
    'email_verifications',
    'user_roles',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
