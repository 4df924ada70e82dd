import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOAD_FORM_TOKEN_SECRET, runContactLoad } from '../../testing/contact-load';
import { freePort, type Running, startScript } from '../../testing/processes';

/** Mounting a tmpfs needs root (or CAP_SYS_ADMIN); the reason is printed when it cannot be done. */
function mountImpossible(): string | undefined {
  if (process.platform !== 'linux') return 'tmpfs mounts need Linux';
  const probe = mkdtempSync(path.join(os.tmpdir(), 'rl-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe]);
    return undefined;
  } catch (error) {
    return `cannot mount a tmpfs here (${(error as Error).message.split('\n')[0]}): run as root to reproduce N2`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

const impossible = mountImpossible();
if (impossible) console.warn(`disk-full test skipped: ${impossible}`);

// The review's N2: the embedded database's write-ahead log on a 17 MB file system. When it needed its
// next 16 MB segment and could not have it, the process spun at 95 % CPU for good, answering
// nothing (static pages included) and ignoring SIGTERM. Now /readyz says the disk is too small
// before anything happens, and the stuck process ends itself (watchdog, or the database's fatal
// error), so a supervisor restarts it; restarted with room, it has every request it acknowledged.
describe.skipIf(Boolean(impossible))('disk full at a WAL segment switch (N2)', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rl-diskfull-'));
  const dataDir = path.join(root, 'data');
  const wal = path.join(dataDir, 'db', 'pg_wal');
  let mounted = false;
  let server: Running | undefined;
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    if (mounted) execFileSync('umount', ['-l', wal]);
    rmSync(root, { recursive: true, force: true });
  });

  const start = async (port: number) =>
    startScript(
      'scripts/serve.ts',
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        SITE_URL: `http://127.0.0.1:${port}`,
        FORM_TOKEN_SECRET: LOAD_FORM_TOKEN_SECRET,
        RATE_LIMIT_CONTACT: '100000',
        WATCHDOG_SECONDS: '5',
      },
      /running at/,
      60_000,
    );

  it('reports the small disk, ends the stuck process with a log line instead of spinning, and restarts with every acknowledged request', async () => {
    const port = await freePort();
    // A first start creates the database; then its log folder moves onto a 17 MB tmpfs.
    server = await start(port);
    await server.stop();
    const saved = path.join(root, 'wal-saved');
    cpSync(wal, saved, { recursive: true });
    rmSync(wal, { recursive: true });
    mkdirSync(wal, { mode: 0o700 });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=17m,mode=0700', 'tmpfs', wal]);
    mounted = true;
    cpSync(saved, wal, { recursive: true });

    server = await start(port);
    const base = `http://127.0.0.1:${port}`;
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    const report = (await ready.json()) as { checks: { disk: { status: string; detail: string } } };
    expect(report.checks.disk.status).toBe('fail');
    expect(report.checks.disk.detail).toMatch(/log folder/);
    expect(server.output()).toMatch(/disk nearly full/);

    // Contact requests until the log cannot grow; bounded to 90 s.
    const acked: string[] = [];
    const deadline = Date.now() + 90_000;
    let exitCode: number | null | undefined;
    const exited = server.exited.then((code) => {
      exitCode = code;
    });
    while (exitCode === undefined && Date.now() < deadline) {
      const result = await runContactLoad({ baseUrl: base, clients: 2, durationMs: 3_000 });
      acked.push(...result.acked.map((ack) => ack.key));
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    const output = server.output();
    // It ended by itself, with the reason in its log, rather than spinning.
    expect(exitCode, output.slice(-2000)).not.toBeUndefined();
    expect(server.child.signalCode ?? exitCode).not.toBe(0);
    expect(output).toMatch(/watchdog: the event loop has been stuck|FATAL: the embedded database stopped/);
    expect(acked.length).toBeGreaterThan(0);
    const reason = /watchdog: [^"]*|FATAL: [^\n]*/.exec(output)?.[0];
    console.log(`N2: ${acked.length} requests acknowledged, then the process ended itself: ${reason}`);

    // The supervisor restarts it, with room this time: every acknowledged request is there.
    execFileSync('mount', ['-o', 'remount,size=96m', wal]);
    server = await start(port);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const answered = await fetch(`${base}/readyz`);
    const after = (await answered.json()) as { checks: { database: { status: string } } };
    expect(after.checks.database.status).toBe('ok');
    await server.stop();
    const stored = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./server/db/connect.ts').then(async ({ openDatabase }) => { const d = await openDatabase({ DATA_DIR: ${JSON.stringify(dataDir)} }, { command: 'test' }); const rows = await d.db.selectFrom('contact_submissions').select('idempotency_key').execute(); console.log(JSON.stringify(rows.map((r) => r.idempotency_key))); await d.close(); })`,
      ],
      { encoding: 'utf8' },
    );
    const keys = new Set(JSON.parse(stored.trim().split('\n').at(-1)!) as string[]);
    expect(acked.filter((key) => !keys.has(key))).toEqual([]);
    server = undefined;
  }, 240_000);
});
