import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteFacts, siteFactsFromSite } from '../../schema/owner-content/site-facts';
import { readManifest, restoreBackup, writeBackup } from '../../server/backup/archive';
import { fetchMissingMedia, mediaDir, prepareMedia, readMedia, storeMedia } from '../../server/media/store';
import { listRevisions, readDocument, saveDraft } from '../../server/owner-content/documents';
import { runContentMigrations } from '../../server/owner-content/migrations';
import { createTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { createAccount } from '../support/auth-app';
import { gpsTaggedPhoneJpeg } from '../support/photo-files';
import { site } from '../support/site';

const NOW = new Date('2026-11-29T15:00:00Z');
const work = mkdtempSync(path.join(os.tmpdir(), 'rl-owner-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(testDatabaseKinds)('the owner content in a backup, on %s', (kind) => {
  it('comes back from a restore into an empty database the same: document, draft, live data, every revision, the photo library', async () => {
    const database = await createTestDatabase(kind);
    const dataDir = database.dataDir ?? mkdtempSync(path.join(work, 'data-'));
    await runContentMigrations(database.db, { site, now: NOW });
    const { user } = await createAccount(database, { admin: true });
    const draft = siteFactsFromSite(site);
    draft.insurance = { carrier: 'Osage Casualty', coverage: 'general liability and workers’ comp', standIn: false };
    const save = (version: number, data: unknown, db = database.db) =>
      saveDraft(db, {
        type: siteFacts.type,
        key: 'site',
        version,
        data,
        schemaVersion: siteFacts.schemaVersion,
        authorId: user.id,
        now: NOW,
      });
    expect(await save(1, draft)).toMatchObject({ ok: true, version: 2 });
    const before = await readDocument(database.db, siteFacts.type, 'site');
    const history = await listRevisions(database.db, before!.id);
    // A photo in the library: its row, its bytes in the database and its file under DATA_DIR/media.
    const sent = path.join(work, `${kind}-sent.jpg`);
    writeFileSync(sent, await gpsTaggedPhoneJpeg());
    const prepared = await prepareMedia(sent);
    if (!prepared.ok) throw new Error(prepared.message);
    const photo = await storeMedia(database.db, dataDir, prepared.media, {
      originalName: 'IMG_2041.JPG',
      uploadedBy: user.id,
      now: NOW,
    });
    const photoFile = `${photo.sha256}.jpg`;

    const file = path.join(work, `${kind}.backup`);
    await writeBackup(database.db, { file, dataDir, source: kind });
    // The photo is in the backup once: its bytes as a row of media_blobs, not again as a file.
    const manifest = await readManifest(file);
    expect(manifest.tables.media_blobs?.rows).toBe(1);
    expect(Object.keys(manifest.files).filter((name) => name.includes(photo.sha256))).toEqual([]);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });

    const fresh = await createTestDatabase(kind);
    const freshDir = fresh.dataDir ?? mkdtempSync(path.join(work, 'data-'));
    try {
      await restoreBackup(fresh.db, { file, dataDir: freshDir });
      const after = await readDocument(fresh.db, siteFacts.type, 'site');
      expect(after).toEqual(before);
      expect(after?.draft?.data).toEqual(draft);
      expect(after?.live?.data).toEqual(siteFactsFromSite(site));
      expect(await listRevisions(fresh.db, after!.id)).toEqual(history);
      expect((await readMedia(fresh.db, [photo.sha256])).get(photo.sha256)).toEqual(photo);
      // The restored folder has no photo file: the first read of it fetches it from the database.
      expect(existsSync(path.join(mediaDir(freshDir), photoFile))).toBe(false);
      expect(await fetchMissingMedia(fresh.db, mediaDir(freshDir), [photoFile])).toBe(1);
      expect(readFileSync(path.join(mediaDir(freshDir), photoFile))).toEqual(prepared.media.data);
      // The seed is recorded as run: a start after the restore does not seed again.
      expect(await runContentMigrations(fresh.db, { site, now: NOW })).toEqual([]);
      // Editing goes on from the restored version, new revisions after the restored ones.
      const next = await save(2, { ...draft, email: 'office@ridgelineroofing.example' }, fresh.db);
      expect(next).toMatchObject({ ok: true, version: 3 });
      expect(next.ok && next.rev).toBeGreaterThan(history[0]!.rev);
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});
