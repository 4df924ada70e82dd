import type { Kysely } from 'kysely';
import { type BackupRun, lastGoodBackup, latestBackups } from '../backup/runs';
import type { Database } from '../db/types';

export type { BackupRun };

export interface BackupStatus {
  /** The newest finished backup, good or not; null before the first. */
  last: BackupRun | null;
  /** The newest backup that was written and passed its restore check. */
  lastGood: BackupRun | null;
  /** The first failed backup after the last good one: when the current trouble began. */
  failingSince: Date | null;
  /** A backup is being made now (the newest run has not finished). */
  running: boolean;
}

/** When a backup ended (or began, if its process stopped before it could say). */
export const backupTime = (run: BackupRun) => new Date(run.finishedAt ?? run.startedAt);

/**
 * How the nightly backups stand, from the backup job's own record (backup_runs, through
 * latestBackups): the newest finished one, the newest good one, and since when they fail.
 */
export async function backupStatus(db: Kysely<Database>): Promise<BackupStatus> {
  const [recent, lastGood] = await Promise.all([latestBackups(db, { limit: 60 }), lastGoodBackup(db)]);
  const finished = recent.filter((run) => run.outcome !== 'running');
  const goodIndex = finished.findIndex((run) => run.outcome === 'ok');
  const failedSinceGood = goodIndex < 0 ? finished : finished.slice(0, goodIndex);
  const firstFailure = failedSinceGood.at(-1);
  return {
    last: finished[0] ?? null,
    lastGood,
    failingSince: firstFailure ? backupTime(firstFailure) : null,
    running: recent[0]?.outcome === 'running',
  };
}
