import { fsyncSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Parameters<NodeFS['init']>[1];

interface NodeStream {
  nfd: number;
}
interface NodeFsModule {
  FS: {
    filesystems: {
      NODEFS: { stream_ops: Record<string, unknown>; tryFSOperation: <T>(operation: () => T) => T };
    };
  };
}

/**
 * PGlite's Node file system (Emscripten's NODEFS) has no `fsync`: PostgreSQL's flush at every
 * commit returned without the data reaching the disk, so a power cut lost what the site had
 * acknowledged. This mount gives every file PostgreSQL syncs a real `fsync(2)`; an error comes
 * back to PostgreSQL as an errno (it then stops rather than carry on with unsynced data).
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const giveFsync = (mod: unknown) => {
      const nodefs = (mod as NodeFsModule).FS.filesystems.NODEFS;
      nodefs.stream_ops.fsync = (stream: NodeStream) => {
        nodefs.tryFSOperation(() => fsyncSync(stream.nfd));
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), giveFsync] } };
  }
}

/**
 * How PGlite starts PostgreSQL, minus `-F` (fsync off). The WAL is synced with fsync(), the call
 * the mount above implements; Emscripten's fdatasync (PostgreSQL's default here) is a no-op.
 */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  // Commits are made durable in groups by GroupCommit (group-commit.ts) before anyone hears of them.
  '-c',
  'synchronous_commit=off',
];

/**
 * Syncs every file and folder under `dir` to the disk. A fresh database is written by initdb,
 * which runs without fsync; this makes it durable once, before anything is stored in it. The files
 * are synced in parallel (libuv's thread pool), folders after their contents.
 */
export async function syncTree(dir: string): Promise<void> {
  const files: string[] = [];
  const folders: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    folders.push(folder);
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) files.push(full);
    }
  };
  await walk(dir);
  // A fresh database holds about a thousand files; opening them all at once runs out of file
  // descriptors under a container's usual limit of 1,024 (EMFILE), so a few at a time.
  let next = 0;
  const worker = async () => {
    while (next < files.length) await syncPath(files[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(SYNC_AT_ONCE, files.length) }, worker));
  // Then each folder, deepest first, so a folder's entries are on disk before its parent's.
  for (const folder of folders.reverse()) await syncPath(folder);
}

/** Files synced at once when a fresh database is made durable: fast, and far below any descriptor limit. */
const SYNC_AT_ONCE = 16;

async function syncPath(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
