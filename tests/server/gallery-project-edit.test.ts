import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GalleryProject } from '../../schema/owner-content/gallery-projects';
import { storeMedia } from '../../server/media/store';
import { readDocument } from '../../server/owner-content/documents';
import { saveGalleryProjectsDraft } from '../../server/owner-content/gallery-projects';
import { testDatabaseKinds } from '../../testing/test-database';
import { SITE, testClock } from '../support/auth-app';
import { useServerApp } from '../support/server-app';
import { signedInUser, signInAgain } from '../support/sessions';

const NOW = new Date('2026-11-29T15:00:00Z');
const STORY =
  'Hail bruised every slope of this 2004 home. We met the adjuster on the roof and put on Class 4 impact-rated shingles.';

/**
 * galleryProjects.update: the office fixes a project after it was made (its words, its photos'
 * descriptions, the cover and the order) through the same draft and checks as a new one, and a
 * project someone else saved meanwhile is not overwritten.
 */
describe.each(testDatabaseKinds)('editing a gallery project on %s', (kind) => {
  const clock = testClock(NOW);
  const server = useServerApp(kind, { now: clock.now });
  const db = () => server.database.db;
  let office = { id: '', cookie: '' };
  let job = 0;
  /** The job's photos by phase, and a photo of another job the project must not take. */
  const media = { before: '', after: '', during: '', stranger: '' };

  async function storePhoto(shade: number): Promise<string> {
    const data = await sharp({
      create: { width: 640, height: 400, channels: 3, background: { r: shade, g: 90, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const sha256 = createHash('sha256').update(data).digest('hex');
    await storeMedia(
      db(),
      server.app.services.env.DATA_DIR,
      { data, sha256, format: 'jpeg', width: 640, height: 400 },
      { originalName: 'IMG_1.JPG', uploadedBy: null, now: NOW },
    );
    return sha256;
  }

  const project = (): GalleryProject => ({
    id: 'roof-replacement-broken-arrow-2026-11',
    submissionId: job,
    title: 'Hail claim re-roof',
    service: 'Roof replacement',
    citySlug: 'broken-arrow',
    neighbourhood: 'Rose District',
    story: STORY,
    completedOn: '2026-11-12',
    photos: [
      { media: media.before, phase: 'before', alt: 'Hail-damaged shingles with a blue tarp', cover: false },
      { media: media.during, phase: 'during', alt: 'The crew laying new underlayment', cover: false },
      { media: media.after, phase: 'after', alt: 'The same roof with new charcaol shingles', cover: true },
    ],
  });
  const other: Partial<GalleryProject> = { id: 'metal-roof-tulsa-2026-10', title: 'Standing-seam metal roof' };

  async function trpc(name: string, input: unknown) {
    const response = await server.app.inject({
      method: name.endsWith('.list') ? 'GET' : 'POST',
      url: name.endsWith('.list') ? `/trpc/${name}` : `/trpc/${name}`,
      headers: { 'content-type': 'application/json', origin: SITE, cookie: office.cookie },
      ...(name.endsWith('.list') ? {} : { payload: JSON.stringify(input) }),
    });
    const body = response.json();
    return {
      status: response.statusCode,
      data: body.result?.data,
      error: body.error as
        | {
            message: string;
            data: {
              fieldErrors?: Record<string, string[]>;
              appCode?: string;
              conflict?: { changes: { path: string }[] };
            };
          }
        | undefined,
    };
  }
  const draft = async () =>
    ((await readDocument(db(), 'galleryProjects', 'galleryProjects'))!.draft!.data as { items: GalleryProject[] })
      .items;
  const version = async () => (await readDocument(db(), 'galleryProjects', 'galleryProjects'))!.version;

  beforeAll(async () => {
    office = await signedInUser(db(), {
      email: `office.gallery-edit.${kind}@ridgeline.example`,
      role: 'office',
      now: NOW,
    });
    media.before = await storePhoto(110);
    media.during = await storePhoto(150);
    media.after = await storePhoto(190);
    media.stranger = await storePhoto(230);
    const [mine, theirs] = await db()
      .insertInto('contact_submissions')
      .values(
        ['Dave Rodriguez', 'Ann Lee'].map((name) => ({
          name,
          email: 'dave@example.com',
          created_at: NOW,
          office: 'tulsa',
          photo_consent: 'given' as const,
        })),
      )
      .returning('id')
      .execute();
    job = mine!.id;
    await db()
      .insertInto('job_photos')
      .values([
        ...(['before', 'during', 'after'] as const).map((phase) => ({
          submission_id: job,
          phase,
          sha256: media[phase],
          upload_key: media[phase],
          alt: project().photos.find((photo) => photo.phase === phase)!.alt,
        })),
        { submission_id: theirs!.id, phase: 'after', sha256: media.stranger, upload_key: media.stranger },
      ])
      .execute();
  });
  beforeEach(async () => {
    clock.set(NOW);
    await signInAgain(db(), [office], NOW);
    // Each test starts from the two projects as the curation screen made them.
    await saveGalleryProjectsDraft(db(), () => [project(), { ...project(), ...other }], { authorId: null, now: NOW });
  });

  it('saves the words, a photo’s description, the cover and the order, and keeps the description and the cover on the job’s photos', async () => {
    const at = await version();
    // The job's photos as the curation screen left them: the project's, its cover the after photo.
    for (const phase of ['before', 'during', 'after'] as const)
      await db()
        .updateTable('job_photos')
        .set({ status: phase === 'after' ? 'cover' : 'showcase' })
        .where('sha256', '=', media[phase])
        .execute();
    // The office has since described the before photo afresh on the request: an edit that leaves its words alone keeps theirs.
    await db()
      .updateTable('job_photos')
      .set({ alt: 'Bruised shingles, written for the next project' })
      .where('sha256', '=', media.before)
      .execute();
    const [before, during, after] = project().photos;
    const saved = await trpc('galleryProjects.update', {
      id: project().id,
      version: at,
      title: 'Hail claim re-roof in Rose District',
      story: `${STORY} The homeowner's claim paid for all of it.`,
      neighbourhood: '',
      photos: [
        { media: after!.media, alt: 'The same roof with new charcoal shingles', cover: false },
        { media: before!.media, alt: before!.alt, cover: true },
        { media: during!.media, alt: during!.alt, cover: false },
      ],
    });
    expect(saved.error).toBeUndefined();
    expect(saved.data.version).toBe(at + 1);
    const [edited, untouched] = await draft();
    expect(edited).toEqual({
      ...project(),
      title: 'Hail claim re-roof in Rose District',
      story: `${STORY} The homeowner's claim paid for all of it.`,
      neighbourhood: undefined,
      photos: [
        { ...after!, alt: 'The same roof with new charcoal shingles', cover: false },
        { ...before!, cover: true },
        during,
      ],
    });
    expect(edited).not.toHaveProperty('neighbourhood');
    expect(untouched).toEqual({ ...project(), ...other });
    const alts = await db()
      .selectFrom('job_photos')
      .select(['sha256', 'alt'])
      .where('sha256', 'in', [after!.media, before!.media])
      .execute();
    expect(Object.fromEntries(alts.map((row) => [row.sha256, row.alt]))).toEqual({
      [after!.media]: 'The same roof with new charcoal shingles',
      [before!.media]: 'Bruised shingles, written for the next project',
    });
    // The cover moved on the job's photos too: the next project from the job starts from it.
    const statuses = await db()
      .selectFrom('job_photos')
      .select(['sha256', 'status'])
      .where('submission_id', '=', job)
      .execute();
    expect(Object.fromEntries(statuses.map((row) => [row.sha256, row.status]))).toEqual({
      [media.before]: 'cover',
      [media.during]: 'showcase',
      [media.after]: 'showcase',
    });
    const list = await trpc('galleryProjects.list', undefined);
    expect(list.data.items[0]).toMatchObject({
      state: 'new',
      project: { title: 'Hail claim re-roof in Rose District' },
    });
  });

  it('lets a photo be left out while one stays, the cover among those kept', async () => {
    const [before, , after] = project().photos;
    const saved = await trpc('galleryProjects.update', {
      id: project().id,
      photos: [before, after].map((photo) => ({ media: photo!.media, alt: photo!.alt, cover: photo!.cover })),
    });
    expect(saved.error).toBeUndefined();
    expect((await draft())[0]!.photos.map((photo) => photo.phase)).toEqual(['before', 'after']);
  });

  it('refuses a story with a phone number on its field, and a photo without a cover on the photos, saving nothing', async () => {
    const at = await version();
    const refused = await trpc('galleryProjects.update', {
      id: project().id,
      version: at,
      story: 'Call us at (918) 555-0142 for a roof just like this one, any day of the week.',
      photos: project().photos.map((photo) => ({ media: photo.media, alt: photo.alt, cover: false })),
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.data.appCode).toBe('INVALID_DRAFT');
    expect(refused.error?.data.fieldErrors).toEqual({
      story: ['holds a phone number: take it out (the site shows the office numbers itself)'],
      photos: ['has no cover photo: mark one photo as the cover'],
    });
    expect(refused.error?.message).toBe(
      'Not saved: 2 problems need attention, the first: Project Hail claim re-roof (roof-replacement-broken-arrow-2026-11) › Story: holds a phone number: take it out (the site shows the office numbers itself)',
    );
    expect(await version()).toBe(at);
    expect((await draft())[0]).toEqual(project());
  });

  it('refuses a photo that is not in the project, even one of another job, on that photo', async () => {
    const refused = await trpc('galleryProjects.update', {
      id: project().id,
      photos: [
        ...project().photos.map(({ media: hash, alt, cover }) => ({ media: hash, alt, cover })),
        { media: media.stranger, alt: 'Another home’s new roof', cover: false },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.data.fieldErrors).toEqual({
      'photos.3.media': [expect.stringMatching(/^is not one of this project’s photos: .*make a new project/)],
    });
    expect((await draft())[0]).toEqual(project());
  });

  it('never changes the id, the request or the city page, and says what to do instead', async () => {
    for (const field of [{ newId: 'my-favourite-roof' }, { citySlug: 'tulsa' }, { submissionId: job + 1 }]) {
      const refused = await trpc('galleryProjects.update', { id: project().id, title: 'Renamed', ...field });
      expect(refused.status).toBe(400);
      expect(refused.error?.message).toMatch(
        new RegExp(
          `^Not saved: ${Object.keys(field)[0]} cannot be changed on a project once it is made .*Remove the project and make it again`,
        ),
      );
    }
    expect((await draft()).map((item) => [item.id, item.submissionId, item.citySlug, item.title])).toEqual([
      [project().id, job, 'broken-arrow', 'Hail claim re-roof'],
      [other.id, job, 'broken-arrow', other.title],
    ]);
    // The id names the project to change; a name no project has changes nothing.
    const missing = await trpc('galleryProjects.update', { id: 'my-favourite-roof', title: 'Renamed' });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toMatch(/not in the draft any more.*reload the list/);
  });

  it('refuses an edit of a project someone saved since it was opened, and applies one when only another project changed', async () => {
    const opened = await version();
    // Someone fixes the other project: this editor's save still goes through, theirs kept.
    expect(
      (await trpc('galleryProjects.update', { id: other.id, version: opened, title: 'Standing-seam metal, Tulsa' }))
        .error,
    ).toBeUndefined();
    const saved = await trpc('galleryProjects.update', { id: project().id, version: opened, title: 'Hail re-roof' });
    expect(saved.error).toBeUndefined();
    expect((await draft()).map((item) => item.title)).toEqual(['Hail re-roof', 'Standing-seam metal, Tulsa']);

    // Someone changes this project's story after this editor opened it (at the version just saved).
    const mine = saved.data.version as number;
    expect(
      (await trpc('galleryProjects.update', { id: project().id, version: mine, story: `${STORY} Done in a day.` }))
        .error,
    ).toBeUndefined();
    const stale = await trpc('galleryProjects.update', {
      id: project().id,
      version: mine,
      story: `${STORY} Finished before the next storm.`,
    });
    expect(stale.status).toBe(409);
    expect(stale.error?.data.appCode).toBe('STALE_DRAFT');
    expect(stale.error?.data.conflict?.changes.map((change) => change.path)).toEqual(['story']);
    expect(stale.error?.message).toMatch(
      /^Not saved: someone else saved this project after you opened it \(Project Hail re-roof \(roof-replacement-broken-arrow-2026-11\) › Story\)\. Nothing was overwritten/,
    );
    expect((await draft())[0]!.story).toBe(`${STORY} Done in a day.`);
  });
});
