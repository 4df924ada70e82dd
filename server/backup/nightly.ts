import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import type { Kysely } from 'kysely';
import { formatZonedDateTime } from '../../shared/business-time';
import { runBackgroundChild } from '../background-child';
import { embeddedParts } from '../db/embedded/open';
import { flushWal } from '../db/embedded/group-commit';
import type { Database } from '../db/types';
import { backupDir, type Env } from '../env';
import { DAY_MS, defineJob, HOUR_MS, type Job } from '../jobs/job';
import { composeMail } from '../mail/compose';
import { enqueueMail } from '../mail/outbox';
import type { AppServices } from '../services';
import { copyLiveFolder, type LiveCopyStats } from './live-copy';
import { finishBackupRun, startBackupRun } from './runs';
import type { RestoreCheck, Written } from './steps';

/** Nightly files: ridgeline-2026-11-25T09-00-00-000Z.backup (the start, in UTC). */
const NAME = /^ridgeline-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)\.backup(\.partial|\.failed-check)?$/;
export const backupFileName = (at: Date) => `ridgeline-${at.toISOString().replace(/[:.]/g, '-')}.backup`;
const timeOfName = (name: string) => {
  const stamp = NAME.exec(name)?.[1];
  if (!stamp) return undefined;
  const [date, time] = stamp.split('T') as [string, string];
  const [h, m, s, ms] = time.slice(0, -1).split('-');
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
};

/** A step longer than this is stopped and the run fails (a copy of a very large database takes minutes, not hours). */
const STEP_TIMEOUT_MS = 3 * HOUR_MS;
/** The lowest scheduling priority: the backup steps take what processor time the site leaves. */
const BACKUP_STEP_PRIORITY = 19;
/** A run still 'running' after this long belongs to a process that stopped during it. */
const ABANDONED_AFTER_MS = 6 * HOUR_MS;
/**
 * A `.partial` not written to for this long has no writer left (one killed, or stopped by a full
 * disk): a writer adds compressed bytes every few seconds. Removed at every run and start.
 */
const STALE_PARTIAL_MS = 10 * 60_000;
/**
 * The embedded database's live copy (live-copy.ts): a fixed folder in BACKUP_DIR, never in the
 * system's temporary folder, so a copy a crash left behind is found and removed by the next run or
 * start (it holds requests erased since) instead of staying until someone looks.
 */
export const LIVE_COPY_FOLDER = '.live-copy';
/** What a run shows when its server stopped before it ended. */
export const STOPPED_DURING_BACKUP = 'The server stopped before this backup finished.';

/** The next `time` (HH:MM) in `timeZone` after `after`; on a daylight-saving night, the clock's own. */
export function nextBackupAt(after: Date, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const local = new TZDate(after.getTime(), timeZone);
  for (let days = 0; days <= 2; days++) {
    const at = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + days, hours, minutes, timeZone);
    if (at.getTime() > after.getTime()) return new Date(at.getTime());
  }
  return new Date(after.getTime() + DAY_MS);
}

/**
 * Runs one step in a child process (the backup's lowest priority) and returns its JSON line; its
 * error text when it fails. Secrets (DATABASE_URL, BACKUP_ENCRYPTION_KEY) go through its
 * environment, not its command line, which `ps` shows. Killed with its process group on `signal`.
 */
async function runStep<T>(
  step: 'write' | 'check',
  input: object,
  options: { env: Env; signal: AbortSignal; databaseUrl?: string },
): Promise<T> {
  const line = await runBackgroundChild({
    script: 'scripts/backup-step.ts',
    args: [step, JSON.stringify(input)],
    what: `the ${step} step`,
    // The backup takes what processor time the site leaves.
    priority: BACKUP_STEP_PRIORITY,
    timeoutMs: STEP_TIMEOUT_MS,
    signal: options.signal,
    env: {
      ...process.env,
      BACKUP_ENCRYPTION_KEY: options.env.BACKUP_ENCRYPTION_KEY ?? '',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
  });
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new Error(`the ${step} step answered ${line.slice(0, 200) || 'nothing'}`);
  }
}

/** The folder exists (made private) and takes a file: a full disk or a file in its place shows here, before any work. */
async function prepareFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const probe = path.join(dir, `.write-test-${process.pid}`);
  await writeFile(probe, 'ok', { mode: 0o600 });
  await unlink(probe);
}

/**
 * Writes the backup file while the site runs. Embedded: the folder is copied live (live-copy.ts),
 * the site waiting only for the last short pass, and a child process reads the copy. PostgreSQL:
 * a child process reads the database in one repeatable-read transaction on its own connection.
 */
