import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { privateDir, writePrivateFile } from '../../private-files';

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
  /** The owner's start time and the machine's boot (Linux), so a reused pid is not taken for the owner. */
  processStart?: string;
  bootId?: string;
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

/** When a process started, in clock ticks since boot (/proc/<pid>/stat field 22); undefined off Linux. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function currentBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * Whether the process a lock names still runs. A pid alone is not enough: after a crash the pid can
 * belong to someone else, and in a container the restarted server is PID 1 again, the very pid the
 * dead one wrote. So the lock also records the boot and the process's start time, and a pid that
 * runs now but started at another time (or on another boot) is a different process.
 */
function isAlive(info: LockInfo): boolean {
  const boot = currentBootId();
  if (info.bootId && boot && info.bootId !== boot) return false;
  if (info.pid === process.pid) return info.processStart !== undefined && info.processStart === ownStart;
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStartTime(info.pid);
  return !(info.processStart && started && started !== info.processStart);
}

const ownStart = processStartTime(process.pid);
const lockFile = (dir: string) => path.join(dir, 'owner.lock.json');

function parseLock(file: string): LockInfo | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return undefined;
  }
}

/** The live process that holds the folder, if any (a lock left by a crashed process does not count). */
export function readLock(dir: string): LockInfo | undefined {
  const info = parseLock(lockFile(dir));
  return info && isAlive(info) ? info : undefined;
}

/**
 * Creates `file` holding `content` only if it does not exist, in one step: the content is written
 * to a file of our own first and then linked into place, so no one ever reads a half-written lock.
 */
function createWhole(file: string, content: string): boolean {
  const own = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writePrivateFile(own, content, 'wx');
  try {
    linkSync(own, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(own, { force: true });
  }
}

/**
 * Replaces a lock left by a process that is gone. Two processes starting at once may both find it
 * stale; the takeover file lets one of them at a time look again and replace it, so exactly one
 * ends up owning the folder. False when another process got there first (look again).
 */
function takeOverStale(dir: string, content: string): boolean {
  const file = lockFile(dir);
  const guard = `${file}.takeover`;
  if (!createWhole(guard, content)) {
    const holder = parseLock(guard);
    if (holder && !isAlive(holder)) rmSync(guard, { force: true }); // left by a process that died taking over
    return false;
  }
  try {
    const holder = parseLock(file);
    if (holder && isAlive(holder)) throw new DatabaseBusyError(dir, holder);
    rmSync(file, { force: true });
    return createWhole(file, content);
  } finally {
    rmSync(guard, { force: true });
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
    ...(ownStart ? { processStart: ownStart } : {}),
    ...(currentBootId() ? { bootId: currentBootId() } : {}),
    ...(options.willShare ? { willShare: true } : {}),
  };
  const content = () => JSON.stringify(info, null, 2);
  for (let attempt = 0; ; attempt++) {
    if (createWhole(file, content())) break;
    const holder = parseLock(file);
    if (holder && isAlive(holder)) throw new DatabaseBusyError(dir, holder);
    if (takeOverStale(dir, content())) break;
    if (attempt >= 100)
      throw new Error(`Could not take over the stale lock ${file}: remove it if no server is running.`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10); // another process is taking over: look again shortly
  }
  const mine = (current: LockInfo | undefined) => current?.pid === process.pid && current.startedAt === info.startedAt;
  return {
    update(shared) {
      info.shared = shared;
      if (!mine(parseLock(file))) return;
      // Replaced in one step, so a reader never sees half a lock.
      const next = `${file}.${process.pid}.next`;
      writePrivateFile(next, content());
      renameSync(next, file);
    },
    release() {
      if (mine(parseLock(file))) rmSync(file, { force: true });
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
