import process from 'node:process';
import { buildApp } from './app';

/** Starts the server on HOST:PORT (default 127.0.0.1:3000) and stops cleanly on SIGINT/SIGTERM. */
export async function startServer(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const app = await buildApp({ logger: process.env.LOG_REQUESTS === '1' });
  await app.listen({ port, host });
  console.log(`Ridgeline site running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) await startServer();
