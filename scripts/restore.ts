import { existsSync } from 'node:fs';
import process from 'node:process';
import { BackupError, restoreBackup } from '../server/backup/archive';
import { openDatabase } from '../server/db/connect';
import { DatabaseBusyError } from '../server/db/embedded/data-dir-lock';
import { loadEnv } from '../server/env';

/**
 * `npm run restore -- FILE [--force]`: puts a backup back into the database of this environment
 * (the embedded one in DATA_DIR, or DATABASE_URL) and its files into DATA_DIR. The whole file is
 * checked first (its signature with BACKUP_ENCRYPTION_KEY, every file in its manifest). Refuses a
 * database holding another application's tables, and one holding data unless --force (which
 * empties the site's tables). Stop the server first.
 */
async function main(args: string[]): Promise<number> {
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run restore -- FILE [--force]');
    return 1;
  }
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 1;
  }
  const env = loadEnv();
  const handle = await openDatabase(env, { command: 'npm run restore' });
  try {
    const manifest = await restoreBackup(handle.db, {
      file,
      dataDir: env.DATA_DIR,
      force: args.includes('--force'),
      key: env.BACKUP_ENCRYPTION_KEY,
    });
    console.log(
      `Restored the backup of ${manifest.createdAt} into the ${handle.location}:\n` +
        Object.entries(manifest.tables)
          .filter(([, t]) => t.rows)
          .map(([name, t]) => `  ${name}: ${t.rows} rows, checksums match`)
          .join('\n') +
        `\n  files: ${Object.keys(manifest.files).length} into ${env.DATA_DIR}`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: Error) => {
  const known = error instanceof BackupError || error instanceof DatabaseBusyError;
  console.error(known ? error.message : `Restore failed: ${error.message}`);
  return error instanceof DatabaseBusyError ? 3 : 1;
});
