import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { watchedFolders } from '../../server/health/disk';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/types';
import { loadEnv } from '../../server/env';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { SITE } from '../support/auth-app';
import { formToken, submitJson, validRequest } from '../support/contact';
import { useServerApp } from '../support/server-app';

interface Report {
  status: 'ok' | 'warn' | 'fail';
  checks: Record<string, { status: string; detail: string; [figure: string]: unknown }>;
  checkedAt: string;
  version: string;
  database: string;
}

/**
 * A direct call on this machine, as the server's operator makes it: to the port the server listens
 * on (PORT's default here) by a loopback name. A request without it is a stranger's.
 */
const DIRECT = { host: '127.0.0.1:3000' };

const readyz = async (app: FastifyInstance, headers: Record<string, string> = DIRECT) => {
  const response = await app.inject({ method: 'GET', url: '/readyz', headers });
  return { status: response.statusCode, report: response.json() as Report, headers: response.headers };
};
/** Past the readiness cache, so the next /readyz looks again. */
const afterCache = () => new Promise((resolve) => setTimeout(resolve, 1_600));

describe.each(testDatabaseKinds)('/healthz and /readyz on %s', (kind) => {
  const server = useServerApp(kind, { env: { RATE_LIMIT_CONTACT: '100' } });

  it('/healthz answers while the process runs, and /readyz grades each check with no personal data', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });

    const token = await formToken(server.app);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const stored = await submitJson(
      server.app,
      validRequest({ formToken: token, email: 'private.person@example.com' }),
    );
    expect(stored.statusCode).toBe(200);
    await afterCache();
    const { status, report, headers } = await readyz(server.app);
    expect(status, JSON.stringify(report)).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    // Rate limits are counted in PostgreSQL when there is one (shared by every instance), so its store is checked too.
    const shared = kind === 'postgres' ? ['rateLimitStore'] : [];
    expect(Object.keys(report.checks).sort()).toEqual(
      ['database', 'disk', 'eventLoop', 'migrations', 'outbox', ...shared].sort(),
    );
    for (const check of Object.values(report.checks)) expect(['ok', 'warn']).toContain(check.status);
    expect(report.checks.database!.status).toBe('ok');
    expect(report.checks.migrations).toMatchObject({ status: 'ok', missing: 0 });
    expect(report.database).toBe(kind);
    expect(report.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(JSON.stringify(report)).not.toMatch(/private\.person|Dana|@/);
    // A request from elsewhere (inject's default Host is localhost:80, not this server's port).
    const stranger = await readyz(server.app, {});
    expect(Object.keys(stranger.report).sort()).toEqual(['checks', 'status']);
    for (const check of Object.values(stranger.report.checks)) expect(Object.keys(check)).toEqual(['status']);
  });

  it('computes the report at most once in a second and a half, however often a balancer asks', async () => {
    const first = await readyz(server.app);
    const again = await Promise.all([readyz(server.app), readyz(server.app), readyz(server.app)]);
    for (const answer of again) expect(answer.report.checkedAt).toBe(first.report.checkedAt);
    await afterCache();
    expect((await readyz(server.app)).report.checkedAt).not.toBe(first.report.checkedAt);
  });

  it('warns when a due mail has waited more than 15 minutes (SMTP down), without taking the site out of service', async () => {
    await server.database.db
      .insertInto('email_outbox')
      .values({
        recipient: 'office@ridgeline.example',
        subject: 'stuck',
        text_body: 'x',
        html_body: 'x',
        created_at: new Date(Date.now() - 40 * 60_000),
        next_attempt_at: new Date(Date.now() - 60_000),
        attempts: 6,
        last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
      })
      .execute();
    await afterCache();
    const { status, report } = await readyz(server.app);
    expect(status).toBe(200);
    expect(report.status).toBe('warn');
    expect(report.checks.outbox).toMatchObject({ status: 'warn' });
    expect(report.checks.outbox!.detail).toMatch(/waited 4\d minutes: check the mail server/);
    expect(report.checks.outbox!.oldestDueSeconds as number).toBeGreaterThan(39 * 60);
    await server.database.db.deleteFrom('email_outbox').execute();
  });

  it('fails while the event loop is blocked, and recovers', async () => {
    await afterCache();
    const until = Date.now() + 1_300;
    while (Date.now() < until) {
      // a blocked event loop, as a stuck database or a runaway loop makes it
    }
    const blocked = await readyz(server.app);
    expect(blocked.status).toBe(503);
    expect(blocked.report.checks.eventLoop).toMatchObject({ status: 'fail' });
    await afterCache();
    expect((await readyz(server.app)).report.checks.eventLoop!.status).not.toBe('fail');
  });
});

