import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/session';
import { galleryProjectsNow } from '../../server/job-photos/curation';
import { storeMedia } from '../../server/media/store';
import { saveGalleryProjectsDraft } from '../../server/owner-content/gallery-projects';
import type { JobPhotoPhase } from '../../shared/job-photos';
import type { StaffRole } from '../../shared/staff-roles';
import { signedInUser } from '../support/sessions';
import { axeViolations, collectErrors, launchBrowser, startSite, waitForHydration } from './harness';
import { buildWithContent } from './build-with-content';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-job-photos');
const STORY =
  'Hail broke the shingles on the south slope. We tore off to the deck, replaced two sheets of rotten decking and laid a Class 4 roof.';

const _repo = path.resolve(import.meta.dirname, '../..');
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
const scratch: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite({ jobs: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** The site built with a content export, in a scratch folder this file removes. */
const buildWith = (content: string) => buildWithContent(content, scratch);

let people = 0;
async function staffPage(role: StaffRole, width: number): Promise<{ page: Page; errors: string[] }> {
  people += 1;
  const { cookie } = await signedInUser(site.database.db, { email: `${role}.${people}@ridgeline.example`, role });
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.split('=')[1]!, url: site.url }]);
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
}

/** A won job from Broken Arrow, completed in November. */
async function job(name: string): Promise<number> {
  const row = await site.database.db
    .insertInto('contact_submissions')
    .values({
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      phone: '(918) 555-0199',
      address: '1200 S Elm Pl, Broken Arrow, OK 74012',
      page: '/contact',
      service_needed: 'Roof Replacement',
      office: 'tulsa',
      status: 'won',
      job_completed_on: '2026-11-17',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A crew photo of the job, stored as the crew route stores one (a media row and its job_photos row). */
async function photo(submissionId: number, phase: JobPhotoPhase, colour: string): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="${colour}"/><path d="M0 700 L800 250 L1600 700 Z" fill="#3d3d3d"/></svg>`;
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  const sha256 = createHash('sha256').update(data).digest('hex');
  await storeMedia(
    site.database.db,
    site.dataDir,
    { data, sha256, format: 'jpeg', width: 1600, height: 1200 },
    { originalName: 'IMG_2001.JPG', uploadedBy: null, now: new Date() },
  );
  const row = await site.database.db
    .insertInto('job_photos')
    .values({ submission_id: submissionId, phase, sha256, upload_key: randomBytes(32).toString('hex') })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The first test's job, whose project the owner publishes in the second. */
let curatedJob = 0;

describe('curating a job’s photos', () => {
  it('lets the office pick the photos, describe them, record the consent and make a gallery project, with each refusal on its field', async () => {
    const id = await job('Dana Whitfield');
    curatedJob = id;
    await photo(id, 'before', '#8a6f5a');
    await photo(id, 'during', '#6f7f8a');
    await photo(id, 'after', '#4b6a88');

    for (const width of [390, 1280]) {
      const { page, errors } = await staffPage('office', width);
      await page.goto(`${site.url}/admin?lead=${id}`);
      await waitForHydration(page);
      const dialog = page.getByRole('dialog', { name: 'Dana Whitfield' });
      const section = dialog.getByRole('region', { name: 'Job photos' });
      await section.waitFor();
      for (const phase of ['Before (1)', 'During (1)', 'After (1)'])
        await section.getByRole('heading', { name: phase, level: 4 }).waitFor();
      // The thumbnails come from the staff-only job photo route.
      const thumbs = section.locator('img[src*="size=thumb"]');
      await expect.poll(() => thumbs.count()).toBe(3);
      for (const thumb of await thumbs.all()) {
        // Loaded lazily, as it comes into view.
        await thumb.scrollIntoViewIfNeeded();
        await expect
          .poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
          .toBeGreaterThan(0);
      }
      // The description is offered, from the request's service and the city it names.
      expect(await section.getByLabel('Describe the photo').first().inputValue()).toBe(
        'Roof Replacement in Broken Arrow, OK, before the work',
      );
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `job-photos-${width}.png`), fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    }

    const { page, errors } = await staffPage('office', 390);
    await page.goto(`${site.url}/admin?lead=${id}`);
    await waitForHydration(page);
    const section = page.getByRole('dialog', { name: 'Dana Whitfield' }).getByRole('region', { name: 'Job photos' });
    await section.waitFor();
    const cards = section.locator('li').filter({ has: page.getByRole('button', { name: /Showcase/ }) });
    await expect.poll(() => cards.count()).toBe(3);
    // Showcase on the before photo, Cover on the after photo: real toggle buttons, from the keyboard.
    const beforeShowcase = cards.nth(0).getByRole('button', { name: /Showcase/ });
    await beforeShowcase.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => beforeShowcase.getAttribute('aria-pressed')).toBe('true');
    const afterCover = cards.nth(2).getByRole('button', { name: /Cover/ });
    await afterCover.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => afterCover.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() =>
        cards
          .nth(2)
          .getByRole('button', { name: /Showcase/ })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    // The after photo's description, changed and saved when the box is left.
    const afterAlt = cards.nth(2).getByLabel('Describe the photo');
    await afterAlt.fill('The new charcoal shingle roof after the hail repair');
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        site.database.db
          .selectFrom('job_photos')
          .select('alt')
          .where('submission_id', '=', id)
          .where('phase', '=', 'after')
          .executeTakeFirst(),
      )
      .toEqual({ alt: 'The new charcoal shingle roof after the hail repair' });

    // Without the consent, the checklist or a title and story: every problem in words on its field.
    await section.getByRole('button', { name: 'Create gallery project' }).click();
    const form = section.getByRole('form', { name: /Gallery project from/ });
    await form.waitFor();
    expect(await form.getByLabel('City page').inputValue()).toBe('broken-arrow');
    await form.getByRole('button', { name: 'Save the gallery project' }).click();
    const alert = form.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('The homeowner has not agreed to photos');
    expect(await alert.textContent()).toContain('Tick every item of the checklist');
    expect(await form.textContent()).toContain('Tick "No face in frame" once you have looked.');
    await page.screenshot({ path: path.join(SHOTS, 'job-photos-refused-390.png'), fullPage: false });
    expect(await axeViolations(page)).toEqual([]);

    // The consent, with how it was given; the request's History says so.
    await section.getByLabel('Homeowner agreed to photos on the website: how?').fill('Signed contract, photo clause');
    await section.getByRole('button', { name: 'Record consent' }).click();
    await expect.poll(() => section.textContent()).toContain('Homeowner agreed to photos on the website.');
    expect(await section.textContent()).toContain('Signed contract, photo clause');
    await expect
      .poll(() => page.getByRole('region', { name: 'History' }).textContent())
      .toContain("recorded the homeowner's consent to photos on the website");

    for (const tick of [
      'No house number in frame',
      'No street sign in frame',
      'No licence plate in frame',
      'No face in frame',
    ])
      await form.getByLabel(tick).check();
    await form.getByLabel('Title (e.g. Hail claim re-roof)').fill('Hail claim re-roof');
    await form.getByLabel('Neighbourhood (never a street or house number)').fill('Rose District');
    await form.getByLabel(/The story/).fill(STORY);
    await form.getByRole('button', { name: 'Save the gallery project' }).click();
    await expect.poll(() => section.textContent()).toContain('Gallery projects from this job: Hail claim re-roof');
    const [project] = await galleryProjectsNow(site.database.db);
    expect(project).toMatchObject({
      id: 'roof-replacement-broken-arrow-2026-11',
      submissionId: id,
      citySlug: 'broken-arrow',
      neighbourhood: 'Rose District',
      photos: [
        { phase: 'before', alt: 'Roof Replacement in Broken Arrow, OK, before the work', cover: false },
        { phase: 'after', alt: 'The new charcoal shingle roof after the hail repair', cover: true },
      ],
    });
    // Download for Google: a link to the chosen photos' ZIP.
    const google = section.getByRole('link', { name: 'Download for Google (2)' });
    await google.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'job-photos-project-390.png'), fullPage: false });
    await section.getByText('Homeowner agreed to photos on the website.').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'job-photos-consent-390.png'), fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    const href = await google.getAttribute('href');
    const zip = await page.request.get(`${site.url}${href}`);
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-type']).toBe('application/zip');
    // The one refused save (400) is the only failed call.
    expect(errors.filter((error) => !/status of 400 /.test(error))).toEqual([]);
    expect(errors).toHaveLength(1);
    await page.context().close();
  }, 120_000);

  it('lets the owner publish it, not a project without consent, and a build puts it on /gallery and the city page as HTML', async () => {
    expect(curatedJob).toBeGreaterThan(0);
    // A project whose homeowner never agreed (made before the rule, say): the publish must refuse it.
    const other = await job('Morgan Lake');
    const otherPhoto = await photo(other, 'after', '#55774f');
    const sha256 = (
      await site.database.db
        .selectFrom('job_photos')
        .select('sha256')
        .where('id', '=', otherPhoto)
        .executeTakeFirstOrThrow()
    ).sha256;
    const saved = await saveGalleryProjectsDraft(
      site.database.db,
      (items) => [
        ...items,
        {
          id: 'gutter-repair-broken-arrow-2026-11',
          submissionId: other,
          title: 'Storm gutter repair',
          service: 'Gutter repair',
          citySlug: 'broken-arrow',
          story: STORY,
          completedOn: '2026-11-10',
          photos: [{ media: sha256, phase: 'after', alt: 'New seamless gutters along the eaves', cover: true }],
        },
      ],
      { authorId: null, now: new Date() },
    );
    expect(saved.ok).toBe(true);

    // The office sees the projects and that publishing is the owner's.
    {
      const { page, errors } = await staffPage('office', 390);
      await page.goto(`${site.url}/admin/projects`);
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'Hail claim re-roof', level: 2 }).waitFor();
      expect(await page.getByText('Only the owner publishes: your projects wait for them.').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    }

    for (const width of [1280, 390]) {
      const { page, errors } = await staffPage('owner', width);
      await page.goto(`${site.url}/admin/projects`);
      await waitForHydration(page);
      const hail = page.getByRole('listitem', { name: 'Hail claim re-roof' });
      await hail.waitFor();
      expect(await hail.textContent()).toContain('New, not published');
      expect(await hail.textContent()).toContain(
        'Roof Replacement · Rose District, Broken Arrow, OK · November 2026 · 2 photos',
      );
      await expect
        .poll(() => hail.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await page.screenshot({ path: path.join(SHOTS, `projects-${width}.png`), fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (width === 1280) {
        // The dashboard's sections, Projects among them, fit the header's row without scrolling.
        const nav = page.getByRole('navigation', { name: 'Dashboard' });
        expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        expect(errors).toEqual([]);
        await page.context().close();
        continue;
      }
      // Refused in words, naming the project without consent; nothing goes live.
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const alert = page.getByRole('main').getByRole('alert');
      await expect.poll(() => alert.textContent(), { timeout: 60_000 }).toContain('Storm gutter repair');
      expect(await alert.textContent()).toContain(
        'The homeowner has not agreed to photos of their home on the website.',
      );
      await page.screenshot({ path: path.join(SHOTS, 'projects-refused-390.png'), fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      // Removed from the draft, the rest publishes.
      await page.getByRole('button', { name: 'Remove Storm gutter repair' }).click();
      await expect.poll(() => page.getByRole('listitem', { name: 'Storm gutter repair' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect.poll(() => hail.textContent(), { timeout: 90_000 }).toContain('On the site');
      await page.screenshot({ path: path.join(SHOTS, 'projects-published-390.png'), fullPage: false });
      expect(errors.filter((error) => !/status of 400 /.test(error))).toEqual([]);
      await page.context().close();
    }

    // The live export, built as the deploy builds it, served, and read as HTML (no JavaScript).
    const dist = buildWith(path.join(site.dataDir, 'content/live'));
    const built = await startSite({ jobs: false, distDir: dist });
    try {
      for (const url of ['/gallery', '/locations/broken-arrow']) {
        const html = await (await fetch(`${built.url}${url}`)).text();
        expect(html, url).toContain('Hail claim re-roof');
        expect(html, url).toContain('Rose District, Broken Arrow, OK');
        expect(html, url).toContain('alt="The new charcoal shingle roof after the hail repair"');
        expect(html, url).toMatch(/roof-replacement-broken-arrow-2026-11-after-\d+\.[0-9a-f]+\.(?:avif|webp|jpg)/);
        expect(html, url).not.toContain('Storm gutter repair');
      }
      expect(await (await fetch(`${built.url}/locations/broken-arrow`)).text()).toContain(
        'Recent work in Broken Arrow',
      );
      expect(await (await fetch(`${built.url}/locations/tulsa`)).text()).not.toContain('Hail claim re-roof');
    } finally {
      await built.app.close();
    }
  }, 400_000);
});
