import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { readManifest, restoreBackup, writeBackup, type Manifest } from './archive';
import { openDatabase } from '../db/connect';
import { openMemoryDatabase } from '../db/embedded/open';
import type { Database } from '../db/types';

/**
 * The two heavy steps of the nightly backup, run in a child process (scripts/backup-step.ts) so
 * that opening a database, reading every row and compressing them never holds the server's event
 * loop: the server goes on answering while they run.
 */

export interface Written {
  file: string;
  bytes: number;
  rowCounts: Record<string, number>;
  files: number;
}

const summary = (file: string, manifest: Manifest): Written => ({
  file,
  bytes: statSync(file).size,
  rowCounts: Object.fromEntries(Object.entries(manifest.tables).map(([name, table]) => [name, table.rows])),
  files: Object.keys(manifest.files).length,
});

/**
 * Writes the backup file from `from`: a copy of the embedded database's folder (made by
 * live-copy.ts; its parent folder is passed, as DATA_DIR), or a PostgreSQL database (read in one
 * repeatable-read transaction on a connection of its own, which blocks no one). The mail files and
 * uploads come from `dataDir`.
 */
export async function writeBackupFile(options: {
  from: { copy: string } | { url: string };
  file: string;
  dataDir: string;
  /** BACKUP_ENCRYPTION_KEY, when set. */
  key?: string;
}): Promise<Written> {
  const handle =
    'copy' in options.from
      ? await openDatabase({ DATA_DIR: options.from.copy }, { command: 'the nightly backup (reading a copy)' })
      : await openDatabase({ DATABASE_URL: options.from.url, DATA_DIR: options.dataDir }, { command: 'backup' });
  try {
    const manifest = await writeBackup(handle.db, {
      file: options.file,
      dataDir: options.dataDir,
      source: 'copy' in options.from ? 'embedded' : 'postgres',
      key: options.key,
    });
    return summary(options.file, manifest);
  } finally {
    await handle.close();
  }
}

export interface TableCheck {
  /** Rows in the backup's manifest. */
  expected: number;
  /** Rows in the scratch database after the restore. */
  restored: number;
}

export interface RestoreCheck {
  ok: boolean;
  tables: Record<string, TableCheck>;
  /** What differs, in words; empty when ok. */
  problems: string[];
}

/**
 * Restores `file` into a throwaway in-memory embedded database (whichever database made it: the
 * file holds rows, not a database's own format), as `npm run restore` would, with its files in a
 * temporary folder; then counts each table's rows against the manifest. The restore itself already
 * stops on a checksum that differs; the counts say it in numbers. The scratch is gone afterwards.
 */
export async function checkByRestoring(file: string, key?: string): Promise<RestoreCheck> {
  const manifest = await readManifest(file, { key });
  const scratchFiles = mkdtempSync(path.join(os.tmpdir(), 'rl-restore-check-'));
  const scratch = await openMemoryDatabase();
  try {
    await restoreBackup(scratch.db, { file, dataDir: scratchFiles, key });
    return await compareCounts(scratch.db, manifest);
  } finally {
    await scratch.close();
    rmSync(scratchFiles, { recursive: true, force: true });
  }
}

async function compareCounts(db: Kysely<Database>, manifest: Manifest): Promise<RestoreCheck> {
  const tables: Record<string, TableCheck> = {};
  const problems: string[] = [];
  for (const [name, { rows }] of Object.entries(manifest.tables)) {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const { rows: counted } = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(quoted)}`.execute(db);
    const restored = counted[0]?.n ?? 0;
    tables[name] = { expected: rows, restored };
    if (restored !== rows) problems.push(`${name}: ${restored} rows restored, the backup's manifest says ${rows}`);
  }
  return { ok: problems.length === 0, tables, problems };
}
