import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeLoad, runContactLoad, storedOnceProblems, LOAD_FORM_TOKEN_SECRET } from '../../testing/contact-load';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { site } from '../../pages/site';

// The check `npm run bench:contact` makes after 30 s, made here after a few seconds.
describe.each(testDatabaseKinds)('contact form under load on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const env = loadEnv({
      DATABASE_URL: database.url ?? '',
      DATA_DIR: database.dataDir ?? '/tmp',
      RATE_LIMIT_CONTACT: '65535',
      FORM_TOKEN_SECRET: LOAD_FORM_TOKEN_SECRET,
    });
    app = await buildApp({ site, env, database, distDir: '/nonexistent', outbox: false });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('stores every acknowledged request of 50 concurrent clients exactly once, with its two mails', async () => {
    const result = await runContactLoad({ baseUrl, clients: 50, durationMs: 3_000 });
    console.log(describeLoad(result, 50));
    expect(result.statuses).toEqual({ '200': result.acked.length });
    expect(result.acked.length).toBeGreaterThan(50);
    expect(await storedOnceProblems(database.db, result)).toEqual([]);
  }, 60_000);
});
