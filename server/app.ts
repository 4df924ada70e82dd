import { type CitySources, childProcessCitySources } from './owner-content/city-sources';
import { childProcessZoneSources, type ZoneSources } from './owner-content/zone-sources';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import helmet from '@fastify/helmet';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { contactRequestSchemaForSite } from '../schema/contact';
import type { Site } from '../schema/site';
import { contactMessagesFor } from './contact/messages';
import { createFormTokens } from './contact/form-token';
import { registerContactRoutes } from './contact/routes';
import { registerPhotoRoute } from './storm/photo-route';
import { registerMediaRoutes } from './media/routes';
import { registerGoogleBundleRoute } from './job-photos/google';
import { registerJobPhotoRoutes } from './job-photos/routes';
import { mediaDir, storeLibraryInDatabase } from './media/store';
import { registerContactWebhook } from './contact/webhook';
import { liveCspDirectives } from './csp';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './db/errors';
import { migrateToLatest } from './db/migrate';
import { loadEnv, siteBuildDir, type Env } from './env';
import { officeClockFor } from './leads/clock';
import type { OutboxOptions } from './mail/outbox';
import { createMailTransport, type MailTransport } from './mail/transport';
import { createOutboxWorker } from './mail/worker';
import { serverJobs } from './jobs';
import { recoverInterruptedBackups } from './backup/nightly';
import { createJobRunner, type JobRunner } from './jobs/runner';
import type { AppServices } from './services';
import { registerReportsCsv } from './http/reports-csv';
import { registerSubmissionsCsv } from './http/submissions-csv';
import { registerStaticSite } from './static-site';
import { creditLandingPages } from './reports/page-credit';
import { setReportTimeZone } from './reports/rollup-time-zone';
import { createStormWatch } from './storm/watch';
import { createRateLimits, type RateLimits, rateLimitsFor } from './http/rate-limits';
import { openRateLimitStore } from './http/rate-limit-store';
import { createBackground } from './background';
import { createSecretBox } from './auth/factors/secret-box';
import { registerVerifyEmailRoute } from './http/verify-email-route';
import { registerReviewRoutes } from './reviews/routes';
import { keepRedirectsOnSite } from './http/same-origin-redirects';
import { keepApiResponsesPrivate } from './http/private-responses';
import { requestLogSerializers } from './http/request-log';
import { capConnectionsPerClient, serverTimeouts } from './http/connection-limits';
import { registerHealthAndMetrics } from './health/register';
import type { FreeSpaceReader } from './health/disk';
import { createContextFactory } from './trpc/init';
import { appRouter } from './trpc/root';
import { contentMigrationsOnce } from './owner-content/migrations';
import { childProcessGate, type ContentGate } from './owner-content/gate';
import { exportLiveContent, releaseExport } from './owner-content/publish';
import { siteFactsSchema, siteWithFacts } from '../schema/owner-content/site-facts';
import { computeCodeVersion, repoRoot } from './site-build/code';
import { siteBuildJob } from './site-build/job';
import { registerPreviewRoutes } from './site-build/preview-site';
import { createLiveSite, type LiveSite, type ServedSite, servedFromDist } from './site-build/live-site';
import type { StormCity } from '../shared/storm';

