import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/session';
import { endStorm, startStorm } from '../../server/storm/storms';
import { signedInUser } from '../support/sessions';
import { collectErrors, launchBrowser, startSite, waitForHydration } from './harness';
import { accepted } from '../support/storm-site';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
/** Photos on disk, as a visitor picks them: a camera JPEG with GPS and camera make, and a text file. */
let cameraJpeg: string;
let notAPhoto: string;
/** Where the screenshots of this file go (they are looked at by a person, not compared). */
const shots = process.env.SCREENSHOT_DIR;

beforeAll(async () => {
  site = await startSite({ envOverrides: { RATE_LIMIT_CONTACT: '1000' }, outbox: false });
  browser = await launchBrowser();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'rl-storm-e2e-'));
  cameraJpeg = path.join(folder, 'IMG_0042.jpg');
  writeFileSync(
    cameraJpeg,
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7b4a32' } })
      .withExif({
        IFD0: { Make: 'MarkerCamMake', Model: 'Roofcam 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '36/1 9/1 1234/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '95/1 59/1 0/1',
        },
      })
      .jpeg()
      .toBuffer(),
  );
  notAPhoto = path.join(folder, 'policy.pdf');
  writeFileSync(notAPhoto, '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
  accepted(
    await startStorm(
      site.database.db,
      {
        name: 'November 24 hail',
        date: '2026-11-24',
        until: '2099-12-31',
        cities: [
          { slug: 'tulsa', name: 'Tulsa', state: 'OK' },
          { slug: 'broken-arrow', name: 'Broken Arrow', state: 'OK' },
        ],
        hail: '1.75 in',
        message: null,
      },
      { label: 'test' },
      new Date(site.clock.now().getTime() - 60_000),
      'America/Chicago',
    ),
  );
});
afterAll(async () => {
  await endStorm(site.database.db, { label: 'test' }, site.clock.now()).catch(() => undefined);
  await browser?.close();
  await site?.app.close();
});
beforeEach(async () => {
  await site.database.db.deleteFrom('email_outbox').execute();
  await site.database.db.deleteFrom('contact_submissions').execute();
});

const rows = () => site.database.db.selectFrom('contact_submissions').selectAll().orderBy('id').execute();
const form = (page: Page) => page.locator('#request');
const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label}`));
const submit = (page: Page) => form(page).getByRole('button', { name: 'Request my free storm inspection' });

async function openStormPage(options: { width?: number; javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${site.url}/have-storm-damage`);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, context, errors };
}

async function fillStormForm(page: Page, name: string) {
  await field(page, 'Name').fill(name);
  await field(page, 'Email').fill('dana@example.com');
  await field(page, 'Phone').fill('(918) 555-0100');
  await field(page, 'Message').fill('Water through the kitchen ceiling since the hail.');
  await field(page, 'Is water coming in now').selectOption('yes');
  await field(page, 'Insurance claim filed').selectOption('not-yet');
  await field(page, 'Insurance company').fill('State Farm');
}

async function storedPhotos(id: number): Promise<Buffer[]> {
  const folder = path.join(site.dataDir, 'photos', String(id));
  return readdirSync(folder)
    .sort()
    .map((file) => readFileSync(path.join(folder, file)));
}

