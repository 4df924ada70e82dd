import { sql, type Kysely } from 'kysely';

/**
 * What a commercial page's form asks (shared/request-fields.ts, the fields of `group:
 * 'commercial'`): the company or property, the type of building and the roof's size. Older and
 * homeowners' requests have none: null.
 */
// Frozen: a migration that has run is never edited; changes go in a new file.
const COLUMNS = ['company', 'building_type', 'roof_size'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_submissions ${sql.join(
    COLUMNS.map((column) => sql`add column ${sql.ref(column)} text`),
  )}`.execute(db);
}
