import { fsyncSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Parameters<NodeFS['init']>[1];

interface NodeStream {
  nfd: number;
  node: unknown;
}
type Operation = (...args: never[]) => unknown;
interface NodeFsModule {
  FS: {
    filesystems: {
      NODEFS: {
        stream_ops: Record<string, Operation>;
        node_ops: Record<string, Operation>;
        tryFSOperation: <T>(operation: () => T) => T;
        realPath: (node: unknown) => string;
      };
    };
  };
}

/** Byte ranges [start, end) written to each file (by its absolute path); `whole` when a file was truncated or appended to. */
export type WrittenRanges = Map<string, [number, number][] | 'whole'>;

/** What PostgreSQL wrote since it was started or last taken; see DurableNodeFS.recordWrites. */
export interface WriteLog {
  /** The ranges written since the log started or was last taken; a fresh log goes on from here. */
  take(): WrittenRanges;
  stop(): void;
}

/**
 * PGlite's Node file system (Emscripten's NODEFS) has no `fsync`: PostgreSQL's flush at every
 * commit returned without the data reaching the disk, so a power cut lost what the site had
 * acknowledged. This mount gives every file PostgreSQL syncs a real `fsync(2)`; an error comes
 * back to PostgreSQL as an errno (it then stops rather than carry on with unsynced data).
 */
export class DurableNodeFS extends NodeFS {
  readonly #logs = new Set<{ ranges: WrittenRanges }>();

  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const giveFsync = (mod: unknown) => {
      const nodefs = (mod as NodeFsModule).FS.filesystems.NODEFS;
      nodefs.stream_ops.fsync = (stream: NodeStream) => {
        nodefs.tryFSOperation(() => fsyncSync(stream.nfd));
        return 0;
      };
      this.#noteWrites(nodefs);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), giveFsync] } };
  }

  /**
   * Records, from now until `stop`, which bytes of which files PostgreSQL writes. The nightly
   * backup copies the folder while the site runs and then copies again only what changed, so the
   * last pass, made while the database stands still, is short (server/backup/live-copy.ts).
   */
  recordWrites(): WriteLog {
    const log = { ranges: new Map() as WrittenRanges };
    this.#logs.add(log);
    return {
      take: () => {
        const taken = log.ranges;
        log.ranges = new Map();
        return taken;
      },
      stop: () => this.#logs.delete(log),
    };
  }

  #note(file: string, start: number | null | undefined, length: number) {
    for (const log of this.#logs) {
      const known = log.ranges.get(file);
      if (known === 'whole') continue;
      if (typeof start !== 'number') log.ranges.set(file, 'whole');
      else if (known) known.push([start, start + length]);
      else log.ranges.set(file, [[start, start + length]]);
    }
  }

  /** Every write, truncation and size change of a file goes through these; the logs hear of each. */
  #noteWrites(nodefs: NodeFsModule['FS']['filesystems']['NODEFS']) {
    const write = nodefs.stream_ops.write as (stream: NodeStream, ...rest: unknown[]) => number;
    nodefs.stream_ops.write = ((
      stream: NodeStream,
      buffer: unknown,
      offset: number,
      length: number,
      position?: number,
      canOwn?: boolean,
    ) => {
      const written = write(stream, buffer, offset, length, position, canOwn);
      if (this.#logs.size) this.#note(nodefs.realPath(stream.node), position, written);
      return written;
    }) as Operation;
    const resized = (attr: { size?: number } | undefined) => attr?.size !== undefined;
    const streamSetattr = nodefs.stream_ops.setattr as (stream: NodeStream, attr: { size?: number }) => unknown;
    nodefs.stream_ops.setattr = ((stream: NodeStream, attr: { size?: number }) => {
      const result = streamSetattr(stream, attr);
      if (this.#logs.size && resized(attr)) this.#note(nodefs.realPath(stream.node), null, 0);
      return result;
    }) as Operation;
    const nodeSetattr = nodefs.node_ops.setattr as (node: unknown, attr: { size?: number }) => unknown;
    nodefs.node_ops.setattr = ((node: unknown, attr: { size?: number }) => {
      const result = nodeSetattr(node, attr);
      if (this.#logs.size && resized(attr)) this.#note(nodefs.realPath(node), null, 0);
      return result;
    }) as Operation;
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
