import { sql, type Kysely } from 'kysely';
import type { StaffRole } from '../../shared/staff-roles';
import type { Database, User } from '../db/types';

/** The role of everyone who could do everything before roles (`npm run admin -- grant` without --role). */
export const OWNER_ROLE: StaffRole = 'owner';

/** Emails are unique ignoring case; the address is kept as the person typed it. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Adds a user, or returns undefined when the email is taken (also when a parallel sign-up took it
 * a moment ago: the unique index decides, without aborting the caller's transaction).
 */
export async function insertUser(
  db: Kysely<Database>,
  user: { email: string; fullName: string; passwordHash: string; verifiedAt: Date | null; now: Date },
): Promise<User | undefined> {
  return db
    .insertInto('users')
    .values({
      email: user.email.trim(),
      full_name: user.fullName.trim(),
      password_hash: user.passwordHash,
      email_verified_at: user.verifiedAt,
      created_at: user.now,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function markEmailVerified(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: sql`coalesce(email_verified_at, ${now})` })
    .where('id', '=', userId)
    .execute();
}

export async function setPasswordHash(db: Kysely<Database>, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Gives a person their one staff role (replacing another they held); true when it changed. */
export async function grantRole(db: Kysely<Database>, userId: string, role: StaffRole): Promise<boolean> {
  const result = await db
    .insertInto('user_roles')
    .values({ user_id: userId, role })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ role }).where('user_roles.role', '<>', role))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes a person's staff role away (only `role`, when given); true when they had it. */
export async function revokeRole(db: Kysely<Database>, userId: string, role?: StaffRole): Promise<boolean> {
  let query = db.deleteFrom('user_roles').where('user_id', '=', userId);
  if (role) query = query.where('role', '=', role);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface AccountSummary {
  email: string;
  fullName: string;
  verified: boolean;
  /** Their staff role, or null for an account without one. */
  role: StaffRole | null;
  createdAt: Date;
}

/** Every account, staff first (owners, office, crew), then by email. */
export async function listAccounts(db: Kysely<Database>): Promise<AccountSummary[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['users.email', 'users.full_name', 'users.email_verified_at', 'users.created_at', 'user_roles.role'])
    .orderBy(sql`case user_roles.role when 'owner' then 0 when 'office' then 1 when 'crew' then 2 else 3 end`)
    .orderBy(sql`lower(users.email)`)
    .execute();
  return rows.map((row) => ({
    email: row.email,
    fullName: row.full_name,
    verified: row.email_verified_at !== null,
    role: row.role,
    createdAt: row.created_at,
  }));
}
