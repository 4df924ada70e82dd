import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { BackupError, restoreBackup, writeBackup } from '../server/backup/archive';
import { openDatabase } from '../server/db/connect';
import { DatabaseBusyError } from '../server/db/embedded/data-dir-lock';
import { summarize, tableShapes } from '../server/backup/logical-copy';
import { loadEnv } from '../server/env';

/**
 * `npm run db:move -- --to postgres://…`: copies the embedded database (DATA_DIR/db) into an empty
 * PostgreSQL database, then compares every table's row count and checksum on both sides. The mail
 * files stay in DATA_DIR. Afterwards start the server with DATABASE_URL set to the same address.
 * A target holding another application's tables is refused even with --force, and a refused
 * target is left as it was (restoreBackup checks before it migrates).
 */
async function main(args: string[]): Promise<number> {
  const to = args[args.indexOf('--to') + 1];
  if (!args.includes('--to') || !to || !/^postgres(ql)?:\/\//.test(to)) {
    console.error('Usage: npm run db:move -- --to postgres://user:password@host:5432/database [--force]');
    return 1;
  }
  const env = loadEnv({ ...process.env, DATABASE_URL: '' });
  const work = mkdtempSync(path.join(os.tmpdir(), 'rl-move-'));
  const source = await openDatabase(env, { command: 'npm run db:move', joinRunningServer: true });
  const target = await openDatabase({ DATABASE_URL: to, DATA_DIR: env.DATA_DIR }, { command: 'npm run db:move' });
  try {
    const file = path.join(work, 'move.backup');
    await writeBackup(source.db, { file, dataDir: path.join(work, 'no-files'), source: 'embedded' });
    await restoreBackup(target.db, { file, dataDir: work, force: args.includes('--force'), restoreFiles: false });
    console.log(`Copied the ${source.location} into ${target.location}:`);
    let differ = 0;
    for (const shape of await tableShapes(target.db)) {
      const [from, into] = [await summarize(source.db, shape), await summarize(target.db, shape)];
      const same = from.rows === into.rows && from.sha256 === into.sha256;
      if (!same) differ++;
      if (from.rows || into.rows)
        console.log(`  ${shape.name}: ${from.rows} → ${into.rows} rows${same ? '' : '  DIFFERENT'}`);
    }
    if (differ) {
      console.error(
        `${differ} tables differ (new rows may have arrived during the move): stop the server and run it again with --force.`,
      );
      return 1;
    }
    // A postgres: URL has no origin (URL gives "null" for schemes it does not know); the password is left out.
    const address = new URL(to);
    const login = address.username ? '…@' : '';
    console.log(
      `Every table matches. Now start the server with DATABASE_URL=${address.protocol}//${login}${address.host}${address.pathname}`,
    );
    return 0;
  } finally {
    await source.close();
    await target.close();
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: Error) => {
  const known = error instanceof BackupError || error instanceof DatabaseBusyError;
  console.error(known ? error.message : `Move failed: ${error.message}`);
  return error instanceof DatabaseBusyError ? 3 : 1;
});
