import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser, startSite, waitForHydration } from './harness';

/**
 * A commercial page's own form (issue: commercial depth): the hero's button goes to it, it asks the
 * company, the type of building and the roof's size, and the request keeps them, with and without
 * JavaScript. The contact page's form does not ask them.
 */

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({ envOverrides: { RATE_LIMIT_CONTACT: '1000' }, outbox: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});
beforeEach(async () => {
  await site.database.db.deleteFrom('contact_submissions').execute();
});

const PAGE = '/commercial/commercial-roofing';
const stored = () =>
  site.database.db
    .selectFrom('contact_submissions')
    .select(['name', 'company', 'building_type', 'roof_size', 'page', 'page_kind'])
    .execute();
const form = (page: Page) => page.locator('#assessment');
const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label}`));

async function fill(page: Page, name: string) {
  await field(page, 'Name').fill(name);
  await field(page, 'Email').fill('facilities@riverside.example');
  await field(page, 'Company or property').fill('Riverside Plaza LLC');
  await field(page, 'Type of building').selectOption('retail');
  await field(page, 'Roof size').selectOption('25k-50k');
}

describe('the commercial form in Chromium', () => {
  it('is where the hero sends a buyer, and keeps the building with the request', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + PAGE);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Request a Roof Assessment' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#assessment');
    await form(page).getByRole('group', { name: 'About the building' }).waitFor();
    await fill(page, 'Pat Script');
    await form(page).getByRole('button', { name: 'Request my roof assessment' }).click();
    await form(page).getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();
    expect(await stored()).toEqual([
      {
        name: 'Pat Script',
        company: 'Riverside Plaza LLC',
        building_type: 'retail',
        roof_size: '25k-50k',
        page: PAGE,
        page_kind: 'commercial',
      },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the building without JavaScript too', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + PAGE);
    await fill(page, 'Pat NoScript');
    // The no-JavaScript form is refused if sent faster than a person could type it.
    site.clock.advance(2_200);
    await form(page).getByRole('button', { name: 'Request my roof assessment' }).click();
    await page.getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();
    expect(await stored()).toMatchObject([
      { name: 'Pat NoScript', company: 'Riverside Plaza LLC', roof_size: '25k-50k' },
    ]);
    await context.close();
  });

  it('is not asked on the contact page', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/contact`);
    expect(await page.getByRole('group', { name: 'About the building' }).count()).toBe(0);
    expect(await page.getByLabel(/^Company or property/).count()).toBe(0);
    await page.close();
  });
});
