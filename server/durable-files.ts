import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files the database points to (storm photos, the mailbox folder's copies, backups) must be on
 * the disk before the row that names them commits or is marked done. A plain write leaves the
 * bytes in the page cache for up to half a minute: after a power cut right after the
 * acknowledgement every row was there and every file was 0 bytes (review t4, N4-01). The database
 * flushes its own log; these helpers flush the files, and the folder entries that name them.
 *
 * Called through the `fs` object (not named imports), so a test can watch every flush.
 */

/** Flushes a folder's entries: a file created, renamed or removed in it survives a power cut. */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `data` to `file` (owner-only unless a mode is given), flushes the file, then its folder,
 * and only then returns. A new folder's own entry is its parent's business: see syncFolder.
 */
export async function writeFileDurably(
  file: string,
  data: string | Uint8Array,
  options: { mode?: number; flag?: 'w' | 'wx' } = {},
): Promise<void> {
  const mode = options.mode ?? 0o600;
  const handle = await fs.open(file, options.flag ?? 'w', mode);
  try {
    await handle.writeFile(data);
    // An existing file keeps its old mode through open(); owner-only is the rule for what we keep.
    await handle.chmod(mode);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await syncFolder(path.dirname(file));
}

/**
 * Gives a finished temporary file its real name, durably: the file's bytes flushed, the rename
 * done, the folder flushed. A name that says "done" never points to bytes still in memory.
 */
export async function renameDurably(from: string, to: string): Promise<void> {
  const handle = await fs.open(from, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(from, to);
  await syncFolder(path.dirname(to));
}
