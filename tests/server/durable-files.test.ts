import fs from 'node:fs/promises';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Transaction } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeBackup } from '../../server/backup/archive';
import type { Database } from '../../server/db/types';
import { renameDurably, writeFileDurably } from '../../server/durable-files';
import { createMailTransport } from '../../server/mail/transport';
import { keepPhotos } from '../../server/storm/photos';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

// N4-01 (security review t4): after a power cut right after the acknowledgement, every row was
// there but 13 of 13 storm photos and 23 of 23 mailbox copies were 0 bytes, and a backup reported
// written was missing: none of those files, nor their folders, were flushed.

/** Every flush (fsync) made through node:fs/promises, by path, in order; and other steps between. */
const events: string[] = [];
const realOpen = fs.open.bind(fs);
beforeEach(() => {
  events.length = 0;
  vi.spyOn(fs, 'open').mockImplementation(async (...args: Parameters<typeof fs.open>) => {
    const handle = await realOpen(...args);
    const sync = handle.sync.bind(handle);
    handle.sync = async () => {
      events.push(`sync ${path.resolve(String(args[0]))}`);
      return sync();
    };
    return handle;
  });
});
afterEach(() => vi.restoreAllMocks());

const dir = mkdtempSync(path.join(os.tmpdir(), 'rl-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the durable-write helpers', () => {
  it('writeFileDurably flushes the file, then its folder, owner-only', async () => {
    const file = path.join(dir, 'a.txt');
    await writeFileDurably(file, 'hello');
    expect(readFileSync(file, 'utf8')).toBe('hello');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(events).toEqual([`sync ${file}`, `sync ${dir}`]);
  });

  it('renameDurably flushes the file before the rename, and the folder after', async () => {
    const from = path.join(dir, 'b.partial');
    await fs.writeFile(from, 'bytes');
    const to = path.join(dir, 'b.backup');
    await renameDurably(from, to);
    expect(readFileSync(to, 'utf8')).toBe('bytes');
    expect(events).toEqual([`sync ${from}`, `sync ${dir}`]);
  });
});

describe('the files the database points to use them', () => {
  it('a storm photo: the file, its folder, photos/ and DATA_DIR are flushed before the row is inserted', async () => {
    const dataDir = path.join(dir, 'photos-data');
    await fs.mkdir(dataDir);
    const trx = {
      insertInto: () => ({
        values: () => ({
          execute: async () => {
            events.push('insert request_photos');
          },
        }),
      }),
    } as unknown as Transaction<Database>;
    await keepPhotos(trx, dataDir, 42, [{ jpeg: Buffer.from('jpeg bytes'), width: 1, height: 1, sentAs: 'jpeg' }]);
    const folder = path.join(dataDir, 'photos', '42');
    expect(events).toEqual([
      `sync ${path.join(folder, '1.jpg')}`,
      `sync ${folder}`,
      `sync ${path.join(dataDir, 'photos')}`,
      `sync ${dataDir}`,
      'insert request_photos',
    ]);
  });

  it("a mailbox folder's copy: the .eml file and the folder are flushed before send() returns", async () => {
    const dataDir = path.join(dir, 'mail-data');
    const transport = createMailTransport({ DATA_DIR: dataDir, SMTP_URL: undefined });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await transport.send({
      from: 'site@example.com',
      to: 'dana@example.com',
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
      messageId: '<outbox-7-abc@example.com>',
    });
    log.mockRestore();
    const folder = path.join(dataDir, 'mail');
    const [file] = await fs.readdir(folder);
    expect(events).toEqual([`sync ${path.join(folder, file!)}`, `sync ${folder}`]);
    expect(statSync(path.join(folder, file!)).size).toBeGreaterThan(0);
  });

  describe('a backup', () => {
    let database: TestDatabase;
    afterAll(async () => database?.drop());

    it('flushes the .partial, renames it, then flushes the backup folder', async () => {
      database = await createTestDatabase('embedded');
      const backups = path.join(dir, 'backups');
      await fs.mkdir(backups);
      const file = path.join(backups, 'now.backup');
      events.length = 0;
      await writeBackup(database.db, { file, dataDir: path.join(dir, 'photos-data'), source: 'test' });
      expect(events.slice(-2)).toEqual([`sync ${file}.partial`, `sync ${backups}`]);
      expect(statSync(file).size).toBeGreaterThan(0);
    }, 120_000);
  });
});
