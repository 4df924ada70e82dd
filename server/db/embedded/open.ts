import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import { INT8, parseInt8 } from '../int8';
import type { Database } from '../types';
import { acquireLock } from './data-dir-lock';
import { DurableNodeFS, durableStartParams, syncTree } from './durable-nodefs';
import { GroupCommit } from './group-commit';
import { Lease } from './lease';
import { PGliteDialect } from './pglite-dialect';
import { shareEmbeddedDatabase } from './share-embedded';

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

/**
 * Opens the embedded PGlite database in `dir` (DATA_DIR/db), made on first use: it takes the
 * folder's lock, gives PostgreSQL a file system that really syncs, commits in groups and, with
 * `share`, lets the admin CLI in through a local socket while this process holds the folder.
 */
export async function openEmbedded(
  dir: string,
  options: { command: string; share?: boolean },
): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
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
