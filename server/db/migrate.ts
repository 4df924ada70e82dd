import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations';

export interface MigrationReport {
  /** Each migration this run tried, in order, with Success or Error. */
  results: MigrationResult[];
  /** Set when one failed: its name and cause in words. */
  error?: Error;
}

/** Runs every pending migration and says what happened; never throws for a failed migration. */
export async function runMigrations(db: Kysely<any>): Promise<MigrationReport> {
  // Work lands in parallel: a migration named earlier can reach a database after a later one ran.
  // Each migration touches only its own tables and columns, so the missing one simply runs.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (!error) return { results: results ?? [] };
  const failed = results?.find((r) => r.status === 'Error');
  const cause = error instanceof Error ? error.message : String(error);
  return {
    results: results ?? [],
    error: new Error(`Database migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${cause}`, {
      cause: error,
    }),
  };
}

/** Brings the schema up to date; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const { results, error } = await runMigrations(db);
  if (error) throw error;
  return results;
}

/** How many migrations exist, for "already up to date (N applied)". */
export const migrationCount = Object.keys(migrations).length;