describe('the storm form in Chromium', () => {
  it('asks the storm questions on a storm-damage page and sends photos with JavaScript', async () => {
    const { page, context, errors } = await openStormPage({ width: 390 });
    await expect.poll(() => form(page).getByRole('group', { name: 'About the storm damage' }).isVisible()).toBe(true);
    await fillStormForm(page, 'Jo Script');
    await form(page)
      .getByLabel(/^Photos of the damage/)
      .setInputFiles([cameraJpeg]);
    if (shots) await page.locator('#request').screenshot({ path: path.join(shots, 'storm-form-390.png') });
    await submit(page).click();
    await form(page).getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();
    const [row] = await rows();
    expect(row).toMatchObject({
      name: 'Jo Script',
      source: 'form',
      water_coming_in: 'yes',
      claim_filed: 'not-yet',
      insurance_carrier: 'State Farm',
      date_of_loss: '2026-11-24',
    });
    expect(row!.storm_id).not.toBeNull();
    const [kept] = await storedPhotos(row!.id);
    expect((await sharp(kept!).metadata()).exif).toBeUndefined();
    expect(kept!.includes('MarkerCamMake')).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript: a non-image is refused with a message, every typed value comes back, then photos are sent', async () => {
    const { page, context } = await openStormPage({ javaScriptEnabled: false });
    await fillStormForm(page, 'No Script');
    await form(page)
      .getByLabel(/^Photos of the damage/)
      .setInputFiles([notAPhoto]);
    site.clock.advance(2_200);
    await submit(page).click();
    await page.waitForURL(/\/api\/contact#request$/);
    await expect
      .poll(() => page.locator('#request-photos-error').innerText())
      .toContain('“policy.pdf” is not a photo we can open');
    // Nothing to retype: the answer page holds every value.
    expect(await field(page, 'Name').inputValue()).toBe('No Script');
    expect(await field(page, 'Message').inputValue()).toBe('Water through the kitchen ceiling since the hail.');
    expect(await field(page, 'Is water coming in now').inputValue()).toBe('yes');
    expect(await field(page, 'Insurance company').inputValue()).toBe('State Farm');
    expect(await rows()).toEqual([]);
    if (shots) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.locator('#request').screenshot({ path: path.join(shots, 'storm-form-error-1280.png') });
    }

    await form(page)
      .getByLabel(/^Photos of the damage/)
      .setInputFiles([cameraJpeg]);
    site.clock.advance(2_200);
    await submit(page).click();
    await page.getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();
    const [row] = await rows();
    expect(row).toMatchObject({ name: 'No Script', source: 'form-nojs', water_coming_in: 'yes' });
    const [kept] = await storedPhotos(row!.id);
    expect((await sharp(kept!).metadata()).exif).toBeUndefined();
    await context.close();
  });
});

