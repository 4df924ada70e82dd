import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { privateDir } from '../private-files';
import { renameDurably, syncFolder, writeFileDurably } from '../durable-files';
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
import { MEDIA_DIR } from '../media/store';
import { MIGRATION_TABLES, SITE_TABLES } from '../db/tables';
import { KEY_FILE } from '../auth/factors/secret-box';
import { Migrator } from 'kysely';
import type { Database } from '../db/types';
import {
  BackupError,
  backupKeys,
  backupSink,
  newLineMac,
  openBackupText,
  readErrorMessage,
  sameMac,
  type BackupKeys,
} from './encryption';

export { BackupError } from './encryption';

/**
 * One backup file: lines of JSON, gzip'd (and encrypted with BACKUP_ENCRYPTION_KEY: encryption.ts).
 * A header (format, version, when, which migrations made the schema), then each table's rows, then
 * every file kept under DATA_DIR besides the database (the mailbox folder, uploads), then a
 * manifest with each table's row count and SHA-256 and each file's size and SHA-256; an encrypted
 * backup ends with an HMAC of every line before it. A restore checks the whole file (HMAC, every
 * file named in the manifest present and equal) before it writes anything, and every table against
 * the manifest before it commits.
 */
export const BACKUP_FORMAT = 'ridgeline-backup';
export const BACKUP_VERSION = 1;

/**
 * The longest line a backup holds or a restore reads: a kept file is one line (base64, 4/3 of its
 * size; an owner's photo is at most 25 MB), a table's rows go in batches of 500. A longer line is
 * a damaged or hostile file, refused before it takes the memory (a small gzip'd file can hold a
 * line of gigabytes).
 */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

type Line =
  | { kind: 'header'; format: string; version: number; createdAt: string; source: string; migrations: string[] }
  | { kind: 'rows'; table: string; rows: string[] }
  | { kind: 'file'; path: string; mode: number; data: string }
  | {
      kind: 'manifest';
      tables: Record<string, TableSummary>;
      files: Record<string, { bytes: number; sha256: string }>;
    }
  | { kind: 'seal'; hmac: string };

export interface Manifest {
  createdAt: string;
  source: string;
  migrations: string[];
  tables: Record<string, TableSummary>;
  files: Record<string, { bytes: number; sha256: string }>;
  /** Made with BACKUP_ENCRYPTION_KEY (encrypted, its lines signed). */
  encrypted: boolean;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** A restore's files wait here (inside DATA_DIR, so moving them in is a rename) until the rows commit. */
const STAGING = '.restore-staging';

/**
 * Key files are never copied into a backup: whoever holds a backup would hold the key that opens
 * the authenticator secrets sealed in it. The key lives apart (TOTP_ENCRYPTION_KEY, or in
 * development DATA_DIR/totp-encryption.key, which the operator keeps with their other secrets).
 */
const isKeyFile = (name: string) => name === KEY_FILE || /\.(key|pem)$/i.test(name);

/**
 * Files kept in DATA_DIR besides the embedded database (mails, uploads), relative to DATA_DIR. The
 * owner's photo library (DATA_DIR/media) is not among them: its bytes are in the database.
 */
export function keptFiles(dataDir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(dataDir, relative))) {
      const rel = path.join(relative, name);
      const stat = statSync(path.join(dataDir, rel));
      if (stat.isDirectory()) walk(rel);
      else if (stat.isFile() && !isKeyFile(name)) found.push(rel);
    }
  };
  if (!existsSync(dataDir)) return found;
  for (const name of readdirSync(dataDir)) {
    if (name === 'db' || name === STAGING) continue; // the database goes in as rows
    // The photo library is a copy of the media_blobs table (in as rows): each photo once.
    if (name === MEDIA_DIR) continue;
    const stat = statSync(path.join(dataDir, name));
    if (stat.isDirectory()) walk(name);
    else if (stat.isFile() && !isKeyFile(name)) found.push(name);
  }
  return found.sort();
}

