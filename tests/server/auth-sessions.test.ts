import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../server/auth/tokens';
import { cleanUpExpired } from '../../server/maintenance';
import { createAccount, SITE, testClock } from '../support/auth-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';
import { dumpAuthTables, mutate, query, sessionCookie, trpcData, trpcError } from '../support/trpc-inject';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds)('sessions on %s', (kind) => {
  const clock = testClock();
  const server = useServerApp(kind, { now: clock.now });

  async function signedIn(options: { admin?: boolean } = {}) {
    const account = await createAccount(server.database, options);
    const response = await mutate(server.app, 'auth.signIn', { email: account.email, password: account.password });
    const token = sessionCookie(response)!.value;
    const row = await server.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', token.split('.')[0]!)
      .executeTakeFirstOrThrow();
    return { ...account, token, row };
  }
  const lastUsed = async (id: string) =>
    (await server.database.db.selectFrom('sessions').select('last_used_at').where('id', '=', id).executeTakeFirst())
      ?.last_used_at;

  it('answers auth.session with null and sets no cookie for a visitor without one', async () => {
    const response = await query(server.app, 'auth.session');
    expect(trpcData(response)).toBeNull();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('stores only the token id and a SHA-256 of its secret, never the token', async () => {
    const { token, row } = await signedIn();
    const [id, secret] = token.split('.') as [string, string];
    expect(row.id).toBe(id);
    expect(row.secret_hash).toBe(hashSecret(secret));
    const dump = await dumpAuthTables(server.database.db);
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain(token);
  });

  it('writes last-used at most every 5 minutes, and re-sets the cookie with the moved expiry', async () => {
    const { token, row, email } = await signedIn();
    clock.advance(4 * MINUTE);
    const early = await query(server.app, 'auth.session', { session: token });
    expect(trpcData(early)).toMatchObject({ user: { email } });
    expect(await lastUsed(row.id)).toEqual(row.last_used_at);

    clock.advance(2 * MINUTE);
    const renewed = await query(server.app, 'auth.session', { session: token });
    expect(trpcData(renewed)).toMatchObject({ user: { email } });
    expect(await lastUsed(row.id)).toEqual(clock.now());
    const cookie = sessionCookie(renewed)!;
    expect(cookie.value).toBe(token);
    expect(cookie.expires!.getTime()).toBe(clock.now().getTime() + 7 * DAY);
    expect(String(renewed.headers['set-cookie'])).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);
  });

  it('ends a session unused for 7 days: null, cookie cleared, row gone', async () => {
    const { token, row } = await signedIn();
    clock.advance(7 * DAY - MINUTE);
    expect(trpcData(await query(server.app, 'auth.session', { session: token }))).not.toBeNull();
    clock.advance(7 * DAY);
    const expired = await query(server.app, 'auth.session', { session: token });
    expect(trpcData(expired)).toBeNull();
    const cleared = sessionCookie(expired)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await lastUsed(row.id)).toBeUndefined();
  });

  it('ends a session 30 days after sign-in however often it is used', async () => {
    const { token } = await signedIn();
    for (let day = 5; day < 30; day += 5) {
      clock.advance(5 * DAY);
      expect(trpcData(await query(server.app, 'auth.session', { session: token })), `day ${day}`).not.toBeNull();
    }
    clock.advance(5 * DAY);
    expect(trpcData(await query(server.app, 'auth.session', { session: token }))).toBeNull();
  });

  it('ends an admin session 12 hours after sign-in however often it is used, and after 4 hours unused', async () => {
    const busy = await signedIn({ admin: true });
    const idle = await signedIn({ admin: true });
    const cookie = sessionCookie(
      await mutate(server.app, 'auth.signIn', { email: busy.email, password: busy.password }),
    )!;
    expect(cookie.expires!.getTime()).toBe(clock.now().getTime() + 4 * HOUR);
    for (let hour = 3; hour < 12; hour += 3) {
      clock.advance(3 * HOUR);
      expect(trpcData(await query(server.app, 'auth.session', { session: busy.token })), `hour ${hour}`).not.toBeNull();
    }
    // The idle one was not used for 12 hours; it ended at 4.
    expect(trpcData(await query(server.app, 'auth.session', { session: idle.token }))).toBeNull();
    clock.advance(3 * HOUR);
    expect(trpcData(await query(server.app, 'auth.session', { session: busy.token }))).toBeNull();
  });

  it('applies the admin limits to a live session as soon as the role is granted, and the clean-up removes it', async () => {
    const user = await signedIn();
    clock.advance(13 * HOUR);
    expect(trpcData(await query(server.app, 'auth.session', { session: user.token }))).not.toBeNull();
    await server.database.db.insertInto('user_roles').values({ user_id: user.user.id, role: 'owner' }).execute();
    await cleanUpExpired(server.database.db, clock.now());
    expect(await lastUsed(user.row.id)).toBeUndefined();
    expect(trpcData(await query(server.app, 'auth.session', { session: user.token }))).toBeNull();
  });

  it('clears a cookie that names no session, without an error', async () => {
    for (const bad of ['garbage', 'aaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb']) {
      const response = await query(server.app, 'auth.session', { session: bad });
      expect(response.statusCode).toBe(200);
      expect(trpcData(response)).toBeNull();
      expect(sessionCookie(response)!.value).toBe('');
    }
  });

  it('refuses a right id with a wrong secret', async () => {
    const { token } = await signedIn();
    const forged = `${token.split('.')[0]}.${'a'.repeat(32)}`;
    expect(trpcData(await query(server.app, 'auth.session', { session: forged }))).toBeNull();
    expect(trpcData(await query(server.app, 'auth.session', { session: token }))).not.toBeNull();
  });

  it('signOut kills the session on the server, not just the cookie', async () => {
    const { token, row } = await signedIn();
    const response = await mutate(server.app, 'auth.signOut', {}, { session: token });
    expect(trpcData(response)).toEqual({ ok: true });
    expect(sessionCookie(response)!.value).toBe('');
    expect(await lastUsed(row.id)).toBeUndefined();
    expect(trpcData(await query(server.app, 'auth.session', { session: token }))).toBeNull();
  });

  it('the hourly clean-up removes expired sessions, used-up mail links and old failure counts, and nothing live', async () => {
    const live = await signedIn();
    const old = await signedIn();
    await mutate(server.app, 'auth.signIn', { email: old.email, password: 'a-wrong-password-1' });
    await mutate(server.app, 'auth.requestPasswordReset', { email: old.email });
    await server.app.services.background.idle();
    clock.advance(4 * DAY);
    expect(trpcData(await query(server.app, 'auth.session', { session: live.token }))).not.toBeNull(); // used, so it lives on
    clock.advance(3 * DAY + MINUTE);
    await cleanUpExpired(server.database.db, clock.now());
    const ids = (await server.database.db.selectFrom('sessions').select('id').execute()).map((row) => row.id);
    expect(ids).toContain(live.row.id);
    expect(ids).not.toContain(old.row.id);
    expect(
      await server.database.db.selectFrom('password_resets').selectAll().where('user_id', '=', old.user.id).execute(),
    ).toEqual([]);
    expect(
      await server.database.db
        .selectFrom('auth_throttle')
        .selectAll()
        .where('key', '=', `email:${old.email}`)
        .execute(),
    ).toEqual([]);
  });

  describe('admin procedures (auth.mailStatus)', () => {
    it('refuse an anonymous caller with "Auth session missing!"', async () => {
      expect(trpcError(await query(server.app, 'auth.mailStatus'))).toMatchObject({
        status: 401,
        message: 'Auth session missing!',
      });
    });
    it('refuse a signed-in user without the admin role', async () => {
      const { token } = await signedIn();
      expect(trpcError(await query(server.app, 'auth.mailStatus', { session: token }))).toMatchObject({
        status: 403,
        message: "You don't have admin privileges to access this dashboard",
      });
    });
    it('answer an admin with the transport and the outbox counts', async () => {
      const { token } = await signedIn({ admin: true });
      expect(trpcData(await query(server.app, 'auth.mailStatus', { session: token }))).toMatchObject({
        transport: { kind: 'mailbox-folder' },
        waiting: expect.any(Number),
        failed: 0,
        lastError: null,
      });
    });
    it('stop answering when the role is revoked, on the next call', async () => {
      const { token, user } = await signedIn({ admin: true });
      expect((await query(server.app, 'auth.mailStatus', { session: token })).statusCode).toBe(200);
      await server.database.db.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
      expect((await query(server.app, 'auth.mailStatus', { session: token })).statusCode).toBe(403);
    });
  });

  describe('CSRF: mutations only from our own pages', () => {
    it.each([
      ['another Origin', { origin: 'https://evil.example' }],
      ['no Origin but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ])('refuses sign-in with %s', async (_label, extra) => {
      const { email, password } = await createAccount(server.database);
      const response = await server.app.inject({
        method: 'POST',
        url: '/trpc/auth.signIn',
        headers: { 'content-type': 'application/json', ...extra },
        payload: JSON.stringify({ email, password }),
      });
      expect(trpcError(response)).toMatchObject({
        status: 403,
        message: 'This request did not come from our site. Reload the page and try again.',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('refuses sign-out from another site, so a link elsewhere cannot sign anyone out', async () => {
      const { token } = await signedIn();
      expect(
        (await mutate(server.app, 'auth.signOut', {}, { session: token, origin: 'https://evil.example' })).statusCode,
      ).toBe(403);
      expect(trpcData(await query(server.app, 'auth.session', { session: token }))).not.toBeNull();
    });

    it("accepts the site's own Origin", async () => {
      const { email, password } = await createAccount(server.database);
      expect((await mutate(server.app, 'auth.signIn', { email, password }, { origin: SITE })).statusCode).toBe(200);
    });
  });
});
