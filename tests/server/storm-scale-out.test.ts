import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localToday } from '../../server/storm/days';
import { site } from '../support/site';
import { writeStormSite } from '../support/storm-site';
import { runScript, startScript, type Running } from '../../testing/processes';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

/** Polls until every instance answers `check` with true, or the time is up; returns who agreed. */
async function allAgree(bases: string[], path: string, check: (body: string) => boolean, withinMs: number) {
  const deadline = Date.now() + withinMs;
  const agreed = new Set<string>();
  while (agreed.size < bases.length && Date.now() < deadline) {
    for (const base of bases) if (check(await (await fetch(`${base}${path}`)).text())) agreed.add(base);
    if (agreed.size < bases.length) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return agreed.size;
}

/**
 * Three server processes on one PostgreSQL serving the same built pages: a storm started from the
 * command line shows on all three within seconds (each reads it with a few seconds' cache), and
 * ending it takes it off all three.
 */
describe.runIf(process.env.DATABASE_URL)('the storm banner on three instances', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let instances: Running[] = [];
  let bases: string[] = [];
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    // Mail stays queued; a folder of their own for whatever the instances write.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'rl-storm-three-'));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      MAIL_TRANSPORT: 'file',
      TEST_OUTBOX_OFF: '1',
      SITE_URL: 'http://127.0.0.1:3999',
      PORT: '0',
      TEST_DIST_DIR: writeStormSite(),
    };
    instances = await Promise.all(
      [0, 1, 2].map(() => startScript('scripts/instance.ts', env, /instance listening on \d+/, 90_000)),
    );
    bases = instances.map((i) => {
      const port = /instance listening on (\d+)/.exec(i.output())?.[1];
      if (!port) throw new Error(`An instance did not start:\n${i.output()}`);
      return `http://127.0.0.1:${port}`;
    });
  }, 120_000);
  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('all three show a storm started by the CLI within seconds, and all three drop it when it ends', async () => {
    for (const base of bases) expect(await (await fetch(`${base}/`)).text()).not.toContain('storm-banner');
    const today = localToday(new Date(), site.timeZone);
    const env = { DATABASE_URL: database.url };
    const started = await runScript(
      'scripts/admin.ts',
      ['storm', 'start', '--name', 'Hail on three', '--date', today, '--cities', 'olathe'],
      env,
    );
    expect(started.code).toBe(0);
    // The cache is 3 s; 10 s leaves room for a busy machine.
    expect(await allAgree(bases, '/locations/olathe-roofing', (body) => body.includes('Hail on three'), 10_000)).toBe(
      3,
    );
    expect((await runScript('scripts/admin.ts', ['storm', 'end'], env)).code).toBe(0);
    expect(await allAgree(bases, '/', (body) => !body.includes('storm-banner'), 10_000)).toBe(3);
  });
});
