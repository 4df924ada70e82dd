import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/sessions';
import { launchBrowser, startSite, waitForHydration } from './harness';

/**
 * Emergencies on the dashboard's list (shared/emergency.ts): the open ones first, a red badge that
 * says why in words, and each row's waiting time on one clock, named.
 */

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-admin-emergency');
const MINUTE = 60_000;

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let cookie: { name: string; value: string };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite();
  browser = await launchBrowser();
  const user = await signedInUser(site.database.db, { email: 'office@ridgeline.example', admin: true });
  const [name, value] = user.cookie.split('=') as [string, string];
  cookie = { name, value };
  const now = Date.now();
  const request = (name: string, minutesAgo: number, service: string, water: string | null, message: string) => ({
    created_at: new Date(now - minutesAgo * MINUTE),
    source: 'form',
    name,
    email: `${name.toLowerCase().replace(/\W/g, '.')}@example.com`,
    phone: null,
    service_needed: service,
    water_coming_in: water,
    message,
  });
  await site.database.db
    .insertInto('contact_submissions')
    .values([
      request('Sam Ordinary', 10, 'Roof Inspection', null, 'Selling the house, the buyer wants a roof inspection.'),
      request('Patricia Gomez', 30, 'Storm Damage', 'yes', 'Water dripping through the bedroom ceiling.'),
      request('Linda Tran', 180, 'Emergency Roofing', null, 'Tree limb came through the roof, need a tarp tonight!'),
      request('Olive Older', 3 * 24 * 60, 'Roof Repair', 'no', 'A few shingles on the lawn after the wind.'),
    ])
    .execute();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await site?.app.close();
});

async function dashboard(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  await context.addCookies([{ ...cookie, url: site.url }]);
  const page = await context.newPage();
  await page.goto(`${site.url}/admin`);
  await waitForHydration(page);
  await page.getByRole('rowheader', { name: 'Linda Tran' }).waitFor();
  return page;
}

describe('emergencies in the lead list', () => {
  for (const width of [390, 1280])
    it(`at ${width}px lists the open emergencies first with a badge in words and a named clock`, async () => {
      const page = await dashboard(width);
      const list = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: 'Linda Tran' }) });
      const names = await list.getByRole('rowheader').allInnerTexts();
      expect(names.map((name) => name.trim())).toEqual(['Patricia Gomez', 'Linda Tran', 'Sam Ordinary', 'Olive Older']);

      const row = (name: string) => list.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
      const status = (name: string) => row(name).getByRole('cell').first();
      await expect.poll(() => status('Patricia Gomez').innerText()).toMatch(/Water coming in/);
      expect(await status('Patricia Gomez').innerText()).toMatch(/Waiting .+ \(emergency, around the clock\)/);
      // Three hours on the plain clock: past the emergency's response time, whatever the office hours.
      expect(await status('Linda Tran').innerText()).toMatch(/Emergency[\s\S]*Overdue/);
      expect(await status('Linda Tran').innerText()).toMatch(/Waiting .+ \(emergency, around the clock\)/);
      expect(await status('Sam Ordinary').innerText()).toMatch(/Waiting .+ \(office hours\)/);
      expect(await status('Sam Ordinary').innerText()).not.toMatch(/Emergency|Water coming in/);

      await row('Patricia Gomez').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -120));
      await page.screenshot({ path: path.join(SHOTS, `admin-emergency-${width}.png`) });
      await row('Linda Tran').screenshot({ path: path.join(SHOTS, `admin-emergency-row-${width}.png`) });
      // The counters are in the Overview, folded under the list.
      await page.locator('summary', { hasText: 'Overview' }).click();
      await page
        .locator('dl')
        .filter({ hasText: 'Overdue' })
        .screenshot({ path: path.join(SHOTS, `admin-emergency-counters-${width}.png`) });
    });
});
