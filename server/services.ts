import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/types';
import type { Env } from './env';
import type { FormTokens } from './contact/form-token';
import type { RateLimits } from './http/rate-limits';
import type { Background } from './background';
import type { MailTransportInfo } from './mail/transport';

/** What request handlers share: the database, the settings, the clock (tests move it), a logger. */
export interface AppServices {
  db: Kysely<Database>;
  env: Env;
  now: () => Date;
  log: FastifyBaseLogger;
  mailTransport: MailTransportInfo;
  /** Tell the mail worker a mail is waiting, so it leaves now rather than at the next poll. */
  wakeMailWorker: () => void;
  /** Signs and checks the contact form's start time. */
  formTokens: FormTokens;
  /** Per-IP request limits, counted in a store every instance shares (see http/rate-limit-store.ts). */
  rateLimits: RateLimits;
  /** Work done after the answer is sent (see background.ts). */
  background: Background;
}
