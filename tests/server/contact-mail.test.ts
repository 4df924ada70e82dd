import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContactLoad, storedOnceProblems, LOAD_FORM_TOKEN_SECRET } from '../../testing/contact-load';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { freePort, startSmtpSink } from '../support/smtp-sink';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { site } from '../../pages/site';

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDatabaseKinds)('contact mail with the SMTP server down, then up, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  let smtpPort: number;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtpPort = await freePort();
    const env = loadEnv({
      DATABASE_URL: database.url ?? '',
      DATA_DIR: database.dataDir ?? '/tmp',
      RATE_LIMIT_CONTACT: '65535',
      FORM_TOKEN_SECRET: LOAD_FORM_TOKEN_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    // Fast retries, and enough of them that the outage never turns a mail into "failed".
    app = await buildApp({
      site,
      env,
      database,
      distDir: '/nonexistent',
      outbox: { pollMs: 50, options: { baseDelayMs: 50, maxDelayMs: 300, maxAttempts: 10_000 } },
    });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('takes every request while mail cannot leave, then delivers every mail exactly once', async () => {
    // smtp-server greets each connection after 100 ms and the worker opens one per mail, so keep it to a few dozen.
    const result = await runContactLoad({ baseUrl, clients: 3, durationMs: 800 });
    expect(result.statuses).toEqual({ '200': result.acked.length });
    expect(await storedOnceProblems(database.db, result)).toEqual([]);
    const outbox = () => database.db.selectFrom('email_outbox').selectAll().execute();
    // The worker has tried and failed (connection refused): the mail waits in the table.
    await until('every mail has failed once', async () =>
      (await outbox()).every((mail) => mail.attempts >= 1 && mail.status === 'pending' && mail.last_error),
    );

    const smtp = await startSmtpSink(smtpPort);
    try {
      await until('every mail is sent', async () => (await outbox()).every((mail) => mail.status === 'sent'), 60_000);
      // A duplicate could only come from a pass still running: once none is, every send has been made.
      await app.mailWorker.idle();
      const mails = await outbox();
      expect(mails).toHaveLength(result.acked.length * 2);
      expect(smtp.received).toHaveLength(mails.length);
      const delivered = new Map(smtp.received.map((mail) => [mail.messageId, mail]));
      expect(delivered.size).toBe(mails.length);
      for (const mail of mails) {
        const got = delivered.get(`<outbox-${mail.id}-${mail.created_at.getTime()}@ridgeline.mail>`);
        expect(got?.to, `outbox mail ${mail.id}`).toEqual([mail.recipient]);
      }
    } finally {
      await smtp.stop();
    }
  }, 90_000);
});
