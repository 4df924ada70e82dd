import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { DAY_MS, defineJob, HOUR_MS, MINUTE_MS, type Job } from '../jobs/job';
import type { MailTransportInfo } from '../mail/transport';
import { eraseRows } from './changes';
import { removeMailboxCopies } from './mailbox-copies';
import { scrubErased } from '../db/scrub';
import { removeRequestPhotos } from '../storm/photos';
import { takeErasedJobsOffSite } from '../owner-content/gallery-projects';

/** Erased per transaction, so a first run on a big table never holds locks for long. */
const BATCH = 500;

/** Who the history names for an automatic erase. */
export const retentionActor = (days: number) => `the retention rule (Lost and Spam after ${days} days)`;

/**
 * RETENTION_DAYS: Lost and Spam requests that arrived, and last changed status, more than that many
 * days ago are erased like an admin's "Delete permanently" (notes, mails, photos, one history entry
 * each; `afterErase` takes their gallery projects off the site). Returns how many.
 */
export async function eraseExpiredLeads(
  db: Kysely<Database>,
  days: number,
  now: Date,
  transport?: MailTransportInfo,
  /** DATA_DIR, where erased requests' photos are removed from. */
  dataDir?: string,
  /** Runs after each batch with the requests it erased (their gallery projects come off the site). */
  afterErase?: (ids: number[]) => Promise<void>,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let total = 0;
  for (;;) {
    const { count, mailIds, ids } = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('contact_submissions')
        .select(['id', 'version'])
        .where('status', 'in', ['lost', 'spam'])
        .where('created_at', '<', cutoff)
        // Counted from when it became Lost or Spam, not from arrival: an old request marked Lost
        // by mistake today stays for the whole period, time enough to notice and undo it.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('lead_events as e')
                .select('e.id')
                .whereRef('e.submission_id', '=', 'contact_submissions.id')
                .where('e.kind', '=', 'status')
                .where('e.created_at', '>=', cutoff),
            ),
          ),
        )
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
      return { count: rows.length, mailIds, ids: rows.map((r) => r.id) };
    });
    if (transport) await removeMailboxCopies(transport, mailIds);
    if (dataDir) await removeRequestPhotos(dataDir, ids);
    if (afterErase && ids.length) await afterErase(ids);
    total += count;
    if (count < BATCH) {
      if (total) await scrubErased(db);
      return total;
    }
  }
}

/**
 * The retention erase once a day (its first run a minute after the job is first scheduled), with
 * what it erased in the run log. Listed only when RETENTION_DAYS is set. Safe on several instances:
 * each batch locks its rows with SKIP LOCKED, and a second run finds nothing left to erase.
 */
export function retentionJob(days: number): Job {
  return defineJob({
    name: 'retention',
    every: DAY_MS,
    firstRunAfterMs: MINUTE_MS,
    retryAfterMs: HOUR_MS,
    async run({ db, now, log, services }) {
      const takeOff = async (ids: number[]) => {
        const stuck = await takeErasedJobsOffSite(db, ids, {
          authorId: null,
          now: now(),
          gate: services.contentGate,
          dataDir: services.env.DATA_DIR,
          wakeJobs: services.wakeJobs,
        });
        if (stuck.length)
          log.error(
            { requests: stuck },
            "retention: erased requests' gallery projects could not be taken off the site: the projects' next publish refuses them",
          );
      };
      const erased = await eraseExpiredLeads(db, days, now(), services.mailTransport, services.env.DATA_DIR, takeOff);
      log.info(
        { erased, retentionDays: days },
        `retention: erased ${erased} Lost or Spam request(s) older than ${days} days`,
      );
      return { erased, retentionDays: days };
    },
  });
}
