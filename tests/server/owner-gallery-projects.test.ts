import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryProject } from '../../schema/owner-content/gallery-projects';
import { jobPhotoMessages } from '../../shared/job-photos';
import { prepareMedia, storeMedia } from '../../server/media/store';
import { readDocument } from '../../server/owner-content/documents';
import { childProcessGate, type ContentGate } from '../../server/owner-content/gate';
import { exportLiveContent, publishSiteFacts, rollbackSiteFacts } from '../../server/owner-content/publish';
import { readSiteFacts, saveSiteFactsDraft } from '../../server/owner-content/site-facts';
import { readOwnerGallery } from '../../content/owner-gallery';
import {
  publishGalleryProjects,
  readGalleryProjects,
  saveGalleryProjectsDraft,
  takeJobOffSite,
} from '../../server/owner-content/gallery-projects';
import { runContentMigrations } from '../../server/owner-content/migrations';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { ready } from '../support/server-app';
import { site } from '../support/site';

const NOW = new Date('2026-11-29T15:00:00Z');

/** A small photo stored in the library the way the crew's upload stores one (upright, no metadata). */
async function storePhoto(db: TestDatabase['db'], dataDir: string, colour: { r: number; g: number; b: number }) {
  const file = path.join(dataDir, `photo-${colour.r}-${colour.g}.jpg`);
  await sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCo', Model: 'Roof 12' } } })
    .toFile(file);
  const prepared = await prepareMedia(file);
  if (!prepared.ok) throw new Error(prepared.message);
  return (await storeMedia(db, dataDir, prepared.media, { originalName: 'IMG_0001.jpg', uploadedBy: null, now: NOW }))
    .sha256;
}

