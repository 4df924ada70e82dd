import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { privateDir, writePrivateFile } from '../private-files';

/** Where another process can reach an embedded database that a running server owns. */
export interface SharedEndpoint {
  /** A private (0700) folder holding the Unix socket `.s.PGSQL.<port>`. */
  host: string;
  port: number;
}

export interface LockInfo {
  pid: number;
  command: string;
  startedAt: string;
  /** The owner will share the database (a server); `shared` appears once it has opened it. */
  willShare?: boolean;
  shared?: SharedEndpoint;
}

export class DatabaseBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${holder.pid} (${holder.command}, since ${holder.startedAt}). ` +
        'Only one process may open it at a time: stop that process first, or run the command while the server is up so it connects through the server.',
    );
    this.name = 'DatabaseBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockFile = (dir: string) => path.join(dir, 'owner.lock.json');

/** The live process that holds the folder, if any (a lock left by a crashed process does not count). */
export function readLock(dir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(lockFile(dir), 'utf8')) as LockInfo;
    return isAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims the embedded database folder for this process. PGlite has one owner process; two opening
 * the same files would corrupt them, so a second opener is refused with who holds it.
 */
export function acquireLock(
  dir: string,
  command: string,
  options: { willShare?: boolean } = {},
): { update: (shared: SharedEndpoint) => void; release: () => void } {
  privateDir(path.dirname(dir)); // DATA_DIR: mails and the database
  privateDir(dir);
  const file = lockFile(dir);
  const info: LockInfo = {
    pid: process.pid,
    command,
    startedAt: new Date().toISOString(),
    ...(options.willShare ? { willShare: true } : {}),
  };
  const write = (flag: 'wx' | 'w') => writePrivateFile(file, JSON.stringify(info, null, 2), flag);
  try {
    write('wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = readLock(dir);
    if (holder) throw new DatabaseBusyError(dir, holder);
    write('w'); // left behind by a process that is gone
  }
  return {
    update(shared) {
      info.shared = shared;
      write('w');
    },
    release() {
      try {
        const current = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
        if (current.pid === process.pid) rmSync(file, { force: true });
      } catch {
        // already gone
      }
    },
  };
}

/**
 * The live owner of the folder, waiting up to `waitMs` while it is a server that is still
 * starting (it holds the lock but has not opened its socket yet), so a command run right after
 * `npm start` joins it instead of being told the folder is busy.
 */
export async function waitForOwner(dir: string, waitMs: number): Promise<LockInfo | undefined> {
  const deadline = Date.now() + waitMs;
  let holder = readLock(dir);
  while (holder?.willShare && !holder.shared && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    holder = readLock(dir);
  }
  return holder;
}
