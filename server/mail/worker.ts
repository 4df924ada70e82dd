import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { isDatabaseUnavailable } from '../db/errors';
import { mailDeliveries } from '../metrics/metrics';
import { defineJob, type Job } from '../jobs/job';
import {
  DEFAULT_OUTBOX_OPTIONS,
  sendDueMails,
  type DeliveryState,
  type OutboxOptions,
  type SendResult,
} from './outbox';
import type { MailTransport } from './transport';

export interface OutboxWorker {
  /** Look for due mail now (called after a mail is queued, so it leaves at once); never throws. */
  wake(): void;
  /** One whole pass (after a pass already running has ended): what the periodic mail job runs. Throws when the pass fails. */
  pass(): Promise<SendResult>;
  /** Resolves when no pass is running; for tests and shutdown. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Sends queued mail from the server process: at once when woken after a mail is queued, and on
 * each run of the periodic `mail` job (mailJob below), which also picks up retries and mails a
 * stopped instance left leased. A failed pass (database or SMTP down) is retried by the next one;
 * nothing is lost because every mail waits in the table until it has been sent. Mails are claimed
 * with FOR UPDATE SKIP LOCKED (outbox.ts), so passes on several instances never send one twice.
 */
export function createOutboxWorker(deps: {
  db: Kysely<Database>;
  transport: MailTransport;
  from: string;
  now: () => Date;
  log: FastifyBaseLogger;
  options?: Partial<OutboxOptions>;
}): OutboxWorker {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...deps.options };
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;
  const state: DeliveryState = { outage: false };

  const sendAll = async (): Promise<SendResult> => {
    const total: SendResult = { sent: 0, failed: 0, revived: 0 };
    do {
      again = false;
      const { sent, failed, revived } = await sendDueMails(
        deps.db,
        deps.transport,
        deps.from,
        deps.now,
        options,
        state,
      );
      if (sent) deps.log.info({ sent }, 'mail sent');
      if (failed) deps.log.warn({ failed }, 'mail delivery failed; will retry');
      mailDeliveries.inc({ outcome: 'sent' }, sent);
      mailDeliveries.inc({ outcome: 'failed' }, failed);
      if (revived) deps.log.info({ revived }, 'mail delivery works again; sending the waiting mails now');
      total.sent += sent;
      total.failed += failed;
      total.revived += revived;
      // A full batch: there may be more waiting; revived mails are due now.
      if (sent + failed >= options.batchSize || revived) again = true;
    } while (again && !stopped);
    return total;
  };
  const track = (work: Promise<SendResult>) => {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    running = settled;
    void settled.then(() => {
      if (running === settled) running = undefined;
    });
    return work;
  };

  return {
    wake() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      track(sendAll()).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) deps.log.warn('mail worker: database unavailable, will retry');
        else deps.log.error({ err: error }, 'mail worker pass failed');
      });
    },
    async pass() {
      while (running) await running;
      if (stopped) return { sent: 0, failed: 0, revived: 0 };
      return track(sendAll());
    },
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      while (running) await running;
    },
  };
}

/** The periodic mail pass: due retries, and mail no wake-up sent (another instance stopped, a wake-up lost). */
export function mailJob(worker: OutboxWorker, everyMs = 2_000): Job {
  return defineJob({
    name: 'mail',
    every: everyMs,
    retryAfterMs: everyMs,
    run: async () => ({ ...(await worker.pass()) }),
  });
}
