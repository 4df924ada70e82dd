import type { Kysely, Selectable } from 'kysely';
import type { BackupRestoreCheck, BackupRunsTable, Database, JobOutcome } from '../db/types';

/** One nightly backup as the dashboard and the alarms read it. */
export interface BackupRun {
  id: number;
  startedAt: string;
  /** null while it runs (or when its process stopped mid-run). */
  finishedAt: string | null;
  /** ok: written and restored with every table's count equal to the manifest's. */
  outcome: JobOutcome;
  /** The backup file's full path, once written. */
  file: string | null;
  bytes: number | null;
  /** Rows per table, from the backup's manifest. */
  rowCounts: Record<string, number> | null;
  /** Contact requests in the backup (rowCounts.contact_submissions). */
  requests: number | null;
  /** Files from DATA_DIR (mails, uploads) in the backup. */
  files: number | null;
  /** passed / failed once the scratch restore has run; null before it (or when the backup failed first). */
  restoreCheck: BackupRestoreCheck | null;
  /** What went wrong, in words for the owner (where, what, what to do). */
  error: string | null;
}

/** Runs kept in backup_runs; older ones go when a run ends (a year and more of nightly runs). */
export const BACKUP_RUNS_KEPT = 400;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function toRun(row: Selectable<BackupRunsTable>): BackupRun {
  const counts = row.row_counts;
  return {
    id: row.id,
    startedAt: iso(row.started_at)!,
    finishedAt: iso(row.finished_at),
    outcome: row.outcome,
    file: row.file,
    bytes: row.bytes === null ? null : Number(row.bytes),
    rowCounts: counts,
    requests: counts ? (counts.contact_submissions ?? 0) : null,
    files: row.files,
    restoreCheck: row.restore_check,
    error: row.error,
  };
}

/** The newest backup runs, newest first (default: the last 14). */
export async function latestBackups(db: Kysely<Database>, options: { limit?: number } = {}): Promise<BackupRun[]> {
  const rows = await db
    .selectFrom('backup_runs')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(options.limit ?? 14)
    .execute();
  return rows.map(toRun);
}

/** The newest backup that was written and passed its restore check, if any. */
export async function lastGoodBackup(db: Kysely<Database>): Promise<BackupRun | null> {
  const row = await db
    .selectFrom('backup_runs')
    .selectAll()
    .where('outcome', '=', 'ok')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toRun(row) : null;
}

/** Records that a backup starts; returns its id. */
export async function startBackupRun(db: Kysely<Database>, at: Date, instance: string): Promise<number> {
  const { id } = await db
    .insertInto('backup_runs')
    .values({ started_at: at, instance })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface BackupRunEnd {
  outcome: 'ok' | 'failed';
  finishedAt: Date;
  file?: string | null;
  bytes?: number | null;
  rowCounts?: Record<string, number> | null;
  files?: number | null;
  restoreCheck?: BackupRestoreCheck | null;
  error?: string | null;
}

/** Records how a backup ended, and lets the oldest runs go. */
export async function finishBackupRun(db: Kysely<Database>, id: number, end: BackupRunEnd): Promise<void> {
  await db
    .updateTable('backup_runs')
    .set({
      outcome: end.outcome,
      finished_at: end.finishedAt,
      file: end.file ?? null,
      bytes: end.bytes ?? null,
      row_counts: end.rowCounts ? JSON.stringify(end.rowCounts) : null,
      files: end.files ?? null,
      restore_check: end.restoreCheck ?? null,
      error: end.error ? end.error.slice(0, 2000) : null,
    })
    .where('id', '=', id)
    .execute();
  await db
    .deleteFrom('backup_runs')
    .where('id', '<=', (eb) =>
      eb.selectFrom('backup_runs').select('id').orderBy('id', 'desc').offset(BACKUP_RUNS_KEPT).limit(1),
    )
    .execute();
}
