import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../server/db/errors';
import { createMailTransport } from '../../server/mail/transport';
import { buildTestApp, createAccount, GOOD_PASSWORD, uniqueEmail } from '../support/auth-app';
import { freePort } from '../../testing/processes';
import { useServerApp } from '../support/server-app';
import { startSmtpSink } from '../support/smtp-sink';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { mutate, query, sessionCookie, trpcData, trpcError } from '../support/trpc-inject';

describe.each(testDatabaseKinds)('mail outbox against a real SMTP server on %s', (kind) => {
  let port: number;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  beforeAll(async () => {
    port = await freePort();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  const server = useServerApp(kind, () => ({
    mailTransport: createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: 'unused' }),
    outbox: { pollMs: 100, options: { baseDelayMs: 100, maxDelayMs: 400 } },
  }));

  it('keeps mail while the SMTP server is down, then delivers every mail exactly once when it is up', async () => {
    const emails = Array.from({ length: 5 }, () => uniqueEmail('outbox'));
    for (const email of emails) {
      expect(
        trpcData(
          await mutate(server.app, 'auth.signUp', {
            fullName: 'Sam Outbox',
            email,
            password: GOOD_PASSWORD,
            confirmPassword: GOOD_PASSWORD,
          }),
        ),
      ).toEqual({ ok: true });
    }
    // Down: every mail is tried, fails, and waits for its next attempt.
    await expect
      .poll(
        async () => {
          const rows = await server.database.db
            .selectFrom('email_outbox')
            .select(['attempts', 'status', 'last_error'])
            .execute();
          return (
            rows.length === 5 &&
            rows.every((row) => row.attempts >= 2 && row.status !== 'sent' && /ECONNREFUSED/.test(row.last_error ?? ''))
          );
        },
        { message: 'failed attempts while SMTP is down', timeout: 20_000 },
      )
      .toBe(true);

    // The admin's note tells the truth meanwhile.
    const { email, password } = await createAccount(server.database, { admin: true });
    const cookie = sessionCookie(await mutate(server.app, 'auth.signIn', { email, password }))!.value;
    const status = trpcData<{ transport: { kind: string; target: string }; waiting: number; lastError: string }>(
      await query(server.app, 'auth.mailStatus', { session: cookie }),
    );
    expect(status).toMatchObject({
      transport: { kind: 'smtp', target: `smtp://127.0.0.1:${port}` },
      waiting: 5,
      failed: 0,
    });
    expect(status.lastError).toMatch(/ECONNREFUSED/);

    // Up: all delivered.
    const sink = await startSmtpSink(port);
    smtp = sink;
    await expect
      .poll(
        async () =>
          (await server.database.db.selectFrom('email_outbox').select('status').execute()).every(
            (row) => row.status === 'sent',
          ),
        { message: 'every mail sent', timeout: 20_000 },
      )
      .toBe(true);
    expect(trpcData(await query(server.app, 'auth.mailStatus', { session: cookie }))).toMatchObject({
      waiting: 0,
      failed: 0,
      sent: 5,
    });
    // A second send could only come from a pass still running: once none is, every send has been made.
    await server.app.mailWorker.idle();

    expect(sink.received.map((mail) => mail.to[0]).sort()).toEqual([...emails].sort());
    expect(new Set(sink.received.map((mail) => mail.messageId)).size).toBe(5);
    for (const mail of sink.received) {
      expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
      // Quoted-printable may fold a long line anywhere (a soft break is "=" at a line's end).
      expect(mail.raw.replace(/=\r?\n/g, '')).toContain('/api/auth/verify?token=');
    }

    // Once sent, the outbox keeps no working link: the secret half of each token is gone.
    const unQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const tokens = sink.received.map((mail) => /token=([a-z2-7]+\.[a-z2-7]+)/.exec(unQuotedPrintable(mail.raw))![1]!);
    const stored = JSON.stringify(
      await server.database.db.selectFrom('email_outbox').select(['text_body', 'html_body']).execute(),
    );
    for (const token of tokens) {
      expect(stored).not.toContain(token.split('.')[1]);
      expect(stored).toContain(`${token.split('.')[0]}.removed-after-sending`);
    }
  });
});

// A PostgreSQL server that goes away and comes back. The embedded database lives inside the
// server process, so it cannot go away on its own: this case is PostgreSQL's.
describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))('a database outage on %s', (kind) => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let throughProxy: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const direct = new URL(database.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url!);
    proxied.host = `127.0.0.1:${proxy.port}`;
    throughProxy = await openDatabase({ DATABASE_URL: proxied.toString(), DATA_DIR: 'unused' }, { command: 'test' });
    app = await buildTestApp({ ...database, ...throughProxy, drop: database.drop });
  });
  afterAll(async () => {
    await app?.close();
    await throughProxy?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 "Service temporarily unavailable, please try again" while it is gone and recovers without a restart', async () => {
    const { email, password } = await createAccount(database);
    const cookie = sessionCookie(await mutate(app, 'auth.signIn', { email, password }))!.value;
    expect(trpcData(await query(app, 'auth.session', { session: cookie }))).toMatchObject({ user: { email } });

    await proxy.cut();
    for (const response of [
      await query(app, 'auth.session', { session: cookie }),
      await mutate(app, 'auth.signIn', { email, password }),
      await mutate(app, 'auth.signUp', {
        fullName: 'Out Age',
        email: uniqueEmail('outage'),
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
      }),
    ]) {
      expect(trpcError(response)).toMatchObject({ status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(response.body).not.toMatch(/ECONNREFUSED|select|insert|\.ts:\d+|stack/i);
    }
    const link = await app.inject({
      method: 'GET',
      url: '/api/auth/verify?token=aaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
    });
    expect(link.headers.location).toBe('/auth?verify=unavailable');

    await proxy.restore();
    expect(trpcData(await query(app, 'auth.session', { session: cookie }))).toMatchObject({ user: { email } });
    expect((await mutate(app, 'auth.signIn', { email, password })).statusCode).toBe(200);
  });
});
