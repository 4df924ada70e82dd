import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../shared/staff-roles';
import { generateToken, hashSecret, secretMatches, splitToken } from './tokens';

/**
 * The cookie's name on plain http (development, tests). Over https it is SECURE_SESSION_COOKIE:
 * the `__Host-` prefix makes the browser refuse it unless it is Secure, for the whole site and
 * set by the site itself, so a sibling subdomain cannot plant or overwrite it.
 */
export const SESSION_COOKIE = 'rl_session';
export const SECURE_SESSION_COOKIE = '__Host-rl_session';

/** How long a session lasts: it ends after `idleMs` unused and `absoluteMs` after sign-in in any case. */
export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}
const HOUR_MS = 60 * 60 * 1000;
/**
 * An admin's session opens every request's name, phone and address: a stolen cookie must not stay
 * useful for long, so an admin signs in again each working day (ASVS 3.3.2 at level 2: 12 hours).
 * The idle limit ends a session left open over a lunch break no sooner than the day would.
 */
export const ADMIN_SESSION_LIMITS: SessionLimits = { idleMs: 4 * HOUR_MS, absoluteMs: 12 * HOUR_MS };
/**
 * Any other account reaches only its own settings (admin rights are granted separately and, once
 * granted, the admin limits apply to its live sessions at once): a week unused, 30 days at most.
 */
export const USER_SESSION_LIMITS: SessionLimits = { idleMs: 7 * 24 * HOUR_MS, absoluteMs: 30 * 24 * HOUR_MS };
/**
 * A crew member reaches only today's jobs (a name, an address, the job's phone) and sends photos
 * from a phone on a roof: signing in again there, gloves on, loses photos. The phone stays signed
 * in for a month unused and three months at most; the owner signs out a lost phone from the System
 * page (staff.signOutDevices), the crew member from their account page.
 */
export const CREW_SESSION_LIMITS: SessionLimits = { idleMs: 30 * 24 * HOUR_MS, absoluteMs: 90 * 24 * HOUR_MS };
/**
 * last_used_at is written at most this often, so a busy session does not write on every request;
 * often enough for the idle limits and the "last active" the account page shows.
 */
export const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
}

/**
 * How a session was made: the password alone (an account without a second factor), the password
 * and then a second factor, a passkey on its own, or a mailed link (verify email).
 */
export type AuthMethod =
  | 'password'
  | 'password+passkey'
  | 'password+totp'
  | 'password+recovery-code'
  | 'passkey'
  | 'email-link';

export interface ValidSession {
  id: string;
  user: SessionUser;
  /** When the cookie should expire if set now. */
  expiresAt: Date;
  authMethod: AuthMethod;
  /** When this session last proved a second factor (at sign-in or a step-up), or null. */
  secondFactorAt: Date | null;
  /** When the person signed in (the session was made). */
  createdAt: Date;
  /** When this session last typed the password again, or null. */
  passwordConfirmedAt: Date | null;
}

/** A session's limits by its account's staff role now (none: an ordinary account). */
export const limitsFor = (role: StaffRole | null): SessionLimits =>
  role === 'crew' ? CREW_SESSION_LIMITS : role ? ADMIN_SESSION_LIMITS : USER_SESSION_LIMITS;

function expiryOf(createdAt: Date, lastUsedAt: Date, limits: SessionLimits): Date {
  return new Date(Math.min(lastUsedAt.getTime() + limits.idleMs, createdAt.getTime() + limits.absoluteMs));
}

/** Starts a session for a user; the returned token goes to the cookie and is never stored. */
export async function createSession(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  now: Date,
  method: AuthMethod = 'password',
): Promise<{ token: string; expiresAt: Date }> {
  const staff = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .where('role', 'in', STAFF_ROLES)
    .executeTakeFirst();
  const { id, secret, token } = generateToken();
  await db
    .insertInto('sessions')
    .values({
      id,
      secret_hash: hashSecret(secret),
      user_id: userId,
      created_at: now,
      last_used_at: now,
      auth_method: method,
      second_factor_at: method === 'password' || method === 'email-link' ? null : now,
    })
    .execute();
  return { token, expiresAt: expiryOf(now, now, limitsFor(isStaffRole(staff?.role) ? staff.role : null)) };
}

/**
 * The session a cookie token stands for, or null. Never throws for a bad token: malformed,
 * unknown, wrong secret and expired all read as "no session". An expired row is deleted.
 */
