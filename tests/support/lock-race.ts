import { acquireLock } from '../../server/db/embedded/data-dir-lock';

/**
 * One contender in the two-starts race: waits for the shared start moment, takes the lock of the
 * folder `argv[2]`, prints OWNS or refused, and (owning) keeps it while the other one looks.
 * `--no-release` ends without releasing, as a crash would.
 */
const [dir, at] = [process.argv[2]!, Number(process.argv[3])];
while (Date.now() < at) {
  // both contenders leave this loop in the same millisecond
}
try {
  const lock = acquireLock(dir, `racer ${process.pid}`);
  console.log(`${process.pid} OWNS`);
  if (process.argv.includes('--no-release')) process.exit(0);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  lock.release();
} catch (error) {
  console.log(`${process.pid} refused: ${(error as Error).message}`);
}
