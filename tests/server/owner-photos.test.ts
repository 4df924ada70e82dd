import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOwnerPhotos } from '../../content/owner-photos';
import { keptFiles } from '../../server/backup/archive';
import { SESSION_COOKIE } from '../../server/auth/session';
import type { Photos } from '../../schema/owner-content/photos';
import { type PhotoCity, savePhotosDraft } from '../../server/owner-content/photos';
import { MEDIA_UPLOAD_PATH } from '../../shared/owner-photos';
import { testDatabaseKinds } from '../../testing/test-database';
import { endlessUpload, gpsTaggedPhoneJpeg, hasGpsIfd, multipartFile, pixelBombPng } from '../support/photo-files';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { site } from '../support/site';
import { mutate, query, trpcData, trpcError } from '../support/trpc-inject';

const ORIGIN = 'http://localhost:3000';

const fieldErrorsOf = (error: { data: Record<string, unknown> }) => error.data.fieldErrors as Record<string, string[]>;

interface View {
  version: number;
  slots: { id: string; group: string; label: string; standIn?: string; optional?: boolean; photograph: string }[];
  draft: Photos;
  live: Photos;
  unpublished: boolean;
}

/**
 * The owner's photos, from upload to the export the build reads: an upload is checked by its bytes
 * and kept upright with no metadata, under its content hash; a draft names it in a slot with its
 * description; publishing runs the content gate and exports photos.json with the file.
 */
