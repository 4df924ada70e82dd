import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { site } from '../pages/site';
import { createAnswerPages } from './contact/answer-page';
import { createFormTokens } from './contact/form-token';
import { registerContactRoutes } from './contact/routes';
import { registerContactWebhook } from './contact/webhook';
import { cspDirectives } from './csp';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { loadEnv, type Env } from './env';
import { createRateLimits } from './http/rate-limits';
import { startMaintenance } from './maintenance';
import type { OutboxOptions } from './mail/outbox';
import { createMailTransport, type MailTransport } from './mail/transport';
import { startOutboxWorker } from './mail/worker';
import type { AppServices } from './services';
import { registerStaticSite } from './static-site';
import { createContextFactory } from './trpc/init';
import { appRouter } from './trpc/root';

export interface AppOptions {
  /** The built site (dist/client); skipped when it does not exist. */
  distDir?: string;
  logger?: boolean;
  /** Settings; read from the process environment when left out. */
  env?: Env;
  /** A database the caller owns (tests); otherwise opened from the environment, migrated, and closed with the app. */
  database?: DatabaseHandle;
  /** The clock sessions and mail use; tests move it. */
  now?: () => Date;
  mailTransport?: MailTransport;
  /** Mail worker timing, or false to leave mail queued (tests that inspect the outbox). */
  outbox?: { pollMs?: number; options?: Partial<OutboxOptions> } | false;
}

/** The whole server as a Fastify instance; tests use it through `inject`, main.ts gives it a port. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? loadEnv();
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024, trustProxy: true });

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
      : startOutboxWorker({ db: database.db, transport, from: env.MAIL_FROM, now, log: app.log, ...options.outbox });
  const maintenance = startMaintenance({ db: database.db, now, log: app.log });
  app.addHook('onClose', async () => {
    maintenance.stop();
    await worker?.stop();
    if (!options.mailTransport) transport.close();
  });

  // Limits are set per handler (sign-in, sign-up, contact); nothing is limited by default.
  await app.register(rateLimit, { global: false });

  const services: AppServices = {
    db: database.db,
    dbKind: database.kind,
    env,
    now,
    log: app.log,
    mailTransport: transport.info,
    wakeMailWorker: () => worker?.wake(),
    rateLimits: createRateLimits(app, env),
    formTokens: createFormTokens(env.FORM_TOKEN_SECRET, now),
  };
  app.decorate('services', services);

  const distDir = options.distDir ?? path.resolve('dist/client');
  const builtCsp = path.join(distDir, '../csp.json');
  const built = existsSync(builtCsp) ? (JSON.parse(readFileSync(builtCsp, 'utf8')) as { styleHashes?: string[] }) : {};

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(site, built) },
    crossOriginEmbedderPolicy: false,
    // Helmet's default, no-referrer, makes browsers send `Origin: null` on a plain form post, which
    // the same-origin check must refuse; same-origin still sends nothing to other sites.
    referrerPolicy: { policy: 'same-origin' },
  });
  await app.register(cookie);
  // The contact form posts without JavaScript as application/x-www-form-urlencoded.
  await app.register(formbody);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: appRouter, createContext: createContextFactory(services) },
  });

  registerContactRoutes(app, services, createAnswerPages(distDir, site));
  await registerContactWebhook(app, services);

  if (existsSync(path.join(distDir, 'index.html'))) await registerStaticSite(app, distDir);

  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
