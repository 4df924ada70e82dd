import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { startScript, type Running } from '../../testing/processes';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import {
  describeLoad,
  LOAD_FORM_TOKEN_SECRET,
  runContactLoad,
  storedOnceProblems,
  type LoadResult,
} from '../../testing/contact-load';
import { loadSiteOrExit } from '../../content/site-file';

/** The site file, checked like content: a mistake in it prints its problem list and exits. */
const site = await loadSiteOrExit();

/**
 * `npm run bench:contact`: 50 clients send the contact form for 30 s to a real listening server
 * with a throwaway database (PostgreSQL when DATABASE_URL is set, else embedded), then every
 * acknowledged request is checked to be stored exactly once with its two mails. The rate limit is
 * raised for the run (it is configuration); everything else is as in production.
 * BENCH_CLIENTS and BENCH_SECONDS override the size of the run.
 *
 * `npm run bench:contact -- --instances 3` (PostgreSQL only): three server processes on one
 * database; the same load first to one of them, then round-robin over all three, and the
 * throughput of each run.
 */
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const instancesFlag = process.argv.indexOf('--instances');
const instances = instancesFlag === -1 ? 1 : Number(process.argv[instancesFlag + 1]);
if (!Number.isInteger(instances) || instances < 1 || instances > 8) {
  console.error('--instances takes a whole number from 1 to 8, e.g. npm run bench:contact -- --instances 3');
  process.exit(2);
}
if (instances > 1 && !process.env.DATABASE_URL) {
  console.error(
    '--instances needs a PostgreSQL every instance shares: set DATABASE_URL (the embedded database serves one process).',
  );
  process.exit(2);
}

const database = await createTestDatabase(process.env.DATABASE_URL ? 'postgres' : 'embedded');

function check(result: LoadResult, problems: string[]) {
  if (problems.length) {
    console.error(`\n${problems.length} problems with the stored data:\n${problems.slice(0, 20).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `Checked: all ${result.acked.length} acknowledged requests are stored exactly once, each with its 2 mails.`,
    );
  }
}

try {
  if (instances === 1) {
    const env = loadEnv({
      ...process.env,
      DATABASE_URL: database.url ?? '',
      DATA_DIR: database.dataDir ?? 'data',
      RATE_LIMIT_CONTACT: '65535',
      CONTACT_CONFIRMATIONS_PER_HOUR: '1000000',
      FORM_TOKEN_SECRET: LOAD_FORM_TOKEN_SECRET,
      MAIL_TRANSPORT: 'file', // mail stays queued (no worker); nothing is sent
    });
    // Mail stays queued: the run measures taking requests, and the check counts the queued mails.
    const app = await buildApp({ site, env, database, distDir: path.resolve('dist/client'), outbox: false });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      console.log(`Contact form load on ${database.location}`);
      const result = await runContactLoad({ baseUrl, clients, durationMs: seconds * 1000 });
      console.log(describeLoad(result, clients));
      check(result, await storedOnceProblems(database.db, result));
    } finally {
      await app.close();
    }
  } else {
    await runOnInstances(database, instances);
  }
} finally {
  await database.drop();
}

async function runOnInstances(database: TestDatabase, count: number) {
  // One public address for all instances, as behind a balancer: the Origin every form post carries.
  const siteUrl = 'http://127.0.0.1:3999';
  const env = {
    SITE_URL: siteUrl,
    DATABASE_URL: database.url,
    DATA_DIR: path.resolve('data'),
    RATE_LIMIT_CONTACT: '65535',
    CONTACT_CONFIRMATIONS_PER_HOUR: '1000000',
    FORM_TOKEN_SECRET: LOAD_FORM_TOKEN_SECRET,
    REDIS_URL: process.env.REDIS_URL,
    TEST_OUTBOX_OFF: '1',
    MAIL_TRANSPORT: 'file',
  };
  const started: Running[] = await Promise.all(
    Array.from({ length: count }, () => startScript('scripts/instance.ts', env, /instance listening on \d+/, 90_000)),
  );
  try {
    const urls = started.map(
      (process) => `http://127.0.0.1:${/instance listening on (\d+)/.exec(process.output())![1]}`,
    );
    console.log(
      `Contact form load on ${database.location}, ${count} server processes, counters in ${process.env.REDIS_URL ? 'Redis' : 'PostgreSQL'}`,
    );
    const one = await runContactLoad({ baseUrl: urls[0]!, origin: siteUrl, clients, durationMs: seconds * 1000 });
    console.log(`\nOne instance:\n${describeLoad(one, clients)}`);
    check(one, await storedOnceProblems(database.db, one));
    const all = await runContactLoad({
      baseUrl: urls[0]!,
      baseUrls: urls,
      origin: siteUrl,
      clients,
      durationMs: seconds * 1000,
    });
    console.log(`\n${count} instances, round-robin:\n${describeLoad(all, clients)}`);
    // The table holds both runs' rows: check them against both runs' requests.
    check(
      all,
      await storedOnceProblems(database.db, {
        ...all,
        acked: [...one.acked, ...all.acked],
        unacked: [...one.unacked, ...all.unacked],
      }),
    );
    if (
      Object.keys(all.statuses).some((status) => status !== '200') ||
      Object.keys(one.statuses).some((status) => status !== '200')
    )
      process.exitCode = 1;
    const rate = (r: LoadResult) => r.acked.length / (r.elapsedMs / 1000);
    console.log(
      `\nThroughput: ${rate(one).toFixed(0)}/s on one instance, ${rate(all).toFixed(0)}/s on ${count} (×${(rate(all) / rate(one)).toFixed(2)}).`,
    );
  } finally {
    for (const process of started) await process.stop();
  }
}