/** A system error in one line for the person running the backup: what, where, and the code. */
function writeFailure(file: string, error: Error): BackupError {
  if (error instanceof BackupError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOSPC'
      ? 'the disk is full'
      : code === 'EACCES' || code === 'EPERM'
        ? 'the folder is not writable by this user'
        : code === 'ENOENT'
          ? 'its folder does not exist'
          : error.message.split('\n')[0];
  return new BackupError(
    `The backup ${file} could not be written: ${why}${code ? ` (${code})` : ''}. Nothing was kept.`,
  );
}

/**
 * Writes the backup of `db` and of the files in `dataDir` to `file` (via a temporary name, so a
 * half-written backup never carries the real name; removed when the write fails). The rows are read
 * in one repeatable-read transaction: one consistent moment of the whole database. With `key`
 * (BACKUP_ENCRYPTION_KEY) the file is encrypted and its lines signed.
 */
export async function writeBackup(
  db: Kysely<Database>,
  options: { file: string; dataDir: string; source: string; now?: Date; key?: string },
): Promise<Manifest> {
  const keys = backupKeys(options.key);
  const partial = `${options.file}.partial`;
  const { input, done } = backupSink(partial, keys);
  const mac = keys && newLineMac(keys);
  // A write error (a full disk) settles `done` first; the write that waits on it must not hang.
  const failed = done.then(
    () => new Promise<never>(() => undefined),
    (error: Error) => Promise.reject(error),
  );
  failed.catch(() => undefined);
  const write = async (line: Line) => {
    const text = `${JSON.stringify(line)}\n`;
    if (text.length > MAX_LINE_BYTES) {
      const what = line.kind === 'file' ? line.path : line.kind === 'rows' ? `a batch of ${line.table}` : line.kind;
      throw new BackupError(
        `${what} is larger than a backup line may be (${MAX_LINE_BYTES / 1024 / 1024} MB); nothing was kept.`,
      );
    }
    if (line.kind !== 'seal') mac?.update(text); // the signature covers every line before it
    await Promise.race([
      new Promise<void>((resolve, reject) => input.write(text, (error) => (error ? reject(error) : resolve()))),
      failed,
    ]);
  };
  try {
    const applied = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
      (row) => row.name,
    );
    const manifest: Manifest = {
      createdAt: (options.now ?? new Date()).toISOString(),
      source: options.source,
      migrations: applied,
      tables: {},
      files: {},
      encrypted: Boolean(keys),
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
      await write({ kind: 'file', path: rel, mode: 0o600, data: data.toString('base64') });
    }
    await write({ kind: 'manifest', tables: manifest.tables, files: manifest.files });
    if (mac) await write({ kind: 'seal', hmac: mac.digest('hex') });
    input.end();
    await done;
    await renameDurably(partial, options.file);
    return manifest;
  } catch (error) {
    input.destroy();
    await done.catch(() => undefined);
    await rm(partial, { force: true }).catch(() => undefined);
    throw writeFailure(options.file, error as Error);
  }
}

/** The backup's lines, each at most MAX_LINE_BYTES, parsed; any failure a BackupError in words. */
async function* readLines(file: string, keys: BackupKeys | undefined): AsyncGenerator<{ text: string; line: Line }> {
  let input: Readable;
  let encrypted = false;
  try {
    ({ text: input, encrypted } = await openBackupText(file, keys));
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(readErrorMessage(file, error as Error));
  }
  const tooLong = () =>
    new BackupError(
      `${file} holds a line longer than ${MAX_LINE_BYTES / 1024 / 1024} MB, which no backup writes: it is damaged or not a backup.`,
    );
  let parts: Buffer[] = [];
  let size = 0;
  let number = 0;
  const parse = (bytes: Buffer) => {
    number++;
    const text = bytes.toString('utf8');
    try {
      const line = JSON.parse(text) as Line;
      if (typeof line !== 'object' || line === null || typeof line.kind !== 'string') throw new Error('not a record');
      return { text: `${text}\n`, line };
    } catch {
      throw new BackupError(`${file} is damaged: line ${number} is not a backup record.`);
    }
  };
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      let start = 0;
      for (let newline = chunk.indexOf(10, start); newline !== -1; newline = chunk.indexOf(10, start)) {
        const piece = chunk.subarray(start, newline);
        if (size + piece.length > MAX_LINE_BYTES) throw tooLong();
        const bytes = parts.length ? Buffer.concat([...parts, piece]) : piece;
        parts = [];
        size = 0;
        start = newline + 1;
        if (bytes.length) yield parse(bytes);
      }
      const rest = chunk.subarray(start);
      size += rest.length;
      if (size > MAX_LINE_BYTES) throw tooLong();
      if (rest.length) parts.push(rest);
    }
    if (size) yield parse(Buffer.concat(parts));
  } catch (error) {
    input.destroy();
    if (error instanceof BackupError && !(encrypted && /is damaged: line/.test(error.message))) throw error;
    throw new BackupError(readErrorMessage(file, error as Error, encrypted));
  }
}

