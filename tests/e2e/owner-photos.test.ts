import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/session';
import { signedInUser } from '../support/sessions';
import { axeViolations, collectErrors, launchBrowser, startSite, waitForHydration } from './harness';
import { buildWithContent } from './build-with-content';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-admin-photos');
const _repo = path.resolve(import.meta.dirname, '../..');
const ALT = 'Daniel Whitaker in a work shirt beside the crew truck';

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

let admins = 0;
async function adminPage(width: number): Promise<{ page: Page; errors: string[] }> {
  admins += 1;
  const email = `photos.${admins}@ridgeline.example`;
  const { cookie } = await signedInUser(site.database.db, { email, admin: true });
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.split('=')[1]!, url: site.url }]);
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
}

/** A phone-sized portrait, as a file the file input can be given. */
async function portraitFile(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rl-e2e-photo-'));
  scratch.push(dir);
  const file = path.join(dir, 'IMG_0412.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500"><rect width="1200" height="1500" fill="#4b6a88"/><circle cx="600" cy="560" r="260" fill="#e8c39e"/><rect x="260" y="900" width="680" height="600" rx="120" fill="#1f3a56"/></svg>`;
  writeFileSync(file, await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
  return file;
}

/** The site built with a content export, in a scratch folder this file removes. */
const buildWith = (content: string) => buildWithContent(content, scratch);

describe('the Photos page', () => {
  it('shows each slot by group with its stand-in, and refuses a file that is not a photo on its slot', async () => {
    for (const width of [390, 1280]) {
      const { page, errors } = await adminPage(width);
      await page.goto(`${site.url}/admin/photos#city-kansas`);
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'Photos', level: 1 }).waitFor();
      for (const group of ['About', 'Cities', 'Each city', 'Services', 'Projects'])
        await page.locator('main').getByRole('heading', { name: group, level: 2 }).waitFor();
      const kansas = page.locator('[id="city-kansas"]');
      await expect.poll(() => kansas.textContent()).toContain('Stand-in drawing');
      // The launch checklist links to a slot by its id: the page opens at it.
      await expect.poll(() => kansas.evaluate((slot) => slot.getBoundingClientRect().top)).toBeGreaterThan(0);
      expect(await kansas.evaluate((slot) => slot.getBoundingClientRect().top < window.innerHeight / 2)).toBe(true);
      // The stand-in's thumbnail loaded (served to the signed-in admin).
      await expect
        .poll(() => kansas.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await page.screenshot({ path: path.join(SHOTS, `photos-${width}.png`), fullPage: false });
      // Each city's own slot, optional, where the city editor's link lands.
      const jenks = page.locator('[id="city-hero-jenks"]');
      expect(await jenks.textContent()).toContain("State's photo");
      await page.getByRole('region', { name: 'Each city' }).screenshot({
        path: path.join(SHOTS, `photos-each-city-${width}.png`),
      });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
    const { page } = await adminPage(1280);
    // The cities' own slots are folded away; the city editor's link to one opens it there.
    await page.goto(`${site.url}/admin/photos`);
    await waitForHydration(page);
    const jenksHero = page.locator('[id="city-hero-jenks"]');
    await jenksHero.waitFor({ state: 'attached' });
    expect(await jenksHero.isVisible()).toBe(false);
    // Opened afresh at the slot, as from another page: the page unfolds it once the slots are drawn.
    await page.goto(`${site.url}/admin`);
    await page.goto(`${site.url}/admin/photos#city-hero-jenks`);
    await waitForHydration(page);
    await expect.poll(() => jenksHero.isVisible()).toBe(true);
    await page.goto(`${site.url}/admin/photos`);
    await waitForHydration(page);
    const founder = page.locator('[id="photo-founder"]');
    await founder.waitFor();
    const notPhoto = path.join(mkdtempSync(path.join(tmpdir(), 'rl-e2e-photo-')), 'roof.jpg');
    scratch.push(path.dirname(notPhoto));
    writeFileSync(notPhoto, 'not a photo at all');
    await founder.locator('input[type="file"]').setInputFiles(notPhoto);
    await expect
      .poll(() => founder.getByRole('alert').textContent())
      .toBe('This file is not a photo: choose a JPEG, PNG or WebP');
    await page.context().close();
  });

  it('takes the founder photo with its description, publishes it, and a build with the live export shows it on /about', async () => {
    const { page, errors } = await adminPage(390);
    await page.goto(`${site.url}/admin/photos#photo-founder`);
    await waitForHydration(page);
    const founder = page.locator('[id="photo-founder"]');
    await founder.waitFor();
    expect(await founder.getByText('Upload photo').count()).toBe(1);
    expect(await founder.locator('input[type="file"]').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    await founder.locator('input[type="file"]').setInputFiles(await portraitFile());
    const alt = founder.getByLabel('What the photo shows');
    await alt.waitFor();
    await expect.poll(() => alt.evaluate((field) => field === document.activeElement)).toBe(true);

    // Publishing without a description is refused on the slot, and nothing goes live.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => founder.textContent()).toContain('Describe the photo for people who cannot see it');

    await alt.fill(ALT);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => founder.textContent(), { timeout: 60_000 }).toContain('On the site');
    await expect
      .poll(() => founder.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SHOTS, 'photos-published-390.png'), fullPage: false });
    expect(errors).toEqual([]);

    // The server's export of the live release, built as the deploy builds it, served, and seen.
    const dist = buildWith(path.join(site.dataDir, 'content/live'));
    const built = await startSite({ jobs: false, distDir: dist });
    try {
      const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await visitor.goto(`${built.url}/about`);
      const portrait = visitor.getByRole('img', { name: ALT });
      await portrait.scrollIntoViewIfNeeded();
      await expect
        .poll(() => portrait.evaluate((img) => (img as HTMLImageElement).currentSrc))
        .toMatch(/\/assets\/images\/photo-founder-\d+\.[0-9a-f]+\.(?:avif|webp)$/);
      await expect.poll(() => portrait.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await visitor.close();
    } finally {
      await built.app.close();
    }
  }, 400_000);
});
