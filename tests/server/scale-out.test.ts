import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { SESSION_COOKIE } from '../../server/auth/session';
import { validRequest } from '../support/contact';
import { freePort, startScript, type Running } from '../../testing/processes';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

const CONTACT_LIMIT = 12;

/**
 * Three server processes on one PostgreSQL database behind a round-robin client: every promise a
 * single instance makes (per-IP limits, lockouts, sessions, each mail sent once) must hold for the
 * three together, including when one of them is killed while it holds mail.
 */
describe.runIf(process.env.DATABASE_URL)('three instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  // Mail flows freely until the last test holds it at the SMTP server, so each instance has one in flight.
  let gate: Promise<void> = Promise.resolve();
  let release: () => void = () => {};
  let instances: { process: Running; base: string }[] = [];
  let turn = 0;
  /** The round-robin "load balancer": each call goes to the next live instance. */
  const next = () => {
    const live = instances.filter((i) => i.process.child.exitCode === null && i.process.child.signalCode === null);
    return live[turn++ % live.length]!.base;
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const smtpPort = await freePort();
    sink = await startSmtpSink(smtpPort, { hold: () => gate });
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SITE_URL: 'http://127.0.0.1:3999',
      FORM_TOKEN_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_CONTACT: String(CONTACT_LIMIT),
      // Every request is Dana's (validRequest): each one's confirmation is counted below.
      CONTACT_CONFIRMATIONS_PER_ADDRESS: '1000',
      // Longer than a mail is held below, so only a dead instance's mails are taken over.
      TEST_OUTBOX_LEASE_MS: '8000',
      TEST_OUTBOX_BATCH: '2',
      PORT: '0',
    };
    const started = await Promise.all(
      [0, 1, 2].map(() => startScript('scripts/instance.ts', env, /instance listening on \d+/, 90_000)),
    );
    instances = started.map((process) => ({
      process,
      base: `http://127.0.0.1:${/instance listening on (\d+)/.exec(process.output())![1]}`,
    }));
  }, 120_000);

  afterAll(async () => {
    release();
    for (const instance of instances) await instance.process.stop();
    await sink?.stop();
    await database?.drop();
  });

  const json = { 'content-type': 'application/json' };

  it('150 contact requests from one address, spread over the three, store the configured number', async () => {
    const ip = '10.77.0.1';
    // One start token per form shown, as 150 page views would fetch them.
    const tokens = await Promise.all(
      Array.from(
        { length: 150 },
        async () => (await (await fetch(`${next()}/api/contact/token`)).json()).token as string,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // a person takes longer than the bot check's 2 s
    const statuses: number[] = [];
    for (let batch = 0; batch < 150; batch += 15) {
      const answers = await Promise.all(
        tokens.slice(batch, batch + 15).map((formToken) =>
          fetch(`${next()}/api/contact`, {
            method: 'POST',
            headers: { ...json, 'x-forwarded-for': ip },
            body: JSON.stringify(validRequest({ formToken })),
          }),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(CONTACT_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(150 - CONTACT_LIMIT);
    const stored = await database.db
      .selectFrom('contact_submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(stored.n).toBe(CONTACT_LIMIT);
  }, 60_000);

  it('a session made on one instance works on the others, and signing out on one ends it on all', async () => {
    const email = 'owner@scale.example';
    const password = 'Slate-Gutter-Ridge-4471';
    const [user] = await database.db
      .insertInto('users')
      .values({
        email,
        full_name: 'Scale Owner',
        password_hash: await hashPassword(password),
        email_verified_at: new Date(),
        created_at: new Date(),
      } as never)
      .returning('id')
      .execute();
    expect(user).toBeDefined();
    const signIn = await fetch(`${instances[0]!.base}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '10.77.1.1' },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(signIn.headers.get('set-cookie') ?? '')![1]!;
    const cookie = `${SESSION_COOKIE}=${token}`;
    for (const { base } of instances) {
      const session = await (await fetch(`${base}/trpc/auth.session`, { headers: { cookie } })).json();
      expect(session.result.data.user.email).toBe(email);
    }
    expect(
      (
        await fetch(`${instances[2]!.base}/trpc/auth.signOut`, {
          method: 'POST',
          headers: { ...json, cookie },
          body: '{}',
        })
      ).status,
    ).toBe(200);
    for (const { base } of instances) {
      expect((await (await fetch(`${base}/trpc/auth.session`, { headers: { cookie } })).json()).result.data).toBeNull();
    }
  }, 60_000);

  it('a sign-in lockout earned on some instances holds on the others', async () => {
    const email = 'locked@scale.example';
    const password = 'Copper-Flashing-Valley-82';
    await database.db
      .insertInto('users')
      .values({
        email,
        full_name: 'Locked Owner',
        password_hash: await hashPassword(password),
        email_verified_at: new Date(),
        created_at: new Date(),
      } as never)
      .execute();
    const attempt = (base: string, pw: string) =>
      fetch(`${base}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': '10.77.2.1' },
        body: JSON.stringify({ email, password: pw }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt(next(), 'wrong guess')).status).toBe(401);
    for (const { base } of instances) {
      const refused = await attempt(base, password);
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.data.appCode).toBe('SIGN_IN_LOCKED');
    }
  }, 60_000);

  it('delivers every mail exactly once, while one instance is killed holding mail', async () => {
    const mails = () => database.db.selectFrom('email_outbox').select(['status', 'attempts']).execute();
    await expect
      .poll(async () => (await mails()).every((m) => m.status === 'sent'), { timeout: 30_000, interval: 250 })
      .toBe(true);
    expect(sink.received).toHaveLength(CONTACT_LIMIT * 2); // a confirmation and an office notice each
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tokens = await Promise.all(
      Array.from(
        { length: CONTACT_LIMIT },
        async () => (await (await fetch(`${next()}/api/contact/token`)).json()).token as string,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    for (const formToken of tokens) {
      const answer = await fetch(`${next()}/api/contact`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': '10.77.3.1' },
        body: JSON.stringify(validRequest({ formToken })),
      });
      expect(answer.status).toBe(200);
    }
    // Each instance is inside an SMTP transaction, waiting for the server's answer, with more claimed.
    await expect.poll(() => sink.waiting(), { timeout: 30_000, interval: 50 }).toBe(3);
    instances[0]!.process.child.kill('SIGKILL');
    await instances[0]!.process.exited;
    // The sink learns of the dead connection by its own event; released before that, it would
    // count a message whose sender never heard "250 OK" (and whose mail the survivors send again).
    await expect.poll(() => sink.abandoned(), { timeout: 10_000, interval: 50 }).toBe(1);
    release();
    await expect
      .poll(async () => (await mails()).every((m) => m.status === 'sent'), { timeout: 60_000, interval: 250 })
      .toBe(true);
    const ids = sink.received.map((m) => m.messageId);
    expect(ids).toHaveLength(CONTACT_LIMIT * 4);
    expect(new Set(ids).size).toBe(ids.length);
    // The killed instance's mails were taken over: at least one was sent on a second attempt.
    expect((await mails()).some((m) => m.attempts > 1)).toBe(true);
  }, 120_000);
});
