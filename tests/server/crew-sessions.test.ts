import { describe, expect, it } from 'vitest';
import {
  ADMIN_SESSION_LIMITS,
  CREW_SESSION_LIMITS,
  deleteExpiredSessions,
  SESSION_COOKIE,
  validateSessionToken,
} from '../../server/auth/session';
import { testDatabaseKinds } from '../../testing/test-database';
import { SITE } from '../support/auth-app';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';

const DAY = 86_400_000;

/**
 * A crew phone stays signed in on the roof (a month unused, three at most) where the office's
 * sessions end each day, and the owner can sign a lost phone out from the System page.
 */
describe.each(testDatabaseKinds)('crew sessions on %s', (kind) => {
  const server = useServerApp(kind);
  const token = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);

  it('keep a crew phone signed in for weeks of use, and end the office’s within the day', async () => {
    const db = server.database.db;
    const start = new Date('2026-06-01T12:00:00Z');
    const crew = await signedInUser(db, { email: `crew.long.${kind}@ridgeline.example`, role: 'crew', now: start });
    const office = await signedInUser(db, {
      email: `office.long.${kind}@ridgeline.example`,
      role: 'office',
      now: start,
    });
    const dayLater = new Date(start.getTime() + ADMIN_SESSION_LIMITS.absoluteMs + 1000);
    expect(await validateSessionToken(db, token(office.cookie), dayLater)).toBeNull();
    // Used every three weeks, a crew session lives on past the office's and ordinary accounts' 30 days...
    for (let at = 21; at < 90; at += 21)
      expect(
        await validateSessionToken(db, token(crew.cookie), new Date(start.getTime() + at * DAY)),
        `day ${at}`,
      ).not.toBeNull();
    expect(await deleteExpiredSessions(db, new Date(start.getTime() + 80 * DAY))).toBe(0);
    // ...and ends at three months, however much it is used.
    const end = new Date(start.getTime() + CREW_SESSION_LIMITS.absoluteMs + 1000);
    expect(await deleteExpiredSessions(db, end)).toBe(1);
    expect(await validateSessionToken(db, token(crew.cookie), end)).toBeNull();
  });

  it('lets the owner sign a person out on every device, and no one else', async () => {
    const db = server.database.db;
    const owner = await signedInUser(db, { email: `owner.devices.${kind}@ridgeline.example`, role: 'owner' });
    const office = await signedInUser(db, { email: `office.devices.${kind}@ridgeline.example`, role: 'office' });
    const phone = await signedInUser(db, { email: `crew.devices.${kind}@ridgeline.example`, role: 'crew' });
    const signOut = (cookie: string, userId: string) =>
      server.app.inject({
        method: 'POST',
        url: '/trpc/staff.signOutDevices',
        headers: { 'content-type': 'application/json', origin: SITE, cookie },
        payload: JSON.stringify({ userId }),
      });
    expect((await signOut(office.cookie, phone.id)).statusCode).toBe(403);
    expect(await validateSessionToken(db, token(phone.cookie), new Date())).not.toBeNull();
    const done = await signOut(owner.cookie, phone.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result.data.message).toBe(`crew.devices.${kind}@ridgeline.example is signed out on 1 device.`);
    expect(await validateSessionToken(db, token(phone.cookie), new Date())).toBeNull();
    // The crew page's next call is refused as signed out.
    const after = await server.app.inject({
      method: 'GET',
      url: '/trpc/crew.today',
      headers: { cookie: phone.cookie },
    });
    expect(after.statusCode).toBe(401);
  });
});
