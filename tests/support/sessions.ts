import type { Kysely } from 'kysely';
import { createSession, SESSION_COOKIE } from '../../server/auth/session';
import type { Database } from '../../server/db/types';
import type { StaffRole } from '../../shared/staff-roles';

/**
 * A verified user with a live session, straight in the database (no sign-up, no mail), for tests
 * of what signed-in callers may do. Returns the Cookie header that carries the session.
 */
export async function signedInUser(
  db: Kysely<Database>,
  /** `admin`: an owner (everything); `role`: another staff role. */
  options: { email: string; admin?: boolean; role?: StaffRole; now?: Date },
): Promise<{ id: string; cookie: string }> {
  const now = options.now ?? new Date();
  const user = await db
    .insertInto('users')
    .values({
      email: options.email,
      password_hash: 'not-a-real-hash',
      full_name: options.email.split('@')[0]!,
      email_verified_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = options.role ?? (options.admin ? 'owner' : undefined);
  if (role) await db.insertInto('user_roles').values({ user_id: user.id, role }).execute();
  const { token } = await createSession(db, user.id, now);
  return { id: user.id, cookie: `${SESSION_COOKIE}=${token}` };
}

/**
 * Signs the given people in again at `now`: for tests whose clock runs on past a session's life (an
 * admin's ends 12 hours after sign-in, or after 4 hours unused). Each person's `cookie` is replaced.
 */
export async function signInAgain(db: Kysely<Database>, people: { id: string; cookie: string }[], now: Date) {
  for (const person of people) {
    const { token } = await createSession(db, person.id, now);
    person.cookie = `${SESSION_COOKIE}=${token}`;
  }
}