async function writeWhileServing(
  db: Kysely<Database>,
  env: Env,
  file: string,
  signal: AbortSignal,
): Promise<Written & { copy?: LiveCopyStats }> {
  const parts = embeddedParts(db);
  if (!parts) {
    if (!env.DATABASE_URL) throw new Error('The database is neither the embedded one nor named by DATABASE_URL.');
    return runStep<Written>('write', { file, dataDir: env.DATA_DIR }, { env, signal, databaseUrl: env.DATABASE_URL });
  }
  const scratch = path.join(backupDir(env), LIVE_COPY_FOLDER);
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { mode: 0o700 });
  try {
    const copy = await copyLiveFolder({
      source: parts.dir,
      target: path.join(scratch, 'db'),
      log: parts.fs.recordWrites(),
      // Commits the site made but has not yet flushed go to the log first, so the copy has them.
      hold: (work) =>
        parts.lease.run(async () => {
          await flushWal(parts.pg);
          return work();
        }),
    });
    const written = await runStep<Written>(
      'write',
      { from: { copy: scratch }, file, dataDir: env.DATA_DIR },
      { env, signal },
    );
    return { ...written, copy };
  } finally {
    // Not rmSync: deleting a copy of hundreds of megabytes in one call held the event loop for seconds.
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Removes the folder's `ridgeline-….backup.partial` files that no one writes any more
 * (STALE_PARTIAL_MS, by the real clock, which file times follow); returns how many.
 */
export async function removeStalePartials(dir: string): Promise<number> {
  let removed = 0;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0; // no folder yet: nothing left behind
  }
  for (const name of names) {
    if (!name.endsWith('.partial') || !timeOfName(name)) continue;
    const written = await stat(path.join(dir, name)).catch(() => undefined);
    if (written && Date.now() - written.mtimeMs >= STALE_PARTIAL_MS) {
      await rm(path.join(dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}

/** The first line of an error that says something: a child's stack tail or Node's banner is not for the owner. */
export function oneLine(message: string): string {
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^(at |Node\.js v|\^|[{}]|code:|errno:|syscall:|path:)/.test(line));
  return (lines[0] ?? message.trim()).slice(0, 500);
}

/**
 * At start, before any run: a run left `running` by a process of this machine that is gone (a
 * crash, a SIGKILL, a power cut) is marked failed, so the dashboard does not show it running for
 * hours; the live copy and stale `.partial` files such a run left are removed. Runs of live
 * processes, or of other machines, are left to the runs themselves (ABANDONED_AFTER_MS).
 */
export async function recoverInterruptedBackups(db: Kysely<Database>, env: Env, now: Date): Promise<number> {
  const dir = backupDir(env);
  await rm(path.join(dir, LIVE_COPY_FOLDER), { recursive: true, force: true });
  await removeStalePartials(dir);
  const running = await db
    .selectFrom('backup_runs')
    .select(['id', 'instance'])
    .where('outcome', '=', 'running')
    .execute();
  const dead = running.filter(({ instance }) => {
    const at = instance.lastIndexOf(':');
    const host = instance.slice(0, at);
    const pid = Number(instance.slice(at + 1));
    if (host !== os.hostname() || !Number.isInteger(pid)) return false;
    // This process is starting: no run is its own yet, so one under its id is an earlier process's.
    if (pid === process.pid) return true;
    try {
      process.kill(pid, 0);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH';
    }
  });
  if (!dead.length) return 0;
  await db
    .updateTable('backup_runs')
    .set({ outcome: 'failed', finished_at: now, error: STOPPED_DURING_BACKUP })
    .where(
      'id',
      'in',
      dead.map((run) => run.id),
    )
    .where('outcome', '=', 'running')
    .execute();
  return dead.length;
}

/** Deletes nightly files (and leftovers of failed ones) older than `keepDays`; returns how many. */
export async function pruneBackups(dir: string, keepDays: number, now: Date): Promise<number> {
  const cutoff = now.getTime() - keepDays * DAY_MS;
  let pruned = 0;
  for (const name of await readdir(dir)) {
    const madeAt = timeOfName(name);
    if (!madeAt) continue; // only the job's own files, never anything else in the folder
    const when = Math.min(madeAt.getTime(), (await stat(path.join(dir, name))).mtimeMs);
    if (when < cutoff) {
      await rm(path.join(dir, name), { force: true });
      pruned++;
    }
  }
  return pruned;
}

function failureMail(services: AppServices, at: Date, dir: string, what: string, error: string) {
  const { site } = services;
  const when = formatZonedDateTime(at, site.timeZone);
  return composeMail(
    { company: site.company.name, theme: site.theme },
    {
      subject: `The nightly backup of ${site.company.name} failed`,
      greeting: 'Hello,',
      body: [
        `The nightly backup that started ${when} ${what}:`,
        error,
        `Backups are written to ${dir} on the server. Check that the folder exists, is writable and has free space (BACKUP_DIR sets another folder), then make a backup now with: npm run backup`,
        'Until a backup succeeds, the newest good one is older than a day. The next nightly backup runs tomorrow night.',
      ],
      action: { label: 'See the backups on the dashboard', url: `${services.env.SITE_URL}/admin` },
    },
  );
}

/**
 * The nightly backup: at BACKUP_TIME (default 03:00) in the site file's time zone, the same file
 * as `npm run backup` is written to BACKUP_DIR while the site runs, then restored into a scratch
 * database and each table's rows counted against its manifest. Every run is kept in backup_runs
 * (read by latestBackups); a failed one is mailed to the office (ADMIN_NOTIFY_TO, else the site
 * file's email) once, and is not tried again until the next night. After a good run, files older
 * than BACKUP_KEEP days go.
 */
export function backupJob(schedule: { time: string; timeZone: string }): Job {
  return defineJob({
    name: 'backup',
    every: (after) => nextBackupAt(after, schedule.time, schedule.timeZone),
    // A failed backup is mailed, not retried every minute: the next try is the next night's run.
    retryAfterMs: 2 * DAY_MS,
    async run({ db, now, log, services, signal }) {
      const { env } = services;
      const startedAt = now();
      await db
        .updateTable('backup_runs')
        .set({ outcome: 'failed', finished_at: startedAt, error: STOPPED_DURING_BACKUP })
        .where('outcome', '=', 'running')
        .where('started_at', '<', new Date(startedAt.getTime() - ABANDONED_AFTER_MS))
        .execute();
      const id = await startBackupRun(db, startedAt, `${os.hostname()}:${process.pid}`);
      const dir = backupDir(env);
      const file = path.join(dir, backupFileName(startedAt));

      const fail = async (what: string, error: string, fields: Parameters<typeof finishBackupRun>[2]) => {
        await finishBackupRun(db, id, { ...fields, error: `${what}: ${error}` });
        await enqueueMail(db, {
          to: env.ADMIN_NOTIFY_TO ?? services.site.email,
          topic: `backup-failed:${id}`,
          ...failureMail(services, startedAt, dir, what, error),
        });
        services.wakeMailWorker();
        return new Error(`Backup ${what}: ${error}`);
      };

      let written: Awaited<ReturnType<typeof writeWhileServing>>;
      try {
        await prepareFolder(dir);
        await removeStalePartials(dir);
        written = await writeWhileServing(db, env, file, signal);
      } catch (error) {
        await rm(`${file}.partial`, { force: true }).catch(() => undefined); // the folder may be the problem
        throw await fail('could not be written', oneLine((error as Error).message), {
          outcome: 'failed',
          finishedAt: now(),
        });
      }
      const stored = {
        file: written.file,
        bytes: written.bytes,
        rowCounts: written.rowCounts,
        files: written.files,
      };
      log.info({ file, bytes: written.bytes, copy: written.copy }, 'backup written; checking it by restoring');

      let check: RestoreCheck;
      try {
        check = await runStep<RestoreCheck>('check', { file }, { env, signal });
      } catch (error) {
        check = { ok: false, tables: {}, problems: [oneLine((error as Error).message)] };
      }
      if (!check.ok) {
        // Kept for a look, under a name no one takes for a good backup.
        const kept = `${file}.failed-check`;
        await rename(file, kept).catch(() => undefined);
        throw await fail('was written but did not restore', check.problems.join('\n'), {
          ...stored,
          file: kept,
          outcome: 'failed',
          finishedAt: now(),
          restoreCheck: 'failed',
        });
      }
      const pruned = await pruneBackups(dir, env.BACKUP_KEEP, now());
      await finishBackupRun(db, id, { ...stored, outcome: 'ok', finishedAt: now(), restoreCheck: 'passed' });
      return {
        file: path.basename(file),
        bytes: written.bytes,
        requests: written.rowCounts.contact_submissions ?? 0,
        restoreCheck: 'passed',
        pruned,
        heldMs: written.copy ? Math.round(written.copy.heldMs) : null,
      };
    },
  });
}
