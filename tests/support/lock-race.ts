import { acquireLock } from '../../server/db/embedded/data-dir-lock';

/**
 * One contender in the two-starts race: waits for the shared start moment, takes the lock of the
 * folder `argv[2]`, prints OWNS or refused, and (owning) keeps it while the other one looks.
 * The moment is `argv[3]` (a time in ms), or, when that is `ready`, a line of its input: it prints
 * `ready` once loaded, and the test sends the moment when both contenders have said so (a moment
 * fixed before they started had to leave seconds for a slow start, which both spent spinning).
 * `--no-release` ends without releasing, as a crash would.
 */
const dir = process.argv[2]!;
let at = Number(process.argv[3]);
if (process.argv[3] === 'ready') {
  console.log('ready');
  at = await new Promise<number>((resolve) => {
    let input = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      input += chunk;
      if (input.includes('\n')) {
        process.stdin.destroy();
        resolve(Number(input.trim()));
      }
    });
  });
}
// Asleep until shortly before the moment, then spinning: both contenders leave the loop in the same millisecond.
const nap = at - Date.now() - 100;
if (nap > 0) await new Promise((resolve) => setTimeout(resolve, nap));
while (Date.now() < at) {
  // spinning
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
