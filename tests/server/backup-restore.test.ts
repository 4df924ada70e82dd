import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keptFiles, readManifest, restoreBackup, writeBackup } from '../../server/backup/archive';
import { embeddedLeftBehindWarning } from '../../server/db/left-behind';
import { summarize, tableShapes } from '../../server/backup/logical-copy';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { site } from '../support/site';
import { runScript } from '../../testing/processes';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { createAccount, testClock } from '../support/auth-app';
import { formToken, newestRequestId, submitJson, validRequest } from '../support/contact';

const work = mkdtempSync(path.join(os.tmpdir(), 'rl-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
beforeAll(() => {
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined); // the mailbox folder names each mail it writes
  // Test files share a worker: the next one logs as usual.
  return () => quiet.mockRestore();
});

/** A database in use: accounts, requests with their mails and notes, counters; files in DATA_DIR. */
async function populate(database: TestDatabase, dataDir: string, requests = 8) {
  const clock = testClock(new Date());
  const app = await buildApp({
    site,
    env: loadEnv({
      DATA_DIR: dataDir,
      SITE_URL: 'http://localhost:3000',
      RATE_LIMIT_CONTACT: '10000',
      MAIL_TRANSPORT: 'file',
    }),
    database,
    distDir: '/nonexistent',
    outbox: { pollMs: 20 },
    now: clock.now,
  });
  try {
    await createAccount(database, { admin: true, fullName: 'Office Admin' });
    for (let i = 0; i < requests; i++) {
      const token = await formToken(app);
      clock.advance(2_500);
      const answer = await submitJson(
        app,
        validRequest({ formToken: token, name: `Person ${i} Ünïcode`, email: `p${i}@example.com` }),
      );
      expect(answer.statusCode).toBe(200);
      if (i % 3 === 0) {
        await database.db
          .insertInto('lead_notes')
          .values({
            submission_id: await newestRequestId(database.db),
            author_id: null,
            author_email: 'a@example.com',
            body: `Note ${i}`,
          })
          .execute();
      }
    }
    await app.mailWorker.idle();
  } finally {
    await app.close();
  }
  mkdirSync(path.join(dataDir, 'uploads/roof-photos'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads/roof-photos/front.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2, 3, 250]));
}

async function snapshot(db: TestDatabase['db']) {
  const tables: Record<string, { rows: number; sha256: string }> = {};
  for (const shape of await tableShapes(db)) tables[shape.name] = await summarize(db, shape);
  return tables;
}
const fileSums = (dataDir: string) =>
  Object.fromEntries(
    keptFiles(dataDir).map((rel) => [
      rel,
      createHash('sha256')
        .update(readFileSync(path.join(dataDir, rel)))
        .digest('hex'),
    ]),
  );

describe.each(testDatabaseKinds)('backup, wipe, restore on %s', (kind) => {
  it('brings back every row, mail file and upload, identical, and refuses a database that holds data', async () => {
    const database = await createTestDatabase(kind);
    const dataDir = database.dataDir ?? mkdtempSync(path.join(work, 'data-'));
    await populate(database, dataDir);
    const before = await snapshot(database.db);
    const files = fileSums(dataDir);
    expect(before.contact_submissions!.rows).toBe(8);
    expect(before.email_outbox!.rows).toBe(16);
    expect(Object.keys(files).filter((f) => f.startsWith('mail/'))).toHaveLength(16);
    const file = path.join(work, `${kind}.backup`);
    const manifest = await writeBackup(database.db, { file, dataDir, source: kind });
    expect(await readManifest(file)).toMatchObject({ tables: manifest.tables, files: manifest.files });
    await database.drop(); // the wipe: database and (embedded) DATA_DIR gone
    rmSync(dataDir, { recursive: true, force: true });

    const fresh = await createTestDatabase(kind); // empty, migrated
    const freshDir = fresh.dataDir ?? mkdtempSync(path.join(work, 'data-'));
    try {
      await restoreBackup(fresh.db, { file, dataDir: freshDir });
      expect(await snapshot(fresh.db)).toEqual(before);
      expect(fileSums(freshDir)).toMatchObject(files);
      // The restored database goes on: new ids continue after the restored ones.
      const { id } = await fresh.db
        .insertInto('contact_submissions')
        .values({ name: 'After', email: 'after@example.com', idempotency_key: 'after-restore-key-00001' } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(id).toBeGreaterThan(8);
      await expect(restoreBackup(fresh.db, { file, dataDir: freshDir })).rejects.toThrow(
        /already holds data[\s\S]*--force/,
      );
      await restoreBackup(fresh.db, { file, dataDir: freshDir, force: true });
      expect(await snapshot(fresh.db)).toEqual(before);
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});

it('refuses a file that is not a whole backup', async () => {
  const file = path.join(work, 'cut.backup');
  writeFileSync(file, 'not gzip');
  await expect(readManifest(file)).rejects.toThrow(/not a readable backup/);
});

describe.runIf(testDatabaseKinds.includes('postgres'))('npm run db:move', () => {
  it('copies a populated embedded database into an empty PostgreSQL database, every table compared', async () => {
    const embedded = await createTestDatabase('embedded', { share: true });
    const target = await createTestDatabase('postgres');
    try {
      await populate(embedded, embedded.dataDir!);
      const before = await snapshot(embedded.db);
      // The target is migrated but empty, like a new database after `npm run migrate`.
      const moved = await runScript(
        'scripts/db-move.ts',
        ['--to', target.url!],
        { DATA_DIR: embedded.dataDir },
        120_000,
      );
      expect(moved.stderr).toBe('');
      expect(moved.code).toBe(0);
      expect(moved.stdout).toMatch(/contact_submissions: 8 → 8 rows/);
      // The owner's content too: the seeded business facts and their first revision.
      expect(moved.stdout).toMatch(/documents: 1 → 1 rows/);
      expect(moved.stdout).toMatch(/revisions: 1 → 1 rows/);
      expect(moved.stdout).toMatch(/Every table matches/);
      expect(await snapshot(target.db)).toEqual(before);
      const again = await runScript(
        'scripts/db-move.ts',
        ['--to', target.url!],
        { DATA_DIR: embedded.dataDir },
        120_000,
      );
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already holds data/);
    } finally {
      await embedded.drop();
      await target.drop();
    }
  }, 180_000);
});

describe.runIf(testDatabaseKinds.includes('postgres'))(
  'starting on an empty PostgreSQL beside an embedded database',
  () => {
    it('warns and names db:move; says nothing once PostgreSQL holds requests', async () => {
      const embedded = await createTestDatabase('embedded');
      const target = await createTestDatabase('postgres');
      try {
        const env = { DATABASE_URL: target.url!, DATA_DIR: embedded.dataDir! };
        expect(await embeddedLeftBehindWarning(env, target.db)).toMatch(
          /no contact requests[\s\S]*npm run db:move -- --to/,
        );
        expect(await embeddedLeftBehindWarning({ DATA_DIR: embedded.dataDir! }, embedded.db)).toBeUndefined();
        await target.db
          .insertInto('contact_submissions')
          .values({ name: 'Moved', email: 'moved@example.com', idempotency_key: 'moved-request-key-00001' } as never)
          .execute();
        expect(await embeddedLeftBehindWarning(env, target.db)).toBeUndefined();
      } finally {
        await embedded.drop();
        await target.drop();
      }
    }, 90_000);
  },
);
