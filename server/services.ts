import type { CitySources } from './owner-content/city-sources';
import type { ZoneSources } from './owner-content/zone-sources';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactRequestSchema } from '../schema/contact';
import type { Site } from '../schema/site';
import type { BusinessClock } from '../shared/business-hours';
import type { ContactMessages } from './contact/messages';
import type { Kysely } from 'kysely';
import type { Database } from './db/types';
import type { Env } from './env';
import type { FormTokens } from './contact/form-token';
import type { RateLimits } from './http/rate-limits';
import type { Background } from './background';
import type { MailTransportInfo } from './mail/transport';
import type { SecretBox } from './auth/factors/secret-box';
import type { StormWatch } from './storm/watch';
import type { StormCity } from '../shared/storm';
import type { Readiness } from './health/readiness';
import type { DatabaseHandle } from './db/connect';
import type { ContentGate } from './owner-content/gate';

/** What request handlers share: the database, the settings, the clock (tests move it), a logger. */
export interface AppServices {
  /** The site file, read once at start-up by whoever starts the server. */
  site: Site;
  /** The towns a storm may name, one per city page (the built site's page index, or the starter's). */
  cities: readonly StormCity[];
  /** The contact form's words, with the number of the office the form offers (its id), else the primary office's. */
  contactMessages: (officeId?: string) => ContactMessages;
  /** What a contact request must look like (its service one of the site file's `serviceChoices`). */
  contactSchema: ContactRequestSchema;
  /** Business minutes by the site's opening hours (how long a New request has waited). */
  officeClock: BusinessClock;
  db: Kysely<Database>;
  env: Env;
  now: () => Date;
  log: FastifyBaseLogger;
  mailTransport: MailTransportInfo;
  /** Tell the mail worker a mail is waiting, so it leaves now rather than at the next poll. */
  wakeMailWorker: () => void;
  /** Tell this instance's job runner a job is due at that time (a publish's build), so it starts then. */
  wakeJobs: (at: Date) => void;
  /** Signs and checks the contact form's start time. */
  formTokens: FormTokens;
  /** Per-IP request limits, counted in a store every instance shares (see http/rate-limit-store.ts). */
  rateLimits: RateLimits;
  /** Work done after the answer is sent (see background.ts). */
  background: Background;
  /** The timed jobs this server runs (server/jobs/index.ts), for the dashboard's last runs. */
  jobNames: readonly string[];
  /** Which database serves the app: the embedded one in DATA_DIR or PostgreSQL (DATABASE_URL). */
  databaseKind: DatabaseHandle['kind'];
  /** The readiness report /readyz serves (cached briefly); the alarms and the System page read it. */
  readiness: () => Promise<Readiness>;
  /** Encrypts authenticator-app secrets at rest (TOTP_ENCRYPTION_KEY; see auth/factors/secret-box.ts). */
  totpSecrets: SecretBox;
  /**
   * The active storm as the public pages show it, read with a short cache (storm/watch.ts): it fills
   * the banner and /storm. The form's intake and the storm queue ask the database (activeStorm).
   */
  storm: StormWatch;
  /**
   * Resolves once the content migrations have run (owner-content/migrations.ts: the seed of the
   * owner's documents from the site file); started at start-up, awaited by what reads owner content.
   */
  ownerContentReady: () => Promise<void>;
  /** The content gate a release must pass before it goes live (owner-content/gate.ts: a child process). */
  contentGate: ContentGate;
  /** The city files' values the city editor opens a city with (owner-content/city-sources.ts: a child process, once). */
  citySources: CitySources;
  /** The code-defined pages' zones the page editor opens (owner-content/zone-sources.ts: a child process, once). */
  zoneSources: ZoneSources;
}