describe.each(testDatabaseKinds)('gallery projects: the draft, the publish and a withdrawn consent, on %s', (kind) => {
  let handle: TestDatabase | undefined;
  const db = () => ready(handle, 'the database').db;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-gallery-'));
  const liveDir = path.join(dataDir, 'content/live');
  /** A gate that passes: these tests are about the draft and consent, the build test checks the site. */
  const passes: ContentGate = async () => ({ pages: 59, problems: [] });
  const opts = { authorId: null, now: () => NOW, gate: passes, dataDir };
  let before = '';
  let after = '';
  let consenting = 0;
  let other = 0;

  const project = (over: Partial<GalleryProject> = {}): GalleryProject => ({
    id: 'roof-replacement-broken-arrow-2026-11',
    submissionId: consenting,
    title: 'Hail claim re-roof',
    service: 'Roof replacement',
    citySlug: 'broken-arrow',
    neighbourhood: 'Rose District',
    story:
      'Hail bruised every slope of this 2004 home. We met the adjuster on the roof and put on Class 4 impact-rated shingles.',
    completedOn: '2026-11-12',
    photos: [
      { media: before, phase: 'before', alt: 'Hail-damaged shingles with a blue tarp', cover: false },
      { media: after, phase: 'after', alt: 'The same roof with new charcoal shingles', cover: true },
    ],
    ...over,
  });

  const request = async (consent: 'given' | 'withdrawn' | null) =>
    (
      await db()
        .insertInto('contact_submissions')
        .values({
          name: 'Dave Rodriguez',
          email: 'dave@example.com',
          created_at: NOW,
          office: 'tulsa',
          photo_consent: consent,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  /** The crew's photo of a job, as the upload files it (its upload key is a stand-in: the bytes' hash). */
  const filePhoto = (submissionId: number, sha256: string, phase: 'before' | 'after') =>
    db().insertInto('job_photos').values({ submission_id: submissionId, phase, sha256, upload_key: sha256 }).execute();

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await runContentMigrations(handle.db, { site, now: NOW });
    before = await storePhoto(handle.db, dataDir, { r: 120, g: 90, b: 60 });
    after = await storePhoto(handle.db, dataDir, { r: 60, g: 70, b: 80 });
    consenting = await request('given');
    other = await request('given');
    // Both jobs' photos are on file under each request (the test's projects share two photos).
    for (const job of [consenting, other]) {
      await filePhoto(job, before, 'before');
      await filePhoto(job, after, 'after');
    }
  });
  afterAll(async () => {
    await handle?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('saves a first draft, made from nothing, and lists it as new', async () => {
    const saved = await saveGalleryProjectsDraft(db(), (items) => [...items, project()], { authorId: null, now: NOW });
    expect(saved).toMatchObject({ ok: true, rev: expect.any(Number), version: 1 });
    const view = await readGalleryProjects(db());
    expect(view).toMatchObject({ version: 1, unpublished: true, items: [{ state: 'new', project: project() }] });
  });

  it('refuses a draft the type does not accept, naming the project as the dashboard lists it, and saves nothing', async () => {
    const saved = await saveGalleryProjectsDraft(
      db(),
      (items) => [
        ...items,
        project({ id: 'second-job', story: 'Call us at (918) 555-0142 for a roof just like this one, any day.' }),
      ],
      { authorId: null, now: NOW },
    );
    expect(saved).toEqual({
      ok: false,
      problems: [
        {
          path: 'items.1.story',
          where: 'Project Hail claim re-roof (second-job) › Story',
          message: 'holds a phone number: take it out (the site shows the office numbers itself)',
        },
      ],
    });
    expect((await readDocument(db(), 'galleryProjects', 'galleryProjects'))!.version).toBe(1);
  });

  it('refuses to publish a project whose homeowner gave no photo consent, naming it', async () => {
    const unasked = await request(null);
    await filePhoto(unasked, before, 'before');
    await filePhoto(unasked, after, 'after');
    await saveGalleryProjectsDraft(
      db(),
      (items) => [...items, project({ id: 'metal-roof-jenks-2026-10', submissionId: unasked, citySlug: 'jenks' })],
      { authorId: null, now: NOW },
    );
    const outcome = await publishGalleryProjects(db(), opts);
    expect(outcome).toEqual({
      ok: false,
      reason: 'invalid',
      problems: [
        {
          path: 'items.1.submissionId',
          where: 'Project Hail claim re-roof (metal-roof-jenks-2026-10)',
          message: `${jobPhotoMessages.noConsent} (request ${unasked})`,
        },
      ],
    });
    expect((await readDocument(db(), 'galleryProjects', 'galleryProjects'))!.live).toBeNull();
    await saveGalleryProjectsDraft(db(), (items) => items.filter((item) => item.submissionId !== unasked), {
      authorId: null,
      now: NOW,
    });
  });

  it('refuses to publish a photo that is not one of the job’s own', async () => {
    const stranger = await request('given');
    await saveGalleryProjectsDraft(
      db(),
      (items) => [
        ...items,
        project({ id: 'someone-elses-2026-06', submissionId: stranger, completedOn: '2026-06-01' }),
      ],
      { authorId: null, now: NOW },
    );
    const outcome = await publishGalleryProjects(db(), opts);
    expect(outcome).toEqual({
      ok: false,
      reason: 'invalid',
      problems: [0, 1].map((at) => ({
        path: `items.1.photos.${at}.media`,
        where: `Project Hail claim re-roof (someone-elses-2026-06) › Photos › ${at + 1} › Photo`,
        message: `is not one of the photos of this job (request ${stranger}): pick the project's photos from its own job`,
      })),
    });
    await saveGalleryProjectsDraft(db(), (items) => items.filter((item) => item.submissionId !== stranger), {
      authorId: null,
      now: NOW,
    });
  });

  it('publishes with consent through the real gate, and exports the projects with each photo under its public name and no metadata', async () => {
    const published = await publishGalleryProjects(db(), { ...opts, gate: childProcessGate() });
    expect(published).toMatchObject({ ok: true });
    const names = [
      'roof-replacement-broken-arrow-2026-11-before.jpg',
      'roof-replacement-broken-arrow-2026-11-after.jpg',
    ];
    const exported = JSON.parse(readFileSync(path.join(liveDir, 'gallery-projects.json'), 'utf8'));
    expect(exported).toMatchObject({
      type: 'galleryProjects',
      schemaVersion: 1,
      data: { items: [project()] },
      names: { [project().id]: names },
    });
    expect(readdirSync(path.join(liveDir, 'gallery')).sort()).toEqual([...names].sort());
    for (const name of names) {
      const meta = await sharp(path.join(liveDir, 'gallery', name)).metadata();
      expect(meta.exif, name).toBeUndefined();
    }
    const read = readOwnerGallery(liveDir);
    expect(read.problems).toEqual([]);
    expect(read.items!.map((item) => item.photos.map((photo) => photo.src))).toEqual([names]);
    // Nothing public names the photo by its hash.
    expect(Object.keys(read.sources).join()).not.toContain(after);
  }, 120_000);

  it('refuses a project the real gate finds placed on no city page: nothing goes live', async () => {
    const live = readFileSync(path.join(liveDir, 'gallery-projects.json'), 'utf8');
    await saveGalleryProjectsDraft(
      db(),
      (items) => [
        ...items,
        project({ id: 'lost-job-2026-07', submissionId: other, citySlug: 'xyz', completedOn: '2026-07-01' }),
      ],
      { authorId: null, now: NOW },
    );
    const outcome = await publishGalleryProjects(db(), { ...opts, gate: childProcessGate() });
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'failed',
      problems: [
        {
          path: 'items.1.citySlug',
          where: 'Gallery projects',
          message:
            'Project Hail claim re-roof (lost-job-2026-07) is placed on /locations/xyz, which is not a city page: pick the city of the job',
        },
      ],
    });
    expect(readFileSync(path.join(liveDir, 'gallery-projects.json'), 'utf8')).toBe(live);
    await saveGalleryProjectsDraft(db(), (items) => items.filter((item) => item.id !== 'lost-job-2026-07'), {
      authorId: null,
      now: NOW,
    });
  }, 120_000);

  it('a withdrawal takes the job off the site and out of the draft, leaving the office’s other draft unpublished', async () => {
    const second = project({ id: 'leak-repair-tulsa-2026-09', submissionId: other, citySlug: 'tulsa' });
    const third = project({ id: 'gutter-broken-arrow-2026-08', submissionId: other, completedOn: '2026-08-01' });
    await saveGalleryProjectsDraft(db(), (items) => [...items, second], { authorId: null, now: NOW });
    expect(await publishGalleryProjects(db(), opts)).toMatchObject({ ok: true });
    // The office drafts a third project, not yet published, when the first homeowner withdraws.
    await saveGalleryProjectsDraft(db(), (items) => [...items, third], { authorId: null, now: NOW });
    await db()
      .updateTable('contact_submissions')
      .set({ photo_consent: 'withdrawn' })
      .where('id', '=', consenting)
      .execute();

    const taken = await takeJobOffSite(db(), consenting, { authorId: null, now: NOW, gate: passes, dataDir });
    expect(taken).toMatchObject({ ok: true, changed: true, releaseId: expect.any(Number) });
    const doc = await readDocument(db(), 'galleryProjects', 'galleryProjects');
    expect(doc!.live!.data).toEqual({ items: [second] });
    expect(doc!.draft!.data).toEqual({ items: [second, third] });
    expect(readOwnerGallery(liveDir).items!.map((item) => item.id)).toEqual([second.id]);
    expect(readdirSync(path.join(liveDir, 'gallery')).some((name) => name.startsWith(project().id))).toBe(false);
    // Nothing left to take off: a second call changes nothing.
    expect(await takeJobOffSite(db(), consenting, { authorId: null, now: NOW, gate: passes, dataDir })).toEqual({
      ok: true,
      changed: false,
    });
  });

  it('does not bring a withdrawn job back when the business facts go back to a release that showed it', async () => {
    // A release of the facts made while the job was live…
    await db()
      .updateTable('contact_submissions')
      .set({ photo_consent: 'given' })
      .where('id', '=', consenting)
      .execute();
    await saveGalleryProjectsDraft(db(), (items) => [project(), ...items], { authorId: null, now: NOW });
    expect(await publishGalleryProjects(db(), opts)).toMatchObject({ ok: true });
    const view = (await readSiteFacts(db()))!;
    const saved = await saveSiteFactsDraft(db(), {
      version: view.version,
      data: { ...structuredClone(view.draft), phones: { ...view.draft.phones, business: '(918) 555-0171' } },
      authorId: null,
      now: NOW,
    });
    if (!saved.ok) throw new Error(`draft not saved: ${saved.reason}`);
    const facts = await publishSiteFacts(db(), { version: saved.version, ...opts });
    if (!facts.ok) throw new Error(`facts not published: ${facts.reason}`);
    // …then the homeowner withdraws, and the owner rolls the facts back to that release.
    await db()
      .updateTable('contact_submissions')
      .set({ photo_consent: 'withdrawn' })
      .where('id', '=', consenting)
      .execute();
    expect(await takeJobOffSite(db(), consenting, { authorId: null, now: NOW, gate: passes, dataDir })).toMatchObject({
      ok: true,
      changed: true,
    });
    const back = await rollbackSiteFacts(db(), { releaseId: facts.releaseId, ...opts });
    expect(back).toMatchObject({ ok: true });
    const doc = (await readDocument(db(), 'galleryProjects', 'galleryProjects'))!;
    const ids = (data: unknown) => (data as { items: GalleryProject[] }).items.map((item) => item.submissionId);
    expect(ids(doc.live!.data)).not.toContain(consenting);
    expect(ids(doc.draft!.data)).not.toContain(consenting);
    expect(readOwnerGallery(liveDir).items!.map((item) => item.id)).not.toContain(project().id);
  });

  it('writes the export again at start when its files are not what is live', async () => {
    const file = path.join(liveDir, 'gallery-projects.json');
    const written = readFileSync(file, 'utf8');
    rmSync(path.join(liveDir, 'gallery'), { recursive: true });
    expect(await exportLiveContent(db(), dataDir)).toBe('written');
    expect(readFileSync(file, 'utf8')).toBe(written);
    expect(readOwnerGallery(liveDir).problems).toEqual([]);
    expect(await exportLiveContent(db(), dataDir)).toBe('current');
  });
});
