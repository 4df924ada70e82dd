import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/session';
import { type Running, startScript } from '../../testing/processes';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { type Call, eventually, publishFacts } from '../support/publish-facts';
import { signedInUser } from '../support/sessions';

/**
 * Three server processes on one PostgreSQL, each with a scratch folder of its own and no shared
 * folder: the owner publishes on one; one instance builds; the other two serve the new HTML within
 * five seconds of the first serving it (each looks for a new generation every second and fetches
 * its files from the database).
 */
describe.runIf(process.env.DATABASE_URL)('a publish on three instances', { timeout: 360_000 }, () => {
  let database: TestDatabase;
  let instances: Running[] = [];
  let bases: string[] = [];
  const folders: string[] = [];
  const folder = (name: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `rl-three-${name}-`));
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: database.url,
      MAIL_TRANSPORT: 'file',
      TEST_OUTBOX_OFF: '1',
      SITE_URL: 'http://127.0.0.1:3999',
      PORT: '0',
    };
    instances = await Promise.all(
      [0, 1, 2].map((n) =>
        startScript(
          'scripts/instance.ts',
          { ...env, DATA_DIR: folder(`data-${n}`), SITE_BUILD_DIR: folder(`build-${n}`) },
          /instance listening on \d+/,
          90_000,
        ),
      ),
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
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('the other two serve the new HTML within 5 s of the first', async () => {
    const { cookie } = await signedInUser(database.db, { email: 'owner@example.com', admin: true });
    const session = cookie.split('=')[1]!;
    const call: Call = async (method, url, body) => {
      const response = await fetch(`${bases[0]}${url}`, {
        method,
        headers: { cookie: `${SESSION_COOKIE}=${session}`, origin: bases[0]!, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, json: () => JSON.parse(text) };
    };
    await publishFacts(call, (facts) => {
      facts.registrations[0]!.number = 'CIB-RC-31337';
    });
    const serves = async (base: string) => (await (await fetch(`${base}/`)).text()).includes('CIB-RC-31337');
    // Whichever instance builds, the first to serve it does so once the build is stored.
    expect(await eventually(async () => (await Promise.all(bases.map(serves))).some(Boolean), 300_000)).toBe(true);
    const all = await eventually(async () => (await Promise.all(bases.map(serves))).every(Boolean), 5_000, 100);
    expect(all).toBe(true);

    // One instance built it, once.
    const built = await database.db.selectFrom('generations').select(['status', 'builder']).execute();
    expect(built.filter((row) => row.status === 'ready')).toHaveLength(1);
  });
});
