import process from 'node:process';
import { openForCommand } from './open-for-command';
import { isDatabaseUnavailable } from '../server/db/errors';
import { migrationCount, runMigrations } from '../server/db/migrate';

/**
 * `npm run migrate`: brings the database of this environment (DATABASE_URL, or the embedded one
 * in DATA_DIR) up to date and reports each migration. Exit codes: 0 done, 1 a migration failed or
 * the settings are wrong, 3 the database is busy or cannot be reached. `npm start` runs the same
 * migrations by itself; this is for deploys that migrate before starting new servers.
 */
async function main(): Promise<number> {
  const opened = await openForCommand('npm run migrate');
  if ('exitCode' in opened) return opened.exitCode;
  const { handle } = opened;
  try {
    console.log(`Migrating the ${handle.location}`);
    const { results, error } = await runMigrations(handle.db);
    for (const result of results) {
      const mark = result.status === 'Success' ? '✓ applied' : result.status === 'Error' ? '✗ failed ' : '- skipped';
      console.log(`  ${mark} ${result.migrationName}`);
    }
    if (error) {
      if (isDatabaseUnavailable(error)) {
        console.error(
          `Cannot reach the database (${handle.location}): ${(error.cause as Error)?.message ?? error.message}`,
        );
        return 3;
      }
      console.error(error.message);
      return 1;
    }
    console.log(
      results.length === 0
        ? `Already up to date (${migrationCount} ${migrationCount === 1 ? 'migration' : 'migrations'} applied).`
        : `Done: ${results.length} applied.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
