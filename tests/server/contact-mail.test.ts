import { beforeAll, describe, expect, it } from 'vitest';
import { defaultMailFrom } from '../../server/app';
import { runContactLoad, storedOnceProblems, LOAD_FORM_TOKEN_SECRET } from '../../testing/contact-load';
import { freePort } from '../../testing/processes';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';
import { site } from '../support/site';
import { startSmtpSink } from '../support/smtp-sink';

describe.each(testDatabaseKinds)('contact mail with the SMTP server down, then up, on %s', (kind) => {
  let smtpPort: number;
  beforeAll(async () => {
    smtpPort = await freePort();
  });
  const server = useServerApp(kind, () => ({
    env: {
      RATE_LIMIT_CONTACT: '65535',
      FORM_TOKEN_SECRET: LOAD_FORM_TOKEN_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
    // Fast retries, and enough of them that the outage never turns a mail into "failed".
    outbox: { pollMs: 50, options: { baseDelayMs: 50, maxDelayMs: 300, maxAttempts: 10_000 } },
    listen: true,
  }));

  it('takes every request while mail cannot leave, then delivers every mail exactly once', async () => {
    // smtp-server greets each connection after 100 ms and the worker opens one per mail, so keep it to a few dozen.
    const result = await runContactLoad({ baseUrl: server.baseUrl, clients: 3, durationMs: 800 });
    expect(result.statuses).toEqual({ '200': result.acked.length });
    expect(await storedOnceProblems(server.database.db, result)).toEqual([]);
    const outbox = () => server.database.db.selectFrom('email_outbox').selectAll().execute();
    // The worker has tried and failed (connection refused): the mail waits in the table.
    await expect
      .poll(
        async () =>
          (await outbox()).every((mail) => mail.attempts >= 1 && mail.status === 'pending' && !!mail.last_error),
        { message: 'every mail has failed once', timeout: 90_000, interval: 100 },
      )
      .toBe(true);

    const smtp = await startSmtpSink(smtpPort);
    try {
      await expect
        .poll(async () => (await outbox()).every((mail) => mail.status === 'sent'), {
          message: 'every mail is sent',
          timeout: 90_000,
          interval: 100,
        })
        .toBe(true);
      // A duplicate could only come from a pass still running: once none is, every send has been made.
      await server.app.mailWorker.idle();
      const mails = await outbox();
      expect(mails).toHaveLength(result.acked.length * 2);
      expect(smtp.received).toHaveLength(mails.length);
      const delivered = new Map(smtp.received.map((mail) => [mail.messageId, mail]));
      expect(delivered.size).toBe(mails.length);
      // Message-IDs name the sender's domain, the one the site file's URL gives the default From.
      const domain = /@([^>]+)>$/.exec(defaultMailFrom(site))![1];
      for (const mail of mails) {
        const got = delivered.get(`<outbox-${mail.id}-${mail.created_at.getTime()}@${domain}>`);
        expect(got?.to, `outbox mail ${mail.id}`).toEqual([mail.recipient]);
      }
    } finally {
      await smtp.stop();
    }
  }, 200_000);
});
