import { constants, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { copyFile, mkdir, open, rm, truncate } from 'node:fs/promises';
import path from 'node:path';
import type { WriteLog, WrittenRanges } from '../db/embedded/durable-nodefs';

/**
 * A copy of the embedded database's folder as it is at one moment, made while the site runs.
 *
 * The embedded database has one session, so a backup that read the rows in one transaction held
 * every visitor's request for the whole read. Instead: with the file system recording what
 * PostgreSQL writes (DurableNodeFS.recordWrites), the folder is copied while the site goes on,
 * then copied again, each pass taking only the bytes written since the pass before, until little
 * changes. The last pass runs holding the database (no query runs, no file changes), so the copy
 * equals the folder at that moment: what a power cut at that moment would leave, which
 * PostgreSQL opens by replaying its log, like the power-cut check (scripts/check-power-cut.ts).
 * The site waits only for that last pass.
 */

/** Files that belong to the running process, not to the data: the copy is opened by another one. */
const SKIPPED = new Set(['owner.lock.json', 'postmaster.pid', 'postmaster.opts']);
const skipped = (name: string) => SKIPPED.has(name) || name.startsWith('.s.PGSQL');

/** Passes while the site runs: stop once one moved less than this, so the held pass is short. */
const SETTLED_BYTES = 512 * 1024;
const MAX_LIVE_PASSES = 10;
const CHUNK = 1024 * 1024;
/** File copies in flight at once (libuv's pool has four threads; a few more keep it busy). */
const COPIES_AT_ONCE = 8;

interface Known {
  ino: number;
  size: number;
}

export interface PassStats {
  files: number;
  bytes: number;
  ms: number;
}

export interface LiveCopyStats {
  /** Every pass, the last being the held one. */
  passes: PassStats[];
  /** How long the database was held (the last pass and the log flush before it). */
  heldMs: number;
}

/**
 * The folder's files, listed synchronously: a thousand lstat calls take a few milliseconds, while
 * one await per file would take one turn of a busy event loop each (minutes under load).
 */
function listFiles(root: string): { files: Map<string, Known>; folders: string[] } {
  const files = new Map<string, Known>();
  const folders: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) {
        folders.push(child);
        walk(child);
      } else if (entry.isFile() && !skipped(entry.name)) {
        // A file gone between readdir and lstat (a log segment recycled) is simply not there.
        const stat = lstatSync(path.join(root, child), { throwIfNoEntry: false });
        if (stat?.isFile()) files.set(child, { ino: stat.ino, size: stat.size });
      }
    }
  };
  walk('');
  return { files, folders };
}

/** Runs `work` on every item, `width` at a time: many file operations finish in one turn of the event loop. */
async function eachAtOnce<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/** Sorted, merged, clipped to `size`. */
function merged(ranges: [number, number][], size: number): [number, number][] {
  const sorted = ranges
    .map(([a, b]): [number, number] => [a, Math.min(b, size)])
    .filter(([a, b]) => a < b)
    .sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const range of sorted) {
    const last = out.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else out.push([...range]);
  }
  return out;
}

async function copyRanges(from: string, to: string, ranges: [number, number][]): Promise<number> {
  if (!ranges.length) return 0;
  const source = await open(from, 'r');
  const target = await open(to, 'r+');
  const buffer = Buffer.allocUnsafe(CHUNK);
  let moved = 0;
  try {
    for (const [start, end] of ranges) {
      for (let at = start; at < end; ) {
        const { bytesRead } = await source.read(buffer, 0, Math.min(CHUNK, end - at), at);
        if (!bytesRead) break; // the file is shorter now; the next pass sees its new size
        await target.write(buffer, 0, bytesRead, at);
        at += bytesRead;
        moved += bytesRead;
      }
    }
  } finally {
    await source.close();
    await target.close();
  }
  return moved;
}

/**
 * Copies `source` (the database folder) into `target` (a new folder) as it is at one moment.
 * `log` records PostgreSQL's writes from before the first pass; `hold` runs its work while the
 * database stands still (the embedded session's lease, with the log flushed first).
 */
export async function copyLiveFolder(options: {
  source: string;
  target: string;
  log: WriteLog;
  hold: <T>(work: () => Promise<T>) => Promise<T>;
}): Promise<LiveCopyStats> {
  const { source, target, log } = options;
  const known = new Map<string, Known>();

  const pass = async (): Promise<PassStats> => {
    const started = performance.now();
    // Taken before the listing: whatever is written from here on is in the next pass's ranges.
    const written: WrittenRanges = log.take();
    const { files, folders } = listFiles(source);
    for (const rel of known.keys()) {
      if (!files.has(rel)) {
        rmSync(path.join(target, rel), { force: true });
        known.delete(rel);
      }
    }
    for (const rel of folders) mkdirSync(path.join(target, rel), { recursive: true, mode: 0o700 });
    let bytes = 0;
    let count = 0;
    await eachAtOnce([...files], COPIES_AT_ONCE, async ([rel, now]) => {
      const from = path.join(source, rel);
      const to = path.join(target, rel);
      const before = known.get(rel);
      const ranges = written.get(from);
      try {
        // New, replaced (renamed over: another inode) or truncated: the whole file.
        if (!before || before.ino !== now.ino || ranges === 'whole') {
          known.delete(rel);
          await copyFile(from, to, constants.COPYFILE_FICLONE);
          known.set(rel, now);
          bytes += now.size;
          count++;
          return;
        }
        const changed = ranges ? [...ranges] : [];
        if (before.size !== now.size) {
          await truncate(to, now.size);
          if (now.size > before.size) changed.push([before.size, now.size]);
          before.size = now.size;
        }
        const moved = await copyRanges(from, to, merged(changed, now.size));
        if (moved) count++;
        bytes += moved;
      } catch (error) {
        // Removed since the listing (a log segment recycled): gone from the copy too. While the
        // database is held nothing is removed, so the last pass never takes this way.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        known.delete(rel);
        await rm(to, { force: true });
      }
    });
    return { files: count, bytes, ms: performance.now() - started };
  };

  const passes: PassStats[] = [];
  try {
    await mkdir(target, { recursive: true, mode: 0o700 });
    do passes.push(await pass());
    while (passes.at(-1)!.bytes > SETTLED_BYTES && passes.length < MAX_LIVE_PASSES);
    let heldMs = 0;
    await options.hold(async () => {
      const started = performance.now();
      passes.push(await pass());
      heldMs = performance.now() - started;
    });
    return { passes, heldMs };
  } finally {
    log.stop();
  }
}
