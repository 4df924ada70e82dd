import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const exitWithParent = path.join(import.meta.dirname, 'exit-with-parent.ts');

/** One script of scripts/ run as background work: what it is called in errors, and how it runs. */
export interface BackgroundChild {
  /** The script, a path inside the repository (scripts/backup-step.ts). */
  script: string;
  args: readonly string[];
  /** Names the work in the error when it ends without its answer ("the write step"). */
  what: string;
  /** Linux "nice" value: 19 takes only what the site leaves, 10 a little more. */
  priority: number;
  /** Stopped (SIGKILL) after this long: it then ended without its answer. */
  timeoutMs: number;
  /** The child's whole environment; the server's own when left out. */
  env?: NodeJS.ProcessEnv;
  /** The folder it runs in; the repository when left out. */
  cwd?: string;
  /** Told the child's process id as soon as it has one (a build records it, so a stuck one can be named). */
  onStart?: (pid: number) => void;
  /** Aborted: the child and every process it started are killed (the server is shutting down). */
  signal?: AbortSignal;
}

/**
 * Runs heavy work (a backup step, the content gate, a build) in a child process at a lower
 * priority, and answers the last line it printed once it exits 0. Node itself with tsx's loader
 * (not the tsx command, which would start Node as a grandchild), so the priority reaches the
 * process doing the work. A child that fails, is killed or outlasts its time rejects with the last
 * lines of its error output, or how it ended when it wrote none.
 *
 * The child leads a process group of its own, so a timeout or `signal` kills it with whatever it
 * started; and it ends by itself when the server does (exit-with-parent.ts), a SIGKILL included.
 */
export function runBackgroundChild(options: BackgroundChild): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', exitWithParent, path.join(root, options.script), ...options.args],
      {
        cwd: options.cwd ?? root,
        env: options.env ?? process.env,
        // stdin: a pipe the server never writes; its end tells the child the server is gone.
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
      },
    );
    // Background work yields the processors to the site's requests instead of competing with them
    // (refused silently where not allowed).
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, options.priority);
      } catch {
        // It still runs, at the server's own priority.
      }
      options.onStart?.(child.pid);
    }
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const killGroup = () => {
      if (child.pid === undefined || child.exitCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL'); // the group is gone already; the child itself, if still there
      }
    };
    const timer = setTimeout(killGroup, options.timeoutMs);
    const stop = () => killGroup();
    options.signal?.addEventListener('abort', stop, { once: true });
    if (options.signal?.aborted) killGroup();
    child.stdin.on('error', () => undefined); // a child that ended closes the pipe; nothing to say
    child.on('error', (error) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
      child.stdin.destroy();
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0) return resolve(last);
      if (options.signal?.aborted)
        return reject(new Error(`${options.what} was stopped: the server shut down during it`));
      const why = stderr.trim().split('\n').slice(-5).join('\n');
      reject(new Error(why || `${options.what} ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}
