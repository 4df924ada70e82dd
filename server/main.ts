import process from 'node:process';
import type { FastifyInstance } from 'fastify';
import type { Site } from '../schema/site';
import { buildApp, loggerOptions } from './app';
import { onFatalDatabaseError } from './db/embedded/fatal';
import { embeddedLeftBehindWarning } from './db/left-behind';
import { type Env, loadEnv } from './env';
import { startWatchdog } from './health/watchdog';

/**
 * Starts the server on HOST:PORT (default 127.0.0.1:3000) and stops cleanly on SIGINT/SIGTERM.
 * The site file is the caller's to read (scripts/start.ts, scripts/serve.ts): the server never imports pages/.
 */
export async function startServer(site: Site): Promise<void> {
  let app: FastifyInstance;
  let env: Env;
  try {
    env = loadEnv();
    app = await buildApp({ site, env, logger: loggerOptions() });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${env.PORT} on ${env.HOST} is in use by another program: stop it or set PORT to a free port.`
        : (error as Error).message,
    );
    await app.close();
    process.exit(1);
  }
  const port = (app.server.address() as { port: number }).port; // the real one when PORT=0
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${env.DATA_DIR}/db`;
  const mail =
    app.services.mailTransport.kind === 'smtp'
      ? `SMTP ${app.services.mailTransport.target}`
      : `.eml files in ${app.services.mailTransport.target}`;
  const leftBehind = await embeddedLeftBehindWarning(env, app.services.db).catch(() => undefined);
  if (leftBehind) console.warn(leftBehind);
  console.log(
    `${site.company.name}: site running at http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}\n  data: ${where}\n  mail: ${mail}`,
  );
  const watchdog = startWatchdog(env.WATCHDOG_SECONDS);
  onFatalDatabaseError((error) => {
    console.error(
      `FATAL: the embedded database stopped (${(error as Error).message?.slice(0, 200) ?? String(error)}); exiting so the supervisor restarts the server`,
    );
    process.exit(70);
  });
  const stop = async () => {
    // A close that cannot finish (a database that no longer answers) must not keep the process:
    // in-flight requests and queued mails get this long, then it ends anyway (by the timer, or by
    // the watchdog when the loop is blocked).
    watchdog.grace(60_000);
    setTimeout(() => {
      console.error('Shutdown took longer than 60 s: exiting without waiting further.');
      process.exit(1);
    }, 60_000).unref();
    await app.close();
    await watchdog.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