/** Where a kept file goes under `dataDir`; refuses a path outside its kept files. */
function keptFileTarget(dataDir: string, rel: unknown): string {
  const root = path.resolve(dataDir);
  const name = typeof rel === 'string' ? rel : '';
  const target = path.resolve(root, name);
  const first = path.relative(root, target).split(path.sep)[0];
  if (!name || path.isAbsolute(name) || !target.startsWith(root + path.sep) || first === 'db' || first === STAGING) {
    throw new BackupError(
      `The backup names a file outside DATA_DIR's kept files: ${String(rel)}. Nothing was restored.`,
    );
  }
  return target;
}

/**
 * Reads the whole backup once and checks it before anything is written: its header, the HMAC of
 * its lines (with a key), every file line's path and checksum, and that every file the manifest
 * names is there, once. Answers the manifest.
 */
export async function readManifest(file: string, options: { key?: string } = {}): Promise<Manifest> {
  const keys = backupKeys(options.key);
  const mac = keys && newLineMac(keys);
  let header: Extract<Line, { kind: 'header' }> | undefined;
  let manifest: Extract<Line, { kind: 'manifest' }> | undefined;
  let sealed = false;
  const files = new Map<string, { bytes: number; sha256: string }>();
  for await (const { text, line } of readLines(file, keys)) {
    if (sealed) throw new BackupError(`${file} has lines after its signature: it was changed after it was written.`);
    if (!header) {
      if (line.kind !== 'header' || line.format !== BACKUP_FORMAT) {
        throw new BackupError(`${file} is not a backup made by npm run backup.`);
      }
      if (line.version > BACKUP_VERSION) {
        throw new BackupError(
          `${file} was made by a newer version of the site (format ${line.version}); update first.`,
        );
      }
      header = line;
    } else if (line.kind === 'seal') {
      if (mac && !sameMac(mac, String(line.hmac))) {
        throw new BackupError(`${file} was changed after it was written (its signature does not match): not restored.`);
      }
      sealed = true;
      continue;
    } else if (line.kind === 'manifest') {
      if (manifest) throw new BackupError(`${file} is damaged: it holds two manifests.`);
      manifest = line;
    } else if (line.kind === 'file') {
      keptFileTarget('/data', line.path);
      if (files.has(line.path)) throw new BackupError(`${file} holds ${line.path} twice.`);
      const data = Buffer.from(String(line.data), 'base64');
      files.set(line.path, { bytes: data.length, sha256: sha256(data) });
    } else if (line.kind !== 'rows') {
      throw new BackupError(`${file} is damaged: it holds a record of an unknown kind.`);
    }
    mac?.update(text);
  }
  if (!header) throw new BackupError(`${file} is not a backup made by npm run backup.`);
  if (!manifest) throw new BackupError(`${file} is cut short (no manifest at its end): it was not written completely.`);
  if (mac && !sealed)
    throw new BackupError(`${file} has no signature at its end: it was not written completely, or changed.`);
  const problems: string[] = [];
  for (const [rel, want] of Object.entries(manifest.files)) {
    const got = files.get(rel);
    if (!got) problems.push(`${rel} is in the manifest but not in the file`);
    else if (got.sha256 !== want.sha256 || got.bytes !== want.bytes) problems.push(`${rel} is damaged`);
  }
  for (const rel of files.keys())
    if (!Object.hasOwn(manifest.files, rel)) problems.push(`${rel} is not in the manifest`);
  if (problems.length) {
    throw new BackupError(`${file} does not match its own manifest; nothing was restored:\n  ${problems.join('\n  ')}`);
  }
  return {
    tables: manifest.tables,
    files: manifest.files,
    createdAt: header.createdAt,
    source: header.source,
    migrations: header.migrations,
    encrypted: Boolean(keys),
  };
}

