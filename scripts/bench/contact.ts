import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { createTestDatabase } from '../../tests/support/test-database';
import { describeLoad, runContactLoad, storedOnceProblems, LOAD_FORM_TOKEN_SECRET } from './contact-load';

/**
 * `npm run bench:contact`: 50 clients send the contact form for 30 s to a real listening server
 * with a throwaway database (PostgreSQL when DATABASE_URL is set, else embedded), then every
 * acknowledged request is checked to be stored exactly once with its two mails. The rate limit is
 * raised for the run (it is configuration); everything else is as in production.
 * BENCH_CLIENTS and BENCH_SECONDS override the size of the run.
 */
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);

const database = await createTestDatabase(process.env.DATABASE_URL ? 'postgres' : 'embedded');
const env = loadEnv({ ...process.env, DATABASE_URL: database.url ?? '', DATA_DIR: database.dataDir ?? 'data', RATE_LIMIT_CONTACT: '65535', FORM_TOKEN_SECRET: LOAD_FORM_TOKEN_SECRET });
// Mail stays queued: the run measures taking requests, and the check counts the queued mails.
const app = await buildApp({ env, database, distDir: path.resolve('dist/client'), outbox: false });
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

try {
  console.log(`Contact form load on ${database.location}`);
  const result = await runContactLoad({ baseUrl, clients, durationMs: seconds * 1000 });
  console.log(describeLoad(result, clients));
  const problems = await storedOnceProblems(database.db, result);
  if (problems.length) {
    console.error(`\n${problems.length} problems with the stored data:\n${problems.slice(0, 20).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`Checked: all ${result.acked.length} acknowledged requests are stored exactly once, each with its 2 mails.`);
  }
} finally {
  await app.close();
  await database.drop();
}
