import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, migratedDataDir, type TestDatabase } from '../../testing/test-database';
import { freePort, runScript, startScript, type Running } from '../../testing/processes';
import { adminInProcess } from '../support/admin-cli';

const ADMIN_PASSWORD = 'ridge-vent-Tulsa-2026';
/** `npm run admin -- …` as a person runs it: a real process. */
const adminProcess = (args: string[], env: Record<string, string | undefined>) =>
  runScript('scripts/admin.ts', args, env);
/** The same command in this process (tests/support/admin-cli.ts): the answers, without a process's seconds. */
const admin = adminInProcess;

/** Signs in over HTTP and returns a function that asks auth.session with that cookie. */
async function signIn(base: string, email: string, password: string) {
  const response = await fetch(`${base}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return async () => {
    const session = await fetch(`${base}/trpc/auth.session`, { headers: { cookie } });
    return ((await session.json()) as { result: { data: { isAdmin: boolean } | null } }).result.data;
  };
}

// The CLI against the embedded database in its three situations: through a running server, alone,
// and refused while another process owns the folder. Real processes, as a person runs them, where
// the process is the point (its exit code and output, opening and releasing the folder, a holder's
// refusal); the other commands run in this process, through the same running server.
// Each test starts several processes; on a busy machine that takes longer than the usual test timeout.
describe('npm run admin on the embedded database', { timeout: 120_000 }, () => {
  let dataDir: string;
  let server: Running | undefined;
  let base: string;
  beforeAll(async () => {
    dataDir = migratedDataDir('rl-cli-');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startScript(
      'scripts/serve.ts',
      { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SITE_URL: base },
      /running at/,
    );
    expect(server.output()).toMatch(/running at/);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const env = () => ({ DATA_DIR: dataDir });

  it('with the server running: create, revoke and grant take effect on the live site at once', async () => {
    const created = await adminProcess(['create', 'ada@example.com', '--name', 'Ada Lovelace'], {
      ...env(),
      ADMIN_PASSWORD,
    });
    expect(created).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Created the Owner account ada@example.com (Ada Lovelace)'),
    });

    const session = await signIn(base, 'ada@example.com', ADMIN_PASSWORD);
    expect(await session()).toMatchObject({ isAdmin: true });
    expect(await admin(['revoke', 'ada@example.com'], env())).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('has no staff role any more'),
    });
    expect(await session()).toMatchObject({ isAdmin: false });
    expect(await admin(['grant', 'ADA@example.com', '--role', 'crew'], env())).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('ada@example.com has the Crew role'),
    });
    // Crew opens no dashboard yet.
    expect(await session()).toMatchObject({ isAdmin: false, role: 'crew' });
    expect(await admin(['grant', 'ADA@example.com'], env())).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('ada@example.com has the Owner role'),
    });
    expect(await session()).toMatchObject({ isAdmin: true, role: 'owner' });
    expect((await admin(['grant', 'ada@example.com', '--role', 'boss'], env())).stderr).toContain(
      '--role boss: a role is one of owner, office, crew',
    );
  });

  it('with the server running: clear refusals with exit codes 2 (no such account) and 1 (weak password, bad usage)', async () => {
    const unknown = await admin(['grant', 'nobody@example.com'], env());
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No account uses nobody@example.com');

    const weak = await admin(['create', 'bob@example.com', '--name', 'Bob Builder'], {
      ...env(),
      ADMIN_PASSWORD: 'bobbuilder1',
    });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('That password is too weak; nothing was created.');
    expect(weak.stderr).toContain('It contains your name.');

    const noPassword = await admin(['create', 'carol@example.com'], env());
    expect(noPassword).toMatchObject({ code: 1, stderr: expect.stringContaining('set ADMIN_PASSWORD') });
    expect((await admin(['frobnicate'], env())).code).toBe(1);
    expect((await admin(['grant', 'not-an-email'], env())).stderr).toContain('is not an email address');
  });

  it('with the server running: an existing account is made admin only after a yes', async () => {
    const signUp = await fetch(`${base}/trpc/auth.signUp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Dee Signup',
        email: 'dee@example.com',
        password: 'attic-vent-Olathe-4',
        confirmPassword: 'attic-vent-Olathe-4',
      }),
    });
    expect(signUp.status).toBe(200);
    const refused = await admin(['create', 'dee@example.com'], { ...env(), ADMIN_PASSWORD });
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('exists already') });
    const confirmed = await admin(['create', 'dee@example.com', '--yes'], env());
    expect(confirmed).toMatchObject({ code: 0, stdout: expect.stringContaining('dee@example.com has the Owner role') });

    const list = await admin(['list'], env());
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/owner\s+yes\s+ada@example\.com\s+Ada Lovelace/);
    expect(list.stdout).toMatch(/owner\s+no\s+dee@example\.com\s+Dee Signup/);
    expect(list.stdout).toContain('2 accounts: 2 owner, 0 office, 0 crew.');
  });

  it('without a server: opens the folder itself, and releases it', async () => {
    expect(await server!.stop()).toBe(0);
    server = undefined;
    expect(existsSync(path.join(dataDir, 'db/owner.lock.json'))).toBe(false);
    expect(await adminProcess(['revoke', 'dee@example.com'], env())).toMatchObject({ code: 0 });
    const list = await adminProcess(['list'], env());
    expect(list.stdout).toMatch(/-\s+no\s+dee@example\.com/);
    expect(existsSync(path.join(dataDir, 'db/owner.lock.json'))).toBe(false);
  });

  it('refuses a second owner with who holds the folder: the CLI exits 3, a server will not start', async () => {
    const holder = await startScript('tests/support/hold-database.ts', env(), /holding .* as process \d+/);
    const pid = /as process (\d+)/.exec(holder.output())![1];
    try {
      const refused = await adminProcess(['list'], env());
      expect(refused.code).toBe(3);
      expect(refused.stderr).toMatch(
        new RegExp(`is in use by process ${pid} \\(test holder, since .*\\)\\. Only one process may open it at a time`),
      );

      const port = await freePort();
      const second = await startScript('scripts/serve.ts', { DATA_DIR: dataDir, PORT: String(port) }, /running at/);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is in use by process ${pid} (test holder`);
    } finally {
      expect(await holder.stop()).toBe(0);
    }
    expect((await adminProcess(['list'], env())).code).toBe(0);
  });

  it('exits 3 when PostgreSQL cannot be reached', async () => {
    const result = await adminProcess(['list'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing' });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('Cannot reach the PostgreSQL at 127.0.0.1:1/nothing');
  });
});

describe.each(process.env.DATABASE_URL ? ['postgres'] : [])('npm run admin on %s', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('creates an admin and lists it through DATABASE_URL', async () => {
    const env = { DATABASE_URL: database.url! };
    expect(
      await adminProcess(['create', 'pg-admin@example.com', '--name', 'Pat Postgres'], { ...env, ADMIN_PASSWORD }),
    ).toMatchObject({ code: 0 });
    expect((await admin(['list'], env)).stdout).toMatch(/owner\s+yes\s+pg-admin@example\.com\s+Pat Postgres/);
  });
});
