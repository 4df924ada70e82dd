import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { isDatabaseUnavailable } from '../db/errors';
import { DEFAULT_OUTBOX_OPTIONS, sendDueMails, type OutboxOptions } from './outbox';
import type { MailTransport } from './transport';

export interface OutboxWorker {
  /** Look for due mail now (called after a mail is queued, so it leaves at once). */
  wake(): void;
  /** Resolves when no pass is running; for tests and shutdown. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Sends queued mail in the background of the server process: a pass every `pollMs`, or at once
 * when woken. A failed pass (database or SMTP down) is logged and retried by the next one;
 * nothing is lost because every mail waits in the table until it has been sent.
 */
export function startOutboxWorker(deps: {
  db: Kysely<Database>;
  transport: MailTransport;
  from: string;
  now: () => Date;
  log: FastifyBaseLogger;
  pollMs?: number;
  options?: Partial<OutboxOptions>;
}): OutboxWorker {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...deps.options };
  const pollMs = deps.pollMs ?? 2_000;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const pass = async () => {
    do {
      again = false;
      try {
        const { sent, failed } = await sendDueMails(deps.db, deps.transport, deps.from, deps.now, options);
        if (sent) deps.log.info({ sent }, 'mail sent');
        if (failed) deps.log.warn({ failed }, 'mail delivery failed; will retry');
        if (sent + failed >= options.batchSize) again = true;
      } catch (error) {
        if (isDatabaseUnavailable(error)) deps.log.warn('mail worker: database unavailable, will retry');
        else deps.log.error({ err: error }, 'mail worker pass failed');
      }
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => (running = undefined));
  };
  const timer = setInterval(wake, pollMs);
  timer.unref();
  wake();

  return {
    wake,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
