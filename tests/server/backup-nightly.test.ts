import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createReadStream, createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  backupFileName,
  LIVE_COPY_FOLDER,
  nextBackupAt,
  pruneBackups,
  STOPPED_DURING_BACKUP,
} from '../../server/backup/nightly';
import { latestBackups } from '../../server/backup/runs';
import { checkByRestoring } from '../../server/backup/steps';
import { buildApp } from '../../server/app';
import { readManifest, writeBackup } from '../../server/backup/archive';
import { backupDir, loadEnv } from '../../server/env';
import { lastJobRuns } from '../../server/jobs/runs';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { testClock } from '../support/auth-app';
import { formToken, submitJson, validRequest } from '../support/contact';
import { site } from '../support/site';
import { signedInUser } from '../support/sessions';

const work = mkdtempSync(path.join(os.tmpdir(), 'rl-nightly-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
beforeAll(() => {
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  // Test files share a worker: the next one logs as usual.
  return () => quiet.mockRestore();
});

const DAY = 24 * 60 * 60 * 1000;
/** 20:00 in Tulsa (CST, UTC-6): the night's backup is due at 03:00 CST, 09:00 UTC the next day. */
const EVENING = new Date('2026-11-24T02:00:00Z');
const NIGHT = new Date('2026-11-25T09:00:00Z');
const OFFICE = 'office-alerts@ridgeline.example';

async function appOn(database: TestDatabase, dataDir: string, backups: string, clock: ReturnType<typeof testClock>) {
  return buildApp({
    site,
    env: loadEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      BACKUP_DIR: backups,
      BACKUP_KEEP: '14',
      ADMIN_NOTIFY_TO: OFFICE,
      SITE_URL: 'http://localhost:3000',
      RATE_LIMIT_CONTACT: '10000',
      MAIL_TRANSPORT: 'file',
    }),
    database,
    distDir: '/nonexistent',
    outbox: false,
    jobs: false,
    nightlyBackup: true,
    now: clock.now,
  });
}

async function sendRequest(app: FastifyInstance, clock: ReturnType<typeof testClock>, name: string) {
  const token = await formToken(app);
  clock.advance(2_500);
  return submitJson(app, validRequest({ formToken: token, name }));
}

const failureMails = (db: TestDatabase['db']) =>
  db
    .selectFrom('email_outbox')
    .select(['recipient', 'subject', 'text_body', 'topic'])
    .where('topic', 'like', 'backup-failed:%')
    .execute();

