import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { describe, expect, it } from 'vitest';
import { resetTwoStep } from '../../server/admin/commands';
import { createSecretBox, KEY_FILE, MISSING_KEY_REASON } from '../../server/auth/factors/secret-box';
import { stepAt } from '../../server/auth/factors/totp';
import { SESSION_COOKIE } from '../../server/auth/session';
import { loadEnv } from '../../server/env';
import { testDatabaseKinds } from '../../testing/test-database';
import { createAccount, SITE, testClock } from '../support/auth-app';
import { useServerApp } from '../support/server-app';
import { softAuthenticator } from '../support/soft-authenticator';
import { mailsTo, mutate, query, sessionCookie, trpcData, trpcError } from '../support/trpc-inject';

const MINUTE = 60_000;
const KEY = 'a'.repeat(64);

type Ticket = { secondFactor: { ticket: string; methods: Record<string, boolean> } };

/** The code an authenticator app would show for this secret at this time (the test's own RFC 6238). */
function codeAt(secretText: string, at: Date, stepOffset = 0): string {
  const secret = decodeBase32IgnorePadding(secretText.replace(/\s/g, ''));
  return generateHOTP(secret, BigInt(stepAt(at) + stepOffset), 6);
}

describe.each(testDatabaseKinds)('second factors on %s', (kind) => {
  const clock = testClock();
  const server = useServerApp(kind, { now: clock.now, env: { TOTP_ENCRYPTION_KEY: KEY } });
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;

  const session = (response: { cookies: { name: string; value: string }[] }) => sessionCookie(response as never)?.value;

  async function passwordSignIn(email: string, password: string, ip = freshIp()) {
    return mutate(server.app, 'auth.signIn', { email, password }, { ip });
  }

  /** An account with an authenticator app (and so recovery codes), signed in; returns its secret and codes. */
  async function accountWithTotp(options: { admin?: boolean } = {}) {
    const account = await createAccount(server.database, { admin: options.admin });
    const cookie = session(await passwordSignIn(account.email, account.password))!;
    const setup = trpcData<{ setupId: string; secret: string; uri: string; qr: { size: number; path: string } }>(
      await mutate(server.app, 'account.startTotpSetup', {}, { session: cookie }),
    );
    const confirmed = trpcData<{ recoveryCodes: string[] }>(
      await mutate(
        server.app,
        'account.confirmTotpSetup',
        { setupId: setup.setupId, code: codeAt(setup.secret, clock.now()), name: 'Pat’s phone' },
        { session: cookie },
      ),
    );
    return { ...account, cookie, secret: setup.secret, recoveryCodes: confirmed.recoveryCodes, setup };
  }

  /** Password, then a code: the session cookie. */
  async function signInWithCode(email: string, password: string, code: string, ip = freshIp()) {
    const ticket = trpcData<Ticket>(await passwordSignIn(email, password, ip)).secondFactor.ticket;
    return mutate(server.app, 'auth.completeSignIn', { ticket, proof: { method: 'totp', code } }, { ip });
  }

  describe('password only', () => {
    it('signs in an account without a second factor with its password, recorded as such', async () => {
      const { email, password } = await createAccount(server.database);
      const response = await passwordSignIn(email, password);
      expect(trpcData(response)).toMatchObject({ user: { email }, isAdmin: false });
      const row = await server.database.db
        .selectFrom('sessions')
        .select(['auth_method', 'second_factor_at'])
        .orderBy('created_at', 'desc')
        .where(
          'user_id',
          '=',
          (
            await server.database.db
              .selectFrom('users')
              .select('id')
              .where('email', '=', email)
              .executeTakeFirstOrThrow()
          ).id,
        )
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ auth_method: 'password', second_factor_at: null });
      const me = trpcData<{ security: Record<string, unknown> }>(
        await query(server.app, 'auth.session', { session: session(response) }),
      );
      expect(me.security).toEqual({
        signedInWith: 'password',
        hasSecondFactor: false,
        setupRequired: false,
        stepUpSecondsLeft: 0,
        reauthSecondsLeft: 300,
      });
    });
  });

  describe('authenticator app', () => {
    it('is set up with a QR code and the secret as text, confirmed by a code, and gives ten recovery codes once', async () => {
      const account = await accountWithTotp();
      expect(account.setup.uri).toMatch(/^otpauth:\/\/totp\/Ridgeline/);
      expect(account.setup.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
      expect(account.setup.qr.size).toBeGreaterThan(20);
      expect(account.setup.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
      expect(account.recoveryCodes).toHaveLength(10);
      expect(new Set(account.recoveryCodes).size).toBe(10);
      for (const code of account.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      // Stored encrypted and hashed: neither the secret nor any code is in the database as written.
      const dump = JSON.stringify(
        await Promise.all(
          ['totp_factors', 'recovery_codes', 'auth_challenges', 'account_events'].map((t) =>
            server.database.db
              .selectFrom(t as 'totp_factors')
              .selectAll()
              .execute(),
          ),
        ),
      );
      expect(dump).not.toContain(account.secret.replace(/\s/g, ''));
      for (const code of account.recoveryCodes) expect(dump).not.toContain(code);
      const mails = await mailsTo(server.database.db, account.email);
      expect(mails.map((m) => m.subject)).toEqual([
        'An authenticator app was set up on your Ridgeline Veteran Roofing account',
      ]);
    });

    it('refuses a wrong code at setup with a message under the field, and keeps nothing', async () => {
      const { email, password } = await createAccount(server.database);
      const cookie = session(await passwordSignIn(email, password))!;
      const setup = trpcData<{ setupId: string; secret: string }>(
        await mutate(server.app, 'account.startTotpSetup', {}, { session: cookie }),
      );
      const wrong = String((Number(codeAt(setup.secret, clock.now())) + 1) % 1_000_000).padStart(6, '0');
      const error = trpcError(
        await mutate(
          server.app,
          'account.confirmTotpSetup',
          { setupId: setup.setupId, code: wrong, name: 'Phone' },
          { session: cookie },
        ),
      );
      expect(error.status).toBe(400);
      expect(error.data.fieldErrors).toEqual({ code: [expect.stringContaining('does not match')] });
      expect(trpcData<{ totp: unknown }>(await query(server.app, 'account.overview', { session: cookie })).totp).toBe(
        null,
      );
    });

    it('turns sign-in into two steps: the password gives a ticket and no cookie, a code gives the session', async () => {
      const account = await accountWithTotp();
      clock.advance(MINUTE);
      const first = await passwordSignIn(account.email, account.password);
      expect(session(first)).toBeUndefined();
      expect(trpcData<Ticket>(first).secondFactor.methods).toEqual({ passkey: false, totp: true, recoveryCode: true });
      const ticket = trpcData<Ticket>(first).secondFactor.ticket;
      const done = await mutate(server.app, 'auth.completeSignIn', {
        ticket,
        proof: { method: 'totp', code: codeAt(account.secret, clock.now()) },
      });
      expect(trpcData(done)).toMatchObject({ user: { email: account.email } });
      const me = trpcData<{ security: { signedInWith: string; stepUpSecondsLeft: number } }>(
        await query(server.app, 'auth.session', { session: session(done) }),
      );
      expect(me.security).toMatchObject({ signedInWith: 'password+totp', stepUpSecondsLeft: 600 });
      // The ticket is used up.
      const again = trpcError(
        await mutate(server.app, 'auth.completeSignIn', {
          ticket,
          proof: { method: 'totp', code: codeAt(account.secret, clock.now(), 1) },
        }),
      );
      expect(again.data.appCode).toBe('SECOND_STEP_EXPIRED');
    });

    it('accepts one step either side of now, and never the same code twice', async () => {
      const account = await accountWithTotp();
      clock.advance(2 * MINUTE);
      const previous = codeAt(account.secret, clock.now(), -1);
      expect(session(await signInWithCode(account.email, account.password, previous))).toBeDefined();
      const replay = trpcError(await signInWithCode(account.email, account.password, previous));
      expect(replay).toMatchObject({ status: 401, message: expect.stringContaining('used already') });
      // Older than the last accepted step: refused too.
      const older = trpcError(
        await signInWithCode(account.email, account.password, codeAt(account.secret, clock.now(), -2)),
      );
      expect(older.status).toBe(401);
      const next = codeAt(account.secret, clock.now(), 1);
      expect(session(await signInWithCode(account.email, account.password, next))).toBeDefined();
      // Two steps ahead is too far.
      clock.advance(2 * MINUTE);
      const far = trpcError(
        await signInWithCode(account.email, account.password, codeAt(account.secret, clock.now(), 2)),
      );
      expect(far.status).toBe(401);
    });

    it('counts wrong codes toward the sign-in lockout, then refuses even the right code', async () => {
      const account = await accountWithTotp();
      clock.advance(MINUTE);
      const ip = freshIp();
      const ticket = trpcData<Ticket>(await passwordSignIn(account.email, account.password, ip)).secondFactor.ticket;
      const right = codeAt(account.secret, clock.now());
      const wrong = String((Number(right) + 7) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i++) {
        const error = trpcError(
          await mutate(server.app, 'auth.completeSignIn', { ticket, proof: { method: 'totp', code: wrong } }, { ip }),
        );
        expect(error.status).toBe(401);
      }
      const locked = trpcError(
        await mutate(server.app, 'auth.completeSignIn', { ticket, proof: { method: 'totp', code: right } }, { ip }),
      );
      expect(locked).toMatchObject({ status: 429, data: { appCode: 'SIGN_IN_LOCKED' } });
      // The password from that address is locked too.
      expect(trpcError(await passwordSignIn(account.email, account.password, ip)).status).toBe(429);
      clock.advance(5 * MINUTE + 1000);
    });

    it('refuses a ticket older than five minutes: start again with the password', async () => {
      const account = await accountWithTotp();
      const ticket = trpcData<Ticket>(await passwordSignIn(account.email, account.password)).secondFactor.ticket;
      clock.advance(5 * MINUTE + 1000);
      const error = trpcError(
        await mutate(server.app, 'auth.completeSignIn', {
          ticket,
          proof: { method: 'totp', code: codeAt(account.secret, clock.now()) },
        }),
      );
      expect(error).toMatchObject({ status: 400, data: { appCode: 'SECOND_STEP_EXPIRED' } });
    });
  });

  describe('recovery codes', () => {
    it('sign in once each, mail the owner with how many are left, and are refused the second time', async () => {
      const account = await accountWithTotp();
      const code = account.recoveryCodes[3]!;
      const use = async (typed: string) => {
        const ticket = trpcData<Ticket>(await passwordSignIn(account.email, account.password)).secondFactor.ticket;
        return mutate(server.app, 'auth.completeSignIn', { ticket, proof: { method: 'recovery-code', code: typed } });
      };
      // Typed in capitals with a space instead of the dash: still the code.
      const first = await use(code.toUpperCase().replace('-', ' '));
      expect(trpcData(first)).toMatchObject({ user: { email: account.email } });
      const me = trpcData<{ security: { signedInWith: string } }>(
        await query(server.app, 'auth.session', { session: session(first) }),
      );
      expect(me.security.signedInWith).toBe('password+recovery-code');
      const second = trpcError(await use(code));
      expect(second).toMatchObject({ status: 401, message: expect.stringContaining('Each code works once') });
      const mails = await mailsTo(server.database.db, account.email);
      expect(mails.at(-1)!.subject).toBe('A recovery code was used on your Ridgeline Veteran Roofing account');
      expect(mails.at(-1)!.text_body).toContain('9 of 10 codes are left');
      const overview = trpcData<{ recoveryCodes: { left: number } }>(
        await query(server.app, 'account.overview', { session: session(first) }),
      );
      expect(overview.recoveryCodes.left).toBe(9);
    });

    it('are replaced by new ones after a step-up; the old ones stop working', async () => {
      const account = await accountWithTotp();
      const fresh = trpcData<{ recoveryCodes: string[] }>(
        await mutate(server.app, 'account.regenerateRecoveryCodes', {}, { session: account.cookie }),
      ).recoveryCodes;
      expect(fresh).toHaveLength(10);
      const ticket = trpcData<Ticket>(await passwordSignIn(account.email, account.password)).secondFactor.ticket;
      const old = trpcError(
        await mutate(server.app, 'auth.completeSignIn', {
          ticket,
          proof: { method: 'recovery-code', code: account.recoveryCodes[0] },
        }),
      );
      expect(old.status).toBe(401);
      expect(
        session(
          await mutate(server.app, 'auth.completeSignIn', {
            ticket,
            proof: { method: 'recovery-code', code: fresh[0] },
          }),
        ),
      ).toBeDefined();
    });
  });

  describe('passkeys', () => {
    const origin = new URL(SITE).origin;

    async function addPasskey(cookie: string, authenticator = softAuthenticator(origin), name = 'Office laptop') {
      const { challengeId, options } = trpcData<{
        challengeId: string;
        options: { challenge: string; user: { id: string } };
      }>(await mutate(server.app, 'account.passkeyRegistrationOptions', {}, { session: cookie }));
      const { credential, response } = authenticator.register(options);
      const added = await mutate(
        server.app,
        'account.addPasskey',
        { challengeId, response, name },
        { session: cookie },
      );
      return { credential, added, authenticator };
    }

    async function passkeyAlone(
      authenticator: ReturnType<typeof softAuthenticator>,
      credential = authenticator.credentials[0]!,
      opts = {},
    ) {
      const { challengeId, options } = trpcData<{
        challengeId: string;
        options: { challenge: string; allowCredentials?: unknown[] };
      }>(await mutate(server.app, 'auth.passkeySignInOptions', {}));
      expect(options.allowCredentials ?? []).toEqual([]);
      return mutate(server.app, 'auth.signInWithPasskey', {
        challengeId,
        response: authenticator.authenticate(options, credential, opts),
      });
    }

    it('is added as the first factor (with recovery codes), signs in alone, and as the second step', async () => {
      const account = await createAccount(server.database, { admin: true });
      const cookie = session(await passwordSignIn(account.email, account.password))!;
      const { added, authenticator } = await addPasskey(cookie);
      expect(trpcData<{ recoveryCodes: string[] }>(added).recoveryCodes).toHaveLength(10);

      const alone = await passkeyAlone(authenticator);
      expect(trpcData(alone)).toMatchObject({ user: { email: account.email }, isAdmin: true });
      const me = trpcData<{ security: { signedInWith: string } }>(
        await query(server.app, 'auth.session', { session: session(alone) }),
      );
      expect(me.security.signedInWith).toBe('passkey');

      const ticket = trpcData<Ticket>(await passwordSignIn(account.email, account.password)).secondFactor.ticket;
      const { challengeId, options } = trpcData<{
        challengeId: string;
        options: { challenge: string; allowCredentials: { id: string }[] };
      }>(await mutate(server.app, 'auth.secondStepPasskeyOptions', { ticket }));
      expect(options.allowCredentials.map((c) => c.id)).toEqual([
        authenticator.credentials[0]!.id.toString('base64url'),
      ]);
      const second = await mutate(server.app, 'auth.completeSignIn', {
        ticket,
        proof: {
          method: 'passkey',
          challengeId,
          response: authenticator.authenticate(options, authenticator.credentials[0]!),
        },
      });
      expect(trpcData(second)).toMatchObject({ user: { email: account.email } });
      const mails = await mailsTo(server.database.db, account.email);
      expect(mails.map((m) => m.subject)).toContain('A passkey was added on your Ridgeline Veteran Roofing account');
    });

    it('uses a challenge once, refuses one older than five minutes, another site, and an unverified person', async () => {
      const account = await createAccount(server.database);
      const cookie = session(await passwordSignIn(account.email, account.password))!;
      const { authenticator } = await addPasskey(cookie);
      const credential = authenticator.credentials[0]!;

      const { challengeId, options } = trpcData<{ challengeId: string; options: { challenge: string } }>(
        await mutate(server.app, 'auth.passkeySignInOptions', {}),
      );
      const signed = authenticator.authenticate(options, credential);
      expect(
        session(await mutate(server.app, 'auth.signInWithPasskey', { challengeId, response: signed })),
      ).toBeDefined();
      const replay = trpcError(
        await mutate(server.app, 'auth.signInWithPasskey', {
          challengeId,
          response: authenticator.authenticate(options, credential),
        }),
      );
      expect(replay.data.appCode).toBe('PASSKEY_CHALLENGE_EXPIRED');

      const late = trpcData<{ challengeId: string; options: { challenge: string } }>(
        await mutate(server.app, 'auth.passkeySignInOptions', {}),
      );
      clock.advance(5 * MINUTE + 1000);
      const expired = trpcError(
        await mutate(server.app, 'auth.signInWithPasskey', {
          challengeId: late.challengeId,
          response: authenticator.authenticate(late.options, credential),
        }),
      );
      expect(expired.data.appCode).toBe('PASSKEY_CHALLENGE_EXPIRED');

      expect(trpcError(await passkeyAlone(authenticator, credential, { origin: 'https://evil.example' })).status).toBe(
        401,
      );
      expect(trpcError(await passkeyAlone(authenticator, credential, { userVerified: false })).status).toBe(401);
    });

    it('accepts a counter that stays at 0 (synced passkeys) and refuses a non-zero counter that goes down', async () => {
      const account = await createAccount(server.database);
      const cookie = session(await passwordSignIn(account.email, account.password))!;
      const { authenticator } = await addPasskey(cookie);
      const synced = authenticator.credentials[0]!;
      expect(session(await passkeyAlone(authenticator, synced, { step: 0 }))).toBeDefined();
      expect(session(await passkeyAlone(authenticator, synced, { step: 0 }))).toBeDefined();

      const signedIn = session(await passkeyAlone(authenticator, synced, { step: 0 }))!;
      const { credential: counting } = await addPasskey(signedIn, authenticator, 'Security key');
      expect(session(await passkeyAlone(authenticator, counting, { counter: 5 }))).toBeDefined();
      expect(session(await passkeyAlone(authenticator, counting, { counter: 9 }))).toBeDefined();
      expect(trpcError(await passkeyAlone(authenticator, counting, { counter: 3 })).status).toBe(401);
      expect(trpcError(await passkeyAlone(authenticator, counting, { counter: 9 })).status).toBe(401);
    });

    it('stops working once removed; removing the last factor turns two-step off, drops the codes and ends other sessions', async () => {
      const account = await createAccount(server.database);
      const cookie = session(await passwordSignIn(account.email, account.password))!;
      const { authenticator } = await addPasskey(cookie);
      const other = session(await passkeyAlone(authenticator))!;
      const [row] = trpcData<{ passkeys: { id: string; name: string }[] }>(
        await query(server.app, 'account.overview', { session: cookie }),
      ).passkeys;
      expect(row!.name).toBe('Office laptop');
      expect(
        trpcData(
          await mutate(
            server.app,
            'account.renamePasskey',
            { id: row!.id, name: ' Front  desk ' },
            { session: cookie },
          ),
        ),
      ).toEqual({ ok: true });
      expect(trpcData(await mutate(server.app, 'account.removePasskey', { id: row!.id }, { session: cookie }))).toEqual(
        { ok: true },
      );
      expect(trpcError(await passkeyAlone(authenticator)).status).toBe(401);
      expect(await query(server.app, 'auth.session', { session: other }).then((r) => trpcData(r))).toBeNull();
      const overview = trpcData<{
        recoveryCodes: { total: number };
        hasSecondFactor: boolean;
        history: { text: string }[];
      }>(await query(server.app, 'account.overview', { session: cookie }));
      expect(overview).toMatchObject({ recoveryCodes: { total: 0 }, hasSecondFactor: false });
      expect(overview.history[0]!.text).toBe('The passkey named "Front desk" was removed from your account.');
      // The password alone signs in again.
      expect(session(await passwordSignIn(account.email, account.password))).toBeDefined();
    });
  });

  describe('step-up', () => {
    async function seedLead() {
      const row = await server.database.db
        .insertInto('contact_submissions')
        .values({ name: 'Erase Me', email: 'erase@example.com', source: 'form', created_at: clock.now() })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      return row;
    }

    it('guards erase, the CSV and factor changes for ten minutes after the last second factor', async () => {
      const admin = await accountWithTotp({ admin: true });
      const lead = await seedLead();
      const csv = () =>
        server.app.inject({
          method: 'GET',
          url: '/api/admin/submissions.csv',
          headers: { cookie: `${SESSION_COOKIE}=${admin.cookie}` },
        });
      // Just set up: the setup proved the factor.
      expect((await csv()).statusCode).toBe(200);
      clock.advance(10 * MINUTE + 1000);
      const stale = await csv();
      expect(stale.statusCode).toBe(403);
      expect(stale.body).toContain('fresh second factor');
      const erase = trpcError(
        await mutate(server.app, 'leads.erase', { id: lead.id, version: lead.version }, { session: admin.cookie }),
      );
      expect(erase).toMatchObject({ status: 403, data: { appCode: 'STEP_UP_REQUIRED' } });
      for (const path of [
        'account.passkeyRegistrationOptions',
        'account.removeTotp',
        'account.regenerateRecoveryCodes',
        'account.startTotpSetup',
      ])
        expect(trpcError(await mutate(server.app, path, {}, { session: admin.cookie })).data.appCode, path).toBe(
          'STEP_UP_REQUIRED',
        );

      const wrong = trpcError(
        await mutate(
          server.app,
          'account.stepUp',
          { proof: { method: 'totp', code: '000000' } },
          { session: admin.cookie },
        ),
      );
      expect(wrong.status).toBe(401);
      expect(
        trpcData(
          await mutate(
            server.app,
            'account.stepUp',
            { proof: { method: 'totp', code: codeAt(admin.secret, clock.now()) } },
            { session: admin.cookie },
          ),
        ),
      ).toEqual({ ok: true });
      expect((await csv()).statusCode).toBe(200);
      expect(
        trpcData(
          await mutate(server.app, 'leads.erase', { id: lead.id, version: lead.version }, { session: admin.cookie }),
        ),
      ).toEqual({ id: lead.id });
    });

    it('lets an account without a second factor through (nothing to prove) and refuses visitors and non-admins as before', async () => {
      const plainAdmin = await createAccount(server.database, { admin: true });
      const cookie = session(await passwordSignIn(plainAdmin.email, plainAdmin.password))!;
      const lead = await seedLead();
      expect(
        trpcData(await mutate(server.app, 'leads.erase', { id: lead.id, version: lead.version }, { session: cookie })),
      ).toEqual({ id: lead.id });

      const member = await accountWithTotp();
      const other = await seedLead();
      expect(
        trpcError(
          await mutate(server.app, 'leads.erase', { id: other.id, version: other.version }, { session: member.cookie }),
        ).status,
      ).toBe(403);
      // Visitors: no account page, no step-up, no second step without a real ticket.
      expect(trpcError(await query(server.app, 'account.overview')).status).toBe(401);
      expect(
        trpcError(await mutate(server.app, 'account.stepUp', { proof: { method: 'totp', code: '123456' } })).status,
      ).toBe(401);
      expect(
        trpcError(
          await mutate(server.app, 'auth.completeSignIn', {
            ticket: 'a'.repeat(24) + '.' + 'b'.repeat(32),
            proof: { method: 'totp', code: '123456' },
          }),
        ).data.appCode,
      ).toBe('SECOND_STEP_EXPIRED');
      expect(
        trpcError(await mutate(server.app, 'auth.secondStepPasskeyOptions', { ticket: 'nonsense' })).data.appCode,
      ).toBe('SECOND_STEP_EXPIRED');
    });
  });

  describe('break-glass at the server', () => {
    it('reset-2fa removes every factor, ends every session, mails the owner and keeps it in the history', async () => {
      const account = await accountWithTotp();
      const outcome = await resetTwoStep(
        server.database.db,
        account.email.toUpperCase(),
        { brand: { company: 'Ridgeline Veteran Roofing', theme: 'ridgeline' }, siteUrl: SITE },
        clock.now(),
      );
      expect(outcome.code).toBe(0);
      expect(outcome.out).toContain('removed 0 passkeys, 1 authenticator app, 10 recovery codes; ended 1 session');
      expect(trpcData(await query(server.app, 'auth.session', { session: account.cookie }))).toBeNull();
      expect(session(await passwordSignIn(account.email, account.password))).toBeDefined();
      const mails = await mailsTo(server.database.db, account.email);
      expect(mails.at(-1)!.subject).toBe('Two-step sign-in was reset on your Ridgeline Veteran Roofing account');
      const events = await server.database.db
        .selectFrom('account_events')
        .select(['kind', 'actor'])
        .where('kind', '=', 'second-factors-reset')
        .execute();
      expect(events).toContainEqual({
        kind: 'second-factors-reset',
        actor: 'the site owner (npm run admin -- reset-2fa)',
      });
      expect(
        (
          await resetTwoStep(
            server.database.db,
            'nobody@example.com',
            { brand: { company: 'x', theme: 'ridgeline' }, siteUrl: SITE },
            clock.now(),
          )
        ).code,
      ).toBe(2);
    });
  });
});

describe.each(testDatabaseKinds)('REQUIRE_ADMIN_2FA on %s', (kind) => {
  const clock = testClock();
  const server = useServerApp(kind, { now: clock.now, env: { TOTP_ENCRYPTION_KEY: KEY, REQUIRE_ADMIN_2FA: 'true' } });

  it('sends an admin without a second factor to set one up before the dashboard opens', async () => {
    const admin = await createAccount(server.database, { admin: true });
    const response = await mutate(server.app, 'auth.signIn', { email: admin.email, password: admin.password });
    const cookie = sessionCookie(response)!.value;
    const me = trpcData<{ security: { setupRequired: boolean } }>(
      await query(server.app, 'auth.session', { session: cookie }),
    );
    expect(me.security.setupRequired).toBe(true);
    const refused = trpcError(await query(server.app, 'submissions.stats', { session: cookie }));
    expect(refused).toMatchObject({ status: 403, data: { appCode: 'SECOND_FACTOR_SETUP_REQUIRED' } });
    const csv = await server.app.inject({
      method: 'GET',
      url: '/api/admin/submissions.csv',
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    });
    expect(csv.statusCode).toBe(403);
    expect(csv.body).toContain('/admin/account');

    const setup = trpcData<{ setupId: string; secret: string }>(
      await mutate(server.app, 'account.startTotpSetup', {}, { session: cookie }),
    );
    await mutate(
      server.app,
      'account.confirmTotpSetup',
      { setupId: setup.setupId, code: codeAt(setup.secret, clock.now()), name: 'Phone' },
      { session: cookie },
    );
    expect((await query(server.app, 'submissions.stats', { session: cookie })).statusCode).toBe(200);
  });

  it('leaves non-admins alone (the dashboard refuses them anyway)', async () => {
    const member = await createAccount(server.database);
    const cookie = sessionCookie(
      await mutate(server.app, 'auth.signIn', { email: member.email, password: member.password }),
    )!.value;
    const me = trpcData<{ security: { setupRequired: boolean } }>(
      await query(server.app, 'auth.session', { session: cookie }),
    );
    expect(me.security.setupRequired).toBe(false);
  });
});

describe('the settings', () => {
  it('turns REQUIRE_ADMIN_2FA on in production unless set, and off in development unless set', () => {
    expect(loadEnv({}).REQUIRE_ADMIN_2FA).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production' }).REQUIRE_ADMIN_2FA).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', REQUIRE_ADMIN_2FA: 'false' }).REQUIRE_ADMIN_2FA).toBe(false);
    expect(loadEnv({ REQUIRE_ADMIN_2FA: 'true' }).REQUIRE_ADMIN_2FA).toBe(true);
  });

  it('refuses a TOTP key that is not 64 hex characters, saying how to make one', () => {
    expect(() => loadEnv({ TOTP_ENCRYPTION_KEY: 'short' })).toThrow(/TOTP_ENCRYPTION_KEY.*openssl rand -hex 32/);
  });
});

