import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localToday } from '../../server/storm/days';
import { site } from '../support/site';
import { runScript } from '../../testing/processes';
import { adminInProcess } from '../support/admin-cli';
import { createTestDatabase, migratedDataDir, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';

/** `npm run admin -- storm …` as a person runs it: a real process. */
const adminProcess = (args: string[], env: Record<string, string | undefined>) =>
  runScript('scripts/admin.ts', ['storm', ...args], env);
/** The same command in this process (tests/support/admin-cli.ts): the answers, without a process's seconds. */
const admin = (args: string[], env: Record<string, string | undefined>) => adminInProcess(['storm', ...args], env);

// `npm run admin -- storm …` on each kind of database: the start a real process, as a person runs
// it (its exit code and output), the rest the same command in this process.
describe.each(testDatabaseKinds)('npm run admin -- storm on %s', { timeout: 120_000 }, (kind) => {
  let env: Record<string, string | undefined>;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    if (kind === 'postgres') {
      database = await createTestDatabase('postgres');
      env = { DATABASE_URL: database.url };
    } else {
      dataDir = migratedDataDir('rl-storm-cli-');
      env = { DATA_DIR: dataDir };
    }
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const today = localToday(new Date(), site.timeZone);

  it('refuses an unknown town, naming the valid ones, and starts nothing', async () => {
    const refused = await admin(['start', '--name', 'Hail', '--date', today, '--cities', 'tulsa,atlantis'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('No city page for "atlantis"');
    expect(refused.stderr).toContain('broken-arrow');
    expect(refused.stderr).toContain('overland-park');
    const missing = await admin(['start', '--name', 'Hail'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--date, --cities');
    expect((await admin(['list'], env)).stdout).toContain('No storms yet');
  });

  it('starts a storm until 30 days after its date, refuses a second, lists and ends it', async () => {
    const started = await adminProcess(
      ['start', '--name', 'Hail, today', '--date', today, '--cities', 'tulsa,broken-arrow', '--hail', '1.75 in'],
      env,
    );
    expect(started.stderr).toBe('');
    expect(started.code).toBe(0);
    expect(started.stdout).toContain('Storm "Hail, today"');
    expect(started.stdout).toContain('Towns: Tulsa, Broken Arrow.');

    const second = await admin(['start', '--name', 'Another', '--date', today, '--cities', 'jenks'], env);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('"Hail, today"');
    expect(second.stderr).toContain('storm end');

    const list = await admin(['list'], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/1\s+active\s+\S+\s+\S+\s+Hail, today\s+1\.75 in\s+tulsa,broken-arrow/);
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    expect(list.stdout).toContain(new Date(Date.UTC(y, m - 1, d + 30)).toISOString().slice(0, 10));

    const ended = await admin(['end'], env);
    expect(ended.code).toBe(0);
    expect(ended.stdout).toContain('ended');
    expect((await admin(['list'], env)).stdout).toMatch(/1\s+ended/);
    expect((await admin(['end'], env)).stdout).toContain('No storm is active');
  });
});
