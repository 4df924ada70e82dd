import type { StaffRole } from '../../shared/staff-roles';
import type { JobPhotoPhase, JobPhotoStatus, PhotoConsent } from '../../shared/job-photos';
import type { RequestColumns, SystemColumn } from '../../shared/request-fields';
import type { LeadStatus } from '../../schema/leads';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamp the database fills in on insert; always read back as a Date. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<string>;
  /** Stored as typed; unique case-insensitively through an index on lower(email). */
  email: string;
  password_hash: string;
  full_name: string;
  email_verified_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SessionsTable {
  /** The public half of the token; the secret half is only ever stored as a SHA-256 hash. */
  id: string;
  secret_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_used_at: Timestamp;
  /** How the session was made: an AuthMethod (server/auth/session.ts). */
  auth_method: ColumnType<string, string | undefined, string>;
  /** When this session last proved a second factor (sign-in or step-up); the step-up window counts from it. */
  second_factor_at: NullableTimestamp;
  /** The browser's User-Agent at sign-in, for the account page's list of sessions; null before it was recorded. */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  /** The client's address at sign-in as lockouts count it (IPv4, IPv6 /64); null before it was recorded. */
  network: ColumnType<string | null, string | null | undefined, string | null>;
  /** When this session last typed the password again (lets an account without a second factor add its first). */
  password_confirmed_at: NullableTimestamp;
}

export interface UserRolesTable {
  user_id: string;
  /** One per person (shared/staff-roles.ts). */
  role: StaffRole;
  created_at: CreatedAt;
}

/** Single-use mail tokens (email verification, password reset): id + SHA-256 of the secret. */
export interface MailTokenTable {
  id: string;
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** Failed sign-ins counted per key (`email:…` or `ip:…`) for the lockout with a wait time. */
export interface AuthThrottleTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: NullableTimestamp;
}

/** The server sets a system field (`source`) once, or the column's default does; nobody changes it later. */
type DeclaredColumns = {
  [K in keyof RequestColumns]: K extends SystemColumn
    ? ColumnType<RequestColumns[K], RequestColumns[K] | undefined, never>
    : RequestColumns[K];
};

/**
 * A request: its declared fields' columns (shared/request-fields.ts: name, email, phone, service,
 * address, message, source …) and the columns the lead pipeline keeps.
 */
