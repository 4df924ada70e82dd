import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations';

/** Brings the schema up to date; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Kysely<any>): Promise<NonNullable<MigrationResultSet['results']>> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${cause}`, { cause: error });
  }
  return results ?? [];
}
