// `npm test`: every check in order, stopping at the first that fails, then a table of how long each
// took, which is what tells where a slow CI run spent its time.
import { spawnSync } from 'node:child_process';

const phases: Array<[name: string, command: string]> = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['validate', 'npm run validate'],
  // Before the unit and server layers: the tests that build the site (the build on publish, the
  // builds with an owner's export) then find the image, page and compression caches warm, as a
  // developer's machine has them, instead of each filling them from nothing at the same time.
  ['build', 'npm run build'],
  ['unit + server + mocked', 'npm run test:unit'],
  ['e2e', 'npm run test:e2e'],
];

/** 75.4 → "1:15" (minutes:seconds); under a minute, "42.3 s". */
function clock(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const rows: Array<[string, number]> = [];
let failure: string | undefined;
for (const [name, command] of phases) {
  const started = performance.now();
  const { status, signal } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  rows.push([status === 0 ? name : `${name} (failed)`, seconds]);
  if (status !== 0) {
    failure = `npm test: ${name} failed (\`${command}\` ended with ${signal ?? `code ${status}`}); the phases after it did not run.`;
    break;
  }
}
rows.push(['total', rows.reduce((sum, [, seconds]) => sum + seconds, 0)]);

const width = Math.max(...rows.map(([name]) => name.length));
console.log(
  `\nnpm test phase times:\n${rows.map(([name, s]) => `  ${name.padEnd(width)}  ${clock(s).padStart(7)}`).join('\n')}`,
);
if (failure) {
  console.error(failure);
  process.exit(1);
}
