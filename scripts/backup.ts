import path from 'node:path';
import process from 'node:process';
import { backupFileName } from '../server/backup/nightly';
import { writeBackup } from '../server/backup/archive';
import { openDatabase } from '../server/db/connect';
import { DatabaseBusyError } from '../server/db/embedded/data-dir-lock';
import { backupDir, loadEnv } from '../server/env';

/**
 * `npm run backup [-- --out FILE]`: one file with the database's rows, the mailbox folder and every
 * other file kept in DATA_DIR, and a manifest (row counts and checksums). Works while the server
 * runs (through it, for the embedded database). Default file: BACKUP_DIR/ridgeline-<time>.backup,
 * the nightly backup's folder.
 */
async function main(args: string[]): Promise<number> {
  const outAt = args.indexOf('--out');
  if (outAt !== -1 && !args[outAt + 1]) {
    console.error('--out needs a file name, e.g. npm run backup -- --out /srv/backups/today.backup');
    return 1;
  }
  const env = loadEnv();
  const file = path.resolve(outAt === -1 ? path.join(backupDir(env), backupFileName(new Date())) : args[outAt + 1]!);
  const handle = await openDatabase(env, { command: 'npm run backup', joinRunningServer: true });
  try {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const manifest = await writeBackup(handle.db, {
      file,
      dataDir: env.DATA_DIR,
      source: env.DATABASE_URL ? 'postgres' : 'embedded',
    });
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Backed up the ${handle.location}: ${rows} rows in ${Object.keys(manifest.tables).length} tables ` +
        `(${manifest.tables.contact_submissions?.rows ?? 0} contact requests), ${Object.keys(manifest.files).length} files from ${env.DATA_DIR}\n  → ${file}`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error instanceof DatabaseBusyError ? error.message : `Backup failed: ${error.message}`);
  return error instanceof DatabaseBusyError ? 3 : 1;
});