describe('the TOTP secret box', () => {
  it('opens only with its key and for its own account', () => {
    const box = createSecretBox({ TOTP_ENCRYPTION_KEY: KEY, DATA_DIR: '/nonexistent' });
    if (!box.available) throw new Error('expected a box');
    const sealed = box.seal(new Uint8Array([1, 2, 3]), 'user-a');
    expect(Array.from(box.open(sealed, 'user-a')!)).toEqual([1, 2, 3]);
    expect(box.open(sealed, 'user-b')).toBeNull();
    const other = createSecretBox({ TOTP_ENCRYPTION_KEY: 'b'.repeat(64), DATA_DIR: '/nonexistent' });
    expect(other.available && other.open(sealed, 'user-a')).toBeNull();
  });

  it('keeps a generated key in DATA_DIR in development, owner-only, and uses the same one after a restart', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rl-totp-key-'));
    const first = createSecretBox({ DATA_DIR: dataDir });
    const second = createSecretBox({ DATA_DIR: dataDir });
    if (!first.available || !second.available) throw new Error('expected a box');
    expect(first.source).toBe('data-dir');
    expect(statSync(path.join(dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(Array.from(second.open(first.seal(new Uint8Array([9]), 'u'), 'u')!)).toEqual([9]);
    rmSync(dataDir, { recursive: true });
  });

  it('is off in production without a key, with the reason the account page shows', () => {
    expect(createSecretBox({ NODE_ENV: 'production', DATA_DIR: '/nonexistent' })).toEqual({
      available: false,
      reason: MISSING_KEY_REASON,
    });
  });
});
