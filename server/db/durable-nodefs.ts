import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
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
 * which runs without fsync; this makes it durable once, before anything is stored in it.
 */
export function syncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) syncTree(full);
    else if (entry.isFile()) syncPath(full);
  }
  syncPath(dir);
}

function syncPath(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
