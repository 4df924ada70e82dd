import os from 'node:os';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const perMinute = z.coerce.number().int().min(1, { message: 'must be at least 1 (requests per minute per IP)' });
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * Every setting the server reads, parsed once at start-up. A bad value stops the server with a
 * message naming the variable and what it should look like, instead of failing later on a request.
 */
export const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The public address of the site: links in mails and the Origin every form post must come from. */
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'SITE_URL must be an http(s) URL such as https://www.example.com' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** A PostgreSQL server; without it the embedded database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, {
      message: 'DATABASE_URL must look like postgres://user:password@host:5432/database',
    })
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  /**
   * Optional: a Redis server for the per-IP request counters (redis://[:password@]host:6379/0).
   * Without it they live in the PostgreSQL database, which every instance already shares.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'REDIS_URL must look like redis://[:password@]host:6379/0 or rediss://…' })
    .optional(),
  /** smtp://user:pass@host:587 or smtps://…; without it mails are written as .eml files under DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…' })
    .optional(),
  /**
   * `file` writes mails as .eml files under DATA_DIR/mail even with SMTP_URL or DATABASE_URL set (a
   * test or staging setup). Unset: SMTP when SMTP_URL is set, else files, which a server on a shared
   * DATABASE_URL refuses (it would take other instances' real mails into its own disk).
   */
  MAIL_TRANSPORT: z.enum(['smtp', 'file'], { message: 'MAIL_TRANSPORT must be smtp or file' }).optional(),
  /** Unset: the site file's company name at no-reply@ the site's domain. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Who hears about new contact requests; comma-separated. Defaults to the site file's email. */
  ADMIN_NOTIFY_TO: z.string().optional(),
  /** Secure cookies: `auto` = when SITE_URL is https. */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Shared secret for the third-party form widget's webhook; the webhook is off without it. */
  CONTACT_WEBHOOK_SECRET: z
    .string()
    .min(16, { message: 'CONTACT_WEBHOOK_SECRET must be at least 16 characters' })
    .optional(),
  /**
   * Signs the contact form's start time (the two-second bot check). Without it each process signs
   * with a random key of its own; set one shared value when several instances serve the site.
   */
  FORM_TOKEN_SECRET: z.string().min(32, { message: 'FORM_TOKEN_SECRET must be at least 32 characters' }).optional(),
  /** Requests per minute allowed per IP on each auth mutation (sign-in, sign-up, password reset) and on the contact form. */
  RATE_LIMIT_AUTH: perMinute.default(10),
  RATE_LIMIT_CONTACT: perMinute.default(5),
  /**
   * Confirmation mails the contact form sends: to one address per day, and from the whole site per
   * hour. Past either the request is still stored and the office still told; only the visitor's
   * confirmation is skipped, so the form cannot be used to flood a stranger's mailbox or spend the
   * mail provider's quota. The hourly budget reached opens an alarm to the office.
   */
  CONTACT_CONFIRMATIONS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1, { message: 'CONTACT_CONFIRMATIONS_PER_ADDRESS must be at least 1 (confirmations per address per day)' })
    .default(3),
  CONTACT_CONFIRMATIONS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1, { message: 'CONTACT_CONFIRMATIONS_PER_HOUR must be at least 1 (confirmations per hour, site-wide)' })
    .default(300),
  /**
   * Which proxies may tell us the client's address (X-Forwarded-For), for rate limits and sign-in
   * lockouts per IP: `loopback` (a proxy on this machine, the default), `true` (every hop, only
   * behind a load balancer that strips the header), `false`, or addresses/subnets separated by commas.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|((loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)\s*(,\s*|$))+)$/, {
      message:
        'TRUST_PROXY must be true, false, loopback, or proxy addresses/subnets separated by commas (e.g. 10.0.0.0/8, loopback)',
    })
    .default('loopback')
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
  LOG_REQUESTS: flag.default(false),
  /** A request (headers and body) must arrive within this many seconds; a slow client gets 408. */
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ message: 'REQUEST_TIMEOUT_SECONDS must be a number of seconds, e.g. 30' })
    .min(1, { message: 'REQUEST_TIMEOUT_SECONDS must be at least 1 (seconds)' })
    .max(600)
    .default(30),
  /** Connections one address may hold open at once; behind a proxy on this machine, all of the proxy's count together. */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce
    .number()
    .int({ message: 'MAX_CONNECTIONS_PER_CLIENT must be a whole number, e.g. 128' })
    .min(1, { message: 'MAX_CONNECTIONS_PER_CLIENT must be at least 1' })
    .default(128),
  /**
   * Bearer token for GET /metrics and /readyz's detail from other machines or through a proxy (16+
   * characters); without it only a direct call on this machine may read them, and only when HOST is loopback.
   */
  METRICS_TOKEN: z.string().min(16, { message: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
  /** Free space in DATA_DIR (and the embedded database's log folder) below which /readyz warns, and the log says so. */
  DISK_FREE_WARN_MB: z.coerce.number().int().min(1).default(1024),
  /** Free space below which /readyz fails: the embedded database hangs when its log cannot grow. */
  DISK_FREE_FAIL_MB: z.coerce.number().int().min(1).default(128),
  /** The event loop stuck this long ends the process, so its supervisor restarts it; 0 turns the watchdog off. */
  WATCHDOG_SECONDS: z.coerce
    .number({ message: 'WATCHDOG_SECONDS must be a number of seconds, e.g. 30, or 0 for no watchdog' })
    .min(0)
    .max(3600)
    .default(30),
  /** A New request waiting longer than this many business hours is Overdue on the dashboard. */
  LEAD_RESPONSE_HOURS: z.coerce
    .number({ message: 'LEAD_RESPONSE_HOURS must be a number of business hours, e.g. 2' })
    .positive({ message: 'LEAD_RESPONSE_HOURS must be more than 0 (business hours)' })
    .max(1000)
    .default(2),
  /**
   * A New emergency (shared/emergency.ts: an emergency service, or water coming in) waiting longer
   * than this many hours is overdue. Every hour counts, nights and weekends too: the site promises
   * 24/7 emergency service.
   */
  EMERGENCY_RESPONSE_HOURS: z.coerce
    .number({ message: 'EMERGENCY_RESPONSE_HOURS must be a number of hours, e.g. 1' })
    .positive({ message: 'EMERGENCY_RESPONSE_HOURS must be more than 0 (hours, nights and weekends included)' })
    .max(1000)
    .default(1),
  /**
   * While a storm is active, a New storm request waiting longer than this many hours is overdue in
   * the storm view. Every hour counts, nights and weekends too: a leak does not wait for Monday.
   */
  STORM_RESPONSE_HOURS: z.coerce
    .number({ message: 'STORM_RESPONSE_HOURS must be a number of hours, e.g. 1' })
    .positive({ message: 'STORM_RESPONSE_HOURS must be more than 0 (hours, weekends included)' })
    .max(1000)
    .default(1),
  /**
   * The owner is mailed when no contact request has arrived for this many business hours (the
   * site file's office hours): a dead-man's switch for a broken form. 0 turns this alarm off.
   */
  ALARM_QUIET_HOURS: z.coerce
    .number({ message: 'ALARM_QUIET_HOURS must be a number of business hours, e.g. 24, or 0 for no alarm' })
    .min(0, { message: 'ALARM_QUIET_HOURS must be 0 (off) or more (business hours)' })
    .max(10_000)
    .default(24),
  /** Lost and Spam requests older than this many days are erased daily; unset keeps them forever. */
  RETENTION_DAYS: z.coerce
    .number()
    .int({ message: 'RETENTION_DAYS must be a whole number of days' })
    .min(1, { message: 'RETENTION_DAYS must be at least 1 (days), or unset to keep requests forever' })
    .optional(),
  /**
   * Admins must have a second factor (passkey or authenticator app) before the dashboard opens.
   * loadEnv makes it default to on when NODE_ENV is production and off otherwise.
   */
  REQUIRE_ADMIN_2FA: flag.default(false),
  /**
   * The key that encrypts authenticator-app secrets at rest (AES-256-GCM): 64 hex characters.
   * Without it, development keeps a generated key in DATA_DIR and production turns authenticator
   * apps off (server/auth/factors/secret-box.ts).
   */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, {
      message: 'TOTP_ENCRYPTION_KEY must be 64 hex characters (32 bytes); make one with: openssl rand -hex 32',
    })
    .optional(),
  /**
   * Where the nightly backup writes its files (server/backup/nightly.ts). Unset: a folder named
   * backups beside DATA_DIR (./backups for the default DATA_DIR). Never inside DATA_DIR, whose
   * files every backup holds: each backup would carry all the ones before it.
   */
  BACKUP_DIR: z.string().min(1).optional(),
  /**
   * Encrypts every backup (AES-256-GCM) and signs its contents, checked before a restore writes
   * anything: 64 hex characters. Kept apart from the backups (a password manager, the deployment's
   * secrets), or they cannot be restored. Unset: backups are unencrypted (server/backup/encryption.ts).
   */
  BACKUP_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, {
      message: 'BACKUP_ENCRYPTION_KEY must be 64 hex characters (32 bytes); make one with: openssl rand -hex 32',
    })
    .optional(),
  /**
   * This instance's scratch folder for the build on publish (server/site-build/): the copy of the
   * site it builds in (kept, so each build is incremental) and the prerenderers it serves. Unset: a
   * folder under the system's temporary folder, named by this code and database. Never backed up:
   * everything in it is made again from the database and the code.
   */
  SITE_BUILD_DIR: z.string().min(1).optional(),
  /** Nightly backup files older than this many days are deleted after a good backup. */
  BACKUP_KEEP: z.coerce
    .number({ message: 'BACKUP_KEEP must be a number of days, e.g. 14' })
    .int({ message: 'BACKUP_KEEP must be a whole number of days, e.g. 14' })
    .min(1, { message: 'BACKUP_KEEP must be at least 1 (days)' })
    .max(3650)
    .default(14),
  /** The time of night of the backup, in the site file's time zone (24-hour HH:MM). */
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'BACKUP_TIME must be a 24-hour time such as 03:00' })
    .default('03:00'),
  /** Only read for the defaults above; the server behaves the same otherwise. */
  NODE_ENV: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment or throws one message listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  cleaned.REQUIRE_ADMIN_2FA ??= source.NODE_ENV === 'production' ? 'true' : 'false';
  const result = envSchema
    .refine((env) => !isInside(backupDir(env), path.resolve(env.DATA_DIR)), {
      path: ['BACKUP_DIR'],
      message:
        'BACKUP_DIR must not be DATA_DIR or a folder inside it (every backup holds the files in DATA_DIR, so each would carry the ones before it); choose a folder beside it, e.g. /srv/ridgeline/backups',
    })
    .safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The server cannot start: these environment variables are wrong:\n${lines.join('\n')}`);
  }
  return result.data;
}

const isInside = (folder: string, parent: string) => {
  const rel = path.relative(parent, folder);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** The build on publish's scratch folder: SITE_BUILD_DIR, or one in the temporary folder for this code and database. */
export function siteBuildDir(env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'SITE_BUILD_DIR'>, codeRoot: string): string {
  if (env.SITE_BUILD_DIR) return path.resolve(env.SITE_BUILD_DIR);
  const key = createHash('sha256')
    .update(`${codeRoot}\0${env.DATABASE_URL ?? path.resolve(env.DATA_DIR)}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(os.tmpdir(), `ridgeline-site-build-${key}`);
}

/** The nightly backup's folder: BACKUP_DIR, or backups beside DATA_DIR. */
export function backupDir(env: Pick<Env, 'DATA_DIR' | 'BACKUP_DIR'>): string {
  return path.resolve(env.BACKUP_DIR ?? path.join(path.dirname(path.resolve(env.DATA_DIR)), 'backups'));
}

/** The embedded database's folder. */
export function embeddedDbDir(env: Pick<Env, 'DATA_DIR'>): string {
  return path.resolve(env.DATA_DIR, 'db');
}

export function cookiesSecure(env: Pick<Env, 'COOKIE_SECURE' | 'SITE_URL'>): boolean {
  if (env.COOKIE_SECURE === 'auto') return env.SITE_URL.startsWith('https://');
  return env.COOKIE_SECURE === 'true';
}
