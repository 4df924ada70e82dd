import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';

export type TestDatabaseKind = 'embedded' | 'postgres';

/** The database kinds this run can test: always the embedded one, PostgreSQL when DATABASE_URL is set. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

export interface TestDatabase extends DatabaseHandle {
  /** The DATABASE_URL of the throwaway database (postgres), for code that opens its own connection. */
  url?: string;
  /** The DATA_DIR holding it (embedded), for code that opens the folder itself. */
  dataDir?: string;
  /** Closes and deletes it. */
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database that belongs to this test file alone: an embedded one in a temp
 * folder, or a new database on the PostgreSQL server of DATABASE_URL, dropped afterwards.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: { share?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'embedded') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rl-test-'));
    // share: other processes (the admin CLI) may join through a socket, as with the real server.
    const handle = await openDatabase({ DATA_DIR: dataDir }, { command: 'test', share: options.share });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      dataDir,
      drop: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `rl_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: 'unused' }, { command: 'test' });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
