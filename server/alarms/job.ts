import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { Readiness } from '../health/readiness';
import { defineJob, DAY_MS, MINUTE_MS, type JobContext } from '../jobs/job';
import { enqueueMail } from '../mail/outbox';
import { mailContext } from '../mail/context';
import type { AppServices } from '../services';
import { ALARM_KINDS, type AlarmKind, type Observation, observers } from './conditions';
import { type AlarmMailContext, alarmDigestMail, alarmOpenedMail, alarmResolvedMail } from './mails';

/** How often the alarms look. Short enough that trouble is mailed within minutes. */
export const ALARM_CHECK_EVERY_MS = 5 * MINUTE_MS;
/**
 * An episode closes once its trouble has stayed gone this long, so a condition that flickers
 * (free space around the floor, a mail server that answers every other try) mails once, not on
 * every look.
 */
export const ALARM_CLEAR_AFTER_MS = 10 * MINUTE_MS;
/**
 * Trouble read at one moment (free space, a store that did not answer) opens an episode only when
 * it is still there this long after it was first seen: at the next look, five minutes on. A blip
 * of a second is not a mail.
 */
export const ALARM_CONFIRM_AFTER_MS = 2 * MINUTE_MS;
/** At most one reminder of the open alarms in this long. */
export const ALARM_DIGEST_EVERY_MS = DAY_MS;

type Db = Kysely<Database> | Transaction<Database>;

const mailCtx = (services: Pick<AppServices, 'env' | 'site'>): AlarmMailContext => {
  const ctx = mailContext(services);
  return { site: ctx.site, siteUrl: ctx.siteUrl, to: ctx.adminTo };
};

/** Since when this database is watched (the first look, by the app's clock); made once, kept after. */
async function watchingSince(db: Db, now: Date): Promise<Date> {
  await db
    .insertInto('alarm_digest')
    .values({ watching_since: now })
    .onConflict((c) => c.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('alarm_digest').select('watching_since').executeTakeFirstOrThrow();
  return new Date(row.watching_since);
}

/**
 * Since when momentary trouble of `kind` has lasted, or null while a look later has not confirmed
 * it yet. An open episode counts as confirmed (a flicker keeps it open); otherwise the first
 * sighting, recorded by whichever instance sees it first, must be ALARM_CONFIRM_AFTER_MS old.
 */
async function confirmed(db: Kysely<Database>, kind: AlarmKind, now: Date): Promise<Date | null> {
  const open = await db
    .selectFrom('alarms')
    .select('since')
    .where('kind', '=', kind)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (open) return new Date(open.since);
  await db
    .insertInto('alarm_sightings')
    .values({ kind, first_seen: now })
    .onConflict((c) => c.column('kind').doNothing())
    .execute();
  const row = await db.selectFrom('alarm_sightings').select('first_seen').where('kind', '=', kind).executeTakeFirst();
  const firstSeen = row ? new Date(row.first_seen) : now;
  return now.getTime() - firstSeen.getTime() >= ALARM_CONFIRM_AFTER_MS ? firstSeen : null;
}

/**
 * Opens an episode of `kind` unless one is open. The partial unique index (one open row per kind)
 * lets exactly one instance's INSERT through; only that one queues the mail, in the same
 * transaction, so the mail and the episode are stored together or not at all.
 */
async function openOrRefresh(
  db: Kysely<Database>,
  kind: AlarmKind,
  seen: { since: Date; detail: string; alreadyMailed?: boolean },
  now: Date,
  ctx: AlarmMailContext,
): Promise<'opened' | 'open'> {
  return db.transaction().execute(async (trx) => {
    const opened = await trx
      .insertInto('alarms')
      .values({ kind, since: seen.since, opened_at: now, detail: seen.detail, last_mailed_at: now })
      .onConflict((c) => c.column('kind').where('closed_at', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (opened) {
      if (!seen.alreadyMailed)
        await enqueueMail(trx, alarmOpenedMail(ctx, { id: opened.id, kind, since: seen.since, detail: seen.detail }));
      return 'opened';
    }
    await trx
      .updateTable('alarms')
      .set({ detail: seen.detail, clear_since: null })
      .where('kind', '=', kind)
      .where('closed_at', 'is', null)
      .execute();
    return 'open';
  });
}

/**
 * The trouble is gone: notes when it was first seen gone, and closes the episode once it has
 * stayed gone ALARM_CLEAR_AFTER_MS. The closing UPDATE … WHERE closed_at IS NULL is won by one
 * instance, which queues the short "resolved" mail in the same transaction.
 */
async function clearOrClose(
  db: Kysely<Database>,
  kind: AlarmKind,
  now: Date,
  ctx: AlarmMailContext,
): Promise<'closed' | 'clearing' | 'none'> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('alarms')
      .set({ clear_since: now })
      .where('kind', '=', kind)
      .where('closed_at', 'is', null)
      .where('clear_since', 'is', null)
      .execute();
    const closed = await trx
      .updateTable('alarms')
      .set({ closed_at: now })
      .where('kind', '=', kind)
      .where('closed_at', 'is', null)
      .where('clear_since', '<=', new Date(now.getTime() - ALARM_CLEAR_AFTER_MS))
      .returning(['id', 'since', 'detail'])
      .executeTakeFirst();
    if (closed) {
      await enqueueMail(
        trx,
        alarmResolvedMail(ctx, { id: closed.id, kind, since: new Date(closed.since), detail: closed.detail }, now),
      );
      return 'closed';
    }
    const open = await trx
      .selectFrom('alarms')
      .select('id')
      .where('kind', '=', kind)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    return open ? 'clearing' : 'none';
  });
}

