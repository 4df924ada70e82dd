import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryProject } from '../../schema/owner-content/gallery-projects';
import { jobPhotoMessages } from '../../shared/job-photos';
import { prepareMedia, storeMedia } from '../../server/media/store';
import { readDocument } from '../../server/owner-content/documents';
import type { ContentGate } from '../../server/owner-content/gate';
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

describe.each(testDatabaseKinds)('gallery projects: the draft and a withdrawn consent, on %s', (kind) => {
  let handle: TestDatabase | undefined;
  const db = () => ready(handle, 'the database').db;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-gallery-'));
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

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await runContentMigrations(handle.db, { site, now: NOW });
    before = await storePhoto(handle.db, dataDir, { r: 120, g: 90, b: 60 });
    after = await storePhoto(handle.db, dataDir, { r: 60, g: 70, b: 80 });
    consenting = await request('given');
    other = await request('given');
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

  it('publishes with consent given, then a withdrawal takes the job off the site and out of the draft, leaving the office’s other draft unpublished', async () => {
    const published = await publishGalleryProjects(db(), opts);
    expect(published).toMatchObject({ ok: true });
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
    // Nothing left to take off: a second call changes nothing.
    expect(await takeJobOffSite(db(), consenting, { authorId: null, now: NOW, gate: passes, dataDir })).toEqual({
      ok: true,
      changed: false,
    });
  });
});
