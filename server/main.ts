import process from 'node:process';
import type { FastifyInstance } from 'fastify';
import type { Site } from '../schema/site';
import { buildApp, loggerOptions } from './app';
import { embeddedLeftBehindWarning } from './db/left-behind';
import { type Env, loadEnv } from './env';

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
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
