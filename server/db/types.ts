import type { RequestColumns, SystemColumn } from '../../shared/request-fields';
import type { LeadStatus } from '../../schema/leads';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  /** How the session was made (server/auth/factors/methods.ts). */
  auth_method: ColumnType<string, string | undefined, string>;
  /** When this session last proved a second factor (sign-in or step-up); the step-up window counts from it. */
  second_factor_at: NullableTimestamp;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
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
export interface ContactSubmissionsTable extends DeclaredColumns {
  id: Generated<number>;
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
  /** Normalised phone digits and email, kept by the database, for repeat callers. */
  phone_key: ColumnType<string | null, never, never>;
  email_key: ColumnType<string | null, never, never>;
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
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type ContactSubmission = Selectable<ContactSubmissionsTable>;
export type NewContactSubmission = Insertable<ContactSubmissionsTable>;
export type OutboxMail = Selectable<EmailOutboxTable>;
export type OutboxUpdate = Updateable<EmailOutboxTable>;
