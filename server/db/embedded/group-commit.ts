import type { PGlite } from '@electric-sql/pglite';
import type { Lease } from './lease';

/**
 * The embedded database commits without waiting for the disk (synchronous_commit=off) and this
 * makes the commits durable in groups before anyone is told they happened: every caller whose
 * work is done waits for the next flush, and one flush (one fsync of the WAL) covers every commit
 * made before it. Under load the requests queued behind the single session all commit, then share
 * one fsync, instead of paying one each.
 *
 * The flush writes a small WAL record and flushes the WAL up to it (pg_logical_emit_message with
 * flush), which lies after every earlier commit. When the WAL is already on disk up to where it
 * was last written, nothing is done.
 */
export class GroupCommit {
  #next: Promise<void> | undefined;

  constructor(
    private readonly pg: PGlite,
    private readonly lease: Lease,
  ) {}

  /** Resolves once everything committed before the call is on the disk. */
  flush(): Promise<void> {
    this.#next ??= this.lease.run(async () => {
      this.#next = undefined; // who asks from now on may have committed after this flush: the next one
      await flushWal(this.pg);
    });
    return this.#next;
  }
}

/** Syncs the WAL written so far; call it holding the lease. */
export async function flushWal(pg: PGlite): Promise<void> {
  const { rows } = await pg.query<{ behind: boolean }>(
    'select pg_current_wal_insert_lsn() > pg_current_wal_flush_lsn() as behind',
  );
  if (!rows[0]?.behind) return;
  await pg.query(`select pg_logical_emit_message(false, 'group-commit', '', true)`);
}