export interface AppOptions {
  /** The site file (pages/site.ts), read by whoever starts the server: names, offices, hours, phones. */
  site: Site;
  /** The built site (dist/client); skipped when it does not exist. */
  distDir?: string;
  /**
   * The towns a storm may name, for a server without a built site (`npm run dev` reads them from the
   * page files); else the build's dist/page-index.json lists them.
   */
  cities?: readonly StormCity[];
  /** Fastify's logger settings; main.ts passes loggerOptions(env). Off when left out (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Settings; read from the process environment when left out. */
  env?: Env;
  /** A database the caller owns (tests); otherwise opened from the environment, migrated, and closed with the app. */
  database?: DatabaseHandle;
  /** The clock sessions and mail use; tests move it. */
  now?: () => Date;
  /** How long an instance trusts its last read of the active storm (storm/watch.ts); 3 s when left out. */
  stormCacheMs?: number;
  mailTransport?: MailTransport;
  /** Mail worker timing (pollMs: how often the periodic mail job runs), or false to leave mail queued (tests that inspect the outbox). */
  outbox?: { pollMs?: number; options?: Partial<OutboxOptions> } | false;
  /**
   * The timed jobs (server/jobs/): how often to look for due ones, or false to run none on their
   * own (tests that move the clock call `app.jobs.runDue()` instead).
   */
  jobs?: { pollMs?: number } | false;
  /**
   * The nightly backup job (server/backup/nightly.ts). Default: on when the app opens its own
   * database, off for a database the caller owns (tests and benchmarks, which turn it on to test it).
   */
  nightlyBackup?: boolean;
  /** How free disk space is read (statfs); tests inject a nearly full disk. */
  readFree?: FreeSpaceReader;
  /** The content gate publishing runs (owner-content/gate.ts); the site's own, in a child process, when left out. */
  contentGate?: ContentGate;
  /** The city files' values (owner-content/city-sources.ts); read in a child process when left out. */
  citySources?: CitySources;
  /** The code-defined pages' zones (owner-content/zone-sources.ts); read in a child process when left out. */
  zoneSources?: ZoneSources;
  /**
   * The build on publish (server/site-build/): a release that goes live is built into a generation
   * every instance swaps to. Default: on when the app opens its own database, off for one the caller
   * owns (tests turn it on to test it). `pollMs`: how often an instance looks for a new generation.
   */
  siteBuild?: { workDir?: string; pollMs?: number; leaseMs?: number; codeVersion?: string } | boolean;
  /** Runs once the app has closed, after its own hooks (a test drops its database here). */
  onClose?: () => Promise<void> | void;
}

/**
 * Warnings and errors (a 500 with its request id and route, the mail worker's failed pass) are
 * always logged; LOG_REQUESTS adds a line per request.
 */
export function loggerOptions(stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return { level: 'info', serializers: requestLogSerializers, ...(stream ? { stream } : {}) };
}

const constant =
  <T>(value: T) =>
  () =>
    value;

/** Who mails come from when MAIL_FROM is not set: the company, at no-reply@ the site's own domain. */
export function defaultMailFrom(site: Pick<Site, 'company' | 'url'>): string {
  return `${site.company.name} <no-reply@${new URL(site.url).hostname.replace(/^www\./, '')}>`;
}

