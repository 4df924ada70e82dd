import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFacts, siteFactsFromSite } from '../../schema/owner-content/site-facts';
import type { Site } from '../../schema/site';
import { listRevisions, readDocument, saveDraft } from '../../server/owner-content/documents';
import { type ContentMigration, runContentMigrations } from '../../server/owner-content/migrations';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { ready } from '../support/server-app';
import { site } from '../support/site';

const NOW = new Date('2026-11-29T15:00:00Z');
const SEED = '2026-11-29-0300-seed-site-facts';

/** The real server on a database, with the given site file, started and closed again. */
async function startAndStop(database: TestDatabase, siteFile: Site) {
  const app = await buildApp({
    site: siteFile,
    env: loadEnv({ DATA_DIR: database.dataDir ?? '/tmp', SITE_URL: 'http://localhost:3000' }),
    database,
    distDir: '/nonexistent',
    outbox: false,
    jobs: false,
    now: () => NOW,
  });
  await app.services.ownerContentReady();
  await app.close();
}

describe.each(testDatabaseKinds)('the seed of the business facts, on %s', (kind) => {
  let handle: TestDatabase | undefined;
  const database = () => ready(handle, 'the database');

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.drop();
  });

  it("writes today's site file as the first revision, live, once; a second start keeps the owner's edit", async () => {
    await startAndStop(database(), site);
    const seeded = await readDocument(database().db, siteFacts.type, 'site');
    expect(seeded?.version).toBe(1);
    expect(seeded?.draft).toMatchObject({ kind: 'migration', schemaVersion: siteFacts.schemaVersion });
    expect(seeded?.draft?.data).toEqual(siteFactsFromSite(site));
    expect(seeded?.live?.rev).toBe(seeded?.draft?.rev);
    // The seed, and the photos' empty document after it.
    expect(await database().db.selectFrom('content_migrations').select('name').orderBy('name').execute()).toEqual([
      { name: SEED },
      { name: '2026-11-29-0530-photos-document' },
    ]);

    // The owner supplies the real Oklahoma number.
    const mine = siteFactsFromSite(site);
    mine.registrations[0]!.number = 'CIB-RC-80417';
    mine.registrations[0]!.standIn = false;
    const saved = await saveDraft(database().db, {
      type: siteFacts.type,
      key: 'site',
      version: 1,
      data: mine,
      schemaVersion: siteFacts.schemaVersion,
      authorId: null,
      now: NOW,
    });
    expect(saved).toMatchObject({ ok: true, version: 2 });

    // A developer's site file still holds (another) sample: it does not come back over the owner's value.
    const changedFile = structuredClone(site);
    changedFile.proof.registrations[0]!.number = 'CIB-RC-000000';
    await startAndStop(database(), changedFile);
    const after = await readDocument(database().db, siteFacts.type, 'site');
    expect(after?.version).toBe(2);
    expect(after?.draft?.data).toEqual(mine);
    expect((await listRevisions(database().db, after!.id)).map((revision) => revision.kind)).toEqual([
      'draft',
      'migration',
    ]);
  });

  it('runs each migration once, even when two servers start at the same moment', async () => {
    let runs = 0;
    const counted: ContentMigration[] = [
      {
        name: `counted-${kind}`,
        async run() {
          runs++;
        },
      },
    ];
    const names = await Promise.all([
      runContentMigrations(database().db, { site, now: NOW }, counted),
      runContentMigrations(database().db, { site, now: NOW }, counted),
    ]);
    expect(names.flat()).toEqual([`counted-${kind}`]);
    expect(runs).toBe(1);
    expect(await runContentMigrations(database().db, { site, now: NOW }, counted)).toEqual([]);
    expect(runs).toBe(1);
  });

  it('records nothing for a migration that fails, so the next start runs it again', async () => {
    const failing: ContentMigration[] = [
      {
        name: `failing-${kind}`,
        async run() {
          throw new Error('the seed could not be read');
        },
      },
    ];
    await expect(runContentMigrations(database().db, { site, now: NOW }, failing)).rejects.toThrow(/could not be read/);
    const recorded = await database()
      .db.selectFrom('content_migrations')
      .select('name')
      .where('name', '=', `failing-${kind}`)
      .execute();
    expect(recorded).toEqual([]);
  });
});
