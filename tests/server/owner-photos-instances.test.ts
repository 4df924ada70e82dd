import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/session';
import { PHOTO_CACHE } from '../../server/media/routes';
import { mediaDir } from '../../server/media/store';
import { writeReleaseExport } from '../../server/owner-content/publish';
import { MEDIA_PATH, MEDIA_UPLOAD_PATH } from '../../shared/owner-photos';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { buildTestApp } from '../support/auth-app';
import { gpsTaggedPhoneJpeg, multipartFile } from '../support/photo-files';
import { signedInUser } from '../support/sessions';
import { mutate, query, trpcData } from '../support/trpc-inject';

const ORIGIN = 'http://localhost:3000';

/**
 * Two instances on one PostgreSQL, each with a DATA_DIR of its own and no shared folder: a photo
 * uploaded to one is drawn as a thumbnail by the other, checked by its gate when it publishes, and
 * put into the export its build reads, each time fetched from the database.
 */
describe.runIf(process.env.DATABASE_URL)('a photo uploaded to one instance, on another', { timeout: 180_000 }, () => {
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let session: string;
  const folders = ['a', 'b', 'export'].map((name) => mkdtempSync(path.join(tmpdir(), `rl-photo-${name}-`)));
  const [dataA, dataB, exportDir] = folders as [string, string, string];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    a = await buildTestApp(database, { env: { DATA_DIR: dataA } });
    b = await buildTestApp(database, { env: { DATA_DIR: dataB } });
    session = (await signedInUser(database.db, { email: 'owner@example.com', admin: true })).cookie.split('=')[1]!;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('is drawn, checked and built by the instance it was not uploaded to', async () => {
    const upload = multipartFile('photo', 'IMG_2041.JPG', 'image/jpeg', await gpsTaggedPhoneJpeg());
    const uploaded = await a.inject({
      method: 'POST',
      url: MEDIA_UPLOAD_PATH,
      headers: { ...upload.headers, cookie: `${SESSION_COOKIE}=${session}`, origin: ORIGIN },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const { sha256 } = uploaded.json<{ media: { sha256: string } }>().media;
    const file = `${sha256}.jpg`;
    const kept = readFileSync(path.join(mediaDir(dataA), file));
    expect(existsSync(path.join(mediaDir(dataB), file))).toBe(false);

    // B draws the thumbnail: the photo fetched into its library, the answer kept by the browser.
    const thumb = await b.inject({
      method: 'GET',
      url: `${MEDIA_PATH}/${sha256}?thumb`,
      headers: { cookie: `${SESSION_COOKIE}=${session}` },
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe(PHOTO_CACHE);
    expect(readFileSync(path.join(mediaDir(dataB), file))).toEqual(kept);
    rmSync(path.join(mediaDir(dataB), file));

    // Saved on A, published on B: B's gate looks for the file, which it fetches again.
    const view = trpcData<{ version: number }>(await query(a, 'photos.get', { session }));
    const alt = 'Daniel Whitaker in a hard hat beside the crew truck';
    const saved = trpcData<{ version: number }>(
      await mutate(
        a,
        'photos.saveDraft',
        { version: view.version, data: { slots: { 'photo-founder': { media: sha256, alt } } } },
        { session, origin: ORIGIN },
      ),
    );
    const published = trpcData<{ releaseId: number }>(
      await mutate(b, 'photos.publish', { version: saved.version }, { session, origin: ORIGIN }),
    );
    expect(readFileSync(path.join(dataB, 'content/live/photos', file))).toEqual(kept);

    // The build's export on B (what the site-build job writes before it builds) holds the photo.
    rmSync(path.join(mediaDir(dataB), file));
    await writeReleaseExport(database.db, published.releaseId, exportDir, mediaDir(dataB));
    expect(readFileSync(path.join(exportDir, 'photos', file))).toEqual(kept);
  });
});
