import { buildApp } from '../server/app';
import { loadEnv } from '../server/env';
import { loadSiteOrExit } from '../content/site-file';

/** The site file, checked like content: a mistake in it prints its problem list and exits. */
const site = await loadSiteOrExit();

/**
 * One server instance for the scale-out test: the real app from the environment, with a short mail
 * lease (TEST_OUTBOX_LEASE_MS) so a killed instance's claimed mails are taken over within the test.
 * Prints its port once listening.
 */
const env = loadEnv();
const leaseMs = Number(process.env.TEST_OUTBOX_LEASE_MS ?? 120_000);
// A small batch, so every instance holds some of the queue at once.
const batchSize = Number(process.env.TEST_OUTBOX_BATCH ?? 20);
// TEST_OUTBOX_OFF: mail stays queued (a load run measures taking requests).
const outbox = process.env.TEST_OUTBOX_OFF ? false : { pollMs: 200, options: { leaseMs, batchSize, baseDelayMs: 200 } };
// TEST_DIST_DIR: a built site to serve (the storm test's miniature one); none by default.
const app = await buildApp({ site, env, distDir: process.env.TEST_DIST_DIR ?? '/nonexistent', outbox });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`instance listening on ${(app.server.address() as { port: number }).port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
