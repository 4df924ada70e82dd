import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { CREW_MANIFEST_PATH } from '../../shared/crew-page';
import { collectErrors, launchBrowser, startSite, waitForHydration } from './harness';
import { signIn } from './admin-support';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-crew');
const PASSWORD = 'Gutter-Ladder-Tulsa-4412';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let job: number;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite({ jobs: false });
  browser = await launchBrowser();
  const db = site.database.db;
  const user = await db
    .insertInto('users')
    .values({
      email: 'crew.roof@ridgeline.example',
      password_hash: await hashPassword(PASSWORD),
      full_name: 'Roof Crew',
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role: 'crew' }).execute();
  job = (
    await db
      .insertInto('contact_submissions')
      .values({
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        phone: '(918) 555-0100',
        address: '4127 S Elm Pl, Broken Arrow, OK 74011',
        message: 'Hail last week',
        appointment_at: site.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

/** Three different camera-sized photos (3000 × 2000, noisy so they do not shrink to nothing). */
async function cameraPhotos(): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  return Promise.all(
    ['#7a4b2a', '#2a5b7a', '#5b7a2a'].map(async (colour, n) => ({
      name: `IMG_00${n + 1}.JPG`,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: {
          width: 3000,
          height: 2000,
          channels: 3,
          background: colour,
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    })),
  );
}

describe('the crew page on a phone with no signal', () => {
  it('keeps the photos through a lost connection and a reload, and sends each once when it is back', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    // A crew member signs in at /auth and lands on the crew page.
    await page.goto(`${site.url}/auth`);
    await waitForHydration(page);
    await signIn(page, 'crew.roof@ridgeline.example', PASSWORD);
    await page.waitForURL(`${site.url}/crew`);
    const card = page.getByRole('listitem', { name: 'Dana Whitfield' });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Call (918) 555-0100' }).getAttribute('href')).toBe('tel:+19185550100');
    expect(await card.getByRole('link', { name: /4127 S Elm Pl/ }).getAttribute('href')).toContain('google.com/maps');
    const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifest).toBe(CREW_MANIFEST_PATH);
    const status = page.getByTestId('queue-status');
    await expect.poll(() => status.innerText()).toMatch(/0 sent\s*·\s*0 waiting/);
    await page.screenshot({ path: path.join(SHOTS, 'crew-390.png'), fullPage: true });

    // On the roof: no signal. Three photos picked for Before.
    await context.setOffline(true);
    const photos = await cameraPhotos();
    await card.getByLabel('Before photos of Dana Whitfield’s job').setInputFiles(photos);
    await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/0 sent\s*·\s*3 waiting/);
    await page.getByText('No signal: the photos wait on this phone').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'crew-390-waiting.png'), fullPage: true });

    // The page is closed and opened again with no signal: the browser has nothing to show
    // (no service worker), but the photos are still in the phone's storage.
    await page.reload().catch(() => undefined);
    await context.setOffline(false);
    await page.goto(`${site.url}/crew`);
    await waitForHydration(page);
    await expect.poll(() => status.innerText(), { timeout: 30_000 }).toMatch(/3 sent\s*·\s*0 waiting/);
    const thumbs = page.getByRole('list', { name: 'Photos sent for Dana Whitfield’s job' }).getByRole('img');
    await expect.poll(() => thumbs.count()).toBe(3);
    await expect
      .poll(() => thumbs.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);

    // Each once on the server, shrunk on the phone to the longest side of 2,560 px.
    const rows = await site.database.db
      .selectFrom('job_photos')
      .innerJoin('media', 'media.sha256', 'job_photos.sha256')
      .select(['job_photos.phase', 'job_photos.upload_key', 'media.width', 'media.height'])
      .where('submission_id', '=', job)
      .execute();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.upload_key)).size).toBe(3);
    for (const row of rows)
      expect({ phase: row.phase, width: row.width, height: row.height }).toEqual({
        phase: 'before',
        width: 2560,
        height: 1707,
      });
    await page.getByText('3 photos').first().waitFor();

    // The same three picked again: still three on the server.
    await card.getByLabel('Before photos of Dana Whitfield’s job').setInputFiles(photos);
    await expect.poll(() => status.innerText(), { timeout: 30_000 }).toMatch(/6 sent\s*·\s*0 waiting/);
    const again = await site.database.db
      .selectFrom('job_photos')
      .select('id')
      .where('submission_id', '=', job)
      .execute();
    expect(again).toHaveLength(3);
    await page.screenshot({ path: path.join(SHOTS, 'crew-390-sent.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'crew-1280.png'), fullPage: true });
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(error))).toEqual([]);
    await context.close();
  }, 120_000);

  it('adds no byte to a public page: none of them loads the crew page’s code', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    expect(scripts.filter((url) => /CrewPage|crew/i.test(url))).toEqual([]);
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
    await page.close();
  });
});
