import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_PHOTO_LIMITS, JOB_PHOTO_UPLOAD_PATH, jobPhotoMessages, UPLOAD_KEY_HEADER } from '../../shared/job-photos';
import { testDatabaseKinds } from '../../testing/test-database';
import { gpsTaggedPhoneJpeg, hasGpsIfd } from '../support/photo-files';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { trpcData, trpcError } from '../support/trpc-inject';

const ORIGIN = 'http://localhost:3000';
const DAY = 86_400_000;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A small photo of its own colour: each is a different upload. */
const photo = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/**
 * The crew's upload route and the job photos' file route: a photo is stored once however often it
 * is sent, only under a job on the sender's list, upright with no EXIF, and shown to staff only.
 */
describe.each(testDatabaseKinds)('job photos from the crew page, on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-job-photos-'));
  const server = useServerApp(kind, { env: { DATA_DIR: dataDir } });
  const cookies = {} as Record<'owner' | 'office' | 'crew' | 'none', string>;
  const jobs = {} as Record<'today' | 'lastWeek' | 'longAgo' | 'none', number>;
  beforeAll(async () => {
    for (const role of ['owner', 'office', 'crew', 'none'] as const)
      cookies[role] = (
        await signedInUser(server.database.db, {
          email: `${role}.jobs.${kind}@ridgeline.example`,
          ...(role === 'none' ? {} : { role }),
        })
      ).cookie;
    const job = async (name: string, at: Date | null) =>
      (
        await server.database.db
          .insertInto('contact_submissions')
          .values({
            name,
            email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
            phone: '(918) 555-0100',
            address: '12 Elm St, Broken Arrow, OK',
            message: 'Private note the crew must not see',
            appointment_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    jobs.today = await job('Dana Whitfield', new Date());
    jobs.lastWeek = await job('Lee Ortiz', new Date(Date.now() - 5 * DAY));
    jobs.longAgo = await job('Sam Greer', new Date(Date.now() - (JOB_PHOTO_LIMITS.lateDays + 3) * DAY));
    jobs.none = await job('Pat Noone', null);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const send = (
    body: Buffer,
    options: { as?: keyof typeof cookies; job?: number; phase?: string; key?: string; origin?: string } = {},
  ) =>
    server.app.inject({
      method: 'POST',
      url: `${JOB_PHOTO_UPLOAD_PATH}?job=${options.job ?? jobs.today}&phase=${options.phase ?? 'before'}`,
      headers: {
        cookie: cookies[options.as ?? 'crew'],
        origin: options.origin ?? ORIGIN,
        'content-type': 'image/jpeg',
        [UPLOAD_KEY_HEADER]: options.key ?? sha(body),
      },
      payload: body,
    });
  const rowsFor = (job: number) =>
    server.database.db.selectFrom('job_photos').selectAll().where('submission_id', '=', job).execute();

  it('stores a photo sent twice once, and answers the first one’s id the second time', async () => {
    const body = await photo('#336699');
    const first = await send(body);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<{ id: number; duplicate: boolean }>();
    expect(answer.duplicate).toBe(false);
    const second = await send(body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ id: answer.id, duplicate: true });
    const rows = await rowsFor(jobs.today);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phase: 'before', upload_key: sha(body), status: 'private' });
  });

  it('stores a photo sent twice at once (a resend while the first is in flight, two phones) once, answering both', async () => {
    const body = await photo('#5a3c8f');
    const answers = await Promise.all([
      send(body, { job: jobs.none, as: 'owner' }),
      send(body, { job: jobs.none, as: 'owner' }),
      send(body, { job: jobs.none, as: 'office' }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set(answers.map((answer) => answer.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    const rows = await server.database.db
      .selectFrom('job_photos')
      .select('id')
      .where('upload_key', '=', sha(body))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a body whose fingerprint does not match, and one without a fingerprint', async () => {
    const body = await photo('#993366');
    const wrong = await send(body, { key: sha(Buffer.from('something else')) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: jobPhotoMessages.keyMismatch });
    const none = await send(body, { key: 'not-a-key' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: jobPhotoMessages.noKey });
    const badPhase = await send(body, { phase: 'later' });
    expect(badPhase.json()).toEqual({ message: jobPhotoMessages.badPhase });
    expect((await rowsFor(jobs.today)).some((row) => row.upload_key === sha(body))).toBe(false);
  });

  it('keeps a GPS-tagged phone photo upright with no EXIF at all', async () => {
    const sent = await gpsTaggedPhoneJpeg();
    const before = await sharp(sent).metadata();
    expect(hasGpsIfd(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);
    const response = await send(sent, { phase: 'after' });
    expect(response.statusCode, response.body).toBe(200);
    const row = (await rowsFor(jobs.today)).find((candidate) => candidate.upload_key === sha(sent))!;
    const kept = readFileSync(path.join(dataDir, 'media', `${row.sha256}.jpg`));
    const after = await sharp(kept).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect({ width: after.width, height: after.height }).toEqual({ width: 200, height: 300 });
    expect(kept.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Durably for every instance: its bytes in the database with the row.
    const blob = await server.database.db
      .selectFrom('media_blobs')
      .select('data')
      .where('sha256', '=', row.sha256)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(blob.data)).toEqual(kept);
  });

  it('lets crew file under a job on their list only; owner and office under any job', async () => {
    const body = await photo('#aa7744');
    expect((await send(body, { job: jobs.lastWeek })).statusCode).toBe(200);
    const late = await send(body, { job: jobs.longAgo });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: jobPhotoMessages.notYourJob });
    const unbooked = await send(body, { job: jobs.none });
    expect(unbooked.statusCode).toBe(403);
    const missing = await send(body, { job: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: jobPhotoMessages.noJob });
    expect((await send(body, { job: jobs.longAgo, as: 'owner' })).statusCode).toBe(200);
    expect((await send(body, { job: jobs.none, as: 'office' })).statusCode).toBe(200);
    const stranger = await send(body, { as: 'none' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json<{ message: string }>().message).toContain('no staff role');
    const crossSite = await send(body, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
  });

  it('refuses a photo over the limit with its size in words, before reading it', async () => {
    const big = Buffer.alloc(JOB_PHOTO_LIMITS.bytes + 1024, 0xff);
    const response = await send(big, { key: 'a'.repeat(64) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: jobPhotoMessages.tooBig(big.length) });
  });

  it('shows a photo to staff and to crew while its job is on their list, as a thumbnail or in full', async () => {
    const [today] = await rowsFor(jobs.today);
    const [old] = await rowsFor(jobs.longAgo);
    const get = (id: number, as: keyof typeof cookies, size = 'thumb') =>
      server.app.inject({ method: 'GET', url: `/api/job-photos/${id}?size=${size}`, headers: { cookie: cookies[as] } });
    for (const role of ['owner', 'office', 'crew'] as const) {
      const thumb = await get(today!.id, role);
      expect(thumb.statusCode, role).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
      expect(thumb.headers['cache-control']).toBe('private, no-store');
    }
    const full = await get(today!.id, 'crew', 'full');
    expect(full.statusCode).toBe(200);
    expect(sha(full.rawPayload)).toBe(today!.sha256);
    expect((await get(old!.id, 'owner')).statusCode).toBe(200);
    expect((await get(old!.id, 'crew')).statusCode).toBe(403);
    expect((await get(today!.id, 'none')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: `/api/job-photos/${today!.id}` })).statusCode).toBe(401);
    expect((await get(999_999, 'owner')).statusCode).toBe(404);
    expect((await get(today!.id, 'owner', 'huge')).statusCode).toBe(400);
  });

  const crewQuery = (name: string, input: unknown) =>
    server.app.inject({
      method: 'GET',
      url: `/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: { cookie: cookies.crew },
    });

  it('gives the crew today’s jobs with what they need at the door and no more, and their photos', async () => {
    const day = trpcData<Record<string, unknown>[]>(await crewQuery('crew.today', {}));
    expect(day.map((job) => job.id)).toEqual([jobs.today]);
    expect(Object.keys(day[0]!).sort()).toEqual(['address', 'at', 'id', 'name', 'phone', 'photos', 'service']);
    expect(day[0]!.photos).toEqual({ before: 1, during: 0, after: 1 });
    expect(JSON.stringify(day)).not.toContain('Private note');
    const photos = trpcData<{ id: number; phase: string }[]>(await crewQuery('crew.photos', { job: jobs.today }));
    expect(photos.map((entry) => entry.phase)).toEqual(['before', 'after']);
    const refused = trpcError(await crewQuery('crew.photos', { job: jobs.longAgo }));
    expect(refused.message).toBe(jobPhotoMessages.notYourJob);
  });

  it('serves the crew page’s manifest: installable, opening /crew full screen, with icons that exist', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/crew.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = response.json<{
      start_url: string;
      display: string;
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    }>();
    expect(manifest).toMatchObject({ start_url: '/crew', scope: '/crew', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const icon of manifest.icons) {
      const file = path.resolve('src/public', icon.src.slice(1));
      const meta = await sharp(readFileSync(file)).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });
});
