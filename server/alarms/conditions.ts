import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Readiness } from '../health/readiness';
import { outboxCounts } from '../mail/outbox';
import type { AppServices } from '../services';
import { backupStatus, backupTime } from './backup-status';
import { confirmationsInLastHour } from '../contact/confirmations';

/** The kinds of trouble the owner is mailed about; each has at most one open episode. */
export const ALARM_KINDS = [
  'no-requests',
  'outbox-stuck',
  'backup-failed',
  'disk-low',
  'rate-limit-store',
  'confirmation-budget',
] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/** What one look found: the trouble is there (since when, in words) or it is not. */
export type Observation =
  | {
      active: true;
      since: Date;
      detail: string;
      /** The owner has a mail about this start already (the backup job's own): open the episode without another. */
      alreadyMailed?: boolean;
      /**
       * A reading of this moment, with no duration of its own (free space, a store that did not
       * answer once): open an episode only when a later look still sees it.
       */
      confirm?: boolean;
    }
  | { active: false }
  /** Not watched on this server (the alarm is turned off, or there is nothing to watch). */
  | null;

/** What the checks read: the database, the clock, the settings, and the readiness report /readyz serves. */
export interface ObserveContext {
  db: Kysely<Database>;
  now: Date;
  services: Pick<AppServices, 'env' | 'site' | 'officeClock' | 'mailTransport' | 'readiness' | 'jobNames'>;
  /** The readiness report of this look, computed once for every check that reads it. */
  readiness: () => Promise<Readiness>;
}

const minutes = (seconds: number) => Math.round(seconds / 60);

/**
 * The dead-man's switch for a broken form: no stored contact request (of any source or status)
 * for longer than ALARM_QUIET_HOURS business hours, counted by the site file's office hours. A
 * site that never had one counts from when its alarms started watching.
 */
async function noRequests(ctx: ObserveContext, watchingSince: Date): Promise<Observation> {
  const hours = ctx.services.env.ALARM_QUIET_HOURS;
  if (!hours) return null;
  const row = await ctx.db
    .selectFrom('contact_submissions')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .executeTakeFirst();
  const last = row?.last ? new Date(row.last) : null;
  const since = last ?? watchingSince;
  const quiet = ctx.services.officeClock.minutesBetween(since, ctx.now);
  if (quiet <= hours * 60) return { active: false };
  return {
    active: true,
    since,
    detail: last
      ? `No contact request has arrived for ${Math.floor(quiet / 60)} business hours (the limit is ${hours}).`
      : `No contact request has arrived since the alarms started watching, ${Math.floor(quiet / 60)} business hours ago (the limit is ${hours}).`,
  };
}

/** Mail not leaving: the outbox figures /readyz grades (a mail unsent for too long, or given up on). */
async function outboxStuck(ctx: ObserveContext): Promise<Observation> {
  const check = (await ctx.readiness()).checks.outbox;
  if (!check || check.status === 'ok') return { active: false };
  const waitedSeconds = Number(check.oldestWaitingSeconds ?? 0);
  const counts = await outboxCounts(ctx.db);
  const transport = ctx.services.mailTransport;
  return {
    active: true,
    since: new Date(ctx.now.getTime() - waitedSeconds * 1000),
    detail: [
      `${counts.waiting + counts.failed} mail(s) are waiting to leave; the oldest has waited ${minutes(waitedSeconds)} minutes.`,
      counts.failed ? `${counts.failed} of them failed every retry so far (they are still tried every hour).` : '',
      counts.lastError ? `The mail server's last answer: ${counts.lastError}` : '',
      transport.kind === 'smtp' ? `Mail goes out through ${transport.target} (SMTP_URL).` : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/**
 * The newest nightly backup failed (backup_runs). The backup job mails each failure itself, with
 * its folder and error; the episode then opens without a second mail, and keeps the reminder and
 * the "resolved" mail.
 */
async function backupFailed(ctx: ObserveContext): Promise<Observation> {
  const status = await backupStatus(ctx.db);
  if (!status.last || status.last.outcome === 'ok') return { active: false };
  const mailed = await ctx.db
    .selectFrom('email_outbox')
    .select('id')
    .where('topic', '=', `backup-failed:${status.last.id}`)
    .executeTakeFirst();
  return {
    active: true,
    since: status.failingSince ?? backupTime(status.last),
    detail: [
      `The last backup failed: ${status.last.error ?? 'no reason was recorded'}.`,
      status.lastGood
        ? `The newest good backup is from ${backupTime(status.lastGood).toISOString()}.`
        : 'There is no good backup yet.',
    ].join(' '),
    alreadyMailed: mailed !== undefined,
  };
}

/** Free space in DATA_DIR (or the embedded database's log folder) under the warning floor, as /readyz grades it. */
async function diskLow(ctx: ObserveContext): Promise<Observation> {
  const check = (await ctx.readiness()).checks.disk;
  if (!check || check.status === 'ok') return { active: false };
  return { active: true, since: ctx.now, detail: `The server has ${check.detail}.`, confirm: true };
}

/** The shared per-IP counters (Redis or PostgreSQL) not answering, as /readyz grades them. */
async function rateLimitStore(ctx: ObserveContext): Promise<Observation> {
  const check = (await ctx.readiness()).checks.rateLimitStore;
  if (!check) return null;
  if (check.status === 'ok') return { active: false };
  return {
    active: true,
    since: ctx.now,
    detail: `${check.detail[0]!.toUpperCase()}${check.detail.slice(1)}.`,
    confirm: true,
  };
}

/**
 * The contact form used up the site's hourly budget of confirmation mails: a flood through the
 * form (someone mailing a stranger from the company's domain), or a rush the budget is too small
 * for. Requests past it are stored without their confirmation; open while the last hour is at it.
 */
async function confirmationBudget(ctx: ObserveContext): Promise<Observation> {
  const budget = ctx.services.env.CONTACT_CONFIRMATIONS_PER_HOUR;
  const sent = await confirmationsInLastHour(ctx.db);
  if (sent < budget) return { active: false };
  return {
    active: true,
    since: ctx.now,
    detail: `${sent} confirmation mails went to visitors in the last hour; the budget is ${budget} an hour (CONTACT_CONFIRMATIONS_PER_HOUR). Requests past it are stored and you are told of each, but their senders get no confirmation.`,
  };
}

/** Every kind's look, by kind. */
export function observers(watchingSince: Date): Record<AlarmKind, (ctx: ObserveContext) => Promise<Observation>> {
  return {
    'no-requests': (ctx) => noRequests(ctx, watchingSince),
    'outbox-stuck': outboxStuck,
    'backup-failed': backupFailed,
    'disk-low': diskLow,
    'rate-limit-store': rateLimitStore,
    'confirmation-budget': confirmationBudget,
  };
}