describe.each(testDatabaseKinds)("the owner's photos, on %s", (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-photos-'));
  const server = useServerApp(kind, { env: { DATA_DIR: dataDir } });
  let session: string;
  beforeAll(async () => {
    const user = await signedInUser(server.database.db, { email: `photos-${kind}@example.com`, admin: true });
    session = user.cookie.split('=')[1]!;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const upload = (body: { payload: Buffer; headers: Record<string, string> }, as = session) =>
    server.app.inject({
      method: 'POST',
      url: MEDIA_UPLOAD_PATH,
      headers: { ...body.headers, cookie: `${SESSION_COOKIE}=${as}`, origin: ORIGIN },
      payload: body.payload,
    });
  const get = async () => trpcData<View>(await query(server.app, 'photos.get', { session }));
  const save = (version: number, data: unknown) =>
    mutate(server.app, 'photos.saveDraft', { version, data }, { session, origin: ORIGIN });

  let founderPhoto: string;

  it('keeps an upload upright, with no EXIF (GPS included), named by the hash of what it keeps', async () => {
    const sent = await gpsTaggedPhoneJpeg();
    const before = await sharp(sent).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsIfd(before.exif)).toBe(true);

    const response = await upload(multipartFile('photo', 'IMG_2041.JPG', 'image/jpeg', sent));
    expect(response.statusCode).toBe(200);
    const { media } = response.json<{ media: { sha256: string; width: number; height: number; format: string } }>();
    expect(media).toMatchObject({ format: 'jpeg', width: 200, height: 300 });

    const file = path.join(dataDir, 'media', `${media.sha256}.jpg`);
    const kept = readFileSync(file);
    expect(createHash('sha256').update(kept).digest('hex')).toBe(media.sha256);
    const after = await sharp(kept).metadata();
    expect({ width: after.width, height: after.height }).toEqual({ width: 200, height: 300 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(kept.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Upright in its pixels: the sideways photo's red fills a tall picture.
    const row = await server.database.db
      .selectFrom('media')
      .selectAll()
      .where('sha256', '=', media.sha256)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      format: 'jpeg',
      width: 200,
      height: 300,
      bytes: kept.length,
      original_name: 'IMG_2041.JPG',
    });
    // Its bytes in the database too, for every instance; the backup carries them there, once,
    // and leaves the library folder (a copy of them) out.
    const blob = await server.database.db
      .selectFrom('media_blobs')
      .select('data')
      .where('sha256', '=', media.sha256)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(blob.data)).toEqual(kept);
    expect(keptFiles(dataDir).filter((name) => name.startsWith('media'))).toEqual([]);
    founderPhoto = media.sha256;

    // The same photo again is the same file and row.
    const again = await upload(multipartFile('photo', 'copy.jpg', 'image/jpeg', sent));
    expect(again.json<{ media: { sha256: string } }>().media.sha256).toBe(media.sha256);
    expect(readdirSync(path.join(dataDir, 'media'))).toEqual([`${media.sha256}.jpg`]);
  });

  it('refuses a file that is not a photo by its bytes, whatever its name and type say', async () => {
    const response = await upload(
      multipartFile('photo', 'roof.jpg', 'image/jpeg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'This file is not a photo: choose a JPEG, PNG or WebP' });
  });

  it('refuses a GIF, a kind of picture it does not keep', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const response = await upload(multipartFile('photo', 'roof.gif', 'image/gif', gif));
    expect(response.statusCode).toBe(415);
  });

  it('refuses a 212 MB upload by its length, having read almost none of it', async () => {
    const big = endlessUpload('photo', 212 * 1024 * 1024);
    const response = await server.app.inject({
      method: 'POST',
      url: MEDIA_UPLOAD_PATH,
      headers: {
        ...big.headers,
        'content-length': String(big.length),
        cookie: `${SESSION_COOKIE}=${session}`,
        origin: ORIGIN,
      },
      payload: big.stream,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^The photo is 212 MB; the limit is 25 MB\./),
    });
    expect(big.read.bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('cuts an upload that does not say its length at the cap, and refuses it', async () => {
    const big = endlessUpload('photo', 26 * 1024 * 1024);
    const response = await server.app.inject({
      method: 'POST',
      url: MEDIA_UPLOAD_PATH,
      headers: { ...big.headers, cookie: `${SESSION_COOKIE}=${session}`, origin: ORIGIN },
      payload: big.stream,
    });
    expect(response.statusCode).toBe(413);
    // "over 25 MB", not "26 MB": cut as it streamed, since no length was said to refuse it by.
    expect(response.json()).toEqual({ message: expect.stringMatching(/^The photo is over 25 MB, the limit\./) });
    // Nothing of it is kept: the library holds only the photo uploaded before.
    expect(readdirSync(path.join(dataDir, 'media'))).toEqual([`${founderPhoto}.jpg`]);
  });

  it('refuses a picture of more pixels than the cap before decoding it (a decompression bomb)', async () => {
    const bomb = await pixelBombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1000);
    const response = await upload(multipartFile('photo', 'bomb.png', 'image/png', bomb));
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toMatch(
      /^The photo is 20,000 × 20,000 pixels \(400 megapixels\); the limit is 80 megapixels/,
    );
  });

  it('takes uploads from admins on the site only', async () => {
    const stranger = await signedInUser(server.database.db, { email: `visitor-${kind}@example.com` });
    const sent = await gpsTaggedPhoneJpeg();
    const notAdmin = await upload(multipartFile('photo', 'a.jpg', 'image/jpeg', sent), stranger.cookie.split('=')[1]);
    expect(notAdmin.statusCode).toBe(403);
    const crossSite = await server.app.inject({
      method: 'POST',
      url: MEDIA_UPLOAD_PATH,
      headers: {
        ...multipartFile('photo', 'a.jpg', 'image/jpeg', sent).headers,
        cookie: `${SESSION_COOKIE}=${session}`,
        origin: 'https://evil.example',
      },
      payload: multipartFile('photo', 'a.jpg', 'image/jpeg', sent).payload,
    });
    expect(crossSite.statusCode).toBe(403);
    // The library's photos are private: signed out, no picture.
    const signedOut = await server.app.inject({ method: 'GET', url: `/api/admin/media/${founderPhoto}?thumb` });
    expect(signedOut.statusCode).toBe(401);
    const thumb = await server.app.inject({
      method: 'GET',
      url: `/api/admin/media/${founderPhoto}?thumb`,
      headers: { cookie: `${SESSION_COOKIE}=${session}` },
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('lists the slots the launch report asks for, grouped, with the founder first', async () => {
    const view = await get();
    const ids = view.slots.map((slot) => slot.id);
    expect(ids[0]).toBe('photo-founder');
    expect(ids).toEqual(
      expect.arrayContaining(['city-oklahoma', 'city-kansas', 'photo-roof-repair', 'historic-jenks']),
    );
    expect(view.slots.find((slot) => slot.id === 'city-oklahoma')).toMatchObject({
      group: 'Cities',
      standIn: 'hero-oklahoma.svg',
    });
    // Each city has an optional slot of its own, after the states' (the launch report asks for none).
    expect(view.slots.find((slot) => slot.id === 'city-hero-jenks')).toMatchObject({
      group: 'Each city',
      label: 'Jenks page',
      optional: true,
      photograph: expect.stringContaining('until then it shows the Oklahoma photo'),
    });
    expect(view.slots.find((slot) => slot.id === 'city-hero-overland-park')?.photograph).toContain('Kansas photo');
    expect(view.draft).toEqual({ slots: {} });
  });

  it('refuses a photo without a description, or with a file name for one, on its field', async () => {
    const { version } = await get();
    for (const alt of ['', '   ', 'IMG_2041.jpg', 'photo']) {
      const refused = trpcError(await save(version, { slots: { 'photo-founder': { media: founderPhoto, alt } } }));
      expect(refused.status).toBe(400);
      expect(fieldErrorsOf(refused)['slots.photo-founder.alt']).toEqual([
        expect.stringMatching(/^Describe the photo for people who cannot see it/),
      ]);
    }
    const unknownPhoto = trpcError(
      await save(version, { slots: { 'photo-founder': { media: 'a'.repeat(64), alt: 'The founder on a roof' } } }),
    );
    expect(fieldErrorsOf(unknownPhoto)['slots.photo-founder.media']).toEqual([
      'This photo is not in the photo library: upload it again',
    ]);
    const unknownSlot = trpcError(
      await save(version, { slots: { 'not-a-slot': { media: founderPhoto, alt: 'The founder on a roof' } } }),
    );
    expect(fieldErrorsOf(unknownSlot)['slots.not-a-slot']).toBeDefined();
    // A city's own slot exists only for a city the site has.
    const unknownCity = trpcError(
      await save(version, { slots: { 'city-hero-atlantis': { media: founderPhoto, alt: 'A new roof in Atlantis' } } }),
    );
    expect(fieldErrorsOf(unknownCity)['slots.city-hero-atlantis']).toEqual([
      'is not a photo slot of the site: reload the page',
    ]);
    expect((await get()).version).toBe(version);
  });

  it('publishes a described photo: the gate passes, and the export holds photos.json and the file', async () => {
    const { version } = await get();
    const alt = 'Daniel Whitaker in a hard hat beside the crew truck';
    const saved = trpcData<{ version: number }>(
      await save(version, { slots: { 'photo-founder': { media: founderPhoto, alt } } }),
    );
    expect((await get()).unpublished).toBe(true);
    const published = await mutate(
      server.app,
      'photos.publish',
      { version: saved.version },
      { session, origin: ORIGIN },
    );
    expect(trpcData(published)).toMatchObject({ releaseId: expect.any(Number) });

    const live = path.join(dataDir, 'content/live');
    expect(existsSync(path.join(live, 'photos', `${founderPhoto}.jpg`))).toBe(true);
    const read = readOwnerPhotos(live);
    expect(read.problems).toEqual([]);
    expect(read.photos.get('photo-founder')).toMatchObject({ name: 'photo-founder.jpg', alt });
    const view = await get();
    expect(view.unpublished).toBe(false);
    expect(view.live.slots['photo-founder']).toEqual({ media: founderPhoto, alt });
    // The business facts stay what they were: a release is the whole of the owner's content.
    const release = await server.database.db
      .selectFrom('releases')
      .selectAll()
      .where('status', '=', 'live')
      .executeTakeFirstOrThrow();
    const items = typeof release.items === 'string' ? JSON.parse(release.items) : release.items;
    expect(items).toHaveLength(2);
  }, 120_000);

  it('refuses to publish what is live already', async () => {
    const { version } = await get();
    const refused = trpcError(await mutate(server.app, 'photos.publish', { version }, { session, origin: ORIGIN }));
    expect(refused.data.appCode).toBe('NOTHING_TO_PUBLISH');
  });

  it('keeps a photo on a slot the site no longer has, and still saves the other photos', async () => {
    const hero = { media: founderPhoto, alt: 'A new roof on a brick house in Jenks' };
    const founder = { media: founderPhoto, alt: 'Daniel Whitaker on a roof' };
    const filled = trpcData<{ version: number }>(
      await save((await get()).version, { slots: { 'city-hero-jenks': hero } }),
    );
    // Jenks's file is gone (or the city files cannot be read for now): the site has no Jenks slot.
    const noJenks: PhotoCity[] = [];
    const saveWithout = (version: number, slots: Photos['slots']) =>
      savePhotosDraft(server.database.db, site, { version, data: { slots }, authorId: null, now: new Date() }, noJenks);
    const saved = await saveWithout(filled.version, { 'city-hero-jenks': hero, 'photo-founder': founder });
    expect(saved).toMatchObject({ ok: true, unchanged: false });
    expect((await get()).draft.slots).toEqual({ 'city-hero-jenks': hero, 'photo-founder': founder });
    // What the save changes on such a slot is refused, with the reason on it.
    const changed = await saveWithout((await get()).version, {
      'city-hero-jenks': { ...hero, alt: 'Another roof in Jenks' },
      'photo-founder': founder,
    });
    expect(changed).toMatchObject({
      ok: false,
      reason: 'invalid',
      problems: [{ path: 'slots.city-hero-jenks', message: 'is not a photo slot of the site: reload the page' }],
    });
  });
});