/**
 * The daily reminder: when an open alarm has gone a day without a mail naming it and no reminder
 * left in the last day, one instance claims the digest row (UPDATE … WHERE sent_at is old enough)
 * and queues one mail listing every open alarm.
 */
async function remind(db: Kysely<Database>, now: Date, ctx: AlarmMailContext): Promise<number> {
  const dayAgo = new Date(now.getTime() - ALARM_DIGEST_EVERY_MS);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('alarm_digest')
      .set({ sent_at: now })
      .where((eb) => eb.or([eb('sent_at', 'is', null), eb('sent_at', '<=', dayAgo)]))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('alarms')
            .select(sql`1`.as('one'))
            .where('closed_at', 'is', null)
            .where('last_mailed_at', '<=', dayAgo),
        ),
      )
      .returning('sent_at')
      .executeTakeFirst();
    if (!claimed) return 0;
    const open = await trx
      .updateTable('alarms')
      .set({ last_mailed_at: now })
      .where('closed_at', 'is', null)
      .returning(['id', 'kind', 'since', 'detail'])
      .execute();
    open.sort((a, b) => new Date(a.since).getTime() - new Date(b.since).getTime());
    await enqueueMail(
      trx,
      alarmDigestMail(
        ctx,
        open.map((row) => ({ ...row, kind: row.kind as AlarmKind, since: new Date(row.since) })),
        now,
      ),
    );
    return open.length;
  });
}

/**
 * One look at every kind of trouble: opens an episode (and mails the owner once) for each that
 * has started, closes those that have stayed gone, and sends the daily reminder when it is due.
 * Safe to run on several instances at once: every step is claimed in the database.
 */
export async function checkAlarms(ctx: Pick<JobContext<AppServices>, 'db' | 'now' | 'log' | 'services'>) {
  const { db, services } = ctx;
  const now = ctx.now();
  const mails = mailCtx(services);
  let report: Promise<Readiness> | undefined;
  const look = {
    db,
    now,
    services,
    readiness: () => (report ??= services.readiness()),
  };
  const since = await watchingSince(db, now);
  const observe = observers(since);
  const opened: string[] = [];
  const closed: string[] = [];
  let open = 0;
  for (const kind of ALARM_KINDS) {
    let seen: Observation;
    try {
      seen = await observe[kind](look);
    } catch (error) {
      // One check that cannot look (a table another release adds) must not hide the others.
      ctx.log.warn({ err: error, alarm: kind }, 'alarm check failed; its episode is left as it is');
      continue;
    }
    if (seen === null) seen = { active: false };
    if (seen.active && seen.confirm) {
      const firstSeen = await confirmed(db, kind, now);
      if (!firstSeen) continue; // seen once: the next look decides
      seen = { ...seen, since: firstSeen };
    }
    if (!seen.active) await db.deleteFrom('alarm_sightings').where('kind', '=', kind).execute();
    if (seen.active) {
      const state = await openOrRefresh(db, kind, seen, now, mails);
      if (state === 'opened') {
        opened.push(kind);
        ctx.log.warn({ alarm: kind }, `alarm opened: ${seen.detail}`);
      }
      open++;
    } else {
      const state = await clearOrClose(db, kind, now, mails);
      if (state === 'closed') {
        closed.push(kind);
        ctx.log.info({ alarm: kind }, 'alarm resolved');
      }
      if (state === 'clearing') open++;
    }
  }
  const reminded = await remind(db, now, mails);
  if (opened.length || closed.length || reminded) services.wakeMailWorker();
  return { open, opened: opened.join(',') || null, closed: closed.join(',') || null, reminded };
}

/** The alarms on the job runner: a look every five minutes, on one instance at a time. */
export const alarmsJob = defineJob<AppServices>({
  name: 'alarms',
  every: ALARM_CHECK_EVERY_MS,
  async run(ctx) {
    return checkAlarms(ctx);
  },
});
