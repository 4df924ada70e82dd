import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../../server/db/migrate';
import { down as dropAlarms } from '../../server/db/migrations/2026-11-25-0900-alarms';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';

describe.each(testDatabaseKinds)('migrations on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('runs a migration that arrives after a later-named one already ran', async () => {
    await migrateToLatest(database.db);
    // As a database looks that took the storm and reports migrations before the alarms one landed.
    await dropAlarms(database.db);
    await sql`delete from kysely_migration where name = '2026-11-25-0900-alarms'`.execute(database.db);

    const results = await migrateToLatest(database.db);
    expect(results.map((r) => [r.migrationName, r.status])).toEqual([['2026-11-25-0900-alarms', 'Success']]);
    await expect(sql`select count(*) from alarms`.execute(database.db)).resolves.toBeDefined();
  });
});
