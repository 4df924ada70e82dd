import { describe, expect, it } from 'vitest';
import { WEAK_PASSWORD } from '../../schema/auth';
import { CURRENT_PASSWORD_WRONG } from '../../server/trpc/routers/account';
import { createAccount, SITE, testClock, uniqueEmail } from '../support/auth-app';
import { useServerApp } from '../support/server-app';
import { linkIn, mailsTo, mutate, query, sessionCookie, tokenOf, trpcData, trpcError } from '../support/trpc-inject';

const NEW_PASSWORD = 'gutter-Laramie-copper-48';

// ASVS 2.1.1, 2.1.2, 2.1.5, 2.1.6, 2.2.3 and 2.5.5: the password rules, change password, and the
// mail that tells the owner a password changed.
describe('choosing and changing a password', () => {
  const clock = testClock();
  const server = useServerApp('embedded', { now: clock.now });

  const signIn = async (email: string, password: string) =>
    sessionCookie(await mutate(server.app, 'auth.signIn', { email, password }))!.value;
  const change = (session: string, currentPassword: string, password = NEW_PASSWORD, confirmPassword = password) =>
    mutate(server.app, 'account.changePassword', { currentPassword, password, confirmPassword }, { session });

  it('refuses fewer than 12 characters and more than 128 at sign-up, with the words a person reads', async () => {
    const signUp = (password: string) =>
      mutate(server.app, 'auth.signUp', {
        fullName: 'Pol Tester',
        email: uniqueEmail('policy'),
        password,
        confirmPassword: password,
      });
    // The review's 10-character "strong" password, and 11.
    for (const password of ['Qx7#mVp2!k', 'Qx7#mVp2!kZ']) {
      const error = trpcError(await signUp(password));
      expect(error).toMatchObject({ status: 400, data: { appCode: WEAK_PASSWORD } });
      expect(error.data.reasons).toContain(
        `It is too short: use at least 12 characters (this one has ${password.length}).`,
      );
    }
    const long64 = 'Granite-Falcon-Orbit-Quasar-Lantern-Meadow-Pylon-Harbor-77-zz-x'.padEnd(64, 'Q');
    const p128 = `${long64}Zebra-Tundra-Vortex-Glyph-${long64}`.slice(0, 128);
    expect(trpcData(await signUp('Qx7#mVp2!kZ4'))).toEqual({ ok: true });
    expect(trpcData(await signUp(p128))).toEqual({ ok: true });
    for (const password of [`${p128}x`, `${p128}${p128}`]) {
      const error = trpcError(await signUp(password));
      expect(error.status).toBe(400);
      expect(error.message).toBe(`It is too long: use at most 128 characters (this one has ${[...password].length}).`);
      expect((error.data.fieldErrors as Record<string, string[]>).password).toEqual([error.message]);
    }
  });

  it('still signs in with a password longer than 128 set before the limit', async () => {
    const older = `${'Granite-Falcon-Orbit-Quasar-'.repeat(6)}`;
    expect(older.length).toBeGreaterThan(128);
    const { email } = await createAccount(server.database, { password: older });
    expect(trpcData(await mutate(server.app, 'auth.signIn', { email, password: older }))).toMatchObject({
      user: { email },
    });
  });

  it('changes the password with the current one: the other sessions end, this one stays, and the owner is mailed', async () => {
    const { email, password, user } = await createAccount(server.database, { fullName: 'Casey Change' });
    const here = await signIn(email, password);
    const elsewhere = await signIn(email, password);

    const answer = trpcData<{ ok: true; signedOut: number }>(await change(here, password));
    expect(answer).toEqual({ ok: true, signedOut: 1 });
    expect(trpcData(await query(server.app, 'auth.session', { session: here }))).toMatchObject({ user: { email } });
    expect(trpcData(await query(server.app, 'auth.session', { session: elsewhere }))).toBeNull();

    expect(trpcError(await mutate(server.app, 'auth.signIn', { email, password })).status).toBe(401);
    expect(trpcData(await mutate(server.app, 'auth.signIn', { email, password: NEW_PASSWORD }))).toMatchObject({
      user: { email },
    });

    const [mail] = await mailsTo(server.database.db, email);
    expect(mail!.subject).toBe('Your password was changed on your Ridgeline Veteran Roofing account');
    expect(mail!.text_body).toContain('changed on the account page');
    expect(mail!.text_body).toMatch(/If it was not you, .*"Forgot password"/);
    const events = await server.database.db
      .selectFrom('account_events')
      .select('kind')
      .where('user_id', '=', user.id)
      .execute();
    expect(events.map((event) => event.kind)).toEqual(['password-changed']);
  });

  it('refuses a wrong current password under its field, and a weak new one with its reasons, changing nothing', async () => {
    const { email, password } = await createAccount(server.database, { fullName: 'Robin Refused' });
    const here = await signIn(email, password);
    const wrong = trpcError(await change(here, 'not-my-password-at-all'));
    expect(wrong).toMatchObject({
      status: 400,
      message: CURRENT_PASSWORD_WRONG,
      data: { appCode: 'CURRENT_PASSWORD_WRONG', fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] } },
    });
    const weak = trpcError(await change(here, password, 'robin-refused-1'));
    expect(weak).toMatchObject({ status: 400, data: { appCode: WEAK_PASSWORD } });
    expect(weak.data.reasons).toContain('It contains your name.');
    expect(trpcData(await mutate(server.app, 'auth.signIn', { email, password }))).toMatchObject({ user: { email } });
    expect(await mailsTo(server.database.db, email)).toEqual([]);
  });

  it('needs a session', async () => {
    const answer = await mutate(server.app, 'account.changePassword', {
      currentPassword: 'anything-at-all',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(trpcError(answer).status).toBe(401);
  });

  it('mails "your password was changed" after a reset, saying what to do if it was not them', async () => {
    const { email } = await createAccount(server.database);
    await mutate(server.app, 'auth.requestPasswordReset', { email });
    await server.app.services.background.idle();
    const token = tokenOf(
      linkIn((await mailsTo(server.database.db, email))[0]!.text_body, `${SITE}/auth/reset#token=`),
    );
    const reset = await mutate(server.app, 'auth.resetPassword', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(trpcData(reset)).toEqual({ ok: true });
    const mails = await mailsTo(server.database.db, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Reset your Ridgeline Veteran Roofing password',
      'Your password was changed on your Ridgeline Veteran Roofing account',
    ]);
    expect(mails[1]!.text_body).toContain('with a reset link sent to this address');
    expect(mails[1]!.text_body).toMatch(/If it was not you, .*change the password of this mailbox first/);
  });
});