/** The whole server as a Fastify instance; tests use it through `inject`, main.ts gives it a port. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { site } = options;
  const env = options.env ?? loadEnv();
  // Client addresses (rate limits, lockouts) come from X-Forwarded-For only through proxies we trust.
  // maxParamLength: a tRPC batch names every call in the path (`/trpc/a.b,c.d`); Fastify's default
  // of 100 characters would refuse a batch of four long names with a 414.
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !env.LOG_REQUESTS }),
    bodyLimit: 64 * 1024,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 1000 },
    ...serverTimeouts({
      requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      perClient: env.MAX_CONNECTIONS_PER_CLIENT,
    }),
  });
  capConnectionsPerClient(app.server, env.MAX_CONNECTIONS_PER_CLIENT, app.log);

  // Registered first, so it runs last: Fastify runs onClose hooks in reverse order.
  const { onClose } = options;
  if (onClose) app.addHook('onClose', async () => onClose());

  const database = options.database ?? (await openDatabase(env, { command: 'npm start (server)', share: true }));
  if (!options.database) {
    app.addHook('onClose', () => database.close());
    await migrateToLatest(database.db);
  }
  const transport = options.mailTransport ?? createMailTransport(env);
  const now = options.now ?? (() => new Date());
  const worker =
    options.outbox === false
      ? undefined
      : createOutboxWorker({
          db: database.db,
          transport,
          from: env.MAIL_FROM ?? defaultMailFrom(site),
          now,
          log: app.log,
          options: options.outbox?.options,
        });
  const distDir = options.distDir ?? path.resolve('dist/client');
  const buildOn = (options.siteBuild ?? !options.database) !== false;
  const buildSettings = typeof options.siteBuild === 'object' ? options.siteBuild : {};
  const codeVersion = buildOn ? (buildSettings.codeVersion ?? computeCodeVersion()) : '';
  const workDir = buildSettings.workDir ?? siteBuildDir(env, repoRoot);
  // Swapped to each new generation as one: the files, the page index, the CSP hashes, the answer pages.
  const live = buildOn
    ? createLiveSite({
        db: database.db,
        codeVersion,
        distDir,
        workDir,
        site,
        log: app.log,
        pollMs: buildSettings.pollMs,
        onSwap: (served) => followRelease(served),
      })
    : undefined;
  const served = live ? () => live.current() : constant(servedFromDist(distDir, site));
  const backupTimeZone = (options.nightlyBackup ?? !options.database) ? site.timeZone : undefined;
  const jobs = serverJobs({
    env,
    siteBuild: live
      ? siteBuildJob({
          codeVersion,
          workDir,
          libraryDir: mediaDir(env.DATA_DIR),
          leaseMs: buildSettings.leaseMs,
          onReady: () => live.look(),
        })
      : undefined,
    mailWorker: worker,
    mailEveryMs: options.outbox ? options.outbox.pollMs : undefined,
    backupTimeZone,
  });

  const rateLimitStore = await openRateLimitStore({ redisUrl: env.REDIS_URL, pool: database.pool });
  app.addHook('onClose', () => rateLimitStore.close());
  const readiness = registerHealthAndMetrics(app, { env, database, now, rateLimitStore, readFree: options.readFree });
  const contactMessages = contactMessagesFor(site);
  const rateLimits = createRateLimits(rateLimitStore, rateLimitsFor(env));
  const background = createBackground(app.log);
  // Registered after the database's own onClose hook, so it runs first (hooks close in reverse).
  app.addHook('onClose', () => background.idle());
  // Not waited for: a server starts while its database is down (its readiness says so). Until the
  // rollups' zone is the site's, a report reads the requests themselves: the same figures, slower.
  background.run('report rollups in the site time zone', async () => {
    await setReportTimeZone(database.db, site.timeZone);
  });
  app.decorate('rateLimits', rateLimits);
  app.decorate('mailWorker', { idle: async () => worker?.idle() });

  const builtSite = served().built;
  // Requests stored before Reports credited landing pages get theirs (once; not waited for either).
  background.run('landing pages credited in Reports', async () => {
    await creditLandingPages(database.db, builtSite.pages);
  });
  // Made below, once the services it runs jobs with exist; a publish wakes it through them.
  let runner: JobRunner | undefined;
  const services: AppServices = {
    site,
    cities: options.cities ?? builtSite.cities,
    contactMessages,
    contactSchema: contactRequestSchemaForSite(site),
    officeClock: officeClockFor(site),
    db: database.db,
    env,
    now,
    log: app.log,
    mailTransport: transport.info,
    wakeMailWorker: () => worker?.wake(),
    wakeJobs: (at) => runner?.wakeAt(at),
    formTokens: createFormTokens(env.FORM_TOKEN_SECRET, now),
    rateLimits,
    background,
    jobNames: jobs.map((job) => job.name),
    databaseKind: database.kind,
    readiness: () => readiness.fresh(),
    totpSecrets: createSecretBox(env),
    storm: createStormWatch({ db: database.db, now, log: app.log, ttlMs: options.stormCacheMs }),
    ownerContentReady: contentMigrationsOnce(database.db, () => ({ site, now: now() })),
    contentGate: options.contentGate ?? childProcessGate(),
    citySources: options.citySources ?? childProcessCitySources(),
    zoneSources: options.zoneSources ?? childProcessZoneSources(),
  };
  // Not waited for, like the rollups: the first read of owner content waits for it (or runs it again).
  // Then the live release's export for the build, written again if a stop left it behind the database.
  background.run('content migrations and the live export', async () => {
    await services.ownerContentReady();
    await exportLiveContent(database.db, env.DATA_DIR);
  });
  // Photos uploaded before their bytes went into the database: stored there, so every instance
  // (and the backup, which leaves DATA_DIR/media out) has them.
  background.run('photos of this instance into the database', async () => {
    const stored = await storeLibraryInDatabase(database.db, env.DATA_DIR);
    if (stored) app.log.info({ stored }, 'photos stored in the database');
  });
  if (!services.totpSecrets.available) app.log.warn(services.totpSecrets.reason);
  app.decorate('services', services);
  app.decorate('liveSite', live);

  /**
   * What the server tells visitors follows the live generation's release: the site record with the
   * owner's facts in place (phones, emails, hours in mails and answers), the contact form's words,
   * the office clock, the towns a storm may name.
   */
  async function followRelease(now: ServedSite): Promise<void> {
    services.cities = options.cities ?? now.built.cities;
    const content = now.releaseId === null ? undefined : await releaseExport(database.db, now.releaseId);
    const facts = content?.siteFacts && siteFactsSchema.safeParse(content.siteFacts.data);
    const liveSite = facts?.success ? siteWithFacts(site, facts.data) : site;
    services.site = liveSite;
    services.contactMessages = contactMessagesFor(liveSite);
    services.contactSchema = contactRequestSchemaForSite(liveSite);
    services.officeClock = officeClockFor(liveSite);
  }
  if (live) {
    live.start();
    app.addHook('onClose', () => live.stop());
  }

  if (backupTimeZone) {
    // What a backup cut short by a crash left: its run shown `running`, its live copy, its .partial.
    try {
      const marked = await recoverInterruptedBackups(database.db, env, now());
      if (marked) app.log.warn({ runs: marked }, 'backup runs of a stopped server marked failed');
    } catch (error) {
      app.log.warn({ err: error }, 'could not look for backups a stopped server left');
    }
  }
  runner = createJobRunner({
    db: database.db,
    now,
    log: app.log,
    jobs,
    services,
    pollMs: options.jobs ? options.jobs.pollMs : undefined,
  });
  app.decorate('jobs', runner);
  // Stops looking for due jobs and waits for a run in progress, then for a mail pass a wake-up started.
  app.addHook('onClose', async () => {
    await runner.stop();
    await worker?.stop();
    if (!options.mailTransport) transport.close();
  });
  if (options.jobs !== false) runner.start();
  worker?.wake();

  // Routes outside tRPC: a 4xx keeps Fastify's message (it names what was wrong with the request);
  // a 5xx is logged and answered in words, never with the error's own text (SQL, paths, stacks).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.send(error);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, route: request.routeOptions.url }, 'database unavailable');
      return reply
        .code(503)
        .send({ statusCode: 503, error: 'Service Unavailable', message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
    return reply.code(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again, or call us.',
    });
  });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: liveCspDirectives(site, () => served().csp) },
    crossOriginEmbedderPolicy: false,
    // Helmet's default, no-referrer, makes browsers send `Origin: null` on a plain form post, which
    // the same-origin check must refuse; same-origin still sends nothing to other sites.
    referrerPolicy: { policy: 'same-origin' },
  });
  keepRedirectsOnSite(app, env.SITE_URL);
  keepApiResponsesPrivate(app);
  await app.register(cookie);
  // The contact form posts without JavaScript as application/x-www-form-urlencoded.
  await app.register(formbody);
  // A storm form with photos posts as multipart/form-data (server/contact/multipart.ts reads it with
  // its own limits; a file over the cap is cut and refused in words, not thrown as an error).
  await app.register(multipart, { throwFileSizeLimit: false });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    // A batch runs each call in turn; ten is more than any page sends and bounds one request's work.
    trpcOptions: { router: appRouter, createContext: createContextFactory(services), maxBatchSize: 10 },
  });

  registerContactRoutes(
    app,
    services,
    { render: (pagePath, answer) => served().answerPages.render(pagePath, answer) },
    () => served().built.pages,
  );
  await registerContactWebhook(app, services);
  registerSubmissionsCsv(app, services);
  registerReportsCsv(app, services);
  registerPhotoRoute(app, services);
  registerMediaRoutes(app, services);
  await registerJobPhotoRoutes(app, services);
  registerGoogleBundleRoute(app, services);
  registerPreviewRoutes(app, services);
  registerVerifyEmailRoute(app, services);
  registerReviewRoutes(app, services);

  if (live || served().files.size)
    await registerStaticSite(app, served, {
      storm: { watch: services.storm, offices: () => services.site.offices, siteUrl: site.url },
    });

  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    rateLimits: RateLimits;
    /** The outbox worker: `idle()` resolves once no pass is running (tests await it instead of sleeping). */
    mailWorker: { idle(): Promise<void> };
    /** The timed jobs: `runDue()` runs what is due by the app's clock (tests), `idle()` waits for runs in progress. */
    jobs: JobRunner;
    /** The generation served, with the build on publish on (site-build/live-site.ts); undefined when it is off. */
    liveSite: LiveSite | undefined;
  }
}
