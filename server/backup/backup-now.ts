import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export type BackupNowOutcome = { ok: true } | { ok: false; message: string };

/**
 * "Back up now" on the System page: the nightly backup job is made due at once, so whichever
 * instance's job runner looks next (within a second) claims and runs it, once, as it runs the
 * night's; its claim then sets the next run back to the coming night.
 */
export async function backupNow(db: Kysely<Database>, now: Date): Promise<BackupNowOutcome> {
  const running = await db.selectFrom('backup_runs').select('id').where('outcome', '=', 'running').executeTakeFirst();
  if (running) return { ok: false, message: 'A backup is running now; this page shows it when it is done.' };
  const scheduled = await db
    .updateTable('job_schedule')
    .set({ next_run_at: now })
    .where('name', '=', 'backup')
    .returning('name')
    .executeTakeFirst();
  if (!scheduled)
    return {
      ok: false,
      message:
        'This server makes no backups of its own (its nightly backup is switched off). Ask whoever runs the server.',
    };
  return { ok: true };
}
