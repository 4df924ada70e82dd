import { existsSync, statfsSync, statSync } from 'node:fs';
import path from 'node:path';
import { gradeAbove, type CheckResult } from './status';

export interface DiskFloor {
  /** Free space below this fails readiness (MB). */
  failBelowMb: number;
  /** Free space below this warns (MB). */
  warnBelowMb: number;
}

const MB = 1024 * 1024;

/**
 * The folders whose file systems the server writes to: DATA_DIR, and the embedded database's
 * write-ahead log when it sits on a file system of its own. The embedded database hangs for good
 * when the log cannot grow (the review's N2), so every one of them is watched.
 */
export function watchedFolders(dataDir: string): string[] {
  const folders = [path.resolve(dataDir)];
  const wal = path.resolve(dataDir, 'db', 'pg_wal');
  // On DATA_DIR's own file system it is the same free space: watched once, named as DATA_DIR (two
  // reads a moment apart of one disk that other writers fill differ, and named either at random).
  if (existsSync(wal) && existsSync(folders[0]!) && statSync(wal).dev !== statSync(folders[0]!).dev) folders.push(wal);
  return folders;
}

/** Free space for an unprivileged writer on the file system holding `folder`, in bytes. */
export function freeBytes(folder: string): number {
  const stats = statfsSync(folder);
  return stats.bavail * stats.bsize;
}

/** Reads the free space of a folder's file system; tests give their own to fill a disk without filling one. */
export type FreeSpaceReader = (folder: string) => number;

/** The tightest of the watched file systems, graded against the floor. */
export function checkDisk(folders: string[], floor: DiskFloor, readFree: FreeSpaceReader = freeBytes): CheckResult {
  let tightest: { folder: string; free: number } | undefined;
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    const free = readFree(folder);
    if (!tightest || free < tightest.free) tightest = { folder, free };
  }
  if (!tightest) return { status: 'ok', detail: 'no data folder yet' };
  const freeMb = Math.floor(tightest.free / MB);
  // "Less free is worse": grade the shortfall below each floor.
  const status = gradeAbove(-freeMb, -floor.warnBelowMb, -floor.failBelowMb);
  const where = path.basename(tightest.folder) === 'pg_wal' ? "the database's log folder" : 'DATA_DIR';
  return {
    status,
    detail:
      status === 'ok'
        ? `${freeMb} MB free in ${where}`
        : `only ${freeMb} MB free in ${where} (warn below ${floor.warnBelowMb} MB, fail below ${floor.failBelowMb} MB): free space or grow the disk`,
    freeMb,
  };
}