describe('the storm view on the dashboard', () => {
  it('shows the storm’s leaks first, with its counters and the past customers', async () => {
    const storm = await site.database.db.selectFrom('storms').select('id').executeTakeFirstOrThrow();
    const insert = (name: string, water: string | null, minutesAgo: number) =>
      site.database.db
        .insertInto('contact_submissions')
        .values({
          name,
          email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
          phone: '(918) 555-0100',
          address: '1204 S Elm Pl, Tulsa, OK 74104',
          source: 'form',
          idempotency_key: null,
          water_coming_in: water,
          storm_id: storm.id,
          created_at: new Date(Date.now() - minutesAgo * 60_000),
        } as never)
        .execute();
    await insert('Avery Waiting', 'no', 180);
    await insert('Blair Leak', 'yes', 20);
    await insert('Casey Quiet', null, 90);
    await site.database.db
      .insertInto('contact_submissions')
      .values({
        name: 'Drew Pastcustomer',
        email: 'drew@example.com',
        phone: '(918) 555-0199',
        address: '77 Oak Ave, Broken Arrow, OK 74012',
        source: 'form',
        idempotency_key: null,
        status: 'won',
        created_at: new Date('2025-06-01T15:00:00Z'),
      } as never)
      .execute();

    const admin = await signedInUser(site.database.db, { email: `storm.${Date.now()}@example.com`, admin: true });
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const [cookieName, cookieValue] = admin.cookie.split('=') as [string, string];
      expect(cookieName).toBe(SESSION_COOKIE);
      await context.addCookies([{ name: cookieName, value: cookieValue, url: site.url }]);
      const page = await context.newPage();
      await page.goto(`${site.url}/admin`);
      await waitForHydration(page);
      const view = page.getByRole('region', { name: /Storm: November 24 hail/ });
      await view.waitFor();
      const names = await view.getByRole('list', { name: 'Storm requests' }).locator('li button').allInnerTexts();
      // At 390 px, the call added to the storm at 1280 px is in it too.
      expect(names).toEqual(
        width === 1280
          ? ['Blair Leak', 'Avery Waiting', 'Casey Quiet']
          : ['Blair Leak', 'Avery Waiting', 'Casey Quiet', 'Earl Bixby 1280'],
      );
      await expect.poll(() => view.getByText('Leaks', { exact: true }).isVisible()).toBe(true);
      // The storm's queue comes before the list; its past customers are folded, their count on the line.
      const top = (el: Element) => el.getBoundingClientRect().top + window.scrollY;
      expect(await view.evaluate(top)).toBeLessThan(
        await page.getByRole('table', { name: 'Contact Form Submissions' }).evaluate(top),
      );
      const pastLine = view.locator('summary', { hasText: 'Past customers' });
      // Marked called at 1280 px, before the 390 px look.
      expect(await pastLine.innerText()).toMatch(width === 1280 ? /· 1 of 1 to call$/ : /· called$/);
      const past = view.getByRole('list', { name: 'Past customers to call' });
      expect(await past.isVisible()).toBe(false);
      await pastLine.click();
      await past.getByText('Drew Pastcustomer').waitFor();
      if (shots) await view.screenshot({ path: path.join(shots, `storm-view-${width}.png`) });
      if (width === 1280) {
        await past.getByRole('button', { name: 'Mark called' }).click();
        await past.getByRole('button', { name: 'Undo called' }).waitFor();
        const call = await site.database.db.selectFrom('storm_calls').selectAll().executeTakeFirstOrThrow();
        expect(call.called_by).toMatch(/^storm\./);
      }

      // While the storm is active, "Log a phone call" asks its questions (no photos: a call has none).
      await page.getByRole('button', { name: 'Log a phone call' }).click();
      const callForm = page.getByRole('dialog', { name: 'Log a phone call' });
      const stormGroup = callForm.getByRole('group', { name: 'About the storm damage' });
      await expect.poll(() => stormGroup.isVisible()).toBe(true);
      await stormGroup.getByLabel(/^Date of loss/).waitFor();
      expect(await callForm.getByLabel(/^Photos of the damage/).count()).toBe(0);
      await stormGroup.scrollIntoViewIfNeeded();
      if (shots) await page.screenshot({ path: path.join(shots, `storm-phone-call-${width}.png`) });
      await callForm.getByRole('button', { name: 'Close' }).click();

      // A call from a town the storm did not name: "Add to this storm" puts it in the view.
      const bixby = await site.database.db
        .insertInto('contact_submissions')
        .values({
          name: `Earl Bixby ${width}`,
          email: null,
          phone: '(918) 555-0142',
          address: '15 Main St, Bixby, OK 74008',
          source: 'phone',
          idempotency_key: null,
          status: 'contacted',
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await page.goto(`${site.url}/admin?lead=${bixby.id}`);
      await waitForHydration(page);
      const lead = page.getByRole('dialog', { name: `Earl Bixby ${width}` });
      await lead.getByText(/Not in the storm view of/).waitFor();
      await lead.getByRole('button', { name: 'Add to this storm' }).click();
      await lead.getByRole('button', { name: 'Remove from this storm' }).waitFor();
      await lead.getByText(/In the storm view of/).waitFor();
      if (shots)
        await lead.getByText(/In the storm view of/).screenshot({ path: path.join(shots, `lead-storm-${width}.png`) });
      await lead.getByRole('button', { name: 'Close' }).click();
      const after = page.getByRole('region', { name: /Storm: November 24 hail/ });
      await after.getByRole('list', { name: 'Storm requests' }).getByText(`Earl Bixby ${width}`).waitFor();
      await context.close();
    }
  });
});
