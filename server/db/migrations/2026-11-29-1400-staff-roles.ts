import { type Kysely, sql } from 'kysely';

/**
 * Staff roles (shared/staff-roles.ts): owner, office, crew. Every admin until now becomes an owner
 * (they could do everything, and still can); a person holds one role at most.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update user_roles set role = 'owner' where role = 'admin'`.execute(db);
  await sql`delete from user_roles where role not in ('owner', 'office', 'crew')`.execute(db);
  await sql`alter table user_roles add constraint user_roles_role_check check (role in ('owner', 'office', 'crew'))`.execute(
    db,
  );
  await db.schema.createIndex('user_roles_one_per_user').on('user_roles').column('user_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_roles_one_per_user').execute();
  await sql`alter table user_roles drop constraint user_roles_role_check`.execute(db);
  await sql`delete from user_roles where role <> 'owner'`.execute(db);
  await sql`update user_roles set role = 'admin' where role = 'owner'`.execute(db);
}
