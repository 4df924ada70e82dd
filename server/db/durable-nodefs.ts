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
  const entries = await readdir(dir, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return syncTree(full);
      return entry.isFile() ? syncPath(full) : undefined;
    }),
  );
  await syncPath(dir);
}

async function syncPath(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
