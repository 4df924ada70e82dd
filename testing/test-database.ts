import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { copyEmbeddedTemplate, createPostgresDatabase, databaseUrl, dropPostgresDatabase } from './database-template';

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
 * folder, or a new database on the PostgreSQL server of DATABASE_URL, dropped afterwards. In a
 * test run it starts as a copy of the run's migrated template (testing/database-template.ts).
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: { share?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'embedded') {
    const dataDir = copyEmbeddedTemplate() ?? mkdtempSync(path.join(os.tmpdir(), 'rl-test-'));
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
  await createPostgresDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ DATABASE_URL: url, DATA_DIR: 'unused' }, { command: 'test' });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}

/**
 * A new temp DATA_DIR for a child process (a command line, a server) that already holds a migrated
 * embedded database, so the child does not spend its first seconds in PGlite's initdb; outside a
 * test run, an empty one the child sets up itself. The caller removes it.
 */
export function migratedDataDir(prefix: string): string {
  return copyEmbeddedTemplate(prefix) ?? mkdtempSync(path.join(os.tmpdir(), prefix));
}
