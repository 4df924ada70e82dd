import type { Kysely } from 'kysely';
import { type Area, isStaffRole, mayUse, opensDashboard, ROLE_LABELS, type StaffRole } from '../../shared/staff-roles';
import { isDatabaseUnavailable } from '../db/errors';
import type { Database } from '../db/types';
import { hasSecondFactor } from './second-factors';
import type { ValidSession } from './session';

/** The person's staff role now (read on every call, never cached), or null. */
export async function staffRoleOf(db: Kysely<Database>, userId: string): Promise<StaffRole | null> {
  const row = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).executeTakeFirst();
  return row && isStaffRole(row.role) ? row.role : null;
}

/** Whether the person opens the dashboard (an owner or the office; shared/staff-roles.ts). */
export async function isAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  return opensDashboard(await staffRoleOf(db, userId));
}

export type StaffCheck =
  | { ok: true; session: ValidSession; role: StaffRole }
  | { ok: false; reason: 'signed-out' | 'not-admin' | 'role' | 'second-factor-required'; role?: StaffRole };

/**
 * The one check of who may use an area (shared/staff-roles.ts ACCESS), for tRPC's staffProcedure
 * and the routes outside tRPC (the CSV downloads, photos, previews): a session, and a role that
 * may use the area, looked up on every call. A failed lookup is "not staff", never allowed; only
 * an unreachable database is thrown, so the caller answers 503. With `requireSecondFactor`
 * (REQUIRE_ADMIN_2FA) staff without a passkey or authenticator app are refused until they set one up.
 * `not-admin`: no staff role at all; `role`: a role this area is not for.
 */
export async function checkStaff(
  db: Kysely<Database>,
  session: ValidSession | null,
  area: Area,
  options: { requireSecondFactor?: boolean } = {},
): Promise<StaffCheck> {
  if (!session) return { ok: false, reason: 'signed-out' };
  try {
    const role = await staffRoleOf(db, session.user.id);
    if (!role) return { ok: false, reason: 'not-admin' };
    if (!mayUse(role, area)) return { ok: false, reason: 'role', role };
    if (options.requireSecondFactor && !(await hasSecondFactor(db, session.user.id)))
      return { ok: false, reason: 'second-factor-required', role };
    return { ok: true, session, role };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
  }
  return { ok: false, reason: 'not-admin' };
}

/** Why a refused check was refused, in words for the person: "to <what>" ends each sentence. */
export function refusalText(check: Exclude<StaffCheck, { ok: true }>, what: string): string {
  switch (check.reason) {
    case 'signed-out':
      return `Sign in at /auth with your staff account to ${what}.`;
    case 'second-factor-required':
      return `Set up two-step sign-in (a passkey or an authenticator app) on your account page, /admin/account, to ${what}.`;
    case 'role':
      return `${ROLE_LABELS[check.role!]} accounts cannot ${what}. Ask the owner if you need to.`;
    default:
      return `Your account has no staff role, so it cannot ${what}. Ask the owner to give you one.`;
  }
}
