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

/** Settings a session may change (SET, set_config, a startup packet's options), by name. */
const SESSION_SETTINGS = `select name, current_setting(name) as value from pg_settings where context in ('user', 'superuser')`;

/** How long a socket client may sit inside a transaction (or half a cycle) holding the site's session. */
export const SOCKET_IDLE_IN_TRANSACTION_MS = 2_000;

/** A PostgreSQL ErrorResponse, as the server sends before ending a session. */
function fatalMessage(code: string, text: string): Uint8Array {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0, 'ascii');
  header.writeInt32BE(fields.length + 4, 1);
  return new Uint8Array(Buffer.concat([header, fields]));
}

/**
 * Feeds socket clients' protocol messages to the single PGlite session. A client takes the app's
 * lease at the first message of a cycle and hands it back when the cycle ends outside a
 * transaction, so its Parse/Bind/Execute (or its BEGIN…COMMIT) never interleave with the
 * server's own queries. It stands in for pglite-socket's own queue, which only orders whole
 * messages and so lets two clients' unnamed statements overwrite each other.
 *
 * The session is the site's, so a client must leave it as it found it: whatever settings the
 * client changed (pg_dump starts by emptying search_path) are put back when it hands the lease
 * back and given to it again when it takes the lease, and a client that sits inside a
 * transaction longer than `idleMs` is rolled back and disconnected, like PostgreSQL's
 * idle_in_transaction_session_timeout, instead of holding every visitor's request.
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
  /** The site's own settings, taken before any client connected. */
  #siteSettings: Map<string, string> | undefined;
  /** Each connected client's own settings (those that differ from the site's). */
  #clientSettings = new Map<number, [string, string][]>();
  #writers = new Map<number, (data: Uint8Array) => void>();
  #idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pg: PGlite,
    private readonly lease: Lease,
    private readonly idleMs: number,
    private readonly terminate: (handlerId: number) => void,
  ) {}

  /** Records the site's settings; called once, holding nothing, before the socket opens. */
  async init(): Promise<void> {
    this.#siteSettings = await this.lease.run(() => this.#settings());
  }

  async #settings(): Promise<Map<string, string>> {
    const { rows } = await this.pg.query<{ name: string; value: string }>(SESSION_SETTINGS);
    return new Map(rows.map((row) => [row.name, row.value]));
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const previous = this.#perHandler.get(handlerId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.#run(handlerId, message, onData));
    this.#perHandler.set(handlerId, next);
    return next;
  }

  async #run(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (this.#gone.has(handlerId)) return 0;
    this.#writers.set(handlerId, onData);
    if (this.#owner === handlerId) {
      clearTimeout(this.#idleTimer);
    } else {
      const release = await this.lease.acquire();
      this.#owner = handlerId;
      this.#release = release;
      if (this.#gone.has(handlerId)) {
        this.#handBack();
        return 0;
      }
      // A client's commits are durable when it hears of them (the site's wait for the group commit instead).
      await this.#applySettings(this.#clientSettings.get(handlerId) ?? [['synchronous_commit', 'on']]);
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
      if (this.#gone.has(handlerId)) await this.#abandon(handlerId);
      else if (cycleEnded && !this.pg.isInTransaction()) await this.#leave(handlerId);
      else this.#armIdleTimer(handlerId);
    }
    return bytes;
  }

  /** The client's cycle is over: keep its settings for its next turn, and give the site its own back. */
  async #leave(handlerId: number) {
    try {
      this.#clientSettings.set(handlerId, await this.#restoreSiteSettings());
    } finally {
      this.#handBack();
    }
  }

  /** Puts back every setting that differs from the site's; returns what the client had set. */
  async #restoreSiteSettings(): Promise<[string, string][]> {
    const site = this.#siteSettings ?? new Map<string, string>();
    const now = await this.#settings();
    const changed = [...now].filter(([name, value]) => site.has(name) && site.get(name) !== value);
    await this.#applySettings(changed.map(([name]) => [name, site.get(name)!]));
    return changed;
  }

  async #applySettings(settings: [string, string][]) {
    for (const [name, value] of settings) await this.pg.query('select set_config($1, $2, false)', [name, value]);
  }

  #armIdleTimer(handlerId: number) {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      if (this.#owner !== handlerId || this.#running === handlerId || this.#gone.has(handlerId)) return;
      this.#writers.get(handlerId)?.(
        fatalMessage(
          '25P03',
          `terminating connection: idle in a transaction for more than ${this.idleMs / 1000} s while the site waited for the database`,
        ),
      );
      this.#gone.add(handlerId);
      void this.#abandon(handlerId).finally(() => this.terminate(handlerId));
    }, this.idleMs);
    this.#idleTimer.unref();
  }

  #handBack() {
    clearTimeout(this.#idleTimer);
    const release = this.#release;
    this.#owner = null;
    this.#release = null;
    release?.();
  }

  /** Ends what a departed client left open: its transaction, and its settings, locks and prepared statements. */
  async #abandon(handlerId: number) {
    try {
      if (this.pg.isInTransaction()) await this.pg.exec('rollback');
      await this.pg.exec('discard all');
      await this.#restoreSiteSettings();
    } finally {
      this.#clientSettings.delete(handlerId);
      this.#writers.delete(handlerId);
      this.#handBack();
    }
  }

  clearQueueForHandler(handlerId: number): void {
    this.#gone.add(handlerId);
    this.#perHandler.delete(handlerId);
  }

  /** A client that disconnects mid-transaction must not leave the session inside it. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    this.#gone.add(handlerId);
    this.#clientSettings.delete(handlerId);
    this.#writers.delete(handlerId);
    // While its message runs, the end of #run cleans up; rolling back now would cut across it.
    if (this.#owner !== handlerId || this.#running === handlerId) return;
    await this.#abandon(handlerId);
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
  options: { idleInTransactionMs?: number } = {},
): Promise<{ endpoint: SharedEndpoint; stop: () => Promise<void> }> {
  const handlers = new Set<PGLiteSocketHandler>();
  const terminate = (handlerId: number) => {
    for (const handler of handlers) if (handler.handlerId === handlerId) void handler.detach(true);
  };
  const queue = new LeasedQueue(pg, lease, options.idleInTransactionMs ?? SOCKET_IDLE_IN_TRANSACTION_MS, terminate);
  await queue.init();
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
