import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryProject } from '../../schema/owner-content/gallery-projects';
import { SESSION_COOKIE } from '../../server/auth/session';
import { galleryProjectsNow } from '../../server/job-photos/curation';
import { storeMedia } from '../../server/media/store';
import { publishGalleryProjects, saveGalleryProjectsDraft } from '../../server/owner-content/gallery-projects';
import type { JobPhotoPhase } from '../../shared/job-photos';
import { signedInUser } from '../support/sessions';
import { axeViolations, collectErrors, launchBrowser, startSite, waitForHydration } from './harness';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-gallery-edit');
const STORY =
  'Hail broke the shingles on the south slope. We tore off to the deck, replaced two sheets of rotten decking and laid a Class 4 roof.';
const FIXED_STORY =
  'Hail broke the shingles on every slope. We tore off to the deck, replaced two sheets of rotten decking and laid a Class 4 roof in a day.';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let project: GalleryProject;

/** A crew photo of the job, stored as the crew route stores one: its bytes in the library and its job_photos row. */
async function photo(submissionId: number, phase: JobPhotoPhase, colour: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="${colour}"/><path d="M0 700 L800 250 L1600 700 Z" fill="#3d3d3d"/></svg>`;
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  const sha256 = createHash('sha256').update(data).digest('hex');
  await storeMedia(
    site.database.db,
    site.dataDir,
    { data, sha256, format: 'jpeg', width: 1600, height: 1200 },
    { originalName: 'IMG_2001.JPG', uploadedBy: null, now: new Date() },
  );
  await site.database.db
    .insertInto('job_photos')
    .values({ submission_id: submissionId, phase, sha256, upload_key: randomBytes(32).toString('hex') })
    .execute();
  return sha256;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite({ jobs: false });
  browser = await launchBrowser();
  const { id: job } = await site.database.db
    .insertInto('contact_submissions')
    .values({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      address: '1200 S Elm Pl, Broken Arrow, OK 74012',
      office: 'tulsa',
      status: 'won',
      job_completed_on: '2026-11-17',
      photo_consent: 'given',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  project = {
    id: 'roof-replacement-broken-arrow-2026-11',
    submissionId: job,
    title: 'Hail claim re-roof',
    service: 'Roof Replacement',
    citySlug: 'broken-arrow',
    neighbourhood: 'Rose District',
    story: STORY,
    completedOn: '2026-11-17',
    photos: [
      { media: await photo(job, 'before', '#8a6f5a'), phase: 'before', alt: 'Hail-bruised shingles', cover: false },
      { media: await photo(job, 'during', '#6f7f8a'), phase: 'during', alt: 'The deck bared', cover: false },
      { media: await photo(job, 'after', '#4b6a88'), phase: 'after', alt: 'The new charcaol roof', cover: true },
    ],
  };
  // Made and published before: an edit makes it "Changed, not published". The content gate is not
  // what this file is about (job-photos-curation publishes through the real one).
  await saveGalleryProjectsDraft(site.database.db, () => [project], { authorId: null, now: new Date() });
  const published = await publishGalleryProjects(site.database.db, {
    authorId: null,
    now: () => new Date(),
    gate: async () => ({ pages: 1, problems: [] }),
    dataDir: site.dataDir,
  });
  expect(published).toMatchObject({ ok: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

let people = 0;
async function officePage(width: number): Promise<{ page: Page; errors: string[] }> {
  people += 1;
  const { cookie } = await signedInUser(site.database.db, {
    email: `office.${people}@ridgeline.example`,
    role: 'office',
  });
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.split('=')[1]!, url: site.url }]);
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
}

async function openEditor(page: Page) {
  await page.goto(`${site.url}/admin/projects`);
  await waitForHydration(page);
  const card = page.getByRole('listitem', { name: 'Hail claim re-roof' });
  await card.waitFor();
  await card.getByRole('button', { name: 'Edit Hail claim re-roof' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit “Hail claim re-roof”' });
  await dialog.waitFor();
  return { card, dialog };
}

describe('editing a gallery project on the dashboard', () => {
  it('opens each project in a form with its photos and the card as /gallery draws it, at a phone’s and a laptop’s width', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await officePage(width);
      const { dialog } = await openEditor(page);
      expect(await dialog.getByLabel('Title').inputValue()).toBe('Hail claim re-roof');
      expect(await dialog.getByLabel('The story').inputValue()).toBe(STORY);
      expect(await dialog.getByLabel('Describe photo 3').inputValue()).toBe('The new charcaol roof');
      expect(await dialog.getByRole('radio', { name: 'Cover (photo 3)' }).isChecked()).toBe(true);
      const thumbs = dialog.locator(`img[src$="?thumb"]`);
      await expect.poll(() => thumbs.count()).toBe(3);
      // The preview is the site's Gallery block in a frame: the card's title, place and story.
      const preview = page.frameLocator('iframe[title="Preview of the page"]');
      await preview.getByRole('heading', { name: 'Hail claim re-roof' }).waitFor({ timeout: 15_000 });
      expect(await preview.locator('body').textContent()).toContain('Rose District, Broken Arrow, OK');
      await page.screenshot({ path: path.join(SHOTS, `gallery-edit-${width}.png`), fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await dialog.getByRole('button', { name: 'Move up Photo 3 (after)' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `gallery-edit-photos-${width}.png`), fullPage: false });
      // Removing the cover passes it to the first photo left, and says so; focus stays in the list.
      await dialog.getByRole('button', { name: 'Remove Photo 3 (after)' }).click();
      await expect.poll(() => dialog.locator('img[src$="?thumb"]').count()).toBe(2);
      expect(await dialog.getByRole('radio', { name: 'Cover (photo 1)' }).isChecked()).toBe(true);
      expect(await dialog.getByRole('status').filter({ hasText: 'taken out' }).textContent()).toBe(
        'Photo 3 taken out of the project (it stays with the job’s photos). Photo 1 (before) is the cover now.',
      );
      await expect
        .poll(() =>
          dialog
            .getByRole('button', { name: 'Remove Photo 2 (during)' })
            .evaluate((element) => element === document.activeElement),
        )
        .toBe(true);
      // Cancel asks before dropping the removal, and keeps what is saved: nothing was.
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (question) => {
          resolve(question.message());
          void question.accept();
        }),
      );
      await dialog.getByRole('button', { name: 'Cancel' }).last().click();
      expect(await asked).toBe('Drop your changes to “Hail claim re-roof”? What was saved before stays as it is.');
      await expect.poll(() => dialog.count()).toBe(0);
      expect((await galleryProjectsNow(site.database.db))[0]).toEqual(project);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 90_000);

  it('refuses a phone number in the story on its field, then saves the story, a description and the order, and the card says it changed', async () => {
    const { page, errors } = await officePage(390);
    const { card, dialog } = await openEditor(page);
    expect(await card.textContent()).toContain('On the site');

    const story = dialog.getByLabel('The story');
    await story.fill('Call us at (918) 555-0142 for a roof just like this one, any day of the week.');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    const summary = dialog.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect.poll(() => summary.textContent()).toContain('Story: holds a phone number');
    // The summary has the focus, and the problem is on the field, tied to it.
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await story.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await story.getAttribute('aria-describedby'))!.split(' ');
    const words = await page.locator(`[id="${describedBy[0]}"]`).textContent();
    expect(words).toBe('holds a phone number: take it out (the site shows the office numbers itself)');
    await page.screenshot({ path: path.join(SHOTS, 'gallery-edit-refused-390.png'), fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    // The summary's link takes the keyboard to the field.
    await summary.getByRole('link').click();
    expect(await story.evaluate((element) => element === document.activeElement)).toBe(true);

    await story.fill(FIXED_STORY);
    expect(await story.getAttribute('aria-invalid')).toBeNull();
    // The preview follows the typing.
    const preview = page.frameLocator('iframe[title="Preview of the page"]');
    await expect.poll(() => preview.locator('body').textContent()).toContain('replaced two sheets');
    await expect.poll(() => preview.locator('body').textContent()).toContain('in a day.');
    await dialog.getByLabel('Describe photo 3').fill('The new charcoal shingle roof after the hail');
    // The after photo moved to the front from the keyboard: focus stays on it.
    const moveUp = dialog.getByRole('button', { name: 'Move up Photo 3 (after)' });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    const movedUp = dialog.getByRole('button', { name: 'Move up Photo 2 (after)' });
    await expect.poll(() => movedUp.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    // At the top Move up is disabled: focus went to Move down on the same photo.
    const atTop = dialog.getByRole('button', { name: 'Move down Photo 1 (after)' });
    await expect.poll(() => atTop.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('status').filter({ hasText: 'moved' }).textContent()).toBe(
      'Photo 1 (after) moved to place 1 of 3.',
    );
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => card.textContent()).toContain('Changed, not published');
    expect(await card.textContent()).toContain(FIXED_STORY);
    const [saved] = await galleryProjectsNow(site.database.db);
    expect(saved).toEqual({
      ...project,
      story: FIXED_STORY,
      photos: [
        { ...project.photos[2]!, alt: 'The new charcoal shingle roof after the hail' },
        project.photos[0],
        project.photos[1],
      ],
    });
    await page.screenshot({ path: path.join(SHOTS, 'gallery-edit-saved-390.png'), fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    // The one refused save (400) is the only failed call.
    expect(errors.filter((error) => !/status of 400 /.test(error))).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('does not overwrite a newer save of the project: the edit is refused in words and starts again from theirs, and Cancel drops only the typing', async () => {
    const { page, errors } = await officePage(1280);
    const { dialog } = await openEditor(page);
    // Someone else renames the project while this editor is open.
    const theirTitle = 'Hail claim re-roof, Rose District';
    const saved = await saveGalleryProjectsDraft(
      site.database.db,
      (items) => items.map((item) => ({ ...item, title: theirTitle })),
      { authorId: null, now: new Date() },
    );
    expect(saved.ok).toBe(true);
    await dialog.getByLabel('Title').fill('Hail re-roof');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    const summary = dialog.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect.poll(() => summary.textContent()).toContain('someone else changed this project');
    // On the field they changed: theirs and what was typed here.
    const title = dialog.getByLabel('Title');
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page.locator(`[id="${(await title.getAttribute('aria-describedby'))!.split(' ')[0]}"]`).textContent(),
    ).toBe(`someone else saved “${theirTitle}” since you opened the project; yours is “Hail re-roof”`);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'gallery-edit-stale-1280.png'), fullPage: false });
    expect((await galleryProjectsNow(site.database.db))[0]!.title).toBe(theirTitle);

    await dialog.getByRole('button', { name: 'Start again from their version' }).click();
    const theirs = page.getByRole('dialog', { name: `Edit “${theirTitle}”` });
    await theirs.waitFor();
    expect(await theirs.getByLabel('Title').inputValue()).toBe(theirTitle);
    // Typed, then Escape: asked first, kept open when the answer is no; then cancelled, the draft keeps their save.
    await theirs.getByLabel('Title').fill('Something else');
    const dismissed = new Promise<void>((resolve) =>
      page.once('dialog', (question) => {
        void question.dismiss();
        resolve();
      }),
    );
    await page.keyboard.press('Escape');
    await dismissed;
    expect(await theirs.isVisible()).toBe(true);
    expect(await theirs.getByLabel('Title').inputValue()).toBe('Something else');
    page.once('dialog', (question) => void question.accept());
    await theirs.getByRole('button', { name: 'Cancel' }).last().click();
    await expect.poll(() => theirs.count()).toBe(0);
    expect(await page.getByRole('listitem', { name: theirTitle }).count()).toBe(1);
    expect((await galleryProjectsNow(site.database.db))[0]!.title).toBe(theirTitle);
    // The one refused save (409) is the only failed call.
    expect(errors.filter((error) => !/status of 409 /.test(error))).toEqual([]);
    await page.context().close();
  }, 90_000);
});
