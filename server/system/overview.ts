import { checkInOwnerWords } from './check-words';
import type { Kysely } from 'kysely';
import { type BackupRun, backupStatus, backupTime } from '../alarms/backup-status';
import { ALARM_KINDS, type AlarmKind } from '../alarms/conditions';
import { alarmWords } from '../alarms/words';
import type { Database } from '../db/types';
import { appVersion } from '../health/version';
import { outboxState } from '../health/readiness';
import { lastJobRuns } from '../jobs/runs';
import { outboxCounts } from '../mail/outbox';
import type { AppServices } from '../services';

const iso = (at: Date | null | undefined) => (at ? new Date(at).toISOString() : null);

const backupView = (run: BackupRun | null) =>
  run
    ? {
        at: backupTime(run).toISOString(),
        ok: run.outcome === 'ok',
        error: run.error,
        restoreCheck: run.restoreCheck,
        bytes: run.bytes,
        requests: run.requests,
      }
    : null;

/** Open alarms with their words, and the last few closed ones. */
async function alarmsView(db: Kysely<Database>, siteUrl: string) {
  const rows = await db
    .selectFrom('alarms')
    .select(['id', 'kind', 'since', 'opened_at', 'detail', 'clear_since', 'closed_at'])
    .where((eb) =>
      eb.or([
        eb('closed_at', 'is', null),
        eb(
          'id',
          'in',
          eb.selectFrom('alarms').select('id').where('closed_at', 'is not', null).orderBy('closed_at', 'desc').limit(5),
        ),
      ]),
    )
    .orderBy('opened_at', 'desc')
    .execute();
  const view = (row: (typeof rows)[number]) => {
    const kind = (ALARM_KINDS as readonly string[]).includes(row.kind) ? (row.kind as AlarmKind) : null;
    const words = kind ? alarmWords(kind, siteUrl) : null;
    return {
      id: row.id,
      kind: row.kind,
      title: words?.title ?? row.kind,
      todo: words?.todo ?? null,
      detail: row.detail,
      since: iso(row.since)!,
      openedAt: iso(row.opened_at)!,
      clearSince: iso(row.clear_since),
      closedAt: iso(row.closed_at),
    };
  };
  return {
    open: rows.filter((row) => !row.closed_at).map(view),
    recentlyClosed: rows.filter((row) => row.closed_at).map(view),
  };
}

/**
 * The dashboard's System page in one read: version, database, backups, mail, jobs, health checks
 * and alarms. Admin only (the tRPC procedure checks the role); nothing here is a customer's.
 */
export async function systemOverview(
  services: Pick<AppServices, 'db' | 'now' | 'env' | 'databaseKind' | 'mailTransport' | 'jobNames' | 'readiness'>,
) {
  const { db } = services;
  const now = services.now();
  const [backup, state, counts, jobs, alarms, readiness] = await Promise.all([
    backupStatus(db),
    outboxState(db, now),
    outboxCounts(db),
    lastJobRuns(db, services.jobNames),
    alarmsView(db, services.env.SITE_URL),
    services.readiness(),
  ]);
  return {
    checkedAt: now.toISOString(),
    version: appVersion(),
    database: services.databaseKind === 'postgres' ? ('postgres' as const) : ('embedded' as const),
    backup: {
      last: backupView(backup.last),
      lastGood: backupView(backup.lastGood),
      failingSince: iso(backup.failingSince),
      running: backup.running,
    },
    outbox: {
      waiting: state.waiting,
      failed: state.failed,
      sent: counts.sent,
      oldestWaitingSeconds: state.oldestWaitingSeconds,
      lastError: counts.lastError,
    },
    mailTransport: services.mailTransport,
    jobs,
    alarms,
    checks: Object.entries(readiness.checks).map(([name, check]) => ({
      name,
      status: check.status,
      // The owner's words; /readyz keeps the operator's.
      detail: checkInOwnerWords(name, check),
    })),
    quietHours: services.env.ALARM_QUIET_HOURS,
  };
}
