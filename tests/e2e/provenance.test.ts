import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { createAdmin } from '../../server/admin/commands';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { officeById } from '../../schema/office';
import { site as siteFile } from '../support/site';
import type { TestDatabase } from '../../testing/test-database';
import { collectErrors, launchBrowser, startSite, waitForHydration } from './harness';

let site: Awaited<ReturnType<typeof startSite>>;
let database: TestDatabase;
let browser: Browser;
const kansas = officeById(siteFile, 'kansas');
const tulsa = officeById(siteFile, 'tulsa');

beforeAll(async () => {
  site = await startSite({
    envOverrides: { RATE_LIMIT_CONTACT: '1000', ADMIN_NOTIFY_TO: 'office@ridgeline.example' },
    outbox: false,
  });
  database = site.database;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('email_outbox').execute();
  await database.db.deleteFrom('contact_submissions').execute();
});

/** The header's Call button (the link just before "Free Inspection"). */
const CALL_BUTTON = 'header a[href^="tel:"]:has(+ a[href^="/contact"])';
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-provenance');
const rows = () => database.db.selectFrom('contact_submissions').selectAll().orderBy('id').execute();
const mails = () => database.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();

describe('where a request came from, in Chromium', () => {
  it('keeps the ad click of the landing page through the visit, shows the Kansas number, and routes the request to the Kansas office', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = collectErrors(page);
    await page.goto(`${site.url}/locations/overland-park?utm_source=google&utm_medium=cpc&gclid=abc`);
    await waitForHydration(page);
    // Two more pages inside the site, the way a visitor goes: by its links.
    await page.locator('header a[href="/about"]').first().click();
    await page.waitForURL(/\/about$/);
    await page.locator('a[href="/contact"]').first().click();
    await page.waitForURL(/\/contact$/);
    await page.locator('#request').waitFor();
    // A general page, after a Kansas City page: the header offers the Kansas office.
    await expect.poll(() => page.locator(CALL_BUTTON).getAttribute('href')).toContain(kansas.phone.replace(/\D/g, ''));

    const form = page.locator('#request');
    await form.getByLabel(/^Name/).fill('Riley Chen');
    await form.getByLabel(/^Email/).fill('riley@example.com');
    await form.getByLabel(/^How did you hear about us\?/).selectOption('google-search');
    await form.getByRole('button', { name: 'Request my free inspection' }).click();
    await form.getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();

    expect(await rows()).toEqual([
      expect.objectContaining({
        page: '/contact',
        page_kind: 'contact',
        landing_page: '/locations/overland-park',
        utm_source: 'google',
        utm_medium: 'cpc',
        gclid: 'abc',
        heard_about: 'google-search',
        channel: 'google-ads',
        office: 'kansas',
      }),
    ]);
    const [notice, confirmation] = await mails();
    expect(notice).toMatchObject({ recipient: kansas.email, reply_to: 'riley@example.com' });
    expect(confirmation).toMatchObject({ recipient: 'riley@example.com', reply_to: kansas.email });
    expect(errors).toEqual([]);
    await context.close();

    // The office sees it on the lead's detail, at a phone's width and a desktop's.
    const password = 'Valley-Shingle-Garage-5512';
    const ask = { password: async () => password, confirm: async () => true };
    await createAdmin(database.db, 'office@ridgeline.example', 'Office Admin', ask, new Date(), siteFile.company.name);
    const id = (await rows())[0]!.id;
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 1280]) {
      const admin = await browser.newContext({ viewport: { width, height: 900 } });
      const view = await admin.newPage();
      await view.goto(`${site.url}/auth`);
      await waitForHydration(view);
      const panel = view.getByRole('tabpanel', { name: 'Sign In' });
      await panel.getByLabel('Email').fill('office@ridgeline.example');
      await panel.getByLabel('Password', { exact: true }).fill(password);
      await panel.getByRole('button', { name: 'Sign In' }).click();
      await view.waitForURL(`${site.url}/`);
      await view.goto(`${site.url}/admin?lead=${id}`);
      const dialog = view.getByRole('dialog');
      const where = dialog.locator('dd', { has: view.locator('dl') });
      await expect.poll(() => where.innerText()).toContain('Google Ads');
      const text = await where.innerText();
      expect(text).toContain('Kansas Office');
      expect(text).toContain('/locations/overland-park');
      expect(text).toContain('Google search');
      // Sent from /contact after landing on Overland Park's page: Reports counts it for that page.
      expect(text).toMatch(/Counts for city page\s+Overland Park/);
      await where.scrollIntoViewIfNeeded();
      await view.screenshot({ path: path.join(SHOTS, `lead-provenance-${width}.png`) });
      await admin.close();
    }
  });

  it("records the visit when it lands on a city page's alias (/locations/<city>-roofing), as on the city's own address", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/locations/olathe-roofing?utm_source=bing&utm_medium=cpc&msclkid=m-1`);
    await waitForHydration(page);
    await page.locator('header a[href="/contact"]').first().click();
    await page.waitForURL(/\/contact$/);
    // The alias is a Kansas page: the general page that follows offers the Kansas office.
    await expect.poll(() => page.locator(CALL_BUTTON).getAttribute('href')).toContain(kansas.phone.replace(/\D/g, ''));
    const form = page.locator('#request');
    await form.getByLabel(/^Name/).fill('Alex Moreno');
    await form.getByLabel(/^Email/).fill('alex@example.com');
    await form.getByRole('button', { name: 'Request my free inspection' }).click();
    await form.getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();
    expect(await rows()).toEqual([
      expect.objectContaining({
        page: '/contact',
        landing_page: '/locations/olathe-roofing',
        // Reports counts it for Olathe's page, whichever of its addresses the visit landed on.
        credit_city: 'Olathe',
        utm_source: 'bing',
        msclkid: 'm-1',
        office: 'kansas',
      }),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, records the page each form was on (home, /contact) and keeps each page’s own office number', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, formId] of [
      ['/', '#free-inspection'],
      ['/contact', '#request'],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      expect(await page.locator(CALL_BUTTON).getAttribute('href')).toContain(tulsa.phone.replace(/\D/g, ''));
      const form = page.locator(formId);
      await form.getByLabel(/^Name/).fill(`Sam ${path}`);
      await form.getByLabel(/^Email/).fill('sam@example.com');
      site.clock.advance(2_200);
      await form.getByRole('button', { name: 'Request my free inspection' }).click();
      await page.getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();
    }
    const stored = await rows();
    expect(stored.map((row) => [row.source, row.page, row.page_kind, row.office, row.channel])).toEqual([
      ['form-nojs', '/', 'home', 'tulsa', 'direct'],
      ['form-nojs', '/contact', 'contact', 'tulsa', 'direct'],
    ]);
    await context.close();
  });
});