describe('/readyz with its failures injected', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('embedded');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });
  const build = async (env: Record<string, string>, db?: Kysely<Database>) => {
    const app = await buildApp({
      site,
      env: loadEnv({ DATA_DIR: database.dataDir!, SITE_URL: SITE, ...env }),
      database: db ? { ...database, db, pool: undefined } : database,
      distDir: '/nonexistent',
      outbox: false,
    });
    apps.push(app);
    return app;
  };

  it('fails with 503 when the database does not answer (stopped)', async () => {
    // A PostgreSQL nobody listens on: every query is refused, as when the server is stopped.
    const stopped = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 500 }),
      }),
    });
    const app = await build({}, stopped);
    const { status, report } = await readyz(app);
    expect(status).toBe(503);
    expect(report.status).toBe('fail');
    expect(report.checks.database).toMatchObject({ status: 'fail' });
    expect(report.checks.database!.detail).toMatch(/unreachable|no answer/);
    expect(report.checks.migrations!.status).toBe('fail');
    // A stranger (a proxy's request, a request to another Host) gets the status and the grades only:
    // no error text naming the database's host and port, no version, no figures.
    for (const headers of [{ host: 'www.ridgelineroofing.example' }, { ...DIRECT, 'x-forwarded-for': '203.0.113.9' }]) {
      const stranger = await readyz(app, headers);
      expect(stranger.status).toBe(503);
      expect(stranger.report).toEqual({
        status: 'fail',
        checks: Object.fromEntries(
          Object.entries(report.checks).map(([name, check]) => [name, { status: check.status }]),
        ),
      });
      expect(JSON.stringify(stranger.report)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|unreachable|version/);
    }
    // The liveness probe still answers: the process is fine, its database is not.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await stopped.destroy();
  });

  it('fails when the database holds its only session past the deadline (the embedded one, busy)', async () => {
    const app = await build({});
    let release!: () => void;
    let holding!: () => void;
    const inside = new Promise<void>((resolve) => (holding = resolve));
    const held = database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').execute();
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    // Probe only once the transaction holds the session: a fixed wait lost the race on a busy machine.
    await inside;
    const { status, report } = await readyz(app);
    release();
    await held;
    expect(status).toBe(503);
    expect(report.checks.database).toMatchObject({ status: 'fail', detail: 'no answer within 2000 ms' });
  });

  it('fails when free space is below the floor, and warns below the warning level (a filled disk)', async () => {
    const full = await build({
      DISK_FREE_FAIL_MB: String(1024 * 1024 * 1024),
      DISK_FREE_WARN_MB: String(2 * 1024 * 1024 * 1024),
    });
    const filled = await readyz(full);
    expect(filled.status).toBe(503);
    expect(filled.report.checks.disk).toMatchObject({ status: 'fail' });
    expect(filled.report.checks.disk!.detail).toMatch(/only \d+ MB free in DATA_DIR .*free space or grow the disk/);
    const low = await build({ DISK_FREE_WARN_MB: String(1024 * 1024 * 1024) });
    const warned = await readyz(low);
    expect(warned.status).toBe(200);
    expect(warned.report.checks.disk).toMatchObject({ status: 'warn' });
  });

  it('fails when a migration this code needs is not applied', async () => {
    const app = await build({});
    const [last] = await database.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .limit(1)
      .execute();
    const name = (last as unknown as { name: string }).name;
    await database.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', name as never)
      .execute();
    try {
      const { status, report } = await readyz(app);
      expect(status).toBe(503);
      expect(report.checks.migrations).toMatchObject({ status: 'fail', missing: 1 });
      expect(report.checks.migrations!.detail).toMatch(/run npm run migrate/);
    } finally {
      await database.db
        .insertInto('kysely_migration' as never)
        .values({ name, timestamp: new Date().toISOString() } as never)
        .execute();
    }
  });
});

describe('the folders whose free space is watched', () => {
  it("are DATA_DIR alone when the database's log folder shares its file system, so the disk is named once", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rl-watched-'));
    mkdirSync(path.join(dataDir, 'db', 'pg_wal'), { recursive: true });
    expect(watchedFolders(dataDir)).toEqual([path.resolve(dataDir)]);
    rmSync(dataDir, { recursive: true });
  });
});

