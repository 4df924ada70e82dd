// `npm test`: every check in order, stopping at the first that fails, then a table of how long each
// took, which is what tells where a slow CI run spent its time.
import { spawn, spawnSync } from 'node:child_process';

/**
 * The type check runs beside lint, validate and the build (it is one process on one core, and none of
 * them reads what it writes), its output held and printed when it ends; the test layers start once
 * it has passed. On two cores that takes the lint, validate and build phases off the run's length.
 */
const alongside: [name: string, command: string] = ['typecheck', 'npm run typecheck'];
const phases: Array<[name: string, command: string]> = [
  ['lint', 'npm run lint'],
  ['validate', 'npm run validate'],
  // Before the unit and server layers: the tests that build the site (the build on publish, the
  // builds with an owner's export) then find the image, page and compression caches warm, as a
  // developer's machine has them, instead of each filling them from nothing at the same time.
  ['build', 'npm run build'],
  ['unit + server + mocked', 'npm run test:unit'],
  ['e2e', 'npm run test:e2e'],
];
/** The phases that must wait for the type check: the tests. */
const afterTypecheck = new Set(['unit + server + mocked', 'e2e']);

/** 75.4 → "1:15" (minutes:seconds); under a minute, "42.3 s". */
function clock(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Starts the type check; resolves with its exit, its time and its output once it ends. */
function startAlongside(command: string) {
  const started = performance.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ status: number | null; signal: NodeJS.Signals | null; seconds: number; output: string }>(
    (resolve) =>
      child.on('close', (status, signal) =>
        resolve({ status, signal, seconds: (performance.now() - started) / 1000, output }),
      ),
  );
}

const rows: Array<[string, number]> = [];
let failure: string | undefined;
const typecheck = startAlongside(alongside[1]);
let typecheckDone = false;
const awaitTypecheck = async () => {
  if (typecheckDone) return true;
  typecheckDone = true;
  const { status, signal, seconds, output } = await typecheck;
  process.stdout.write(output);
  rows.unshift([status === 0 ? `${alongside[0]} (alongside)` : `${alongside[0]} (failed)`, seconds]);
  if (status !== 0)
    failure ??= `npm test: ${alongside[0]} failed (\`${alongside[1]}\` ended with ${signal ?? `code ${status}`}); the phases after it did not run.`;
  return status === 0;
};
for (const [name, command] of phases) {
  if (afterTypecheck.has(name) && !(await awaitTypecheck())) break;
  const started = performance.now();
  const { status, signal } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  rows.push([status === 0 ? name : `${name} (failed)`, seconds]);
  if (status !== 0) {
    failure = `npm test: ${name} failed (\`${command}\` ended with ${signal ?? `code ${status}`}); the phases after it did not run.`;
    break;
  }
}
if (!typecheckDone) await awaitTypecheck();
// The run's length: the type check overlapped the phases beside it, so it is not added to them.
rows.push(['total', performance.now() / 1000]);

const width = Math.max(...rows.map(([name]) => name.length));
console.log(
  `\nnpm test phase times:\n${rows.map(([name, s]) => `  ${name.padEnd(width)}  ${clock(s).padStart(7)}`).join('\n')}`,
);
if (failure) {
  console.error(failure);
  process.exit(1);
}
