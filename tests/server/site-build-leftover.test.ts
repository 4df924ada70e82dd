import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_PID_FILE, stopLeftoverBuild } from '../../server/site-build/job';

/**
 * A server killed mid-build leaves its build child running in the build folder; the next build
 * there stops it before it starts, and leaves alone a process that is not in that folder.
 */
describe('a build left running by a killed server', () => {
  const dirs = [mkdtempSync(path.join(tmpdir(), 'rl-leftover-')), mkdtempSync(path.join(tmpdir(), 'rl-elsewhere-'))];
  const [site, elsewhere] = dirs as [string, string];
  const running = (cwd: string) => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { cwd, stdio: 'ignore' });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    return { child, exited };
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is stopped by the next build in its folder', async () => {
    const leftover = running(site);
    writeFileSync(path.join(site, BUILD_PID_FILE), String(leftover.child.pid));
    await stopLeftoverBuild(site);
    expect(await leftover.exited).toBe('SIGKILL');
  });

  it('leaves alone a process the pid file names that runs in another folder', async () => {
    const other = running(elsewhere);
    try {
      writeFileSync(path.join(site, BUILD_PID_FILE), String(other.child.pid));
      await stopLeftoverBuild(site);
      expect(other.child.exitCode).toBeNull();
      expect(other.child.signalCode).toBeNull();
    } finally {
      other.child.kill('SIGKILL');
      await other.exited;
    }
  });
});
