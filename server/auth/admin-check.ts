import type { Kysely } from 'kysely';
import { isDatabaseUnavailable } from '../db/errors';
import type { Database } from '../db/types';
import { ADMIN_ROLE } from './accounts';
import type { ValidSession } from './session';

/** Whether the user holds the admin role now (the role is read on every call, never cached). */
export async function isAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .where('role', '=', ADMIN_ROLE)
    .executeTakeFirst();
  return row !== undefined;
}

export type AdminCheck = { ok: true; session: ValidSession } | { ok: false; reason: 'signed-out' | 'not-admin' };

/**
 * The one admin check, for tRPC's adminProcedure and the routes outside tRPC (the CSV download):
 * a session, and a user_roles row with role "admin", looked up on every call. A failed lookup is
 * "not admin", never "admin"; only an unreachable database is thrown, so the caller answers 503.
 */
export async function checkAdmin(db: Kysely<Database>, session: ValidSession | null): Promise<AdminCheck> {
  if (!session) return { ok: false, reason: 'signed-out' };
  try {
    if (await isAdmin(db, session.user.id)) return { ok: true, session };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
  }
  return { ok: false, reason: 'not-admin' };
}
