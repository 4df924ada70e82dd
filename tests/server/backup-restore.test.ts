import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keptFiles, readManifest, restoreBackup, writeBackup } from '../../server/backup/archive';
import { backupKeys, backupSink, openBackupText } from '../../server/backup/encryption';
import { backupFileName } from '../../server/backup/nightly';
import { KEY_FILE } from '../../server/auth/factors/secret-box';
import { openMemoryDatabase } from '../../server/db/embedded/open';
import { SITE_TABLES } from '../../server/db/tables';
import { DAY_MS } from '../../server/jobs/job';
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
      // The owner's content too: the seeded business facts and photos, and their first revisions.
      expect(moved.stdout).toMatch(/documents: 2 → 2 rows/);
      expect(moved.stdout).toMatch(/revisions: 2 → 2 rows/);
      expect(moved.stdout).toMatch(
        /Every table matches\. Now start the server with DATABASE_URL=postgres(ql)?:\/\/(…@)?127\.0\.0\.1/,
      );
      expect(await snapshot(target.db)).toEqual(before);
      const again = await runScript(
        'scripts/db-move.ts',
        ['--to', target.url!],
        { DATA_DIR: embedded.dataDir },
        120_000,
      );
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already holds data/);

      // Another application's table in the target: refused even with --force, and nothing emptied.
      await sql`create table other_app (id int primary key, secret text)`.execute(target.db);
      await sql`insert into other_app select g, 'row ' || g from generate_series(1, 50) g`.execute(target.db);
      const forced = await runScript(
        'scripts/db-move.ts',
        ['--to', target.url!, '--force'],
        { DATA_DIR: embedded.dataDir },
        120_000,
      );
      expect(forced.code).toBe(1);
      expect(forced.stderr).toMatch(/holds tables this site does not make \(other_app\)/);
      const left = await sql<{ n: number }>`select count(*)::int as n from other_app`.execute(target.db);
      expect(left.rows[0]!.n).toBe(50);
      expect(await snapshot(target.db)).toEqual(before);
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

/** A small database and DATA_DIR: the seeded rows of a migrated database, a mail file, the development TOTP key. */
async function smallSource() {
  const database = await createTestDatabase('embedded', { share: true });
  const dataDir = database.dataDir!;
  await database.db
    .insertInto('contact_submissions')
    .values({ name: 'Kept Secret', email: 'kept@example.com', idempotency_key: 'small-source-key-000001' } as never)
    .execute();
  mkdirSync(path.join(dataDir, 'mail'), { recursive: true });
  writeFileSync(path.join(dataDir, 'mail/first.eml'), 'Subject: roof\n\nThe words of a request.');
  writeFileSync(path.join(dataDir, KEY_FILE), 'a'.repeat(64));
  return { database, dataDir };
}

const KEY = 'b'.repeat(64);
const linesOf = (file: string) =>
  gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
