import { mkdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { backupFileName, removeStalePartials } from '../server/backup/nightly';
import { BackupError, writeBackup } from '../server/backup/archive';
import { openDatabase } from '../server/db/connect';
import { DatabaseBusyError } from '../server/db/embedded/data-dir-lock';
import { backupDir, loadEnv } from '../server/env';

/**
 * `npm run backup [-- --out FILE]`: one file with the database's rows, the mailbox folder and every
 * other file kept in DATA_DIR (never a key file), and a manifest (row counts and checksums);
 * encrypted and signed with BACKUP_ENCRYPTION_KEY when it is set. Works while the server runs
 * (through it, for the embedded database). Default file: BACKUP_DIR/ridgeline-<time>.backup, the
 * nightly backup's folder. A failure (a full disk) is one line and leaves no .partial behind.
 */
async function main(args: string[]): Promise<number> {
  const outAt = args.indexOf('--out');
  if (outAt !== -1 && !args[outAt + 1]) {
    console.error('--out needs a file name, e.g. npm run backup -- --out /srv/backups/today.backup');
    return 1;
  }
  const env = loadEnv();
  const file = path.resolve(outAt === -1 ? path.join(backupDir(env), backupFileName(new Date())) : args[outAt + 1]!);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // What killed or failed backups left in the folder would keep a full disk full.
  await removeStalePartials(path.dirname(file));
  const handle = await openDatabase(env, { command: 'npm run backup', joinRunningServer: true });
  try {
    const manifest = await writeBackup(handle.db, {
      file,
      dataDir: env.DATA_DIR,
      source: env.DATABASE_URL ? 'postgres' : 'embedded',
      key: env.BACKUP_ENCRYPTION_KEY,
    });
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Backed up the ${handle.location}: ${rows} rows in ${Object.keys(manifest.tables).length} tables ` +
        `(${manifest.tables.contact_submissions?.rows ?? 0} contact requests), ${Object.keys(manifest.files).length} files from ${env.DATA_DIR}\n  → ${file}\n` +
        (manifest.encrypted
          ? '  Encrypted and signed with BACKUP_ENCRYPTION_KEY: keep that key apart from the backups, or they cannot be restored.'
          : '  Not encrypted: anyone with a copy reads every request and password hash. Set BACKUP_ENCRYPTION_KEY to encrypt backups (see README).'),
    );
    return 0;
  } finally {
    await handle.close();
  }
}

const oneLine = (message: string) => message.split('\n')[0];
process.exitCode = await main(process.argv.slice(2)).catch((error: Error) => {
  const known = error instanceof BackupError || error instanceof DatabaseBusyError;
  console.error(known ? oneLine(error.message) : `Backup failed: ${oneLine(error.message)}`);
  return error instanceof DatabaseBusyError ? 3 : 1;
});
