import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFactsFromSite } from '../../schema/owner-content/site-facts';
import type { ContentGate } from '../../server/owner-content/gate';
import { runContentMigrations } from '../../server/owner-content/migrations';
import { exportLiveContent, publishSiteFacts } from '../../server/owner-content/publish';
import { readSiteFacts, saveSiteFactsDraft } from '../../server/owner-content/site-facts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { ready } from '../support/server-app';
import { site } from '../support/site';

const NOW = new Date('2026-11-29T15:00:00Z');

/**
 * What must never go live: a draft whose check could not run, and a draft checked while a later
 * release went live (another instance's publish). Gates stand in for the real one here, which
 * tests/server/owner-content-publish.test.ts runs.
 */
describe.each(testDatabaseKinds)('publishing refuses what it could not check or what came later, on %s', (kind) => {
  let handle: TestDatabase | undefined;
  const db = () => ready(handle, 'the database').db;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-publish-guards-'));
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await runContentMigrations(handle.db, { site, now: NOW });
  });
  afterAll(async () => {
    await handle?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A saved draft with another business phone; answers its version. */
  async function draftWithPhone(phone: string): Promise<number> {
    const view = (await readSiteFacts(db()))!;
    const data = { ...structuredClone(view.draft), phones: { ...view.draft.phones, business: phone } };
    const saved = await saveSiteFactsDraft(db(), { version: view.version, data, authorId: null, now: NOW });
    if (!saved.ok) throw new Error(`draft not saved: ${saved.reason}`);
    return saved.version;
  }
  const publish = (version: number, gate: ContentGate) =>
    publishSiteFacts(db(), { version, authorId: null, now: () => NOW, gate, dataDir });

  it('keeps the live facts when the check cannot run, and says why on the failed release', async () => {
    const version = await draftWithPhone('(918) 555-0161');
    const outcome = await publish(version, async () => {
      throw new Error('the content check did not run: out of memory');
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'unchecked', message: expect.stringMatching(/out of memory/) });
    expect((await readSiteFacts(db()))!.live).toEqual(siteFactsFromSite(site));
    const release = await db().selectFrom('releases').selectAll().executeTakeFirstOrThrow();
    expect(release.status).toBe('failed');
    expect(JSON.stringify(release.problems)).toContain('out of memory');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('does not put an older draft back over a release that went live while it was checked', async () => {
    const version = await draftWithPhone('(918) 555-0162');
    const outcome = await publish(version, async () => {
      // Another instance's publish goes live meanwhile.
      await db()
        .insertInto('releases')
        .values({ items: '[]', status: 'live', created_at: NOW, live_at: NOW })
        .execute();
      return { pages: 57, problems: [] };
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'superseded' });
    expect((await readSiteFacts(db()))!.live).toEqual(siteFactsFromSite(site));
    const statuses = await db().selectFrom('releases').select('status').orderBy('id').execute();
    expect(statuses.map((row) => row.status)).toEqual(['failed', 'superseded', 'live']);
    expect(readdirSync(path.join(dataDir, 'content/live'))).toEqual([]);
  });

  it('writes the live export again at start when it is not what the database says is live', async () => {
    const version = await draftWithPhone('(918) 555-0163');
    const published = await publish(version, async () => ({ pages: 57, problems: [] }));
    expect(published).toMatchObject({ ok: true });
    const file = path.join(dataDir, 'content/live/site-facts.json');
    const written = readFileSync(file, 'utf8');
    expect(await exportLiveContent(db(), dataDir)).toBe('current');
    // A stop between the commit and the rename left the release before it on the disk.
    writeFileSync(file, written.replace('(918) 555-0163', '(918) 555-0162'));
    expect(await exportLiveContent(db(), dataDir)).toBe('written');
    expect(readFileSync(file, 'utf8')).toBe(written);
    rmSync(file);
    expect(await exportLiveContent(db(), dataDir)).toBe('written');
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  it('exports nothing where no release has gone live: the site file is still the source', async () => {
    const fresh = await createTestDatabase(kind);
    const empty = mkdtempSync(path.join(tmpdir(), 'rl-publish-none-'));
    try {
      await runContentMigrations(fresh.db, { site, now: NOW });
      expect(await exportLiveContent(fresh.db, empty)).toBe('none');
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      await fresh.drop();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
