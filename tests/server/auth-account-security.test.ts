import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { describe, expect, it } from 'vitest';
import { stepAt } from '../../server/auth/factors/totp';
import { testDatabaseKinds } from '../../testing/test-database';
import { createAccount, SITE, testClock } from '../support/auth-app';
import { useServerApp } from '../support/server-app';
import { softAuthenticator } from '../support/soft-authenticator';
import { mailsTo, mutate, query, sessionCookie, trpcData, trpcError } from '../support/trpc-inject';

/**
 * The account's own security: adding the first second factor needs the password (or a fresh
 * sign-in), the list of sessions and signing the others out, and wrong second-step codes counted
 * per network and told to the owner.
 */

const MINUTE = 60_000;
const KEY = 'b'.repeat(64);
type Ticket = { secondFactor: { ticket: string } };

function codeAt(secretText: string, at: Date, stepOffset = 0): string {
  return generateHOTP(decodeBase32IgnorePadding(secretText.replace(/\s/g, '')), BigInt(stepAt(at) + stepOffset), 6);
}

describe.each(testDatabaseKinds)('account security on %s', (kind) => {
  const clock = testClock();
  const server = useServerApp(kind, { now: clock.now, env: { TOTP_ENCRYPTION_KEY: KEY } });
  let ipCounter = 0;
  const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  async function signIn(email: string, password: string, ip = freshIp(), userAgent?: string) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(userAgent ? { 'user-agent': userAgent } : {}),
      },
      payload: JSON.stringify({ email, password }),
    });
    return sessionCookie(response)!.value;
  }
  const call = (path: string, session: string, input: unknown = {}) => mutate(server.app, path, input, { session });
  const appCode = async (path: string, session: string, input: unknown = {}) =>
    trpcError(await call(path, session, input)).data.appCode;

  async function accountWithTotp() {
    const account = await createAccount(server.database);
    const cookie = await signIn(account.email, account.password);
    const setup = trpcData<{ setupId: string; secret: string }>(await call('account.startTotpSetup', cookie));
    trpcData(
      await call('account.confirmTotpSetup', cookie, {
        setupId: setup.setupId,
        code: codeAt(setup.secret, clock.now()),
        name: 'Phone',
      }),
    );
    return { ...account, cookie, secret: setup.secret };
  }

  describe('the first second factor', () => {
    it('is refused to a session signed in over five minutes ago until it types the password again', async () => {
      // The review's steps: a second session of the same account (a copied cookie) tries to add its own app.
      const { email, password } = await createAccount(server.database);
      const owner = await signIn(email, password);
      const copied = await signIn(email, password);
      clock.advance(5 * MINUTE + 1000);
      expect(await appCode('account.startTotpSetup', copied)).toBe('PASSWORD_REQUIRED');
      expect(await appCode('account.passkeyRegistrationOptions', copied)).toBe('PASSWORD_REQUIRED');
      // Nothing changed: the owner is still signed in and no app guards the account.
      expect(trpcData(await query(server.app, 'auth.session', { session: owner }))).toMatchObject({ user: { email } });
      expect(await mailsTo(server.database.db, email)).toEqual([]);

      // A wrong password is refused and counted like a sign-in's.
      const wrong = trpcError(await call('account.confirmPassword', copied, { password: 'not-the-password' }));
      expect(wrong).toMatchObject({ status: 401, data: { fieldErrors: { password: ['That is not your password.'] } } });

      // The owner at the computer types the password: adding goes on, as smoothly as after a sign-in.
      expect(trpcData(await call('account.confirmPassword', owner, { password }))).toEqual({ ok: true });
      const overview = trpcData<{ reauthSecondsLeft: number }>(
        await query(server.app, 'account.overview', { session: owner }),
      );
      expect(overview.reauthSecondsLeft).toBe(300);
      const setup = trpcData<{ setupId: string; secret: string }>(await call('account.startTotpSetup', owner));
      expect(setup.setupId).toBeTruthy();
    });

    it('is checked again when the setup is finished: a setup started while fresh cannot be finished later', async () => {
      const { email, password } = await createAccount(server.database);
      const cookie = await signIn(email, password);
      clock.advance(4 * MINUTE);
      const setup = trpcData<{ setupId: string; secret: string }>(await call('account.startTotpSetup', cookie));
      clock.advance(2 * MINUTE);
      const finish = () =>
        call('account.confirmTotpSetup', cookie, {
          setupId: setup.setupId,
          code: codeAt(setup.secret, clock.now()),
          name: 'Phone',
        });
      expect(trpcError(await finish()).data.appCode).toBe('PASSWORD_REQUIRED');
      expect(await server.database.db.selectFrom('totp_factors').selectAll().execute()).toHaveLength(0);
      trpcData(await call('account.confirmPassword', cookie, { password }));
      expect(trpcData<{ recoveryCodes: string[] }>(await finish()).recoveryCodes).toHaveLength(10);
    });

    it('locks the password confirmation like a sign-in after five wrong tries', async () => {
      const { email, password } = await createAccount(server.database);
      const cookie = await signIn(email, password);
      clock.advance(6 * MINUTE);
      for (let i = 0; i < 5; i++)
        expect(trpcError(await call('account.confirmPassword', cookie, { password: `wrong-${i}` })).status).toBe(401);
      const locked = trpcError(await call('account.confirmPassword', cookie, { password }));
      expect(locked).toMatchObject({ status: 429, data: { appCode: 'SIGN_IN_LOCKED' } });
    });
  });

  it('refuses a passkey on a challenge fetched while the step-up was fresh once the step-up has run out', async () => {
    const account = await accountWithTotp();
    const authenticator = softAuthenticator(new URL(SITE).origin);
    clock.advance(8 * MINUTE);
    const { challengeId, options } = trpcData<{
      challengeId: string;
      options: { challenge: string; user: { id: string } };
    }>(await call('account.passkeyRegistrationOptions', account.cookie));
    clock.advance(3 * MINUTE);
    const { response } = authenticator.register(options);
    const added = trpcError(
      await call('account.addPasskey', account.cookie, { challengeId, response, name: 'Laptop' }),
    );
    expect(added).toMatchObject({ status: 403, data: { appCode: 'STEP_UP_REQUIRED' } });
    expect(await server.database.db.selectFrom('passkeys').selectAll().execute()).toHaveLength(0);
  });

  describe('the list of sessions', () => {
    const CHROME_WINDOWS =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const SAFARI_IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

    it('shows each session with its browser, address, sign-in and last activity, and signs the others out', async () => {
      const { email, password } = await createAccount(server.database);
      const office = await signIn(email, password, '192.0.2.10', CHROME_WINDOWS);
      clock.advance(MINUTE);
      const phone = await signIn(email, password, '2001:db8:5:6:7::1', SAFARI_IPHONE);
      const third = await signIn(email, password, '192.0.2.11');
      clock.advance(10 * MINUTE);
      trpcData(await query(server.app, 'auth.session', { session: office }));

      const list = trpcData<
        {
          id: string;
          userAgent: string | null;
          network: string | null;
          createdAt: string;
          lastUsedAt: string;
          current: boolean;
        }[]
      >(await query(server.app, 'account.sessions', { session: office }));
      expect(list).toHaveLength(3);
      const mine = list.find((s) => s.current)!;
      expect(mine).toMatchObject({ userAgent: CHROME_WINDOWS, network: '192.0.2.10' });
      expect(mine.lastUsedAt).toBe(clock.now().toISOString());
      expect(list.find((s) => s.userAgent === SAFARI_IPHONE)).toMatchObject({
        network: '2001:db8:5:6::',
        current: false,
      });

      // Another account cannot end these sessions, nor can a session end itself here.
      const stranger = await createAccount(server.database);
      const strangerCookie = await signIn(stranger.email, stranger.password);
      const phoneId = list.find((s) => s.userAgent === SAFARI_IPHONE)!.id;
      expect(trpcError(await call('account.signOutSession', strangerCookie, { id: phoneId })).status).toBe(400);
      expect(trpcError(await call('account.signOutSession', office, { id: mine.id })).status).toBe(400);

      expect(trpcData(await call('account.signOutSession', office, { id: phoneId }))).toEqual({ ok: true });
      expect(trpcData(await query(server.app, 'auth.session', { session: phone }))).toBeNull();
      expect(trpcData(await call('account.signOutOtherSessions', office))).toEqual({ ended: 1 });
      expect(trpcData(await query(server.app, 'auth.session', { session: third }))).toBeNull();
      expect(trpcData(await query(server.app, 'auth.session', { session: office }))).toMatchObject({ user: { email } });
      expect(trpcData(await query(server.app, 'auth.session', { session: strangerCookie }))).not.toBeNull();
    });
  });

  describe('wrong second-step codes', () => {
    const wrongCode = (secret: string) => {
      const valid = new Set([-1, 0, 1].map((d) => codeAt(secret, clock.now(), d)));
      let code = '000000';
      for (let n = 1; valid.has(code); n++) code = String(n * 7919).padStart(6, '0');
      return code;
    };
    const ticketFor = async (email: string, password: string, ip: string) =>
      trpcData<Ticket>(await mutate(server.app, 'auth.signIn', { email, password }, { ip })).secondFactor.ticket;
    const guess = (ticket: string, code: string, ip: string) =>
      mutate(server.app, 'auth.completeSignIn', { ticket, proof: { method: 'totp', code } }, { ip });

    it('from one network lock only that network: the owner elsewhere still signs in', async () => {
      const account = await accountWithTotp();
      clock.advance(MINUTE);
      // The review's household: 10 /64s of one /56, five wrong codes from each.
      const statuses: number[] = [];
      for (let i = 0; i < 50; i++) {
        const ip = `2001:db8:77:ab${Math.floor(i / 5)
          .toString(16)
          .padStart(2, '0')}::9`;
        const password = await mutate(
          server.app,
          'auth.signIn',
          { email: account.email, password: account.password },
          { ip },
        );
        if (password.statusCode !== 200) statuses.push(password.statusCode);
        else {
          const ticket = trpcData<Ticket>(password).secondFactor.ticket;
          statuses.push((await guess(ticket, wrongCode(account.secret), ip)).statusCode);
        }
      }
      // Ten wrong codes lock the network (as ten wrong passwords would); it locks only itself out.
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
      const owner = '2001:db8:ffff::1';
      const ticket = await ticketFor(account.email, account.password, owner);
      const signedIn = await guess(ticket, codeAt(account.secret, clock.now()), owner);
      expect(signedIn.statusCode).toBe(200);
      expect(sessionCookie(signedIn)?.value).toBeTruthy();
    });

    it('mail the owner once after five, however many follow, and a replayed code counts, is kept in the history and mailed once an hour', async () => {
      const account = await accountWithTotp();
      clock.advance(MINUTE);
      const owner = freshIp();
      const right = codeAt(account.secret, clock.now());
      expect((await guess(await ticketFor(account.email, account.password, owner), right, owner)).statusCode).toBe(200);
      // The same code again: refused, written to the history, counted.
      const replayIp = freshIp();
      const replay = await guess(await ticketFor(account.email, account.password, replayIp), right, replayIp);
      expect(replay.statusCode).toBe(401);
      const history = await server.database.db
        .selectFrom('account_events')
        .select(['kind', 'detail'])
        .where('kind', '=', 'totp-replayed')
        .execute();
      expect(history).toEqual([{ kind: 'totp-replayed', detail: expect.stringContaining(replayIp) }]);
      const subjects = async () => (await mailsTo(server.database.db, account.email)).map((m) => m.subject);
      // The owner hears of it (ASVS 2.8.5), once: a second replay within the hour is kept, not mailed.
      const replayed = 'An authenticator code was used twice on your Ridgeline Veteran Roofing account';
      expect((await subjects()).filter((s) => s === replayed)).toHaveLength(1);
      const again = freshIp();
      expect((await guess(await ticketFor(account.email, account.password, again), right, again)).statusCode).toBe(401);
      expect((await subjects()).filter((s) => s === replayed)).toHaveLength(1);
      const replayMail = (await mailsTo(server.database.db, account.email)).find((m) => m.subject === replayed)!;
      expect(replayMail.text_body).toContain(`typed again (from ${replayIp}) and refused`);
      const warning = 'Someone is trying codes with your password on your Ridgeline Veteran Roofing account';
      expect(await subjects()).not.toContain(warning);

      // The two replays count toward the five.
      for (let i = 0; i < 2; i++) {
        const ip = freshIp();
        expect(
          (await guess(await ticketFor(account.email, account.password, ip), wrongCode(account.secret), ip)).statusCode,
        ).toBe(401);
      }
      expect(await subjects()).not.toContain(warning);
      for (let i = 0; i < 6; i++) {
        const ip = freshIp();
        expect(
          (await guess(await ticketFor(account.email, account.password, ip), wrongCode(account.secret), ip)).statusCode,
        ).toBe(401);
      }
      expect((await subjects()).filter((s) => s === warning)).toHaveLength(1);
      const mail = (await mailsTo(server.database.db, account.email)).find((m) => m.subject === warning)!;
      expect(mail.text_body).toContain('Someone who has your password is trying codes: change your password');
    });
  });
});