/** The public schema's tables, besides Kysely's own. */
async function tablesIn(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.name).filter((name) => !MIGRATION_TABLES.includes(name));
}

/**
 * Before anything in the target changes (no migration yet): a table this site did not make is
 * refused, --force or not, and named; a table of the site's holding rows is refused unless --force.
 */
async function checkTarget(db: Kysely<Database>, force: boolean): Promise<void> {
  const present = await tablesIn(db);
  const foreign = present.filter((name) => !SITE_TABLES.includes(name));
  if (foreign.length) {
    throw new BackupError(
      `The target database holds tables this site does not make (${foreign.join(', ')}), so it is another application's or shared: nothing was changed, and --force does not change that. Use a database of the site's own (e.g. createdb ridgeline).`,
    );
  }
  const full = await nonEmptyTables(db, await tableShapes(db));
  if (full.length && !force) {
    throw new BackupError(
      `The target database already holds data (${full.join(', ')}); nothing was changed. Restore into an empty one, or add --force to empty these tables of the site's and replace them.`,
    );
  }
}

/** Writes the backup's files into DATA_DIR/.restore-staging (owner-only), each checked again as it is written. */
async function stageFiles(file: string, dataDir: string, manifest: Manifest, keys: BackupKeys | undefined) {
  privateDir(dataDir);
  const staging = path.join(dataDir, STAGING);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  try {
    for await (const { line } of readLines(file, keys)) {
      if (line.kind !== 'file') continue;
      const data = Buffer.from(line.data, 'base64');
      const want = manifest.files[line.path];
      if (!want || want.sha256 !== sha256(data)) throw new BackupError(`The backup's copy of ${line.path} is damaged.`);
      const target = path.join(staging, path.relative(path.resolve(dataDir), keptFileTarget(dataDir, line.path)));
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Owner-only whatever the backup says: a restore run as root never makes a setuid or shared file.
      await writeFileDurably(target, data, { mode: 0o600 });
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return staging;
}

/** Once the rows are committed: the staged files take their places. */
async function moveStagedFiles(staging: string, dataDir: string, rels: string[]): Promise<void> {
  const folders = new Set<string>();
  for (const rel of rels) {
    const target = keptFileTarget(dataDir, rel);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await rename(path.join(staging, path.relative(path.resolve(dataDir), target)), target);
    folders.add(path.dirname(target));
  }
  for (const folder of folders) await syncFolder(folder);
  await rm(staging, { recursive: true, force: true });
}

/**
 * Restores a backup into `db` (and its files into `dataDir`). The whole file is checked first
 * (readManifest). The target must hold no table but the site's (even with `force`), and no rows
 * unless `force`, which empties the site's tables; both are checked before the schema is touched.
 * Every row goes in inside one transaction, checked against the manifest (counts and checksums)
 * before it commits; the files, staged beforehand, move in after it; then the schema is brought up
 * to date.
 */
export async function restoreBackup(
  db: Kysely<Database>,
  options: { file: string; dataDir: string; force?: boolean; restoreFiles?: boolean; key?: string },
): Promise<Manifest> {
  const keys = backupKeys(options.key);
  const manifest = await readManifest(options.file, { key: options.key });
  const unknown = manifest.migrations.filter((name) => !Object.hasOwn(migrations, name));
  if (unknown.length) {
    throw new BackupError(
      `The backup was made by a newer version of the site (its schema has ${unknown.join(', ')}): restore it with that version.`,
    );
  }
  await checkTarget(db, options.force ?? false);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const last = manifest.migrations.at(-1);
  if (last) {
    const { error } = await migrator.migrateTo(last);
    if (error) throw error;
  }
  const shapes = await tableShapes(db);
  const byName = new Map(shapes.map((shape) => [shape.name, shape]));
  const staging =
    options.restoreFiles === false ? undefined : await stageFiles(options.file, options.dataDir, manifest, keys);
  try {
    await db.transaction().execute(async (trx) => {
      await emptyTables(trx, shapes);
      for (const shape of shapes) await setUserTriggers(trx, shape, false);
      for await (const { line } of readLines(options.file, keys)) {
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
  } catch (error) {
    if (staging) await rm(staging, { recursive: true, force: true });
    throw error;
  }
  if (staging) await moveStagedFiles(staging, options.dataDir, Object.keys(manifest.files));
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
