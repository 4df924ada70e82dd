import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContactLoad, storedOnceProblems, LOAD_FORM_TOKEN_SECRET } from '../../testing/contact-load';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { readLock } from '../../server/db/embedded/data-dir-lock';
import { migrateToLatest } from '../../server/db/migrate';
import { embeddedDbDir, loadEnv } from '../../server/env';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { site } from '../support/site';
import { primaryOffice } from '../../schema/office';
import { contactMessages } from '../../shared/contact-rules';

/** Closes the connection through the proxy, then the proxy, then the database behind it. */
const closing = (proxied: DatabaseHandle, proxy: TcpProxy, dropDirect: () => Promise<void>) => async () => {
  await proxied.close();
  await proxy.close();
  await dropDirect();
};

/**
 * The server's database behind a TCP proxy the test can cut: PostgreSQL directly, and the
 * embedded database through the socket a running server shares it on. `direct` is a connection
 * that does not go through the proxy, for checking the data afterwards.
 */
async function databaseBehindProxy(
  kind: 'postgres' | 'embedded',
): Promise<{ proxied: DatabaseHandle; direct: DatabaseHandle; proxy: TcpProxy; drop: () => Promise<void> }> {
  if (kind === 'postgres') {
    const direct: TestDatabase = await createTestDatabase('postgres');
    const url = new URL(direct.url!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const proxied = await openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: 'unused' }, { command: 'test' });
    return { proxied, direct, proxy, drop: closing(proxied, proxy, () => direct.drop()) };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rl-outage-'));
  const direct = await openDatabase({ DATA_DIR: dataDir }, { command: 'test', share: true });
  await migrateToLatest(direct.db);
  const shared = readLock(embeddedDbDir({ DATA_DIR: dataDir }))!.shared!;
  const proxy = await startTcpProxy(
    shared.host.startsWith('/')
      ? { path: path.join(shared.host, `.s.PGSQL.${shared.port}`) }
      : { host: shared.host, port: shared.port },
  );
  const proxied = await openDatabase(
    { DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`, DATA_DIR: 'unused' },
    { command: 'test' },
  );
  return {
    proxied,
    direct,
    proxy,
    drop: closing(proxied, proxy, async () => {
      await direct.close();
      rmSync(dataDir, { recursive: true, force: true });
    }),
  };
}

describe.each(testDatabaseKinds)('contact requests while the database goes away and comes back, on %s', (kind) => {
  let setup: Awaited<ReturnType<typeof databaseBehindProxy>>;
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    setup = await databaseBehindProxy(kind);
    const env = loadEnv({
      DATA_DIR: '/tmp',
      RATE_LIMIT_CONTACT: '65535',
      CONTACT_CONFIRMATIONS_PER_HOUR: '1000000',
      FORM_TOKEN_SECRET: LOAD_FORM_TOKEN_SECRET,
    });
    app = await buildApp({
      site,
      env,
      database: setup.proxied,
      distDir: '/nonexistent',
      outbox: false,
      // The alarms would rightly see the cuts (the shared rate-limit store stops answering) and mail
      // the owner; this test counts the contact mails alone. tests/server/alarms.test.ts covers those.
      jobs: false,
    });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await setup?.drop();
  });

  it('answers 503 with words to act on, writes nothing by halves, and serves again without a restart', async () => {
    // Six outages of 400 ms, a second apart: each cut drops requests mid-transaction, at any step.
    const timers = [1, 2, 3, 4, 5, 6].flatMap((n) => [
      setTimeout(() => setup.proxy.cut(), n * 1_000),
      setTimeout(() => setup.proxy.restore(), n * 1_000 + 400),
    ]);
    // Clients behave like the form: after a 503 they send the same request (same key) again.
    const result = await runContactLoad({ baseUrl, clients: 10, durationMs: 8_000, retryUnavailable: true });
    timers.forEach(clearTimeout);

    expect(result.statuses['503']).toBeGreaterThan(0);
    // The form's own words for an outage, with the number to call instead.
    expect(result.messages['503']).toEqual([contactMessages(primaryOffice(site).phone).unavailable]);
    expect(Object.keys(result.statuses).sort()).toEqual(['200', '503']);
    expect(result.unacked).toEqual([]);
    // Every request ended stored exactly once with both mails, including those whose answer was lost.
    expect(await storedOnceProblems(setup.direct.db, result)).toEqual([]);
    expect(result.acked.length).toBeGreaterThan(10);
  }, 90_000);
});
