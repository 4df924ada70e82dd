import { createHash, randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { galleryProjectsNow, projectId } from '../../server/job-photos/curation';
import { googleCaption } from '../../server/job-photos/google';
import { retentionJob } from '../../server/leads/retention';
import { readDocument } from '../../server/owner-content/documents';
import { publishGalleryProjects } from '../../server/owner-content/gallery-projects';
import type { GalleryProject } from '../../schema/owner-content/gallery-projects';
import { storeMedia } from '../../server/media/store';
import { describeEvent } from '../../shared/lead-statuses';
import { GOOGLE_POST_PHOTO, type JobPhotoPhase, jobPhotoMessages, PHONE_IN_TEXT } from '../../shared/job-photos';
import { SITE, testClock } from '../support/auth-app';
import { hasGpsIfd } from '../support/photo-files';
import { signedInUser, signInAgain } from '../support/sessions';
import { site } from '../support/site';
import { useServerApp } from '../support/server-app';
import { testDatabaseKinds } from '../../testing/test-database';

const NOW = new Date('2026-11-20T16:00:00Z');
const CITIES = [
  { slug: 'broken-arrow', name: 'Broken Arrow', state: 'OK' },
  { slug: 'tulsa', name: 'Tulsa', state: 'OK' },
  { slug: 'kansas-city', name: 'Kansas City', state: 'MO' },
];
const TICKED = { houseNumber: true, streetSign: true, licencePlate: true, faces: true };
const STORY =
  'Hail broke the shingles on the south slope. We tore off to the deck, replaced two sheets of rotten decking and laid a Class 4 roof.';

describe('the project id and the Google caption', () => {
  it('names a project by service, city and month, unique among the others', () => {
    expect(projectId('Roof Replacement', 'broken-arrow', '2026-11-17', [])).toBe(
      'roof-replacement-broken-arrow-2026-11',
    );
    expect(
      projectId('Roof Replacement', 'broken-arrow', '2026-11-17', [
        'roof-replacement-broken-arrow-2026-11',
        'roof-replacement-broken-arrow-2026-11-2',
      ]),
    ).toBe('roof-replacement-broken-arrow-2026-11-3');
  });

  it('leaves out any line of the caption that carries a phone number, the site’s own included', () => {
    const phones = [site.company.businessPhone, ...site.offices.map((office) => office.phone)];
    const caption = googleCaption(
      {
        service: 'Roof replacement',
        city: 'Broken Arrow, OK',
        month: '2026-11',
        title: `Call ${site.company.businessPhone} for yours`,
        story: `Call us at ${site.offices[0]!.phone} for a quote. Then a second sentence.`,
      },
      phones,
    );
    expect(caption).toBe('Roof replacement in Broken Arrow, OK, November 2026.\n');
    expect(PHONE_IN_TEXT.test(caption)).toBe(false);
    // A site phone written with dots still counts as that phone.
    const dotted = site.company.businessPhone.replace(/\D/g, '').replace(/^(\d{3})(\d{3})(\d{4})$/, '$1.$2.$3');
    expect(googleCaption({ service: 'Repair', city: null, month: '2026-01', story: `Ring ${dotted}.` }, phones)).toBe(
      'Repair, January 2026.\n',
    );
  });
});

describe.each(testDatabaseKinds)('curating job photos on %s', (kind) => {
  const clock = testClock(NOW);
  const server = useServerApp(kind, { now: clock.now, cities: CITIES });
  const db = () => server.database.db;
  const people = {} as Record<'owner' | 'office' | 'crew', { id: string; cookie: string; email: string }>;

  beforeAll(async () => {
    for (const role of ['owner', 'office', 'crew'] as const)
      people[role] = {
        ...(await signedInUser(db(), { email: `${role}.curation.${kind}@ridgeline.example`, role, now: NOW })),
        email: `${role}.curation.${kind}@ridgeline.example`,
      };
  });
  beforeEach(async () => {
    clock.set(NOW);
    await signInAgain(db(), Object.values(people), NOW);
    await sql`truncate contact_submissions, lead_events, job_photos cascade`.execute(db());
  });

  async function trpc(who: keyof typeof people, method: 'GET' | 'POST', name: string, input?: unknown) {
    const response = await server.app.inject({
      method,
      url:
        method === 'GET' ? `/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}` : `/trpc/${name}`,
      headers: { 'content-type': 'application/json', origin: SITE, cookie: people[who].cookie },
      ...(method === 'POST' ? { payload: JSON.stringify(input ?? {}) } : {}),
    });
    const body = response.json();
    return {
      status: response.statusCode,
      data: body.result?.data,
      error: body.error as { message: string; data: { fieldErrors?: Record<string, string[]> } } | undefined,
    };
  }

  async function job(overrides: { address?: string; page?: string } = {}): Promise<number> {
    const row = await db()
      .insertInto('contact_submissions')
      .values({
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        phone: '(918) 555-0199',
        address: overrides.address ?? '1200 S Elm Pl, Broken Arrow, OK 74012',
        page: overrides.page ?? '/contact',
        service_needed: 'Roof Replacement',
        created_at: new Date('2026-10-01T15:00:00Z'),
        office: 'tulsa',
        status: 'won',
        job_completed_on: '2026-11-17',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Each photo's own colour: two photos with the same bytes would be one media row, which a project refuses twice. */
  let photos = 0;
  /**
   * A job photo as the crew route stores it: a media row with its bytes (here the phone's bytes as
   * sent, GPS and camera included, so the Google download is what must drop them), and its row.
   */
  async function photo(
    submissionId: number,
    phase: JobPhotoPhase,
    size: { width: number; height: number } = { width: 3000, height: 2000 },
  ): Promise<number> {
    const data = await sharp({
      create: {
        ...size,
        channels: 3,
        background: { r: 40 + (++photos % 200), g: 80 + Math.floor(photos / 200), b: 60 },
      },
    })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '36/1 9/1 2/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '95/1 59/1 30/1',
        },
      })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(hasGpsIfd((await sharp(data).metadata()).exif)).toBe(true);
    const sha256 = createHash('sha256').update(data).digest('hex');
    await storeMedia(
      db(),
      server.app.services.env.DATA_DIR,
      { data, sha256, format: 'jpeg', ...size },
      { originalName: 'IMG_1.JPG', uploadedBy: null, now: NOW },
    );
    const row = await db()
      .insertInto('job_photos')
      .values({
        submission_id: submissionId,
        phase,
        sha256,
        upload_key: randomBytes(32).toString('hex'),
        uploaded_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const consent = (who: keyof typeof people, id: number, value: 'given' | 'withdrawn', note = 'Signed contract') =>
    trpc(who, 'POST', 'jobPhotos.setConsent', { job: id, consent: value, note });

  it('lists a job’s photos by phase with the suggested description and city, for the office and the owner only', async () => {
    const id = await job();
    const after = await photo(id, 'after');
    const before = await photo(id, 'before');
    for (const who of ['owner', 'office'] as const) {
      const answer = await trpc(who, 'GET', 'jobPhotos.forJob', { job: id });
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({
        job: id,
        service: 'Roof Replacement',
        suggestedCity: 'broken-arrow',
        consent: { status: null },
        photos: [
          {
            id: before,
            phase: 'before',
            status: 'private',
            alt: null,
            suggestedAlt: 'Roof Replacement in Broken Arrow, OK, before the work',
          },
          { id: after, phase: 'after', suggestedAlt: 'Roof Replacement in Broken Arrow, OK, after the work' },
        ],
      });
    }
    const crew = await trpc('crew', 'GET', 'jobPhotos.forJob', { job: id });
    expect(crew.status).toBe(403);
    expect(crew.error?.message).toMatch(/Crew accounts cannot/);
    // The city page it came from wins over the address.
    const fromPage = await job({ page: '/locations/tulsa' });
    expect((await trpc('office', 'GET', 'jobPhotos.forJob', { job: fromPage })).data.suggestedCity).toBe('tulsa');
  });

  it('keeps one cover per job: a new cover takes over and the old one becomes a showcase photo', async () => {
    const id = await job();
    const [a, b] = [await photo(id, 'before'), await photo(id, 'after')];
    const other = await job();
    const c = await photo(other, 'after');
    expect(
      (await trpc('office', 'POST', 'jobPhotos.update', { id: a, status: 'cover', alt: '  Old roof  ' })).data,
    ).toEqual({ id: a, status: 'cover', alt: 'Old roof' });
    expect((await trpc('office', 'POST', 'jobPhotos.update', { id: c, status: 'cover' })).status).toBe(200);
    // Both at once: the job's row lock makes them wait for each other, and exactly one cover remains.
    const [one, two] = await Promise.all([
      trpc('office', 'POST', 'jobPhotos.update', { id: b, status: 'cover' }),
      trpc('owner', 'POST', 'jobPhotos.update', { id: a, status: 'cover' }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const rows = await db().selectFrom('job_photos').select(['id', 'status']).orderBy('id').execute();
    expect(rows.filter((row) => row.status === 'cover' && row.id !== c)).toHaveLength(1);
    expect(rows.find((row) => row.id === c)?.status).toBe('cover');
    await trpc('office', 'POST', 'jobPhotos.update', { id: b, status: 'cover' });
    expect(
      await db()
        .selectFrom('job_photos')
        .select(['id', 'status'])
        .where('submission_id', '=', id)
        .orderBy('id')
        .execute(),
    ).toEqual([
      { id: a, status: 'showcase' },
      { id: b, status: 'cover' },
    ]);
    // Only the office's own words: a description past the limit is refused on its field.
    const long = await trpc('office', 'POST', 'jobPhotos.update', { id: a, alt: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.error?.data.fieldErrors?.alt?.[0]).toMatch(/under 200 characters/);
  });

  it('records the consent with who, when and how, in the request’s History; crew may not', async () => {
    const id = await job();
    const empty = await consent('office', id, 'given', '  ');
    expect(empty.status).toBe(400);
    expect(empty.error?.data.fieldErrors?.note?.[0]).toMatch(/Say how the homeowner agreed/);
    expect((await consent('crew', id, 'given')).status).toBe(403);
    expect((await consent('office', id, 'given', 'Signed contract, photo clause')).status).toBe(200);
    const shown = await trpc('office', 'GET', 'jobPhotos.forJob', { job: id });
    expect(shown.data.consent).toEqual({
      status: 'given',
      at: NOW.toISOString(),
      by: `office.curation.${kind}@ridgeline.example`,
      note: 'Signed contract, photo clause',
    });
    const lead = await trpc('office', 'GET', 'leads.get', { id });
    expect(lead.data.history).toEqual([
      expect.objectContaining({ kind: 'photo-consent', from: null, to: 'given', actor: people.office.email }),
    ]);
    expect(describeEvent(lead.data.history[0])).toBe(
      `${people.office.email} recorded the homeowner's consent to photos on the website`,
    );
  });

  it('refuses a project without consent, without every checklist tick or without descriptions, each on its field', async () => {
    const id = await job();
    const a = await photo(id, 'before');
    const b = await photo(id, 'after');
    const foreign = await photo(await job(), 'after');
    const input = {
      job: id,
      title: 'Hail claim re-roof',
      service: 'Roof replacement',
      citySlug: 'broken-arrow',
      neighbourhood: 'Rose District',
      story: STORY,
      photos: [
        { id: a, alt: 'Hail-damaged shingles before the work' },
        { id: b, alt: '' },
      ],
      cover: b,
      checklist: { ...TICKED, faces: false },
    };
    const refused = await trpc('office', 'POST', 'jobPhotos.createProject', input);
    expect(refused.status).toBe(400);
    expect(refused.error?.data.fieldErrors).toMatchObject({
      consent: [jobPhotoMessages.noConsent],
      checklist: [jobPhotoMessages.checklist],
      'checklist.faces': ['Tick "No face in frame" once you have looked.'],
      'photos.1.alt': [jobPhotoMessages.altMissing],
    });
    await consent('office', id, 'given');
    const stillRefused = await trpc('office', 'POST', 'jobPhotos.createProject', {
      ...input,
      checklist: TICKED,
      photos: [...input.photos.slice(0, 1), { id: foreign, alt: 'Someone else’s roof' }],
      neighbourhood: '1200 S Elm',
    });
    expect(stillRefused.error?.data.fieldErrors).toMatchObject({
      'photos.1': [expect.stringMatching(/not one of this job's photos/)],
      neighbourhood: [expect.stringMatching(/never a street or house number/)],
      cover: [expect.stringMatching(/Choose the cover/)],
    });
    // What the gallery type refuses (a story with a phone number, a title too short) lands on its field too.
    const typeRefused = await trpc('office', 'POST', 'jobPhotos.createProject', {
      ...input,
      checklist: TICKED,
      photos: [{ id: a, alt: 'Hail-damaged shingles before the work' }],
      cover: a,
      title: 'Re',
      story: `${STORY} Call us at (918) 555-0142 for yours.`,
    });
    expect(typeRefused.status).toBe(400);
    expect(Object.keys(typeRefused.error?.data.fieldErrors ?? {}).sort()).toEqual(['story', 'title']);
    expect(typeRefused.error?.data.fieldErrors?.story?.join(' ')).toMatch(/phone/);
    expect((await galleryProjectsNow(db())).filter((item) => item.submissionId === id)).toEqual([]);
  });

  /** The owner publishes the projects' draft, through the content gate. */
  async function publishProjects() {
    const services = server.app.services;
    expect(
      await publishGalleryProjects(db(), {
        authorId: people.owner.id,
        now: services.now,
        gate: services.contentGate,
        dataDir: services.env.DATA_DIR,
      }),
    ).toMatchObject({ ok: true });
  }

  it('makes a draft project of the chosen photos, and withdrawing consent takes it off', async () => {
    const id = await job();
    const a = await photo(id, 'before');
    const b = await photo(id, 'after');
    await photo(id, 'during');
    await consent('office', id, 'given');
    const made = await trpc('office', 'POST', 'jobPhotos.createProject', {
      job: id,
      title: 'Hail claim re-roof',
      service: 'Roof replacement',
      citySlug: 'broken-arrow',
      neighbourhood: 'Rose District',
      story: STORY,
      photos: [
        { id: a, alt: 'Hail-damaged shingles before the work' },
        { id: b, alt: 'The new roof after the work' },
      ],
      cover: b,
      checklist: TICKED,
    });
    expect(made.status).toBe(200);
    expect(made.data.id).toBe('roof-replacement-broken-arrow-2026-11');
    const [project] = await galleryProjectsNow(db());
    expect(project).toMatchObject({
      id: 'roof-replacement-broken-arrow-2026-11',
      submissionId: id,
      citySlug: 'broken-arrow',
      completedOn: '2026-11-17',
      photos: [
        { phase: 'before', alt: 'Hail-damaged shingles before the work', cover: false },
        { phase: 'after', alt: 'The new roof after the work', cover: true },
      ],
    });
    expect(
      await db()
        .selectFrom('job_photos')
        .select(['id', 'status', 'alt'])
        .where('submission_id', '=', id)
        .orderBy('id')
        .execute(),
    ).toEqual([
      { id: a, status: 'showcase', alt: 'Hail-damaged shingles before the work' },
      { id: b, status: 'cover', alt: 'The new roof after the work' },
      expect.objectContaining({ status: 'private', alt: null }),
    ]);
    // A second project of the same job and month gets its own id.
    const again = await trpc('owner', 'POST', 'jobPhotos.createProject', {
      job: id,
      title: 'Gutters after the re-roof',
      service: 'Roof replacement',
      citySlug: 'broken-arrow',
      story: STORY,
      photos: [{ id: a, alt: 'Hail-damaged shingles before the work' }],
      cover: a,
      checklist: TICKED,
    });
    expect(again.data.id).toBe('roof-replacement-broken-arrow-2026-11-2');

    // The owner publishes them (through the content gate); withdrawing takes them off the live site too.
    await publishProjects();
    const liveIds = async () =>
      (
        ((await readDocument(db(), 'galleryProjects', 'galleryProjects'))?.live?.data as { items: GalleryProject[] })
          ?.items ?? []
      ).map((item) => item.id);
    expect(await liveIds()).toEqual([
      'roof-replacement-broken-arrow-2026-11',
      'roof-replacement-broken-arrow-2026-11-2',
    ]);
    const withdrawn = await consent('office', id, 'withdrawn', 'Called to withdraw');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.data.message).toBe('Its gallery projects come off the site in a minute or two.');
    expect(await liveIds()).toEqual([]);
    expect((await galleryProjectsNow(db())).filter((item) => item.submissionId === id)).toEqual([]);
    const lead = await trpc('office', 'GET', 'leads.get', { id });
    expect(describeEvent(lead.data.history[0])).toBe(
      `${people.office.email} recorded that the homeowner withdrew consent to photos on the website (their projects come off the site)`,
    );
  }, 120_000);

  /** The live projects' requests, by project id. */
  const liveProjects = async () =>
    new Map(
      (
        ((await readDocument(db(), 'galleryProjects', 'galleryProjects'))?.live?.data as { items: GalleryProject[] })
          ?.items ?? []
      ).map((item) => [item.id, item.submissionId]),
    );

  /** A job with consent and an after photo, made into a project and published: its request's id. */
  async function jobOnSite(title: string): Promise<number> {
    const id = await job();
    const after = await photo(id, 'after');
    await consent('office', id, 'given');
    const made = await trpc('office', 'POST', 'jobPhotos.createProject', {
      job: id,
      title,
      service: 'Roof replacement',
      citySlug: 'broken-arrow',
      story: STORY,
      photos: [{ id: after, alt: 'The new roof after the work' }],
      cover: after,
      checklist: TICKED,
    });
    expect(made.status).toBe(200);
    await publishProjects();
    expect([...(await liveProjects()).values()]).toContain(id);
    return id;
  }

  /** Whether the job has a project on the site or in the draft. */
  const anyProjectOf = async (id: number) =>
    [...(await liveProjects()).values()].includes(id) ||
    (await galleryProjectsNow(db())).some((item) => item.submissionId === id);

  it('takes an erased request’s gallery projects off the site and out of the draft', async () => {
    const id = await jobOnSite('Storm re-roof');
    // Delete permanently: the request goes, and the photos of its home leave the website with it.
    const { version } = await db()
      .selectFrom('contact_submissions')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const erased = await trpc('owner', 'POST', 'leads.erase', { id, version });
    expect(erased.status).toBe(200);
    expect(await anyProjectOf(id)).toBe(false);
    const release = await db().selectFrom('releases').select('note').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(release.note).toBe(`Request ${id} erased: its gallery projects taken off the site`);
  }, 120_000);

  it('takes the gallery projects of a request the retention rule erases off the site', async () => {
    const id = await jobOnSite('Flat roof coating');
    // Marked Lost long ago: the retention rule's run erases it, and its project leaves the site.
    await db().updateTable('contact_submissions').set({ status: 'lost' }).where('id', '=', id).execute();
    const later = new Date(Date.now() + 400 * 24 * 60 * 60_000);
    const result = await retentionJob(30).run({
      db: db(),
      now: () => later,
      log: server.app.log,
      services: server.app.services,
      signal: new AbortController().signal,
    });
    expect(result.erased).toBeGreaterThanOrEqual(1);
    expect(await anyProjectOf(id)).toBe(false);
  }, 120_000);

  it('downloads the chosen photos for Google: sized for a post, no metadata, a caption with no phone', async () => {
    const id = await job();
    const big = await photo(id, 'after', { width: 4000, height: 3000 });
    const small = await photo(id, 'before', { width: 600, height: 400 });
    const tall = await photo(id, 'after', { width: 1000, height: 3000 });
    const foreign = await photo(await job(), 'after');
    const get = (query: string, who: keyof typeof people = 'office') =>
      server.app.inject({
        method: 'GET',
        url: `/api/job-photos/google?${query}`,
        headers: { cookie: people[who].cookie },
      });
    const noConsent = await get(`job=${id}&photos=${big}`);
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toMatch(/has not agreed to photos/);
    await consent('office', id, 'given');
    const notTheirs = await get(`job=${id}&photos=${big},${foreign}`);
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.body).toBe(`Photo ${foreign} is not this job's: reload the request and choose again.`);
    expect((await get(`job=${id}&photos=${big}`, 'crew')).statusCode).toBe(403);

    const answer = await get(`job=${id}&photos=${big},${small},${tall}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="roof-replacement-broken-arrow-2026-11-for-google.zip"',
    );
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'caption.txt',
      'roof-replacement-broken-arrow-2026-11-after-2.jpg',
      'roof-replacement-broken-arrow-2026-11-after.jpg',
      'roof-replacement-broken-arrow-2026-11-before.jpg',
    ]);
    const sizes: Record<string, [number, number]> = {};
    for (const [name, data] of Object.entries(files)) {
      if (!name.endsWith('.jpg')) continue;
      const meta = await sharp(Buffer.from(data)).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif, name).toBeUndefined();
      expect(meta.icc ?? meta.xmp ?? meta.iptc, name).toBeUndefined();
      expect(data.length).toBeLessThanOrEqual(GOOGLE_POST_PHOTO.maxBytes);
      expect(Math.min(meta.width!, meta.height!), name).toBeGreaterThanOrEqual(GOOGLE_POST_PHOTO.minSide);
      sizes[name] = [meta.width!, meta.height!];
    }
    expect(sizes['roof-replacement-broken-arrow-2026-11-after.jpg']).toEqual([1200, 900]);
    expect(sizes['roof-replacement-broken-arrow-2026-11-before.jpg']).toEqual([1200, 800]);
    // A tall, narrow photo grows until its short side is 720.
    expect(sizes['roof-replacement-broken-arrow-2026-11-after-2.jpg']).toEqual([720, 2160]);
    const caption = new TextDecoder().decode(files['caption.txt']);
    expect(caption).toBe('Roof Replacement in Broken Arrow, OK, November 2026.\n');
    expect(PHONE_IN_TEXT.test(caption)).toBe(false);
  }, 60_000);
});
