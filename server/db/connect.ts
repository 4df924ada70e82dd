import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { embeddedDbDir, type Env } from '../env';
import { type SharedEndpoint, waitForOwner } from './embedded/data-dir-lock';
import { openEmbedded } from './embedded/open';
import { INT8, parseInt8 } from './int8';
import type { Database } from './types';

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

  const { db, close } = await openEmbedded(dir, options);
  return { db, kind: 'embedded', location: `embedded database in ${dir}`, close };
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
