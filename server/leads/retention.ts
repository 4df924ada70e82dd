import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isDatabaseUnavailable } from '../db/errors';
import type { Database } from '../db/types';
import type { MailTransportInfo } from '../mail/transport';
import { eraseRows } from './changes';
import { removeMailboxCopies } from './mailbox-copies';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Erased per transaction, so a first run on a big table never holds locks for long. */
const BATCH = 500;

/** Who the history names for an automatic erase. */
export const retentionActor = (days: number) => `the retention rule (Lost and Spam after ${days} days)`;

/**
 * RETENTION_DAYS: Lost and Spam requests received more than that many days ago are erased like an
 * admin's "Delete permanently" (notes, mails, one history entry each). Returns how many.
 */
export async function eraseExpiredLeads(
  db: Kysely<Database>,
  days: number,
  now: Date,
  transport?: MailTransportInfo,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let total = 0;
  for (;;) {
    const { count, mailIds } = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('contact_submissions')
        .select(['id', 'version'])
        .where('status', 'in', ['lost', 'spam'])
        .where('created_at', '<', cutoff)
        .orderBy('created_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      const mailIds = await eraseRows(
        trx,
        rows.map((r) => r.id),
        { id: null, label: retentionActor(days) },
        now,
        new Map(rows.map((r) => [r.id, r.version])),
      );
      return { count: rows.length, mailIds };
    });
    if (transport) await removeMailboxCopies(transport, mailIds);
    total += count;
    if (count < BATCH) return total;
  }
}

/** Runs the retention erase once a day (and shortly after start), logging what it erased. Off without RETENTION_DAYS. */
export function startRetention(deps: {
  db: Kysely<Database>;
  days: number | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
  transport: MailTransportInfo;
  everyMs?: number;
}): { stop: () => void } {
  const { days } = deps;
  if (!days) return { stop: () => undefined };
  const run = () =>
    eraseExpiredLeads(deps.db, days, deps.now(), deps.transport)
      .then((erased) =>
        deps.log.info(
          { erased, retentionDays: days },
          `retention: erased ${erased} Lost or Spam request(s) older than ${days} days`,
        ),
      )
      .catch((error) => {
        if (isDatabaseUnavailable(error)) deps.log.warn('retention: database unavailable, will try again tomorrow');
        else deps.log.error({ err: error }, 'retention erase failed');
      });
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, deps.everyMs ?? DAY_MS);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