describe.each(testDatabaseKinds)('the nightly backup on %s', (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dataDir = database.dataDir ?? mkdtempSync(path.join(work, 'data-'));
  }, 60_000);
  afterAll(() => database.drop());

  it('writes the backup while requests are answered, restores it in a scratch database, and prunes old files', async () => {
    const backups = path.join(work, `${kind}-backups`);
    mkdirSync(backups, { recursive: true });
    // Files of earlier nights: one past BACKUP_KEEP (14 days), one within it, and one the job did not make.
    const old = path.join(backups, backupFileName(new Date(NIGHT.getTime() - 20 * DAY)));
    const recent = path.join(backups, backupFileName(new Date(NIGHT.getTime() - 3 * DAY)));
    for (const file of [old, recent, path.join(backups, 'notes.txt')]) writeFileSync(file, 'x');
    utimesSync(old, new Date(NIGHT.getTime() - 20 * DAY), new Date(NIGHT.getTime() - 20 * DAY));

    const clock = testClock(EVENING);
    // The scratch copy and scratch restore go to the system's temp folder; this test gives the
    // process a private one, so another test file's backup running at the same time is not counted.
    const scratchRoot = mkdtempSync(path.join(work, `${kind}-tmp-`));
    const systemTmp = process.env.TMPDIR;
    process.env.TMPDIR = scratchRoot;
    const app = await appOn(database, dataDir, backups, clock);
    try {
      for (let i = 0; i < 6; i++) expect((await sendRequest(app, clock, `Before ${i}`)).statusCode).toBe(200);
      await app.jobs.runDue(); // schedules the backup for 03:00 business time
      expect(await latestBackups(database.db)).toEqual([]);

      clock.set(NIGHT);
      let finished = false;
      const running = app.jobs.runDue().finally(() => (finished = true));
      // While the backup runs, the site answers: a contact request is stored and acknowledged.
      while (!(await latestBackups(database.db)).some((run) => run.outcome === 'running')) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const during = await sendRequest(app, clock, 'During the backup');
      const token = await app.inject({ method: 'GET', url: '/api/contact/token' });
      const answeredBeforeTheEnd = !finished;
      expect(await running).toContain('backup');
      expect(during.statusCode).toBe(200);
      expect(token.statusCode).toBe(200);
      expect(answeredBeforeTheEnd).toBe(true);

      const [run] = await latestBackups(database.db);
      expect(run).toMatchObject({ outcome: 'ok', restoreCheck: 'passed', error: null });
      expect(run!.file).toBe(path.join(backups, backupFileName(NIGHT)));
      const manifest = await readManifest(run!.file!);
      const counts = Object.fromEntries(Object.entries(manifest.tables).map(([name, t]) => [name, t.rows]));
      expect(run!.rowCounts).toEqual(counts);
      // The request sent during the backup is in it or not, depending on when the copy was taken.
      expect([6, 7]).toContain(run!.requests);
      expect(run!.bytes).toBeGreaterThan(0);
      const [job] = await lastJobRuns(database.db, ['backup']);
      expect(job!.lastRun).toMatchObject({ outcome: 'ok', result: { restoreCheck: 'passed', pruned: 1 } });

      expect(readdirSync(backups).sort()).toEqual(
        [path.basename(recent), path.basename(run!.file!), 'notes.txt'].sort(),
      );
      expect(await failureMails(database.db)).toEqual([]);
      // No scratch copy or scratch restore is left behind. The step's child runs under tsx's loader,
      // which keeps its compile cache in the temp folder (tsx-<uid>): that is tsx's, not a leftover.
      expect(os.tmpdir()).toBe(scratchRoot);
      expect(readdirSync(scratchRoot).filter((name) => !/^tsx-\d+$/.test(name))).toEqual([]);
    } finally {
      await app.close();
      if (systemTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = systemTmp;
    }
  }, 180_000);

  it('records a backup it cannot write as failed and mails the office once', async () => {
    const blocker = path.join(work, `${kind}-not-a-folder`);
    writeFileSync(blocker, 'a file where the backup folder should be');
    const clock = testClock(EVENING);
    await database.db.deleteFrom('job_schedule').execute();
    const app = await appOn(database, dataDir, path.join(blocker, 'backups'), clock);
    try {
      await app.jobs.runDue();
      clock.set(NIGHT);
      expect(await app.jobs.runDue()).toContain('backup');
      const [run] = await latestBackups(database.db);
      expect(run).toMatchObject({ outcome: 'failed', restoreCheck: null, file: null });
      expect(run!.error).toMatch(/could not be written: .*ENOTDIR/);
      const [job] = await lastJobRuns(database.db, ['backup']);
      expect(job!.lastRun).toMatchObject({ outcome: 'failed' });

      const mails = await failureMails(database.db);
      expect(mails).toEqual([expect.objectContaining({ recipient: OFFICE, topic: `backup-failed:${run!.id}` })]);
      expect(mails[0]!.subject).toMatch(/nightly backup .* failed/);
      expect(mails[0]!.text_body).toContain(path.join(blocker, 'backups'));
      expect(mails[0]!.text_body).toContain('npm run backup');

      // Not tried again (nor mailed again) within the night: the next try is the next night.
      clock.advance(2 * 60 * 60 * 1000);
      expect(await app.jobs.runDue()).not.toContain('backup');
      expect(await failureMails(database.db)).toHaveLength(1);
      clock.set(new Date(NIGHT.getTime() + DAY + 60_000));
      expect(await app.jobs.runDue()).toContain('backup');
      expect(await failureMails(database.db)).toHaveLength(2);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('makes one at once when an admin asks ("Back up now"), then keeps to the night', async () => {
    const backups = path.join(work, `${kind}-now`);
    mkdirSync(backups, { recursive: true });
    const clock = testClock(EVENING);
    await database.db.deleteFrom('job_schedule').execute();
    await database.db.deleteFrom('backup_runs').execute();
    const app = await appOn(database, dataDir, backups, clock);
    const backupNow = (cookie?: string) =>
      app.inject({ method: 'POST', url: '/trpc/system.backupNow', headers: cookie ? { cookie } : {}, payload: {} });
    try {
      await app.jobs.runDue(); // the backup is due at 03:00, seven hours on
      const admin = await signedInUser(database.db, {
        email: `now.${kind}@roofer.example`,
        admin: true,
        now: clock.now(),
      });
      const staff = await signedInUser(database.db, { email: `staff.${kind}@roofer.example`, now: clock.now() });
      expect((await backupNow()).statusCode).toBe(401);
      expect((await backupNow(staff.cookie)).statusCode).toBe(403);
      expect(await app.jobs.runDue()).toEqual([]);

      expect((await backupNow(admin.cookie)).statusCode).toBe(200);
      expect(await app.jobs.runDue()).toEqual(['backup']);
      const [run] = await latestBackups(database.db);
      expect(run).toMatchObject({ outcome: 'ok', file: path.join(backups, backupFileName(EVENING)) });
      const [schedule] = await lastJobRuns(database.db, ['backup']);
      expect(schedule!.nextRunAt).toBe(nextBackupAt(EVENING, '03:00', site.timeZone).toISOString());

      // Asked while one is running: refused in words, and no second run.
      await database.db.updateTable('backup_runs').set({ outcome: 'running' }).where('id', '=', run!.id).execute();
      const refused = await backupNow(admin.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('A backup is running now; this page shows it when it is done.');
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe('the restore check', () => {
  it('fails a backup whose rows do not match its manifest', async () => {
    const database = await createTestDatabase('embedded');
    try {
      await database.db
        .insertInto('contact_submissions')
        .values([1, 2, 3].map((n) => ({ name: `P${n}`, email: `p${n}@example.com` })))
        .execute();
      const good = path.join(work, 'good.backup');
      await writeBackup(database.db, { file: good, dataDir: database.dataDir!, source: 'embedded' });
      expect(await checkByRestoring(good)).toMatchObject({
        ok: true,
        tables: { contact_submissions: { expected: 3, restored: 3 } },
      });

      // The same file with one request's row left out: its manifest still says three.
      const damaged = path.join(work, 'damaged.backup');
      const lines = createInterface({ input: createReadStream(good).pipe(createGunzip()), crlfDelay: Infinity });
      const kept: string[] = [];
      for await (const line of lines) {
        const parsed = JSON.parse(line) as { kind: string; table?: string; rows?: string[] };
        if (parsed.kind === 'rows' && parsed.table === 'contact_submissions') parsed.rows = parsed.rows!.slice(1);
        kept.push(JSON.stringify(parsed));
      }
      const gzip = createGzip();
      const done = pipeline(gzip, createWriteStream(damaged));
      gzip.end(`${kept.join('\n')}\n`);
      await done;
      await expect(checkByRestoring(damaged)).rejects.toThrow(
        /contact_submissions: 2 rows restored, the backup holds 3/,
      );
    } finally {
      await database.drop();
    }
  }, 90_000);
});

describe('backup settings and files', () => {
  it('runs at BACKUP_TIME in the business time zone, across daylight-saving changes', () => {
    const zone = 'America/Chicago';
    expect(nextBackupAt(new Date('2026-11-25T08:59:00Z'), '03:00', zone)).toEqual(new Date('2026-11-25T09:00:00Z'));
    expect(nextBackupAt(new Date('2026-11-25T09:00:00Z'), '03:00', zone)).toEqual(new Date('2026-11-26T09:00:00Z'));
    // Summer time: 03:00 CDT is 08:00 UTC; the night the clocks go forward (March 8, 2026) included.
    expect(nextBackupAt(new Date('2026-03-07T12:00:00Z'), '03:00', zone)).toEqual(new Date('2026-03-08T08:00:00Z'));
    expect(nextBackupAt(new Date('2026-07-01T12:00:00Z'), '23:30', zone)).toEqual(new Date('2026-07-02T04:30:00Z'));
  });

  it('checks BACKUP_DIR, BACKUP_KEEP and BACKUP_TIME at start-up', () => {
    expect(backupDir(loadEnv({ DATA_DIR: '/srv/ridgeline/data' }))).toBe('/srv/ridgeline/backups');
    expect(loadEnv({}).BACKUP_KEEP).toBe(14);
    expect(() => loadEnv({ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data/backups' })).toThrow(
      /BACKUP_DIR must not be DATA_DIR or a folder inside it/,
    );
    expect(() => loadEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be at least 1/);
    expect(() => loadEnv({ BACKUP_TIME: '3am' })).toThrow(/BACKUP_TIME must be a 24-hour time/);
  });

  it('prunes only its own files older than BACKUP_KEEP days, failed ones included', async () => {
    const dir = path.join(work, 'prune');
    mkdirSync(dir, { recursive: true });
    const now = new Date('2026-11-25T09:00:00Z');
    const named = (days: number, suffix = '') => backupFileName(new Date(now.getTime() - days * DAY)) + suffix;
    const files = [
      named(15),
      named(14.5, '.failed-check'),
      named(20, '.partial'),
      named(13),
      'ridgeline-own.backup',
      'x.txt',
    ];
    for (const name of files) writeFileSync(path.join(dir, name), '');
    expect(await pruneBackups(dir, 14, now)).toBe(3);
    expect(readdirSync(dir).sort()).toEqual([named(13), 'ridgeline-own.backup', 'x.txt'].sort());
    expect(existsSync(path.join(dir, named(15)))).toBe(false);
  });
});

/** Running, and not a zombie (a process that ended, not yet reaped by whoever adopted it). */
function alive(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still not so after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a backup cut short', () => {
  it('ends its step when the server is killed (SIGKILL), instead of leaving it to run on', async () => {
    // A check step that waits for ever: its file is a pipe no one writes.
    const fifo = path.join(work, 'never-written.fifo');
    execFileSync('mkfifo', [fifo]);
    const script = `
      const { runBackgroundChild } = await import(${JSON.stringify(path.resolve('server/background-child.ts'))});
      runBackgroundChild({ script: 'scripts/backup-step.ts', args: ['check', ${JSON.stringify(JSON.stringify({ file: fifo }))}],
        what: 'the check step', priority: 0, timeoutMs: 600000, onStart: (pid) => console.log(pid) }).catch(() => {});
      setInterval(() => {}, 1000);`;
    const server = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    server.stdout.on('data', (chunk) => (out += chunk));
    try {
      await until('the step started', () => /^\d+\n/.test(out));
      const step = Number(out.trim());
      expect(alive(step)).toBe(true);
      server.kill('SIGKILL');
      await until('the step ended with its server', () => !alive(step));
    } finally {
      server.kill('SIGKILL');
    }
  }, 120_000);

  it('is put right at the next start: its run failed in one line, its live copy and stale .partial gone', async () => {
    const database = await createTestDatabase('embedded');
    const backups = mkdtempSync(path.join(work, 'crashed-'));
    try {
      const gone = spawnSync(process.execPath, ['-e', '']).pid; // a process of this machine that has ended
      const run = (instance: string) =>
        database.db
          .insertInto('backup_runs')
          .values({ started_at: new Date(), instance })
          .returning('id')
          .executeTakeFirstOrThrow();
      const crashed = await run(`${os.hostname()}:${gone}`);
      const elsewhere = await run('another-machine:4242');
      mkdirSync(path.join(backups, LIVE_COPY_FOLDER, 'db'), { recursive: true });
      writeFileSync(path.join(backups, LIVE_COPY_FOLDER, 'db', 'PG_VERSION'), '17');
      const stale = path.join(backups, `${backupFileName(new Date(Date.now() - DAY))}.partial`);
      writeFileSync(stale, 'left by a backup that was killed');
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      utimesSync(stale, hourAgo, hourAgo);

      const app = await appOn(database, database.dataDir!, backups, testClock(EVENING));
      await app.close();
      const runs = await latestBackups(database.db);
      expect(runs.find((r) => r.id === crashed.id)).toMatchObject({
        outcome: 'failed',
        error: STOPPED_DURING_BACKUP,
      });
      expect(runs.find((r) => r.id === elsewhere.id)).toMatchObject({ outcome: 'running' });
      expect(readdirSync(backups)).toEqual([]);
    } finally {
      await database.drop();
    }
  }, 120_000);

  it('is stopped with its process group when the server shuts down, and recorded as failed', async () => {
    const database = await createTestDatabase('embedded');
    const backups = mkdtempSync(path.join(work, 'shutdown-'));
    const clock = testClock(EVENING);
    const app = await appOn(database, database.dataDir!, backups, clock);
    let step: number | undefined;
    try {
      await app.jobs.runDue();
      clock.set(NIGHT);
      const running = app.jobs.runDue();
      // The step's process, a child of this one, found by its command line.
      await until(
        'the backup step started',
        () => {
          step = readdirSync('/proc')
            .filter((name) => /^\d+$/.test(name))
            .map(Number)
            .find((pid) => {
              try {
                const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
                return (
                  Number(stat[1]) === process.pid &&
                  readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('backup-step.ts')
                );
              } catch {
                return false;
              }
            });
          return step !== undefined;
        },
        120_000,
      );
      process.kill(step!, 'SIGSTOP'); // hung: it would never end by itself
      await app.close();
      await running;
      expect(alive(step!)).toBe(false);
      const [run] = await latestBackups(database.db);
      expect(run).toMatchObject({ outcome: 'failed' });
      expect(run!.error).toMatch(/^could not be written: the write step was stopped: the server shut down during it$/);
      expect(readdirSync(backups)).toEqual([]);
    } finally {
      if (step && alive(step)) process.kill(step, 'SIGKILL');
      await database.drop();
    }
  }, 180_000);
});
