import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURE_SESSION_COOKIE } from '../../server/auth/session';
import { EMAIL_NOT_CONFIRMED, INVALID_CREDENTIALS } from '../../server/trpc/routers/auth';
import { buildTestApp, createAccount, testClock, uniqueEmail } from '../support/auth-app';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';
import { mutate, query, sessionCookie, trpcData, trpcError } from '../support/trpc-inject';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDatabaseKinds)('auth.signIn on %s', (kind) => {
  const clock = testClock();
  const server = useServerApp(kind, { now: clock.now });

  let ipCounter = 0;
  const freshIp = () => {
    ipCounter++;
    return `198.51.${100 + Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };

  it('says "Invalid login credentials" for a wrong password and for an unknown email alike', async () => {
    const { email } = await createAccount(server.database);
    const wrong = trpcError(
      await mutate(server.app, 'auth.signIn', { email, password: 'not-my-password-1' }, { ip: freshIp() }),
    );
    const unknown = trpcError(
      await mutate(
        server.app,
        'auth.signIn',
        { email: uniqueEmail('ghost'), password: 'not-my-password-1' },
        { ip: freshIp() },
      ),
    );
    expect(wrong).toEqual({
      status: 401,
      message: INVALID_CREDENTIALS,
      data: expect.objectContaining({ code: 'UNAUTHORIZED' }),
    });
    expect(unknown).toEqual(wrong);
  });

  it('says "Email not confirmed" only to someone who has the password', async () => {
    const { email, password } = await createAccount(server.database, { verified: false });
    expect(
      trpcError(await mutate(server.app, 'auth.signIn', { email, password: 'not-my-password-1' }, { ip: freshIp() })),
    ).toMatchObject({ status: 401, message: INVALID_CREDENTIALS });
    const error = trpcError(await mutate(server.app, 'auth.signIn', { email, password }, { ip: freshIp() }));
    expect(error).toMatchObject({
      status: 403,
      message: EMAIL_NOT_CONFIRMED,
      data: { appCode: 'EMAIL_NOT_CONFIRMED' },
    });
  });

  it('signs in with any letter case of the email and returns the user and the admin flag', async () => {
    const plain = await createAccount(server.database, { fullName: 'Riley Plain' });
    const admin = await createAccount(server.database, { fullName: 'Ada Admin', admin: true });
    const response = await mutate(
      server.app,
      'auth.signIn',
      { email: plain.email.toUpperCase(), password: plain.password },
      { ip: freshIp() },
    );
    expect(trpcData(response)).toEqual({
      user: { id: plain.user.id, email: plain.email, fullName: 'Riley Plain' },
      isAdmin: false,
    });
    expect(
      trpcData(
        await mutate(server.app, 'auth.signIn', { email: admin.email, password: admin.password }, { ip: freshIp() }),
      ),
    ).toMatchObject({ isAdmin: true });
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, not Secure over http, expiring with the inactivity window', async () => {
    const { email, password } = await createAccount(server.database);
    const response = await mutate(server.app, 'auth.signIn', { email, password }, { ip: freshIp() });
    const raw = String(response.headers['set-cookie']);
    expect(raw).toMatch(/^rl_session=[a-z2-7]{24}\.[a-z2-7]{32}; /);
    expect(raw).toContain('HttpOnly');
    expect(raw).toContain('SameSite=Lax');
    expect(raw).toContain('Path=/');
    expect(raw).not.toContain('Secure');
    expect(sessionCookie(response)!.expires!.getTime()).toBe(clock.now().getTime() + 7 * DAY);
  });

  it('ends a session the browser already had when it signs in again (no fixation)', async () => {
    const { email, password } = await createAccount(server.database);
    const first = sessionCookie(await mutate(server.app, 'auth.signIn', { email, password }, { ip: freshIp() }))!.value;
    const second = await mutate(server.app, 'auth.signIn', { email, password }, { ip: freshIp(), session: first });
    expect(sessionCookie(second)!.value).not.toBe(first);
    expect(trpcData(await query(server.app, 'auth.session', { session: first }))).toBeNull();
    expect(trpcData(await query(server.app, 'auth.session', { session: sessionCookie(second)!.value }))).toMatchObject({
      user: { email },
    });
  });

  it('locks an account and address pair after 5 failures in a row, with the wait in words and in seconds, even for the right password', async () => {
    const { email, password } = await createAccount(server.database);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        trpcError(await mutate(server.app, 'auth.signIn', { email, password: `wrong-guess-${i}-x` }, { ip })).status,
      ).toBe(401);
    }
    const lockedResponse = await mutate(server.app, 'auth.signIn', { email, password }, { ip });
    expect(lockedResponse.headers['retry-after']).toBe('300');
    const locked = trpcError(lockedResponse);
    expect(locked).toMatchObject({
      status: 429,
      message: 'Too many failed sign-in attempts. Try again in 5 minutes.',
      data: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 300, appCode: 'SIGN_IN_LOCKED' },
    });

    clock.advance(2 * MINUTE);
    expect(trpcError(await mutate(server.app, 'auth.signIn', { email, password }, { ip }))).toMatchObject({
      message: 'Too many failed sign-in attempts. Try again in 3 minutes.',
      data: { retryAfterSeconds: 180 },
    });

    // After the wait: one more wrong guess locks again at once; the right password works.
    clock.advance(3 * MINUTE);
    expect(
      trpcError(await mutate(server.app, 'auth.signIn', { email, password: 'wrong-guess-again' }, { ip })).status,
    ).toBe(401);
    expect(trpcError(await mutate(server.app, 'auth.signIn', { email, password }, { ip })).status).toBe(429);
    clock.advance(5 * MINUTE);
    expect(trpcData(await mutate(server.app, 'auth.signIn', { email, password }, { ip }))).toMatchObject({
      user: { email },
    });
    // Success forgets the pair's failures.
    expect(
      trpcError(await mutate(server.app, 'auth.signIn', { email, password: 'one-more-typo' }, { ip })).status,
    ).toBe(401);
    expect(trpcData(await mutate(server.app, 'auth.signIn', { email, password }, { ip }))).toMatchObject({
      user: { email },
    });
  });

  // The review's L3: five wrong passwords from anywhere locked the admin out, for as long as a
  // stranger cared to keep guessing.
  it("does not let a stranger lock the owner out: the stranger's failures lock only the stranger", async () => {
    const { email, password } = await createAccount(server.database);
    const stranger = freshIp();
    for (let i = 0; i < 7; i++)
      await mutate(server.app, 'auth.signIn', { email, password: 'wrong-guess' }, { ip: stranger });
    for (let i = 0; i < 5; i++)
      await mutate(server.app, 'auth.signIn', { email, password: 'wrong-guess' }, { ip: freshIp() });
    expect(trpcError(await mutate(server.app, 'auth.signIn', { email, password }, { ip: stranger })).status).toBe(429);
    expect(trpcData(await mutate(server.app, 'auth.signIn', { email, password }, { ip: freshIp() }))).toMatchObject({
      user: { email },
    });
  });

  it('locks an account everywhere only after 50 failures an hour spread over many addresses (the backstop), for 5 minutes', async () => {
    const { email, password } = await createAccount(server.database);
    for (let i = 0; i < 50; i++)
      await mutate(server.app, 'auth.signIn', { email, password: 'distributed-guess' }, { ip: freshIp() });
    expect(trpcError(await mutate(server.app, 'auth.signIn', { email, password }, { ip: freshIp() })).status).toBe(429);
    clock.advance(5 * MINUTE);
    expect(trpcData(await mutate(server.app, 'auth.signIn', { email, password }, { ip: freshIp() }))).toMatchObject({
      user: { email },
    });
  });

  it('locks an unknown email the same way, so the lock does not tell which addresses exist', async () => {
    const email = uniqueEmail('nobody');
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      await mutate(server.app, 'auth.signIn', { email, password: 'guess-guess-guess' }, { ip });
    expect(
      trpcError(await mutate(server.app, 'auth.signIn', { email, password: 'guess-guess-guess' }, { ip })).status,
    ).toBe(429);
  });

  it('locks an IP after 20 failures across accounts for 15 minutes; other IPs go on', async () => {
    const ip = freshIp();
    const { email, password } = await createAccount(server.database);
    for (let i = 0; i < 20; i++) {
      expect(
        trpcError(
          await mutate(
            server.app,
            'auth.signIn',
            { email: uniqueEmail('spray'), password: 'spray-password-1' },
            { ip },
          ),
        ).status,
      ).toBe(401);
    }
    expect(trpcError(await mutate(server.app, 'auth.signIn', { email, password }, { ip }))).toMatchObject({
      status: 429,
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      data: { retryAfterSeconds: 900 },
    });
    expect(trpcData(await mutate(server.app, 'auth.signIn', { email, password }, { ip: freshIp() }))).toMatchObject({
      user: { email },
    });
    clock.advance(15 * MINUTE);
    expect(trpcData(await mutate(server.app, 'auth.signIn', { email, password }, { ip }))).toMatchObject({
      user: { email },
    });
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not help', async () => {
    const { email, password } = await createAccount(server.database);
    for (let i = 1; i <= 20; i++)
      await mutate(
        server.app,
        'auth.signIn',
        { email: uniqueEmail('v6'), password: 'spray-password-1' },
        { ip: `2001:db8:aa:bb::${i.toString(16)}` },
      );
    expect(
      trpcError(await mutate(server.app, 'auth.signIn', { email, password }, { ip: '2001:db8:aa:bb:ffff::1' })).status,
    ).toBe(429);
    expect(
      trpcData(await mutate(server.app, 'auth.signIn', { email, password }, { ip: '2001:db8:aa:cc::1' })),
    ).toMatchObject({
      user: { email },
    });
  });

  it('counts failures in the database, so two server instances share one lockout', async () => {
    const other = await buildTestApp(server.database, { now: clock.now });
    try {
      const { email, password } = await createAccount(server.database);
      const ip = freshIp();
      for (let i = 0; i < 5; i++)
        await mutate(i % 2 ? server.app : other, 'auth.signIn', { email, password: 'wrong-wrong-wrong' }, { ip });
      expect(trpcError(await mutate(other, 'auth.signIn', { email, password }, { ip })).status).toBe(429);
      expect(trpcError(await mutate(server.app, 'auth.signIn', { email, password }, { ip })).status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('counts parallel failures exactly', async () => {
    const { email, password } = await createAccount(server.database);
    const ip = freshIp();
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        mutate(server.app, 'auth.signIn', { email, password: `parallel-wrong-${i}` }, { ip }),
      ),
    );
    expect(trpcError(await mutate(server.app, 'auth.signIn', { email, password }, { ip })).status).toBe(429);
  });
});

describe.each(testDatabaseKinds)('Secure session cookies on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it.each([
    ['SITE_URL is https', { SITE_URL: 'https://www.ridgelineroofing.example' }],
    ['COOKIE_SECURE=true', { COOKIE_SECURE: 'true' }],
  ])('marks the cookie Secure when %s', async (_label, env) => {
    const app = await buildTestApp(database, { env });
    try {
      const { email, password } = await createAccount(database);
      const response = await mutate(app, 'auth.signIn', { email, password });
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
      const token = sessionCookie(response, SECURE_SESSION_COOKIE)!.value;
      const signOut = await app.inject({
        method: 'POST',
        url: '/trpc/auth.signOut',
        headers: { 'content-type': 'application/json', cookie: `${SECURE_SESSION_COOKIE}=${token}` },
        payload: '{}',
      });
      expect(String(signOut.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });

  it('names the cookie __Host-rl_session over https (Secure, Path=/, no Domain) and moves an old rl_session cookie to it', async () => {
    const app = await buildTestApp(database, { env: { SITE_URL: 'https://www.ridgelineroofing.example' } });
    try {
      const { email, password } = await createAccount(database);
      const response = await mutate(app, 'auth.signIn', { email, password });
      const raw = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join('\n');
      expect(raw).toMatch(/^__Host-rl_session=[a-z2-7]{24}\.[a-z2-7]{32}; /m);
      expect(raw).toMatch(/Path=\//);
      expect(raw).not.toMatch(/Domain=/i);
      expect(sessionCookie(response)).toBeUndefined();

      // A browser signed in before the rename sends the old name: it keeps working, once moved.
      const token = sessionCookie(response, SECURE_SESSION_COOKIE)!.value;
      const moved = await query(app, 'auth.session', { session: token });
      expect(trpcData(moved)).toMatchObject({ user: { email } });
      expect(sessionCookie(moved, SECURE_SESSION_COOKIE)!.value).toBe(token);
      expect(sessionCookie(moved)!.value).toBe('');
    } finally {
      await app.close();
    }
  });
});
