import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKUP_RUNS_KEPT,
  finishBackupRun,
  lastGoodBackup,
  latestBackups,
  startBackupRun,
} from '../../server/backup/runs';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';

describe.each(testDatabaseKinds)('backup runs on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.drop());

  it('records a run from start to end and reads the newest first, with the last good one', async () => {
    const { db } = database;
    expect(await latestBackups(db)).toEqual([]);
    expect(await lastGoodBackup(db)).toBeNull();
    const first = await startBackupRun(db, new Date('2026-11-20T08:30:00Z'), 'host:1:abc');
    await finishBackupRun(db, first, {
      outcome: 'ok',
      finishedAt: new Date('2026-11-20T08:30:05Z'),
      file: '/srv/backups/a.backup',
      bytes: 12_345_678_901,
      rowCounts: { contact_submissions: 8, users: 1 },
      files: 3,
      restoreCheck: 'passed',
    });
    const second = await startBackupRun(db, new Date('2026-11-21T08:30:00Z'), 'host:1:abc');
    expect((await latestBackups(db))[0]).toMatchObject({ id: second, outcome: 'running', finishedAt: null });
    await finishBackupRun(db, second, {
      outcome: 'failed',
      finishedAt: new Date('2026-11-21T08:30:02Z'),
      error: 'Cannot write /srv/backups: permission denied',
    });
    const [latest, previous] = await latestBackups(db);
    expect(latest).toMatchObject({ outcome: 'failed', restoreCheck: null, error: /permission denied/, file: null });
    expect(previous).toEqual({
      id: first,
      startedAt: '2026-11-20T08:30:00.000Z',
      finishedAt: '2026-11-20T08:30:05.000Z',
      outcome: 'ok',
      file: '/srv/backups/a.backup',
      bytes: 12_345_678_901,
      rowCounts: { contact_submissions: 8, users: 1 },
      requests: 8,
      files: 3,
      restoreCheck: 'passed',
      error: null,
    });
    expect((await lastGoodBackup(db))?.id).toBe(first);
    expect(await latestBackups(db, { limit: 1 })).toHaveLength(1);
  });

  it(`keeps the newest ${BACKUP_RUNS_KEPT} runs`, async () => {
    const { db } = database;
    await db.deleteFrom('backup_runs').execute();
    await db
      .insertInto('backup_runs')
      .values(
        Array.from({ length: BACKUP_RUNS_KEPT + 5 }, (_, i) => ({
          started_at: new Date(Date.UTC(2025, 0, 1) + i * 86_400_000),
          instance: 'old',
          outcome: 'ok' as const,
        })),
      )
      .execute();
    const id = await startBackupRun(db, new Date(), 'now');
    await finishBackupRun(db, id, { outcome: 'ok', finishedAt: new Date() });
    const { count } = await db
      .selectFrom('backup_runs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(BACKUP_RUNS_KEPT);
    expect((await latestBackups(db, { limit: 1 }))[0]?.id).toBe(id);
  });
});
