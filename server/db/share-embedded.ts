import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import type { SharedEndpoint } from './data-dir-lock';
import type { Lease } from './lease';

const SYNC = 0x53; // 'S': ends an extended-protocol cycle
const QUERY = 0x51; // 'Q': a simple query is a whole cycle
const TERMINATE = 0x58; // 'X'

/** A startup packet has no type byte: its second int32 is the protocol version 3.0. */
function isStartup(message: Uint8Array): boolean {
  return (
    message.length >= 8 && new DataView(message.buffer, message.byteOffset, message.byteLength).getInt32(4) === 196608
  );
}

/**
 * Feeds socket clients' protocol messages to the single PGlite session. A client takes the app's
 * lease at the first message of a cycle and hands it back when the cycle ends outside a
 * transaction, so its Parse/Bind/Execute (or its BEGIN…COMMIT) never interleave with the
 * server's own queries. It stands in for pglite-socket's own queue, which only orders whole
 * messages and so lets two clients' unnamed statements overwrite each other.
 */
class LeasedQueue {
  #owner: number | null = null;
  #release: (() => void) | null = null;
  /** The handler whose message PGlite is running right now. */
  #running: number | null = null;
  #perHandler = new Map<number, Promise<unknown>>();
  // Clients that have disconnected. A message of theirs still waiting for the lease must not run:
  // it could open a cycle or a transaction that no one will ever end, holding the lease for good.
  // Handler ids are never reused, and only admin CLI runs connect, so the set stays small.
  #gone = new Set<number>();

  constructor(
    private readonly pg: PGlite,
    private readonly lease: Lease,
  ) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const previous = this.#perHandler.get(handlerId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.#run(handlerId, message, onData));
    this.#perHandler.set(handlerId, next);
    return next;
  }

  async #run(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (this.#gone.has(handlerId)) return 0;
    if (this.#owner !== handlerId) {
      const release = await this.lease.acquire();
      this.#owner = handlerId;
      this.#release = release;
      if (this.#gone.has(handlerId)) {
        this.#handBack();
        return 0;
      }
    }
    let bytes = 0;
    this.#running = handlerId;
    try {
      await this.pg.execProtocolRawStream(message, {
        onRawData: (data: Uint8Array) => {
          bytes += data.length;
          onData(data);
        },
      });
    } finally {
      this.#running = null;
      const type = message[0];
      const cycleEnded = type === SYNC || type === QUERY || type === TERMINATE || isStartup(message);
      // The client left while this message ran: end what it started here, since no one else will.
      if (this.#gone.has(handlerId)) await this.#abandon();
      else if (cycleEnded && !this.pg.isInTransaction()) this.#handBack();
    }
    return bytes;
  }

  #handBack() {
    const release = this.#release;
    this.#owner = null;
    this.#release = null;
    release?.();
  }

  async #abandon() {
    if (this.pg.isInTransaction()) await this.pg.exec('rollback');
    this.#handBack();
  }

  clearQueueForHandler(handlerId: number): void {
    this.#gone.add(handlerId);
    this.#perHandler.delete(handlerId);
  }

  /** A client that disconnects mid-transaction must not leave the session inside it. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    this.#gone.add(handlerId);
    // While its message runs, the end of #run cleans up; rolling back now would cut across it.
    if (this.#owner !== handlerId || this.#running === handlerId) return;
    await this.#abandon();
  }
}

const MAX_SOCKET_PATH = 100; // Unix socket paths are limited to about 104-108 bytes

/**
 * A folder for the socket that only this OS user can enter: the data folder itself (kept 0700)
 * when the socket path fits, otherwise a fresh 0700 folder under the temp directory.
 */
function privateSocketFolder(dataDir: string): { folder: string; temporary: boolean } | undefined {
  const fits = (folder: string) => path.join(folder, '.s.PGSQL.5432').length <= MAX_SOCKET_PATH;
  if (fits(dataDir)) return { folder: dataDir, temporary: false };
  for (const base of [os.tmpdir(), '/tmp']) {
    if (!fits(path.join(base, 'rl-db-XXXXXX'))) continue;
    try {
      return { folder: mkdtempSync(path.join(base, 'rl-db-')), temporary: true }; // created 0700
    } catch {
      // not writable: try the next
    }
  }
  return undefined;
}

/**
 * Lets other local processes (the admin CLI) use the running server's embedded database over the
 * PostgreSQL wire protocol, through a Unix socket in a folder only this OS user can enter. The
 * socket speaks no authentication, so it is never offered on a TCP port, where any local user
 * could connect. Returns where to connect, for the lock file.
 */
export async function shareEmbeddedDatabase(
  pg: PGlite,
  lease: Lease,
  dataDir: string,
): Promise<{ endpoint: SharedEndpoint; stop: () => Promise<void> }> {
  const queue = new LeasedQueue(pg, lease);
  const handlers = new Set<PGLiteSocketHandler>();
  const server: Server = createServer((socket: Socket) => {
    // The handler only calls enqueue / clearQueueForHandler / clearTransactionIfNeeded on its queue.
    const handler = new PGLiteSocketHandler({ queryQueue: queue as never, closeOnDetach: true });
    handlers.add(handler);
    handler.addEventListener('close', () => handlers.delete(handler));
    handler.addEventListener('error', () => handlers.delete(handler));
    void handler.attach(socket);
  });

  const place = process.platform === 'win32' ? undefined : privateSocketFolder(dataDir);
  if (!place) {
    throw new Error(
      `The embedded database cannot be shared with other commands: no private folder with a short enough path for its socket (${dataDir}). ` +
        'Set DATA_DIR or TMPDIR to a shorter path.',
    );
  }
  const socketPath = path.join(place.folder, '.s.PGSQL.5432');
  if (existsSync(socketPath)) rmSync(socketPath); // left by a process that is gone (we hold the lock)
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, () => resolve()));
  chmodSync(socketPath, 0o600);
  const endpoint: SharedEndpoint = { host: place.folder, port: 5432 };

  return {
    endpoint,
    stop: async () => {
      for (const handler of handlers) await handler.detach(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (place.temporary) rmSync(place.folder, { recursive: true, force: true });
    },
  };
}