export interface ContactSubmissionsTable extends Omit<DeclaredColumns, 'email'> {
  id: Generated<number>;
  /**
   * The web form requires it (shared/request-fields.ts); a request logged from a phone call may
   * have only a phone number (server/leads/phone-in.ts), so the column allows none.
   */
  email: string | null;
  created_at: CreatedAt;
  /** Set by the sender so a retried request is stored once. */
  idempotency_key: string | null;
  /** Where the office is with it (schema/leads.ts); every request starts New. */
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** The admin working it, or nobody. */
  assigned_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** Raised by every change; a change made on an older version is refused. */
  version: ColumnType<number, number | undefined, number>;
  /** The first status change away from New, or the first note. */
  first_response_at: NullableTimestamp;
  /** Business minutes from arrival to the first response, fixed when it happens. */
  first_response_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  notes_count: ColumnType<number, number | undefined, number>;
  /** When it first reached Inspection scheduled / Estimate sent (or a later stage); kept once set. */
  inspection_at: NullableTimestamp;
  estimate_at: NullableTimestamp;
  /** When it became Won; null unless Won. */
  won_at: NullableTimestamp;
  /** The job's value in whole dollars, given on the Won transition (optional). */
  won_value: ColumnType<number | null, number | null | undefined, number | null>;
  /** Why it was lost (shared/lead-statuses.ts LOST_REASONS), asked on the move to Lost; null when not given. */
  lost_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The day the won job was completed (YYYY-MM-DD, office calendar): the review request goes two days later. */
  job_completed_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** Since when the customer has an open complaint or refund question: no review request while it is open. */
  complaint_at: NullableTimestamp;
  /** The inspection appointment (issue 25): a moment, shown in the office's time zone. */
  appointment_at: NullableTimestamp;
  /** The homeowner's consent to show photos of their home on the site (shared/job-photos.ts): given or withdrawn, by whom, when and how. */
  photo_consent: ColumnType<PhotoConsent | null, PhotoConsent | null | undefined, PhotoConsent | null>;
  photo_consent_at: NullableTimestamp;
  /** The staff member who recorded it (users.id). */
  photo_consent_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** How it was given or withdrawn, in the office's words ("signed contract, photo clause"). */
  photo_consent_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the follow-up falls due (the chosen day at the office's opening), and when its reminder was sent. */
  follow_up_at: NullableTimestamp;
  follow_up_reminded_at: NullableTimestamp;
  /** Normalised phone digits and email, kept by the database, for repeat callers. */
  phone_key: ColumnType<string | null, never, never>;
  email_key: ColumnType<string | null, never, never>;
  /**
   * The storm active when it arrived (server/storm/intake.ts), set at insert, or the storm the
   * office added it to; cleared when the office takes it out (server/storm/membership.ts).
   */
  storm_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The storm the office took it out of: that storm's towns-and-date rule no longer counts it. */
  storm_excluded_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface LeadNotesTable {
  id: Generated<number>;
  submission_id: number;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: CreatedAt;
}

export type { LeadEventKind } from '../../shared/lead-statuses';
import type { LeadEventKind } from '../../shared/lead-statuses';

/** The history of a request; never updated, and kept when the request is erased. */
export interface LeadEventsTable {
  id: Generated<number>;
  submission_id: number;
  kind: LeadEventKind;
  from_value: string | null;
  to_value: string | null;
  actor_id: string | null;
  actor: string;
  version: number;
  created_at: CreatedAt;
}

/** A contact edit's old and new value; deleted with the request (its history entry only points here). */
export interface LeadFieldChangesTable {
  id: Generated<number>;
  submission_id: number;
  /** The field's name in shared/request-fields.ts. */
  field: string;
  from_value: string | null;
  to_value: string | null;
  created_at: CreatedAt;
}

/** Requests per status, kept by triggers on contact_submissions. */
export interface ContactSubmissionStatusesTable {
  status: LeadStatus;
  submissions: number;
}

/** Submissions per business day (America/Chicago), kept by triggers on contact_submissions. */
export interface ContactSubmissionDaysTable {
  /** Read it as text (`day::text`): the two drivers turn a date into midnight in different zones. */
  day: ColumnType<Date, string, string>;
  submissions: number;
  with_phone: number;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface EmailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Groups a mail with what caused it, e.g. `contact:42`, `verify:<user id>`. */
  topic: string | null;
  /** The request the mail is about: erasing the request removes the mail (and the database cascades). */
  submission_id: number | null;
  /** A calendar file (RFC 5545) sent with the mail as an .ics attachment, e.g. the inspection's. */
  calendar: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where a reply goes: the customer for the office's notice, the office for the confirmation. */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** While a worker sends, the row is leased to it until this time; a crashed worker's lease runs out. */
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  /** A mail the business starts (a review request): its one-click unsubscribe link; never sent to an opted-out address. */
  unsubscribe_url: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A WebAuthn credential; `id` is its credential id (base64url). */
export interface PasskeysTable {
  id: string;
  user_id: string;
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** bigint: read back as a string by one driver and a number by the other; see Number(). */
  counter: ColumnType<string | number, number | undefined, number>;
  /** Comma-separated transports the authenticator reported (internal, hybrid, usb…). */
  transports: ColumnType<string, string | undefined, string>;
  device_type: string;
  backed_up: boolean;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
}

/** An account's authenticator app: its secret encrypted (server/auth/factors/secret-box.ts). */
export interface TotpFactorsTable {
  user_id: string;
  name: string;
  secret_encrypted: string;
  /** The last 30-second step a code was accepted for; codes at or before it are refused. */
  last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** A WebAuthn challenge or a second-step ticket: single use, five minutes. */
export interface AuthChallengesTable {
  id: string;
  secret_hash: string;
  purpose: string;
  user_id: string | null;
  challenge: string | null;
  data: string | null;
  expires_at: Timestamp;
}

/** An account's security history: factor changes, recovery codes used, resets by the owner. */
export interface AccountEventsTable {
  id: Generated<number>;
  user_id: string;
  kind: string;
  detail: ColumnType<string, string | undefined, string>;
  actor: string;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  user_roles: UserRolesTable;
  email_verifications: MailTokenTable;
  password_resets: MailTokenTable;
  auth_throttle: AuthThrottleTable;
  contact_submissions: ContactSubmissionsTable;
  contact_submission_days: ContactSubmissionDaysTable;
  contact_submission_statuses: ContactSubmissionStatusesTable;
  lead_notes: LeadNotesTable;
  lead_events: LeadEventsTable;
  lead_field_changes: LeadFieldChangesTable;
  email_outbox: EmailOutboxTable;
  used_once: UsedOnceTable;
  passkeys: PasskeysTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  auth_challenges: AuthChallengesTable;
  account_events: AccountEventsTable;
  job_schedule: JobScheduleTable;
  job_runs: JobRunsTable;
  search_narrowing: SearchNarrowingTable;
  backup_runs: BackupRunsTable;
  storms: StormsTable;
  storm_events: StormEventsTable;
  request_photos: RequestPhotosTable;
  storm_calls: StormCallsTable;
  alarms: AlarmsTable;
  alarm_digest: AlarmDigestTable;
  alarm_sightings: AlarmSightingsTable;
  documents: DocumentsTable;
  revisions: RevisionsTable;
  releases: ReleasesTable;
  content_migrations: ContentMigrationsTable;
  media: MediaTable;
  media_blobs: MediaBlobsTable;
  previews: PreviewsTable;
  generations: GenerationsTable;
  site_blobs: SiteBlobsTable;
  review_asks: ReviewAsksTable;
  mail_opt_outs: MailOptOutsTable;
  review_notes: ReviewNotesTable;
  testimonials: TestimonialsTable;
  job_photos: JobPhotosTable;
  edit_locks: EditLocksTable;
}

/**
 * Who has a page open in its editor (server/owner-content/edit-locks.ts): a soft lock, one per
 * document (type and key; a city page still its file's has no document yet, so no foreign key),
 * free once its heartbeat is two minutes old. Advisory: the document's version check is the guard.
 */
export interface EditLocksTable {
  document_type: string;
  document_key: string;
  user_id: string;
  since: Timestamp;
  heartbeat_at: Timestamp;
}

/** A crew photo of a job (shared/job-photos.ts): the bytes are a media row, never public until a gallery project publishes a copy. */
export interface JobPhotosTable {
  id: Generated<number>;
  submission_id: number;
  phase: JobPhotoPhase;
  /** The media row holding the re-encoded bytes (upright, no metadata). */
  sha256: string;
  /** SHA-256 of the bytes the phone sent: the same photo sent twice is one row. */
  upload_key: string;
  /** When the phone says it was taken, if it said. */
  taken_at: NullableTimestamp;
  uploaded_by: string | null;
  uploaded_at: ColumnType<Date, Date | undefined, Date>;
  status: ColumnType<JobPhotoStatus, JobPhotoStatus | undefined, JobPhotoStatus>;
  /** What the photo shows, for a visitor who cannot see it; required before it is published. */
  alt: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ReviewAskStatus = 'sent' | 'reminded' | 'clicked' | 'skipped';
export type ReviewAskSkip = 'unsubscribed' | 'asked-recently' | 'no-email' | 'too-old';

/** A won job's review request (server/reviews/asks.ts): one per request, mailed once with one reminder, or skipped with why. */
export interface ReviewAsksTable {
  id: Generated<number>;
  submission_id: number;
  /** Lower-cased. */
  email: string;
  status: ReviewAskStatus;
  skip_reason: ReviewAskSkip | null;
  /** SHA-256 of the secret in the first mail's link and in the reminder's. */
  token_hash: string | null;
  reminder_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the first mail was due: two days after completion at 10:00, office time. */
  due_at: ColumnType<Date, Date, Date>;
  sent_at: NullableTimestamp;
  reminder_due_at: NullableTimestamp;
  reminder_sent_at: NullableTimestamp;
  /** The first time a link was opened: no reminder after it. */
  clicked_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** An address that unsubscribed: no mail the business starts goes to it, whichever flow. */
export interface MailOptOutsTable {
  email: string;
  source: string;
  created_at: CreatedAt;
}

/** A customer's private note to the owner from the review page; never published. */
export interface ReviewNotesTable {
  id: Generated<number>;
  ask_id: number;
  score: number | null;
  body: string | null;
  created_at: CreatedAt;
}

export type TestimonialStatus = 'new' | 'approved' | 'removed';

/** A customer's testimonial with the consent they gave (server/reviews/testimonials.ts). */
export interface TestimonialsTable {
  id: Generated<number>;
  ask_id: number;
  body: string;
  name_choice: 'initial' | 'family' | 'anonymous';
  display_name: string;
  neighbourhood: string | null;
  /** The city page it shows on, picked in the review queue (suggested from the request's address). */
  city_slug: ColumnType<string | null, string | null | undefined, string | null>;
  consent_public: boolean;
  consent_internal: boolean;
  /** The consent wording's version and when the server recorded it (shared/review-consent.ts). */
  consent_version: string;
  consented_at: ColumnType<Date, Date, never>;
  withdrawn_at: NullableTimestamp;
  status: ColumnType<TestimonialStatus, TestimonialStatus | undefined, TestimonialStatus>;
  reviewed_by: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** One document of owner content (server/owner-content/documents.ts): a type declared in schema/owner-content/ and its key. */
export interface DocumentsTable {
  id: Generated<number>;
  type: string;
  key: string;
  /** Raised by every change; a save made on an older version is refused. */
  version: ColumnType<number, number | undefined, number>;
  /** The revision being edited and the live one (revisions.id), when there is one. */
  draft_rev: number | null;
  published_rev: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export type RevisionKind = 'draft' | 'published' | 'restore' | 'migration';

/** A document as it was at one moment; never changed once written (a trigger refuses it). */
export interface RevisionsTable {
  id: Generated<number>;
  document_id: number;
  parent_rev: number | null;
  /** The document's version this revision made. */
  document_version: number;
  schema_version: number;
  /** The whole document (jsonb): written as JSON text, read back as a value (or text, by driver). */
  data: ColumnType<unknown, string, never>;
  content_hash: string;
  kind: RevisionKind;
  author_id: string | null;
  note: string | null;
  created_at: Timestamp;
}

export type ReleaseStatus = 'checking' | 'built' | 'live' | 'failed' | 'superseded';

/** A site-wide set of revisions that can go live. */
export interface ReleasesTable {
  id: Generated<number>;
  /** [{ document_id, rev }] (jsonb). */
  items: ColumnType<unknown, string, string>;
  status: ColumnType<ReleaseStatus, ReleaseStatus | undefined, ReleaseStatus>;
  /** The gate's problems, [{ documentId, path, message }] (jsonb). */
  problems: ColumnType<unknown, string | undefined, string>;
  author_id: string | null;
  note: string | null;
  created_at: Timestamp;
  live_at: NullableTimestamp;
}

/** A content migration that has run, by name (server/owner-content/migrations.ts). */
export interface ContentMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

/** A past customer in a storm's towns the office has called to check on (server/storm/past-customers.ts). */
export interface StormCallsTable {
  storm_id: number;
  submission_id: number;
  called_at: Date;
  called_by_id: string | null;
  called_by: string;
}

/** A photo the owner uploaded (server/media/): DATA_DIR/media/<sha256>.<ext>, re-encoded, no metadata. */
export interface MediaTable {
  sha256: string;
  format: MediaFormat;
  width: number;
  height: number;
  bytes: number;
  original_name: string;
  uploaded_by: string | null;
  uploaded_at: Date;
}

export type MediaFormat = 'jpeg' | 'png' | 'webp';

/** A stored photo's bytes (server/media/store.ts): every instance fetches a photo its DATA_DIR/media lacks from here. */
export interface MediaBlobsTable {
  sha256: string;
  data: Buffer;
}

export type PreviewStatus = 'queued' | 'building' | 'ready' | 'failed' | 'replaced';

/** A preview of a draft (server/site-build/preview.ts): the site built with it, for admins only, never live. */
export interface PreviewsTable {
  id: Generated<number>;
  /** The content type whose draft is previewed (siteFacts, photos). */
  document_type: string;
  /** The release items built: [{ document_id, rev }] (jsonb). */
  items: ColumnType<unknown, string, string>;
  status: PreviewStatus;
  error: string | null;
  requested_by: string | null;
  created_at: Timestamp;
  ready_at: NullableTimestamp;
}

/** A photo of the damage sent with a request, re-encoded, its file under DATA_DIR (server/storm/photos.ts). */
export interface RequestPhotosTable {
  id: Generated<number>;
  submission_id: number;
  position: number;
  /** Relative to DATA_DIR. */
  file: string;
  bytes: number;
  width: number;
  height: number;
  sent_as: string;
  created_at: CreatedAt;
}

/** When each timed job is due next; claimed by moving next_run_at on (server/jobs/runner.ts). */
export interface JobScheduleTable {
  name: string;
  next_run_at: Date;
  claimed_at: Date | null;
  claimed_by: string | null;
}

export type JobOutcome = 'running' | 'ok' | 'failed';

/** One run of a timed job. */
export interface JobRunsTable {
  id: Generated<number>;
  job: string;
  /** Which server process ran it (host, pid and a random part). */
  instance: string;
  started_at: Date;
  finished_at: Date | null;
  outcome: ColumnType<JobOutcome, JobOutcome | undefined, JobOutcome>;
  error: string | null;
  /** What the run reports (counts), as JSON; written as a JSON string. */
  result: ColumnType<unknown, string | null | undefined, string | null>;
}

export type BackupRestoreCheck = 'passed' | 'failed';

/** One run of the nightly backup (server/backup/nightly.ts); read through server/backup/runs.ts. */
export interface BackupRunsTable {
  id: Generated<number>;
  started_at: Date;
  finished_at: Date | null;
  outcome: ColumnType<JobOutcome, JobOutcome | undefined, JobOutcome>;
  /** The backup file's full path (set once it is written). */
  file: string | null;
  bytes: number | null;
  /** Rows per table, from the backup's manifest; written as a JSON string. */
  row_counts: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  /** Files from DATA_DIR (mails, uploads) in the backup. */
  files: number | null;
  /** null until the restore check has run (or when the backup failed before it). */
  restore_check: BackupRestoreCheck | null;
  error: string | null;
  /** Which server process ran it. */
  instance: string;
}

/** The trigrams common among the newest requests, one row (server/submissions/search-narrowing.ts). */
export interface SearchNarrowingTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  common_trigrams: string[];
  counted_at: Date;
}

/** A single-use marker (a form token's nonce, a webhook delivery); see the 2026-11-24 migration. */
export interface UsedOnceTable {
  key: string;
  expires_at: Date;
}

export type User = Selectable<UsersTable>;
export type NewContactSubmission = Insertable<ContactSubmissionsTable>;
export type OutboxMail = Selectable<EmailOutboxTable>;

/** A declared storm (server/storm/): dates are local days (YYYY-MM-DD) in the site's time zone. */
export interface StormsTable {
  id: Generated<number>;
  name: string;
  storm_date: string;
  until_date: string;
  /** The instant the until day ends in the site's time zone: the banner is gone from then on. */
  expires_at: Date;
  /** The hit towns as declared: [{ slug, name, state }]; written as a JSON string. */
  cities: ColumnType<unknown, string, string>;
  hail: string | null;
  message: string | null;
  started_at: Date;
  ended_at: Date | null;
  version: ColumnType<number, number | undefined, number>;
}

export type StormEventKind = 'start' | 'edit' | 'end' | 'expired';

/** A storm's history: each change, who made it and what changed (JSON). */
export interface StormEventsTable {
  id: Generated<number>;
  storm_id: number;
  kind: StormEventKind;
  detail: ColumnType<unknown, string, string>;
  actor_id: string | null;
  actor: string;
  created_at: Date;
}

/** One episode of an owner's alarm (server/alarms/): open while closed_at is null, one open row per kind. */
export interface AlarmsTable {
  id: Generated<number>;
  kind: string;
  /** When the trouble began, as far as the check can tell (the last request, the oldest unsent mail). */
  since: Date;
  opened_at: Date;
  /** The latest words about it, for the dashboard and the reminder. */
  detail: string;
  /** The opening mail or the last reminder that named it. */
  last_mailed_at: Date;
  /** When the trouble was first seen gone; the episode closes once it stays gone a while. */
  clear_since: Date | null;
  closed_at: Date | null;
}

/** When a kind of momentary trouble was first seen, before an episode opens for it (server/alarms/job.ts). */
export interface AlarmSightingsTable {
  kind: string;
  first_seen: Date;
}

/** The alarms' one-row state: since when this database is watched, and the last daily reminder. */
export interface AlarmDigestTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  watching_since: Date;
  sent_at: Date | null;
}

export type GenerationStatus = 'building' | 'ready' | 'failed';

/** One build of the site, served by every instance of the code that built it (server/site-build/). */
export interface GenerationsTable {
  id: Generated<number>;
  /** The release built (releases.id); null: the site file alone, or a preview. */
  release_id: number | null;
  /** The preview this is the build of (previews.id): never live. */
  preview_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The code that built it (server/site-build/code-version.ts): an instance serves only its own code's. */
  code_version: string;
  status: GenerationStatus;
  /** The instance building it, and its build's process id. */
  builder: string;
  builder_pid: number | null;
  /** Moved while the build runs; a 'building' row whose heartbeat stopped belongs to a process that died. */
  heartbeat_at: Timestamp;
  /** { [url path]: { sha256, mtime } } (jsonb), once ready. */
  manifest: ColumnType<unknown, string | null | undefined, string | null>;
  /** The build's page-index.json and csp.json (jsonb), once ready. */
  page_index: ColumnType<unknown, string | null | undefined, string | null>;
  csp: ColumnType<unknown, string | null | undefined, string | null>;
  /** The prerenderer (dist/server/entry-server.js) in site_blobs, for the answer pages. */
  server_entry: string | null;
  files: number | null;
  new_blobs: number | null;
  build_ms: number | null;
  error: string | null;
  created_at: Timestamp;
  ready_at: NullableTimestamp;
}

/** A built file by the SHA-256 of its bytes, with its compressed copies; shared by generations. */
export interface SiteBlobsTable {
  sha256: string;
  plain: Buffer;
  br: Buffer | null;
  gz: Buffer | null;
  created_at: CreatedAt;
}