describe('/metrics', () => {
  let database: TestDatabase;
  let open: FastifyInstance;
  let guarded: FastifyInstance;
  const TOKEN = 'metrics-token-0123456789abcdef';
  beforeAll(async () => {
    database = await createTestDatabase('embedded');
    const env = { DATA_DIR: database.dataDir!, SITE_URL: SITE, RATE_LIMIT_CONTACT: '1' };
    open = await buildApp({ site, env: loadEnv(env), database, distDir: '/nonexistent', outbox: false });
    guarded = await buildApp({
      site,
      env: loadEnv({ ...env, METRICS_TOKEN: TOKEN }),
      database,
      distDir: '/nonexistent',
      outbox: false,
    });
  });
  afterAll(async () => {
    await open?.close();
    await guarded?.close();
    await database?.drop();
  });

  it('refuses a request a proxy forwarded, and one without its token; serves this machine and the token', async () => {
    const forwarded = await open.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.body).not.toContain('http_requests_total');
    const noToken = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(noToken.statusCode).toBe(401);
    const wrong = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.5' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
    const local = await open.inject({ method: 'GET', url: '/metrics', headers: DIRECT });
    expect(local.statusCode).toBe(200);
  });

  it('refuses a proxy on this machine that adds no forwarding header: the Host it passes on is not this server', async () => {
    // A TCP forwarder (HAProxy in tcp mode, stunnel, an SSH tunnel, the review's metrics-proxy.sh)
    // connects from loopback with the Host its client asked for: its own port, or the public name.
    for (const host of ['127.0.0.1:3497', 'www.ridgelineroofing.example', 'localhost', '10.0.0.5:3000']) {
      const answer = await open.inject({ method: 'GET', url: '/metrics', headers: { host } });
      expect(answer.statusCode, host).toBe(403);
      expect(answer.body).not.toContain('contact_requests_total');
    }
    for (const header of ['forwarded', 'x-real-ip', 'via', 'x-forwarded-host']) {
      const answer = await open.inject({ method: 'GET', url: '/metrics', headers: { ...DIRECT, [header]: 'x' } });
      expect(answer.statusCode, header).toBe(403);
    }
    // A caller that is not on loopback at all.
    const remote = await open.inject({ method: 'GET', url: '/metrics', headers: DIRECT, remoteAddress: '10.0.0.9' });
    expect(remote.statusCode).toBe(403);
  });

  it('asks for the token even from this machine when the server listens on more than loopback (HOST)', async () => {
    const env = { DATA_DIR: database.dataDir!, SITE_URL: SITE, HOST: '0.0.0.0' };
    const exposed = await buildApp({ site, env: loadEnv(env), database, distDir: '/nonexistent', outbox: false });
    const exposedWithToken = await buildApp({
      site,
      env: loadEnv({ ...env, METRICS_TOKEN: TOKEN }),
      database,
      distDir: '/nonexistent',
      outbox: false,
    });
    try {
      expect((await exposed.inject({ method: 'GET', url: '/metrics', headers: DIRECT })).statusCode).toBe(403);
      expect((await exposedWithToken.inject({ method: 'GET', url: '/metrics', headers: DIRECT })).statusCode).toBe(401);
      const right = await exposedWithToken.inject({
        method: 'GET',
        url: '/metrics',
        headers: { ...DIRECT, authorization: `Bearer ${TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
      // /readyz's detail follows the same rule: the grades for everyone, the rest with the token.
      const plain = (await exposedWithToken.inject({ method: 'GET', url: '/readyz', headers: DIRECT })).json();
      expect(plain.version).toBeUndefined();
      expect(plain.checks.database).toEqual({ status: expect.any(String) });
      const detailed = await exposedWithToken.inject({
        method: 'GET',
        url: '/readyz',
        headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
      });
      expect(detailed.json()).toMatchObject({
        version: expect.any(String),
        checks: { database: { detail: expect.any(String) } },
      });
    } finally {
      await exposed.close();
      await exposedWithToken.close();
    }
  });

  it('counts requests by route and status, contact posts by reason, and reports the outbox and the database queue', async () => {
    await open.inject({ method: 'GET', url: '/healthz' });
    await open.inject({ method: 'GET', url: '/no/such/page' });
    await submitJson(open, validRequest({ formToken: 'forged' }), { 'x-forwarded-for': '198.51.100.40' });
    await submitJson(open, validRequest({ formToken: 'forged' }), { 'x-forwarded-for': '198.51.100.40' });
    await submitJson(open, { name: '' }, { 'x-forwarded-for': '198.51.100.41' });
    const text = (await open.inject({ method: 'GET', url: '/metrics', headers: DIRECT })).body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/healthz",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"\}/);
    expect(text).toMatch(/contact_requests_total\{result="refused",reason="token"\} [1-9]/);
    expect(text).toMatch(/contact_requests_total\{result="refused",reason="rate-limit"\} [1-9]/);
    expect(text).toMatch(/contact_requests_total\{result="refused",reason="invalid"\} [1-9]/);
    for (const name of [
      'mail_outbox_waiting',
      'mail_outbox_failed',
      'mail_outbox_oldest_due_seconds',
      'mail_deliveries_total',
      'job_runs_total',
      'rate_limit_store_fallbacks_total',
      'db_connection_wait_seconds_count',
      'db_pool_waiting',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(name);
    // No URL, query or address in any label.
    expect(text).not.toMatch(/no\/such|198\.51\.100/);
  });
});

// The review's N2: a stuck event loop answered nothing and ignored SIGTERM. The watchdog thread
// ends such a process with a log line.
describe('the watchdog', () => {
  it('ends a process whose event loop is stuck longer than the limit, saying why', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import('./server/health/watchdog.ts').then(({ startWatchdog }) => { startWatchdog(1); setTimeout(() => { console.log('blocking'); for (;;) {} }, 300); });",
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('close', (_code, sig) => resolve(sig)),
    );
    clearTimeout(killer);
    expect(output).toContain('blocking');
    expect(output).toMatch(/watchdog: the event loop has been stuck for \d+ s \(WATCHDOG_SECONDS=1\)/);
    expect(signal).toBe('SIGKILL');
  }, 40_000);
});
