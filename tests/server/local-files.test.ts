import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { createMailTransport } from '../../server/mail/transport';

const mode = (file: string) => statSync(file).mode & 0o777;

// The review's M3 and L12: what another local user of the machine can reach.
describe('the embedded setup keeps its files to the owner', () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it('shares the database through a socket in a private folder, never a TCP port, even when DATA_DIR is long', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'rl-m3-'));
    roots.push(root);
    const dataDir = path.join(root, 'd'.repeat(90)); // its socket path would be over 100 characters
    const owner = await openDatabase({ DATA_DIR: dataDir }, { command: 'test server', share: true });
    let socketFolder = '';
    try {
      const lock = JSON.parse(readFileSync(path.join(dataDir, 'db/owner.lock.json'), 'utf8')) as {
        shared: { host: string; port: number };
      };
      expect(lock.shared.host).not.toBe('127.0.0.1');
      expect(path.isAbsolute(lock.shared.host)).toBe(true);
      expect(mode(lock.shared.host)).toBe(0o700);
      expect(statSync(lock.shared.host).uid).toBe(process.getuid!());
      expect(mode(path.join(lock.shared.host, '.s.PGSQL.5432'))).toBe(0o600);
      expect(mode(path.join(dataDir, 'db/owner.lock.json'))).toBe(0o600);
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(path.join(dataDir, 'db'))).toBe(0o700);
      // Another command (the admin CLI) still joins through it.
      const joined = await openDatabase({ DATA_DIR: dataDir }, { command: 'test cli', joinRunningServer: true });
      expect(joined.kind).toBe('embedded-via-server');
      expect((await sql<{ one: number }>`select 1 as one`.execute(joined.db)).rows[0]!.one).toBe(1);
      await joined.close();
      socketFolder = lock.shared.host;
    } finally {
      await owner.close();
    }
    expect(existsSync(socketFolder)).toBe(false); // the temporary folder goes with the server
  });

  it('writes mails owner-only and keeps their links out of the console', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'rl-l12-'));
    roots.push(root);
    const dataDir = path.join(root, 'data');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const transport = createMailTransport({ DATA_DIR: dataDir });
    const link = 'http://localhost:3000/auth/reset#token=abc123secret';
    await transport.send({
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'Reset',
      text: `Open ${link}`,
      html: `<a href="${link}">reset</a>`,
      messageId: '<1@example.com>',
    });
    const printed = log.mock.calls.flat().join('\n');
    log.mockRestore();
    expect(printed).toMatch(/saved as /);
    expect(printed).not.toContain('abc123secret');
    const folder = path.join(dataDir, 'mail');
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(folder)).toBe(0o700);
    const [file] = readdirSync(folder);
    expect(mode(path.join(folder, file!))).toBe(0o600);
  });
});
