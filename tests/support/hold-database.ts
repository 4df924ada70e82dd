import process from 'node:process';
import { openDatabase } from '../../server/db/connect';

/**
 * Opens the embedded database in DATA_DIR and keeps it, without sharing, until SIGTERM: a stand-in
 * for a second owner (an admin command or a migration in progress) in the two-owners tests.
 */
const handle = await openDatabase({ DATA_DIR: process.env.DATA_DIR ?? 'data' }, { command: 'test holder' });
console.log(`holding ${handle.location} as process ${process.pid}`);
process.once('SIGTERM', async () => {
  await handle.close();
  process.exit(0);
});
setInterval(() => undefined, 1 << 30);