export async function validateSessionToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<ValidSession | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.secret_hash',
      'sessions.created_at',
      'sessions.last_used_at',
      'sessions.auth_method',
      'sessions.second_factor_at',
      'sessions.password_confirmed_at',
      'users.id as user_id',
      'users.email',
      'users.full_name',
      // The role is read with the session: granting or revoking it changes the limits at once.
      (eb) =>
        eb
          .selectFrom('user_roles')
          .select('user_roles.role')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('user_roles.role', 'in', STAFF_ROLES)
          .limit(1)
          .as('role'),
    ])
    .where('sessions.id', '=', parts.id)
    .executeTakeFirst();
  if (!row || !secretMatches(parts.secret, row.secret_hash)) return null;

  const limits = limitsFor(isStaffRole(row.role) ? row.role : null);
  if (now.getTime() >= expiryOf(row.created_at, row.last_used_at, limits).getTime()) {
    await invalidateSession(db, row.id);
    return null;
  }
  let lastUsedAt = row.last_used_at;
  if (now.getTime() - lastUsedAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
    lastUsedAt = now;
    await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', row.id).execute();
  }
  return {
    id: row.id,
    user: { id: row.user_id, email: row.email, fullName: row.full_name },
    expiresAt: expiryOf(row.created_at, lastUsedAt, limits),
    authMethod: row.auth_method as AuthMethod,
    secondFactorAt: row.second_factor_at,
    createdAt: row.created_at,
    passwordConfirmedAt: row.password_confirmed_at,
  };
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function invalidateUserSessions(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  /** A session to keep (the one making the change). */
  except?: string,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (except) query = query.where('id', '!=', except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Records that this session just proved a second factor (a step-up). */
export async function markSecondFactor(db: Kysely<Database>, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ second_factor_at: now }).where('id', '=', sessionId).execute();
}

/** Removes every session past its inactivity or absolute limit (its account's role's); run periodically by the server. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => {
      const roleIn = (roles: readonly StaffRole[]) =>
        eb.exists(
          eb
            .selectFrom('user_roles')
            .select('user_roles.role')
            .whereRef('user_roles.user_id', '=', 'sessions.user_id')
            .where('user_roles.role', 'in', roles),
        );
      const past = (limits: SessionLimits) =>
        eb.or([eb('last_used_at', '<=', before(limits.idleMs)), eb('created_at', '<=', before(limits.absoluteMs))]);
      return eb.or([
        eb.and([eb.not(roleIn(STAFF_ROLES)), past(USER_SESSION_LIMITS)]),
        eb.and([roleIn(['owner', 'office']), past(ADMIN_SESSION_LIMITS)]),
        eb.and([roleIn(['crew']), past(CREW_SESSION_LIMITS)]),
      ]);
    })
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Where a session was started from, for the account page's list: the browser and the client's address. */
export async function recordSessionClient(
  db: Kysely<Database>,
  token: string,
  client: { userAgent: string | undefined; network: string },
): Promise<void> {
  const parts = splitToken(token);
  if (!parts) return;
  await db
    .updateTable('sessions')
    .set({
      user_agent: client.userAgent?.slice(0, 400) || null,
      network: client.network === 'unknown' ? null : client.network,
    })
    .where('id', '=', parts.id)
    .execute();
}

/** Records that this session typed the account's password again. */
export async function markPasswordConfirmed(db: Kysely<Database>, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ password_confirmed_at: now }).where('id', '=', sessionId).execute();
}

/** One of the account's live sessions as its list on the account page shows it. */
export interface SessionListItem {
  id: string;
  userAgent: string | null;
  network: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** The account's sessions still within their limits, the newest sign-in first. */
export async function listUserSessions(
  db: Kysely<Database>,
  current: ValidSession,
  role: StaffRole | null,
  now: Date,
): Promise<SessionListItem[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'network', 'created_at', 'last_used_at'])
    .where('user_id', '=', current.user.id)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  const limits = limitsFor(role);
  return rows
    .filter((row) => now.getTime() < expiryOf(row.created_at, row.last_used_at, limits).getTime())
    .map((row) => ({
      id: row.id,
      userAgent: row.user_agent,
      network: row.network,
      createdAt: row.created_at.toISOString(),
      lastUsedAt: row.last_used_at.toISOString(),
      current: row.id === current.id,
    }));
}

/** Ends one of the account's own sessions; false when it is not (or no longer) there. */
export async function endUserSession(db: Kysely<Database>, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
