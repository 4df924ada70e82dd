import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import { privateDir } from '../private-files';
import { renameDurably } from '../durable-files';
import {
  continueIdentities,
  emptyTables,
  nonEmptyTables,
  readRows,
  setUserTriggers,
  summarize,
  tableShapes,
  type TableShape,
  type TableSummary,
  writeRows,
} from './logical-copy';
import { migrations } from '../db/migrations';
import { Migrator } from 'kysely';
import type { Database } from '../db/types';

/**
 * One backup file: gzip'd lines of JSON. A header (format, version, when, which migrations made the
 * schema), then each table's rows, then every file kept under DATA_DIR besides the database (the
 * mailbox folder, uploads), then a manifest with each table's row count and SHA-256 and each file's
 * size and SHA-256. A restore checks everything it read against the manifest before it commits.
 */
export const BACKUP_FORMAT = 'ridgeline-backup';
export const BACKUP_VERSION = 1;

type Line =
  | { kind: 'header'; format: string; version: number; createdAt: string; source: string; migrations: string[] }
  | { kind: 'rows'; table: string; rows: string[] }
  | { kind: 'file'; path: string; mode: number; data: string }
  | {
      kind: 'manifest';
      tables: Record<string, TableSummary>;
      files: Record<string, { bytes: number; sha256: string }>;
    };

export interface Manifest {
  createdAt: string;
  source: string;
  migrations: string[];
  tables: Record<string, TableSummary>;
  files: Record<string, { bytes: number; sha256: string }>;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Files kept in DATA_DIR besides the embedded database (mails, uploads), relative to DATA_DIR. */
export function keptFiles(dataDir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(dataDir, relative))) {
      const rel = path.join(relative, name);
      const stat = statSync(path.join(dataDir, rel));
      if (stat.isDirectory()) walk(rel);
      else if (stat.isFile()) found.push(rel);
    }
  };
  if (!existsSync(dataDir)) return found;
  for (const name of readdirSync(dataDir)) {
    if (name === 'db') continue; // the database goes in as rows
    const stat = statSync(path.join(dataDir, name));
    if (stat.isDirectory()) walk(name);
    else if (stat.isFile()) found.push(name);
  }
  return found.sort();
}

/**
 * Writes the backup of `db` and of the files in `dataDir` to `file` (via a temporary name, so a
 * half-written backup never carries the real name). The rows are read in one repeatable-read
 * transaction: one consistent moment of the whole database.
 */
export async function writeBackup(
  db: Kysely<Database>,
  options: { file: string; dataDir: string; source: string; now?: Date },
): Promise<Manifest> {
  const partial = `${options.file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  const done = pipeline(gzip, out);
  const write = (line: Line) =>
    new Promise<void>((resolve, reject) =>
      gzip.write(`${JSON.stringify(line)}\n`, (error) => (error ? reject(error) : resolve())),
    );
  const applied = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
    (row) => row.name,
  );
  const manifest: Manifest = {
    createdAt: (options.now ?? new Date()).toISOString(),
    source: options.source,
    migrations: applied,
    tables: {},
    files: {},
  };
  await write({
    kind: 'header',
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: manifest.createdAt,
    source: manifest.source,
    migrations: applied,
  });
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      for (const shape of await tableShapes(trx)) {
        const hash = createHash('sha256');
        let count = 0;
        for await (const rows of readRows(trx, shape)) {
          for (const row of rows) hash.update(`${row}\n`);
          count += rows.length;
          await write({ kind: 'rows', table: shape.name, rows });
        }
        manifest.tables[shape.name] = { rows: count, sha256: hash.digest('hex') };
      }
    });
  for (const rel of keptFiles(options.dataDir)) {
    const full = path.join(options.dataDir, rel);
    const data = readFileSync(full);
    manifest.files[rel] = { bytes: data.length, sha256: sha256(data) };
    await write({ kind: 'file', path: rel, mode: statSync(full).mode & 0o777, data: data.toString('base64') });
  }
  await write({ kind: 'manifest', tables: manifest.tables, files: manifest.files });
  gzip.end();
  await done;
  await renameDurably(partial, options.file);
  return manifest;
}

async function* readLines(file: string): AsyncGenerator<Line> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const text of lines) if (text) yield JSON.parse(text) as Line;
}

/** Reads only the manifest (and header) of a backup, checking it is one. */
export async function readManifest(file: string): Promise<Manifest> {
  let header: Extract<Line, { kind: 'header' }> | undefined;
  let manifest: Extract<Line, { kind: 'manifest' }> | undefined;
  try {
    for await (const line of readLines(file)) {
      if (line.kind === 'header') header = line;
      if (line.kind === 'manifest') manifest = line;
    }
  } catch (error) {
    throw new BackupError(`${file} is not a readable backup (${(error as Error).message}).`);
  }
  if (header?.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup made by npm run backup.`);
  if (header.version > BACKUP_VERSION) {
    throw new BackupError(`${file} was made by a newer version of the site (format ${header.version}); update first.`);
  }
  if (!manifest) throw new BackupError(`${file} is cut short (no manifest at its end): it was not written completely.`);
  return { ...manifest, createdAt: header.createdAt, source: header.source, migrations: header.migrations };
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Restores a backup into `db` (and its files into `dataDir`). The target must hold no rows unless
 * `force`, which empties it first. Everything goes in inside one transaction, checked against the
 * manifest (counts and checksums) before it commits; then the schema is brought up to date.
 */
