import { describe, expect, it } from 'vitest';
import { PASSWORDS_DONT_MATCH, WEAK_PASSWORD } from '../../schema/auth';
import { findUserByEmail } from '../../server/auth/accounts';
import { isAdmin } from '../../server/auth/admin-check';
import { EMAIL_NOT_CONFIRMED, INVALID_CREDENTIALS } from '../../server/trpc/routers/auth';
import { createAccount, GOOD_PASSWORD, SITE, testClock, uniqueEmail } from '../support/auth-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { useServerApp } from '../support/server-app';
import {
  dumpAuthTables,
  linkIn,
  mailsTo,
  mutate,
  query,
  sessionCookie,
  tokenOf,
  trpcData,
  trpcError,
} from '../support/trpc-inject';

describe.each(testDatabaseKinds)('auth.signUp and the verification link on %s', (kind) => {
  const clock = testClock();
  const server = useServerApp(kind, { now: clock.now });

  const form = (overrides: Record<string, unknown> = {}) => {
    const email = uniqueEmail('signup');
    return { fullName: 'Casey Rivera', email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...overrides };
  };

  /** Sends the confirmation page's form, as the browser does on its button. */
  const confirm = (link: string, password: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, ...headers },
      payload: new URLSearchParams({ token: tokenOf(link), password }).toString(),
    });

  describe('field checks (shared zod schema → BAD_REQUEST with field messages)', () => {
    it('says which passwords do not match, on the confirmPassword field', async () => {
      const error = trpcError(
        await mutate(server.app, 'auth.signUp', form({ confirmPassword: 'something-else-entirely' })),
      );
      expect(error.status).toBe(400);
      expect(error.message).toBe(PASSWORDS_DONT_MATCH);
      expect(error.data.fieldErrors).toEqual({ confirmPassword: [PASSWORDS_DONT_MATCH] });
    });

    it('requires every field and a well-formed email', async () => {
      const error = trpcError(
        await mutate(server.app, 'auth.signUp', { fullName: '', email: 'not-an-email', password: '' }),
      );
      expect(error.status).toBe(400);
      expect(error.data.fieldErrors).toMatchObject({
        fullName: ['Full name is required'],
        email: ['Enter a valid email address, like name@example.com'],
        password: ['Password is required'],
        confirmPassword: ['Please confirm your password'],
      });
    });

    it('caps field lengths', async () => {
      const long = trpcError(
        await mutate(
          server.app,
          'auth.signUp',
          form({ fullName: 'x'.repeat(121), password: 'y'.repeat(257), confirmPassword: 'y'.repeat(257) }),
        ),
      );
      expect(long.data.fieldErrors).toMatchObject({
        fullName: ['Full name is too long (120 characters at most)'],
        password: ['It is too long: use at most 128 characters (this one has 257).'],
      });
      const email = trpcError(
        await mutate(server.app, 'auth.signUp', form({ email: `${'a'.repeat(250)}@example.com` })),
      );
      expect(email.data.fieldErrors).toMatchObject({ email: ['Email is too long'] });
    });
  });

  describe('weak passwords: WEAK_PASSWORD with every reason in plain words', () => {
    const weak = async (password: string, overrides: Record<string, unknown> = {}) => {
      const response = await mutate(
        server.app,
        'auth.signUp',
        form({ password, confirmPassword: password, ...overrides }),
      );
      const error = trpcError(response);
      expect(error.status).toBe(400);
      expect(error.data.appCode).toBe(WEAK_PASSWORD);
      expect(error.message).toMatch(/^Please choose a stronger password\. /);
      for (const reason of error.data.reasons as string[]) expect(error.message).toContain(reason);
      return error.data.reasons as string[];
    };

    it('too short', async () => {
      expect(await weak('Xq7#mz2')).toEqual(['It is too short: use at least 12 characters (this one has 7).']);
    });
    it('on the common-password list, also with a capital and digits added or letters swapped for symbols', async () => {
      for (const password of ['baseball1234567', 'Basketball2024!', 'P@ssw0rd123456']) {
        expect(await weak(password)).toContain('It is on a list of commonly used passwords that attackers try first.');
      }
    });
    it('contains the email or the name', async () => {
      expect(await weak('zorblax-tarn-49', { email: 'zorblax@example.com' })).toEqual([
        'It contains your email address or part of it.',
      ]);
      expect(await weak('quimby-harbor-49', { fullName: 'Alma Quimby' })).toEqual(['It contains your name.']);
    });
    it('repeated characters and sequences', async () => {
      expect(await weak('roof-zzzz-tulsa')).toEqual(['It repeats the same character (like "aaaa").']);
      expect(await weak('cedar-6789-moss')).toEqual([
        'It contains an easy sequence (like "1234", "abcd" or "qwerty").',
      ]);
      expect(await weak('roof-asdf-tulsa')).toEqual([
        'It contains an easy sequence (like "1234", "abcd" or "qwerty").',
      ]);
    });
    it('lists several reasons at once', async () => {
      expect(await weak('aaaa1234')).toHaveLength(3);
    });
    it('creates nothing and sends nothing for a weak password', async () => {
      const email = uniqueEmail('weak');
      await mutate(server.app, 'auth.signUp', form({ email, password: 'short', confirmPassword: 'short' }));
      expect(await findUserByEmail(server.database.db, email)).toBeUndefined();
      expect(await mailsTo(server.database.db, email)).toHaveLength(0);
    });
  });

  it('creates an unverified, non-admin account and queues a verification mail with a single-use link', async () => {
    const input = form({ fullName: 'Casey <script>alert(1)</script> Rivera' });
    const response = await mutate(server.app, 'auth.signUp', input);
    expect(trpcData(response)).toEqual({ ok: true });

    const user = await findUserByEmail(server.database.db, input.email as string);
    expect(user).toMatchObject({ full_name: 'Casey <script>alert(1)</script> Rivera', email_verified_at: null });
    expect(await isAdmin(server.database.db, user!.id)).toBe(false);

    const [mail, ...others] = await mailsTo(server.database.db, input.email as string);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Confirm your email for Ridgeline Veteran Roofing');
    const link = linkIn(mail!.text_body, `${SITE}/api/auth/verify?token=`);
    expect(mail!.html_body).toContain(`href="${link}"`);
    expect(mail!.html_body).toContain('Casey &lt;script&gt;alert(1)&lt;/script&gt; Rivera');
    expect(mail!.html_body).not.toContain('<script>');

    // The password, the link's token and its secret are nowhere in the database.
    const token = tokenOf(link);
    const dump = await dumpAuthTables(server.database.db);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(token.split('.')[1]);
    expect(dump).not.toContain(GOOD_PASSWORD);

    // Before the link is opened: the right password hears "Email not confirmed", a wrong one learns nothing.
    expect(
      trpcError(await mutate(server.app, 'auth.signIn', { email: input.email, password: 'wrong-password-here' })),
    ).toMatchObject({ status: 401, message: INVALID_CREDENTIALS });
    expect(
      trpcError(await mutate(server.app, 'auth.signIn', { email: input.email, password: GOOD_PASSWORD })),
    ).toMatchObject({
      status: 403,
      message: EMAIL_NOT_CONFIRMED,
    });

    // Opening the link shows a page asking for the password, and uses nothing up (mail scanners open links).
    for (let i = 0; i < 2; i++) {
      const shown = await server.app.inject({ method: 'GET', url: link.slice(SITE.length) });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toMatch(/text\/html/);
      expect(shown.body).toContain('<form method="post" action="/api/auth/verify">');
      expect(sessionCookie(shown)).toBeUndefined();
    }
    expect((await findUserByEmail(server.database.db, input.email as string))!.email_verified_at).toBeNull();
    // A wrong password confirms nothing and says what to do.
    const wrong = await confirm(link, 'not-the-password-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('That is not the password this account was created with.');
    // Its form, with the account's password, verifies, signs in and lands on the site root.
    const opened = await confirm(link, GOOD_PASSWORD);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    const cookie = sessionCookie(opened);
    expect(cookie?.value).toBeTruthy();
    const session = trpcData<{ user: { email: string; fullName: string }; isAdmin: boolean }>(
      await query(server.app, 'auth.session', { session: cookie!.value }),
    );
    expect(session).toMatchObject({
      user: { email: input.email, fullName: 'Casey <script>alert(1)</script> Rivera' },
      isAdmin: false,
    });
    expect((await findUserByEmail(server.database.db, input.email as string))!.email_verified_at).toEqual(clock.now());

    // Used once: the second click lands on the sign-in page with a message, and signs no one in.
    expect((await confirm(link, GOOD_PASSWORD)).headers.location).toBe('/auth?verify=expired');
    const again = await server.app.inject({ method: 'GET', url: link.slice(SITE.length) });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/auth?verify=expired');
    expect(sessionCookie(again)).toBeUndefined();

    // Signing in now works.
    expect(
      trpcData(await mutate(server.app, 'auth.signIn', { email: input.email, password: GOOD_PASSWORD })),
    ).toMatchObject({
      user: { email: input.email },
    });
  });

  it('refuses an expired, tampered or missing verification token', async () => {
    const input = form();
    await mutate(server.app, 'auth.signUp', input);
    const link = linkIn(
      (await mailsTo(server.database.db, input.email as string))[0]!.text_body,
      `${SITE}/api/auth/verify?token=`,
    );
    const token = tokenOf(link);
    const tampered = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    for (const url of [`/api/auth/verify?token=${tampered}`, '/api/auth/verify', '/api/auth/verify?token=nonsense']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers.location).toBe('/auth?verify=expired');
    }
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      const expired = await server.app.inject({ method: 'GET', url: link.slice(SITE.length) });
      expect(expired.headers.location).toBe('/auth?verify=expired');
      expect((await findUserByEmail(server.database.db, input.email as string))!.email_verified_at).toBeNull();
    } finally {
      clock.set(new Date(clock.now().getTime() - (24 * 60 * 60 * 1000 + 1000)));
    }
  });

  it('answers an already-registered address exactly like a new one, and mails its owner instead of making a second account', async () => {
    const { email, user } = await createAccount(server.database, { fullName: 'Morgan Owner' });
    const fresh = await mutate(server.app, 'auth.signUp', form());
    const taken = await mutate(
      server.app,
      'auth.signUp',
      form({ email: email.toUpperCase(), fullName: 'Someone Else' }),
    );
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);

    const count = await server.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const [mail, ...others] = await mailsTo(server.database.db, email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Sign-up attempt on Ridgeline Veteran Roofing');
    expect(mail!.text_body).toContain('Hello Morgan Owner,');
    expect(mail!.text_body).toContain('You already have an account');
    const reset = linkIn(mail!.text_body, `${SITE}/auth/reset#token=`);
    const newPassword = 'gutter-lantern-Jenks-58';
    expect(
      trpcData(
        await mutate(server.app, 'auth.resetPassword', {
          token: tokenOf(reset),
          password: newPassword,
          confirmPassword: newPassword,
        }),
      ),
    ).toEqual({ ok: true });
    expect(trpcData(await mutate(server.app, 'auth.signIn', { email, password: newPassword }))).toMatchObject({
      user: { email },
    });
  });

  // The review's L8: the notice itself went out on every attempt; only its link was capped.
  it('caps the sign-up attempt notices to an owner at the hourly reset-mail cap', async () => {
    const { email } = await createAccount(server.database);
    for (let i = 0; i < 7; i++)
      expect((await mutate(server.app, 'auth.signUp', form({ email, fullName: `Attempt ${i}` }))).statusCode).toBe(200);
    expect(await mailsTo(server.database.db, email)).toHaveLength(5);
  });

  it('ends the session a browser already had when a verification link signs it in as someone else', async () => {
    const other = await createAccount(server.database);
    const previous = sessionCookie(
      await mutate(server.app, 'auth.signIn', { email: other.email, password: other.password }),
    )!.value;
    const input = form();
    await mutate(server.app, 'auth.signUp', input);
    const link = linkIn(
      (await mailsTo(server.database.db, input.email as string))[0]!.text_body,
      `${SITE}/api/auth/verify?token=`,
    );
    const opened = await confirm(link, GOOD_PASSWORD, { cookie: `rl_session=${previous}` });
    expect(opened.headers.location).toBe('/');
    expect(sessionCookie(opened)!.value).not.toBe(previous);
    expect(trpcData(await query(server.app, 'auth.session', { session: previous }))).toBeNull();
  });

  // The review's L6 and L5: the link signed in on a GET, so another person's link replaced a
  // visitor's session, and an account someone else pre-registered kept that person's password.
  it("does not confirm from a cross-site post or a bare GET, so a stranger's link cannot sign a visitor in", async () => {
    const input = form();
    await mutate(server.app, 'auth.signUp', input);
    const link = linkIn(
      (await mailsTo(server.database.db, input.email as string))[0]!.text_body,
      `${SITE}/api/auth/verify?token=`,
    );
    const crossSite = await confirm(link, GOOD_PASSWORD, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(sessionCookie(crossSite)).toBeUndefined();
    expect((await findUserByEmail(server.database.db, input.email as string))!.email_verified_at).toBeNull();
  });

  it("does not let a pre-registered password survive: the owner's click cannot confirm it, and a reset replaces it", async () => {
    const victim = uniqueEmail('victim');
    const attackerPassword = 'Attacker-Chose-This-77';
    await mutate(
      server.app,
      'auth.signUp',
      form({ email: victim, password: attackerPassword, confirmPassword: attackerPassword }),
    );
    const ownerPassword = 'Owners-Own-Choice-4410';
    await mutate(
      server.app,
      'auth.signUp',
      form({ email: victim, password: ownerPassword, confirmPassword: ownerPassword }),
    );
    const link = linkIn(
      (await mailsTo(server.database.db, victim)).find((m) => m.subject.startsWith('Confirm'))!.text_body,
      `${SITE}/api/auth/verify?token=`,
    );
    expect((await confirm(link, ownerPassword)).statusCode).toBe(400);
    expect((await findUserByEmail(server.database.db, victim))!.email_verified_at).toBeNull();
    // The attacker still cannot sign in (not confirmed), and the owner's way in is a reset.
    expect(
      trpcError(await mutate(server.app, 'auth.signIn', { email: victim, password: attackerPassword })).status,
    ).toBe(403);
    await mutate(server.app, 'auth.requestPasswordReset', { email: victim });
    await server.app.services.background.idle();
    const reset = (await mailsTo(server.database.db, victim))
      .filter((m) => m.text_body.includes('/auth/reset#token='))
      .at(-1)!;
    const resetToken = tokenOf(linkIn(reset.text_body, `${SITE}/auth/reset#token=`));
    expect(
      trpcData(
        await mutate(server.app, 'auth.resetPassword', {
          token: resetToken,
          password: ownerPassword,
          confirmPassword: ownerPassword,
        }),
      ),
    ).toEqual({ ok: true });
    expect(
      trpcError(await mutate(server.app, 'auth.signIn', { email: victim, password: attackerPassword })).status,
    ).toBe(401);
    expect(trpcData(await mutate(server.app, 'auth.signIn', { email: victim, password: ownerPassword }))).toMatchObject(
      {
        user: { email: victim },
      },
    );
  });

  it('never grants admin through sign-up', async () => {
    const input = form({ email: uniqueEmail('admin') });
    await mutate(server.app, 'auth.signUp', input);
    const roles = await server.database.db.selectFrom('user_roles').selectAll().execute();
    const user = await findUserByEmail(server.database.db, input.email as string);
    expect(roles.filter((role) => role.user_id === user!.id)).toEqual([]);
  });
});
