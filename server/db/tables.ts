/**
 * Every table the migrations (server/db/migrations/) make, besides Kysely's own two. Backups copy
 * only these, and a restore or `npm run db:move` empties only these: a database that also holds
 * another application's tables is refused, so a mistyped target never loses someone else's data.
 * tests/server/backup-restore.test.ts holds this list against a migrated database: a migration that
 * adds a table adds it here.
 */
export const SITE_TABLES: readonly string[] = [
  'account_events',
  'alarm_digest',
  'alarm_sightings',
  'alarms',
  'auth_challenges',
  'auth_throttle',
  'backup_runs',
  'contact_submission_days',
  'contact_submission_statuses',
  'contact_submissions',
  'content_migrations',
  'documents',
  'edit_locks',
  'email_outbox',
  'email_verifications',
  'generations',
  'job_photos',
  'job_runs',
  'job_schedule',
  'lead_events',
  'lead_field_changes',
  'lead_notes',
  'mail_opt_outs',
  'media',
  'media_blobs',
  'passkeys',
  'password_resets',
  'previews',
  'rate_limits',
  'recovery_codes',
  'releases',
  'report_credit_pending',
  'report_request_months',
  'report_settings',
  'report_won_months',
  'request_photos',
  'review_asks',
  'review_notes',
  'revisions',
  'search_narrowing',
  'sessions',
  'site_blobs',
  'storm_calls',
  'storm_events',
  'storms',
  'testimonials',
  'totp_factors',
  'used_once',
  'user_roles',
  'users',
];

/**
 * Site tables whose rows mean something only while the server runs, left out of every copy like the
 * derived ones (server/backup/logical-copy.ts): an editor's soft lock (edit_locks) is free two
 * minutes after its last heartbeat, so a restored one would name an editor long gone. A restore
 * still empties them (they are site tables), and deleting an account removes its locks.
 */
export const TRANSIENT_TABLES: readonly string[] = ['edit_locks'];

/** Kysely's record of the migrations run, and its lock. */
export const MIGRATION_TABLES: readonly string[] = ['kysely_migration', 'kysely_migration_lock'];
