import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { embeddedDbDir, type Env } from '../env';
import { acquireLock, waitForOwner, type SharedEndpoint } from './data-dir-lock';
import { DurableNodeFS, durableStartParams, syncTree } from './durable-nodefs';
import { GroupCommit } from './group-commit';
import { Lease } from './lease';
import { PGliteDialect } from './pglite-dialect';
import { shareEmbeddedDatabase } from './share-embedded';
import type { Database } from './types';

const INT8 = 20;
/** Counts and ids come back as numbers on both drivers (every count here fits in 2^53). */
const parseInt8 = (value: string) => Number(value);

export type DatabaseKind = 'postgres' | 'embedded' | 'embedded-via-server';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Human-readable: where the data is. */
  location: string;
  close: () => Promise<void>;
  /** The PostgreSQL pool behind `db` (postgres only), for stores that speak pg directly (rate limits). */
  pool?: pg.Pool;
}

/** The parts of an open embedded database that work beside Kysely needs (the nightly backup's live copy). */
export interface EmbeddedParts {
  /** The database folder (DATA_DIR/db), absolute. */
  dir: string;
  pg: PGlite;
  /** Held, nothing else touches the database: no query runs and no file changes. */
  lease: Lease;
  fs: DurableNodeFS;
}

const embeddedByDb = new WeakMap<Kysely<Database>, EmbeddedParts>();

/** The embedded database behind `db`, when this process opened it (not PostgreSQL, not through a running server). */
export const embeddedParts = (db: Kysely<Database>): EmbeddedParts | undefined => embeddedByDb.get(db);

/**
 * A throwaway embedded database in memory, for checking a backup by restoring it: nothing of it
 * reaches the disk, so the rows it holds leave no copy behind once it is closed.
 */
export async function openMemoryDatabase(): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
  const pglite = await PGlite.create({ extensions: { pg_trgm }, parsers: { [INT8]: parseInt8 } });
  const lease = new Lease();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, lease, new GroupCommit(pglite, lease)) });
  return {
    db,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

export interface OpenOptions {
  /** Who opens it, for the lock file's message to a second opener. */
  command: string;
  /** Let other local processes (the admin CLI) in through a socket while this process owns the folder. */
  share?: boolean;
  /** When another live process owns the embedded folder, connect through its socket instead of failing. */
  joinRunningServer?: boolean;
}

function pgPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    ...config,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server (a restart, a network cut) must not crash the process;
  // the next query gets a fresh connection or a clear error.
  pool.on('error', () => undefined);
  // The pool listens for errors only on idle clients. A checked-out client (inside a transaction,
  // between two statements) whose connection drops would emit an 'error' nobody hears, and that
  // ends the process. With this listener the client is marked broken instead: its next query
  // fails (a 503 for the caller) and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * Opens the database the environment names: a PostgreSQL server through `DATABASE_URL`, otherwise
 * the embedded PGlite database in DATA_DIR/db. Everything above this function is the same for both.
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  options: OpenOptions,
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    const pool = pgPool({ connectionString: env.DATABASE_URL });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(env.DATABASE_URL);
    return {
      db,
      pool,
      kind: 'postgres',
      location: `PostgreSQL at ${url.host}${url.pathname}`,
      close: () => db.destroy(),
    };
  }

  const dir = embeddedDbDir(env);
  if (options.joinRunningServer) {
    const holder = await waitForOwner(dir, 30_000);
    if (holder?.shared) return joinRunningServer(dir, holder.shared);
  }

  const lock = acquireLock(dir, options.command, { willShare: options.share });
  let pglite: PGlite | undefined;
  try {
    const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
    const fs = new DurableNodeFS(dir);
    pglite = await PGlite.create({
      fs,
      startParams: durableStartParams,
      extensions: { pg_trgm },
      parsers: { [INT8]: parseInt8 },
    });
    if (fresh) await syncTree(dir);
    const lease = new Lease();
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, lease, new GroupCommit(pglite, lease)) });
    embeddedByDb.set(db, { dir: path.resolve(dir), pg: pglite, lease, fs });
    const shared = options.share ? await shareEmbeddedDatabase(pglite, lease, dir) : undefined;
    if (shared) lock.update(shared.endpoint);
    const opened = pglite;
    return {
      db,
      kind: 'embedded',
      location: `embedded database in ${dir}`,
      close: async () => {
        await shared?.stop();
        await db.destroy();
        await opened.close();
        lock.release();
      },
    };
  } catch (error) {
    await pglite?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

async function joinRunningServer(dir: string, endpoint: SharedEndpoint): Promise<DatabaseHandle> {
  const pool = pgPool({ host: endpoint.host, port: endpoint.port, user: 'postgres', database: 'postgres', max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'embedded-via-server',
    location: `embedded database in ${dir}, through the running server`,
    close: () => db.destroy(),
  };
}