/** A copy of a plain backup's lines, changed by `edit`, with the manifest's file entries made again to match. */
function hostileCopy(source: string, name: string, edit: (lines: Record<string, unknown>[]) => void, redo = true) {
  const lines = linesOf(source);
  edit(lines);
  const manifest = lines.find((line) => line.kind === 'manifest');
  if (redo) {
    manifest.files = {};
    for (const line of lines.filter((l) => l.kind === 'file')) {
      const data = Buffer.from(line.data, 'base64');
      manifest.files[line.path] = { bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') };
    }
  }
  const file = path.join(work, name);
  writeFileSync(file, gzipSync(`${lines.map((line) => JSON.stringify(line)).join('\n')}\n`));
  return file;
}
const insertBeforeManifest = (lines: Record<string, unknown>[], line: Record<string, unknown>) =>
  lines.splice(
    lines.findIndex((l) => l.kind === 'manifest'),
    0,
    line,
  );
const fileLine = (at: string, text: string, mode = 0o600) => ({
  kind: 'file',
  path: at,
  mode,
  data: Buffer.from(text).toString('base64'),
});

describe('backups and what they hold', () => {
  let source: Awaited<ReturnType<typeof smallSource>>;
  let plain: string;
  beforeAll(async () => {
    source = await smallSource();
    plain = path.join(work, 'plain.backup');
    await writeBackup(source.database.db, { file: plain, dataDir: source.dataDir, source: 'embedded' });
  }, 120_000);
  afterAll(() => source.database.drop());

  it("lists exactly the migrations' tables as the site's own", async () => {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(source.database.db);
    expect(rows.map((row) => row.name).filter((name) => !name.startsWith('kysely_'))).toEqual([...SITE_TABLES].sort());
  });

  it('never carries a key file; with BACKUP_ENCRYPTION_KEY it is encrypted, signed, and opens only with that key', async () => {
    const lines = linesOf(plain);
    expect(lines.filter((line) => line.kind === 'file').map((line) => line.path)).toEqual(['mail/first.eml']);

    const sealed = path.join(work, 'sealed.backup');
    const manifest = await writeBackup(source.database.db, {
      file: sealed,
      dataDir: source.dataDir,
      source: 'embedded',
      key: KEY,
    });
    expect(manifest.encrypted).toBe(true);
    const bytes = readFileSync(sealed);
    expect(bytes.subarray(0, 2)).not.toEqual(Buffer.from([0x1f, 0x8b])); // not gzip: zcat reads nothing
    expect(() => gunzipSync(bytes)).toThrow();
    expect(bytes.includes('Kept Secret')).toBe(false);
    expect(statSync(sealed).mode & 0o777).toBe(0o600);

    await expect(readManifest(sealed)).rejects.toThrow(/is encrypted: set BACKUP_ENCRYPTION_KEY/);
    await expect(readManifest(sealed, { key: 'c'.repeat(64) })).rejects.toThrow(
      /does not open with this BACKUP_ENCRYPTION_KEY/,
    );
    // With a key set, an unencrypted backup (which anyone could have made again) is not taken.
    await expect(readManifest(plain, { key: KEY })).rejects.toThrow(/is not encrypted/);
    // A byte changed anywhere: GCM's tag refuses it.
    const flipped = path.join(work, 'flipped.backup');
    const changed = Buffer.from(bytes);
    changed[changed.length >> 1]! ^= 1;
    writeFileSync(flipped, changed);
    await expect(readManifest(flipped, { key: KEY })).rejects.toThrow(/another key, or it was changed/);

    // Rows changed, encrypted again, under the old signature: the HMAC refuses it.
    const keys = backupKeys(KEY)!;
    const text: string[] = [];
    for await (const chunk of (await openBackupText(sealed, keys)).text) text.push(String(chunk));
    const resigned = path.join(work, 'resigned.backup');
    const sink = backupSink(resigned, keys);
    sink.input.end(text.join('').replace('Kept Secret', 'Someone Else'));
    await sink.done;
    await expect(readManifest(resigned, { key: KEY })).rejects.toThrow(/signature does not match/);

    const target = await createTestDatabase('embedded');
    try {
      const into = mkdtempSync(path.join(work, 'sealed-into-'));
      await expect(restoreBackup(target.db, { file: sealed, dataDir: into })).rejects.toThrow(
        /set BACKUP_ENCRYPTION_KEY/,
      );
      await restoreBackup(target.db, { file: sealed, dataDir: into, key: KEY });
      const names = await target.db.selectFrom('contact_submissions').select('name').execute();
      expect(names.map((row) => row.name)).toContain('Kept Secret');
      expect(readFileSync(path.join(into, 'mail/first.eml'), 'utf8')).toContain('The words of a request.');
      expect(existsSync(path.join(into, KEY_FILE))).toBe(false);
    } finally {
      await target.drop();
    }
  }, 120_000);

  it('checks the whole file before it writes a row or a file: paths, missing files, modes, long lines', async () => {
    const target = await createTestDatabase('embedded');
    const into = mkdtempSync(path.join(work, 'hostile-into-'));
    const restore = (file: string) => restoreBackup(target.db, { file, dataDir: into });
    const requests = async () => (await target.db.selectFrom('contact_submissions').select('id').execute()).length;
    try {
      const escaping = hostileCopy(plain, 'escape.backup', (lines) =>
        insertBeforeManifest(lines, fileLine('mail/../../escaped.txt', 'PWNED')),
      );
      await expect(restore(escaping)).rejects.toThrow(/outside DATA_DIR's kept files: mail\/\.\.\/\.\.\/escaped\.txt/);
      expect(await requests()).toBe(0);
      expect(readdirSync(into)).toEqual([]);

      const missing = hostileCopy(
        plain,
        'missing.backup',
        (lines) =>
          lines.splice(
            lines.findIndex((l) => l.kind === 'file'),
            1,
          ),
        false,
      );
      await expect(restore(missing)).rejects.toThrow(/mail\/first\.eml is in the manifest but not in the file/);
      expect(await requests()).toBe(0);

      const bomb = path.join(work, 'bomb.backup');
      const [header, ...rest] = gunzipSync(readFileSync(plain)).toString().split('\n');
      const gzip = createGzip({ level: 9 });
      const written = pipeline(gzip, createWriteStream(bomb));
      gzip.write(`${header}\n{"kind":"rows","table":"users","rows":["`);
      const mebibyte = 'A'.repeat(1024 * 1024);
      for (let i = 0; i < 65; i++) gzip.write(mebibyte);
      gzip.end(`"]}\n${rest.join('\n')}`);
      await written;
      expect(statSync(bomb).size).toBeLessThan(1024 * 1024);
      await expect(restore(bomb)).rejects.toThrow(/a line longer than 64 MB/);

      const garbled = hostileCopy(plain, 'garbled.backup', () => undefined);
      writeFileSync(garbled, gzipSync(`${gunzipSync(readFileSync(garbled)).toString()}{"kind":\n`));
      await expect(restore(garbled)).rejects.toThrow(/is damaged: line \d+ is not a backup record/);

      const modes = hostileCopy(plain, 'modes.backup', (lines) => {
        insertBeforeManifest(lines, fileLine('mail/setuid.eml', '#!/bin/sh\nid\n', 0o4777));
      });
      await restore(modes);
      expect(statSync(path.join(into, 'mail/setuid.eml')).mode & 0o7777).toBe(0o600);
      expect(statSync(path.join(into, 'mail/first.eml')).mode & 0o7777).toBe(0o600);
      expect(await requests()).toBe(1);
    } finally {
      await target.drop();
    }
  }, 120_000);

  it('refuses, before it migrates anything, a target holding tables the site does not make, even with --force', async () => {
    const target = await createTestDatabase('embedded');
    const empty = await openMemoryDatabase();
    try {
      await sql`create table other_app (id int primary key, secret text)`.execute(target.db);
      await sql`insert into other_app select g, 'row ' || g from generate_series(1, 50) g`.execute(target.db);
      for (const force of [false, true]) {
        await expect(restoreBackup(target.db, { file: plain, dataDir: work, force })).rejects.toThrow(
          /holds tables this site does not make \(other_app\)[\s\S]*nothing was changed/,
        );
      }
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from other_app`.execute(target.db);
      expect(rows[0]!.n).toBe(50);

      // Not migrated yet: a refused target keeps only what it had (no site table, no migration record).
      await sql`create table invoices (id serial primary key, amount int)`.execute(empty.db);
      await expect(restoreBackup(empty.db, { file: plain, dataDir: work, force: true })).rejects.toThrow(/invoices/);
      const tables = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = 'public'`.execute(empty.db);
      expect(tables.rows.map((row) => row.name)).toEqual(['invoices']);
    } finally {
      await empty.close();
      await target.drop();
    }
  }, 240_000);

  it('npm run backup on a full disk says so in one line, exits 1 and leaves no .partial; stale ones go', async () => {
    const folder = mkdtempSync(path.join(work, 'full-'));
    const out = path.join(folder, 'today.backup');
    // Every write to /dev/full fails with ENOSPC, as on a full disk.
    symlinkSync('/dev/full', `${out}.partial`);
    const stale = path.join(folder, `${backupFileName(new Date(Date.now() - DAY_MS))}.partial`);
    writeFileSync(stale, 'left by a backup that was killed');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(stale, hourAgo, hourAgo);
    const fresh = path.join(folder, `${backupFileName(new Date())}.partial`);
    writeFileSync(fresh, 'being written by another backup now');

    const run = await runScript('scripts/backup.ts', ['--out', out], { DATA_DIR: source.dataDir }, 120_000);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^The backup \S+today\.backup could not be written: the disk is full \(ENOSPC\)/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(folder).sort()).toEqual([path.basename(fresh)]);
  }, 150_000);
});
