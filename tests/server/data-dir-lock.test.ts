import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireLock, DatabaseBusyError, processStartTime } from '../../server/db/embedded/data-dir-lock';

const root = mkdtempSync(path.join(os.tmpdir(), 'rl-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const folder = () => {
  const dir = path.join(root, `d${++n}`, 'db');
  mkdirSync(dir, { recursive: true });
  return dir;
};
const writeLock = (dir: string, lock: object) => writeFileSync(path.join(dir, 'owner.lock.json'), JSON.stringify(lock));
const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const tsx = path.resolve('node_modules/tsx/dist/loader.mjs');

/**
 * Runs the racer script in a fresh node, optionally as PID 1 of a new PID namespace: `at` is its
 * start moment, or `ready` to be told it once `ready` resolves (the script is loaded). `answer`
 * is the last line it printed.
 */
function startRacer(dir: string, at: number | 'ready', extra: string[] = [], prefix: string[] = []) {
  const [command, ...args] = [
    ...prefix,
    process.execPath,
    '--import',
    tsx,
    'tests/support/lock-race.ts',
    dir,
    String(at),
    ...extra,
  ];
  const child = spawn(command!, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  let loaded: () => void;
  const ready = new Promise<void>((resolve) => (loaded = resolve));
  child.stdout.on('data', (chunk) => {
    out += chunk;
    if (/^ready$/m.test(out)) loaded();
  });
  child.stdin.on('error', () => undefined); // it ended before it was told: its answer says why
  const answer = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => {
      loaded();
      resolve(out.trim().split('\n').at(-1)!);
    });
  });
  return { ready, answer, start: (moment: number) => child.stdin.end(`${moment}\n`) };
}
const racer = (dir: string, at: number, extra: string[] = [], prefix: string[] = []) =>
  startRacer(dir, at, extra, prefix).answer;

// The review's N4: a container's server is PID 1 after every restart, the pid its dead self wrote.
describe('a lock dies with its process', () => {
  it('takes over a lock naming this very pid when it was written by an earlier process (another start time)', () => {
    const dir = folder();
    writeLock(dir, {
      pid: process.pid,
      processStart: '1',
      bootId,
      command: 'crashed server',
      startedAt: '2026-11-25T00:00:00Z',
    });
    const lock = acquireLock(dir, 'restarted server');
    expect(JSON.parse(readFileSync(path.join(dir, 'owner.lock.json'), 'utf8'))).toMatchObject({
      pid: process.pid,
      processStart: processStartTime(process.pid),
      command: 'restarted server',
    });
    lock.release();
  });

  it('takes over a lock of the old format (pid only) naming this pid, and one from an earlier boot', () => {
    const dir = folder();
    writeLock(dir, { pid: process.pid, command: 'crashed server', startedAt: '2026-11-25T00:00:00Z' });
    acquireLock(dir, 'restarted server').release();
    writeLock(dir, {
      pid: process.pid,
      processStart: processStartTime(process.pid),
      bootId: 'another-boot',
      command: 'x',
      startedAt: 'x',
    });
    acquireLock(dir, 'after a reboot').release();
  });

  it('takes over a lock whose pid now belongs to another process, and refuses a live owner', async () => {
    const dir = folder();
    const other = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      writeLock(dir, { pid: other.pid, processStart: '1', bootId, command: 'crashed server', startedAt: 'x' });
      acquireLock(dir, 'new owner').release();
      writeLock(dir, {
        pid: other.pid,
        processStart: processStartTime(other.pid!),
        bootId,
        command: 'live owner',
        startedAt: 'x',
      });
      expect(() => acquireLock(dir, 'second opener')).toThrow(DatabaseBusyError);
    } finally {
      other.kill();
    }
  });

  it('refuses a second opener in the same process', () => {
    const dir = folder();
    const lock = acquireLock(dir, 'first');
    expect(() => acquireLock(dir, 'second')).toThrow(DatabaseBusyError);
    lock.release();
  });

  // The review reproduced N4 with `unshare --pid`, as `docker run` starts a server; this does the same where allowed.
  const canUnshare = (() => {
    try {
      execFileSync('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  it.runIf(canUnshare)('starts again as PID 1 of a new PID namespace after a crash as PID 1', async () => {
    const dir = folder();
    const ns = ['unshare', '--pid', '--fork', '--mount-proc'];
    expect(await racer(dir, 0, ['--no-release'], ns)).toBe('1 OWNS');
    expect(JSON.parse(readFileSync(path.join(dir, 'owner.lock.json'), 'utf8')).pid).toBe(1);
    expect(await racer(dir, 0, ['--no-release'], ns)).toBe('1 OWNS');
  });
});

// The review's N5: two processes taking over one stale lock at once both owned the folder (9 of 10).
describe('two simultaneous starts over a stale lock', () => {
  it('leave exactly one owner, every time', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const dir = folder();
      writeLock(dir, { pid: 999_999, command: 'crashed server', startedAt: '2026-11-25T00:00:00Z' });
      const racers = [startRacer(dir, 'ready'), startRacer(dir, 'ready')];
      await Promise.all(racers.map((racer) => racer.ready));
      // Both are loaded and waiting: the same moment, a little ahead, for each.
      const at = Date.now() + 300;
      for (const racer of racers) racer.start(at);
      const answers = await Promise.all(racers.map((racer) => racer.answer));
      expect(answers.filter((answer) => answer.endsWith('OWNS'))).toHaveLength(1);
      expect(answers.filter((answer) => answer.includes('is in use by process'))).toHaveLength(1);
    }
  }, 60_000);
});
