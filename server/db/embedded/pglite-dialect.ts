import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { databasePoolWaiting, databaseWait } from '../../metrics/metrics';
import { reportIfFatal } from './fatal';
import type { GroupCommit } from './group-commit';
import type { Lease } from './lease';

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pg: PGlite,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(query.sql, [...query.parameters]).catch((error: unknown) => {
      reportIfFatal(error);
      throw error;
    });
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // biome-ignore lint/correctness/useYield: a generator that only refuses; Kysely's driver interface needs one
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on the embedded database');
  }
}

/**
 * Kysely over an in-process PGlite: every connection is the one session, handed out by the lease.
 * A connection's work (a statement, a transaction) is on the disk before its caller continues: the
 * release waits for the group commit.
 */
class PGliteDriver implements Driver {
  constructor(
    private readonly pg: PGlite,
    private readonly lease: Lease,
    private readonly groupCommit: GroupCommit,
  ) {}

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // The one session's queue, for /metrics: how many wait and how long each waited.
    const stopTimer = databaseWait.startTimer();
    databasePoolWaiting.inc();
    try {
      return new PGliteConnection(this.pg, await this.lease.acquire());
    } finally {
      databasePoolWaiting.dec();
      stopTimer();
    }
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
    await this.groupCommit.flush();
  }

  async destroy(): Promise<void> {}
}

export class PGliteDialect implements Dialect {
  constructor(
    private readonly pg: PGlite,
    private readonly lease: Lease,
    private readonly groupCommit: GroupCommit,
  ) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.pg, this.lease, this.groupCommit);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface declares this parameter as Kysely<any>
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