export async function restoreBackup(
  db: Kysely<Database>,
  options: { file: string; dataDir: string; force?: boolean; restoreFiles?: boolean },
): Promise<Manifest> {
  const manifest = await readManifest(options.file);
  const unknown = manifest.migrations.filter((name) => !(name in migrations));
  if (unknown.length) {
    throw new BackupError(
      `The backup was made by a newer version of the site (its schema has ${unknown.join(', ')}): restore it with that version.`,
    );
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const last = manifest.migrations.at(-1);
  if (last) {
    const { error } = await migrator.migrateTo(last);
    if (error) throw error;
  }
  const shapes = await tableShapes(db);
  const full = await nonEmptyTables(db, shapes);
  if (full.length && !options.force) {
    throw new BackupError(
      `The target database already holds data (${full.join(', ')}). Restore into an empty one, or add --force to replace everything in it.`,
    );
  }
  const byName = new Map(shapes.map((shape) => [shape.name, shape]));
  await db.transaction().execute(async (trx) => {
    await emptyTables(trx, shapes);
    for (const shape of shapes) await setUserTriggers(trx, shape, false);
    for await (const line of readLines(options.file)) {
      if (line.kind !== 'rows') continue;
      const shape = byName.get(line.table);
      if (!shape) throw new BackupError(`The backup has rows for a table this version does not have: ${line.table}.`);
      await writeRows(trx, shape, line.rows);
    }
    for (const shape of shapes) {
      await setUserTriggers(trx, shape, true);
      await continueIdentities(trx, shape);
    }
    await checkTables(trx as unknown as Kysely<Database>, shapes, manifest);
  });
  if (options.restoreFiles !== false) await restoreFiles(options.file, options.dataDir, manifest);
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return manifest;
}

/** Every table's count and checksum equal the manifest's, or the restore stops (and rolls back). */
export async function checkTables(db: Kysely<Database>, shapes: TableShape[], manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  for (const shape of shapes) {
    const want = manifest.tables[shape.name] ?? { rows: 0, sha256: sha256('') };
    const got = await summarize(db, shape);
    if (got.rows !== want.rows || got.sha256 !== want.sha256) {
      problems.push(
        `${shape.name}: ${got.rows} rows restored, the backup holds ${want.rows}${got.rows === want.rows ? ' (contents differ)' : ''}`,
      );
    }
  }
  if (problems.length)
    throw new BackupError(`The restored data does not match the backup:\n  ${problems.join('\n  ')}`);
}

async function restoreFiles(file: string, dataDir: string, manifest: Manifest): Promise<void> {
  privateDir(dataDir);
  for await (const line of readLines(file)) {
    if (line.kind !== 'file') continue;
    const data = Buffer.from(line.data, 'base64');
    const want = manifest.files[line.path];
    if (!want || want.sha256 !== sha256(data)) throw new BackupError(`The backup's copy of ${line.path} is damaged.`);
    const root = path.resolve(dataDir);
    const target = path.resolve(root, line.path);
    if (!target.startsWith(root + path.sep) || path.relative(root, target).split(path.sep)[0] === 'db') {
      throw new BackupError(`The backup names a file outside DATA_DIR's kept files: ${line.path}.`);
    }
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await writeFile(target, data, { mode: line.mode || 0o600 });
  }
}
