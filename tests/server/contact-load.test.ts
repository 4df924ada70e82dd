import { describe, expect, it } from 'vitest';
import { describeLoad, runContactLoad, storedOnceProblems, LOAD_FORM_TOKEN_SECRET } from '../../testing/contact-load';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';

// The check `npm run bench:contact` makes after 30 s, made here after a few seconds.
describe.each(testDatabaseKinds)('contact form under load on %s', (kind) => {
  const server = useServerApp(kind, {
    env: { RATE_LIMIT_CONTACT: '65535', FORM_TOKEN_SECRET: LOAD_FORM_TOKEN_SECRET },
    listen: true,
  });

  it('stores every acknowledged request of 50 concurrent clients exactly once, with its two mails', async () => {
    const result = await runContactLoad({ baseUrl: server.baseUrl, clients: 50, durationMs: 3_000 });
    console.log(describeLoad(result, 50));
    expect(result.statuses).toEqual({ '200': result.acked.length });
    expect(result.acked.length).toBeGreaterThan(50);
    expect(await storedOnceProblems(server.database.db, result)).toEqual([]);
  }, 60_000);
});
