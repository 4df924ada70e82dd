import process from 'node:process';
import { buildApp } from './app';
import { loadEnv } from './env';

/** Starts the server on HOST:PORT (default 127.0.0.1:3000) and stops cleanly on SIGINT/SIGTERM. */
export async function startServer(): Promise<void> {
  let app;
  let env;
  try {
    env = loadEnv();
    app = await buildApp({ env, logger: env.LOG_REQUESTS });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${env.DATA_DIR}/db`;
  const mail = app.services.mailTransport.kind === 'smtp' ? `SMTP ${app.services.mailTransport.target}` : `.eml files in ${app.services.mailTransport.target}`;
  console.log(`Ridgeline site running at http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}\n  data: ${where}\n  mail: ${mail}`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) await startServer();
