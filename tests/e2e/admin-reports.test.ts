import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/auth/session';
import { createAccount } from '../support/auth-app';
import { formToken, submitJson, validRequest } from '../support/contact';
import { signIn } from './admin-support';
import { collectErrors, launchBrowser, startSite, waitForHydration } from './harness';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-admin-reports');
const HOUR = 3_600_000;

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let account: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite({ envOverrides: { RATE_LIMIT_AUTH: '1000', RATE_LIMIT_CONTACT: '1000' } });
  browser = await launchBrowser();
  account = await createAccount(site.database, { email: `owner.${Date.now()}@example.com`, admin: true });
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  // Two Google Ads requests of today (one won, $12,000), one direct, and a Business Profile
  // request from last year won an hour ago ($20,000): only "by won date" counts that one.
  await site.database.db
    .insertInto('contact_submissions')
    .values([
      {
        name: 'Ada Won',
        email: 'ada@example.com',
        created_at: at(3),
        channel: 'google-ads',
        page_city: 'Tulsa',
        office: 'tulsa',
        status: 'won',
        inspection_at: at(2.5),
        estimate_at: at(2),
        won_at: at(1.5),
        won_value: 12_000,
        first_response_minutes: 30,
      },
      {
        name: 'Bo Open',
        email: 'bo@example.com',
        created_at: at(2.5),
        channel: 'google-ads',
        page_city: 'Tulsa',
        office: 'tulsa',
        status: 'contacted',
        first_response_minutes: 60,
      },
      {
        name: 'Cy Direct',
        email: 'cy@example.com',
        created_at: at(2),
        channel: 'direct',
        office: 'tulsa',
        status: 'new',
      },
      {
        name: 'Di Last Year',
        email: 'di@example.com',
        created_at: at(400 * 24),
        channel: 'google-business-profile',
        office: 'kansas',
        status: 'won',
        inspection_at: at(399 * 24),
        estimate_at: at(398 * 24),
        won_at: at(1),
        won_value: 20_000,
        first_response_minutes: 15,
      },
    ])
    .execute();
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

/**
 * A page holding a session of `who` (the owner's account unless told), made straight in the
 * database: signing in through /auth, and the page it lands on, is tested once, by the signed-out
 * test below; each test doing it again cost seconds of browser work.
 */
async function signedIn(width: number, who: { id: string } = account.user): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true, acceptDownloads: true });
  const errors = collectErrors(page);
  const { token } = await createSession(site.database.db, who.id, site.clock.now());
  await page.context().addCookies([{ name: SESSION_COOKIE, value: token, url: site.url }]);
  return { page, errors };
}

/** The table's total row, as its cells read. */
const totalRow = (page: Page) => page.locator('tfoot tr').first().locator('th, td').allInnerTexts();

describe('Reports in Chromium', () => {
  it('an admin opens Reports from the dashboard, switches to won dates and downloads what is on screen', async () => {
    const { page, errors } = await signedIn(1280);
    await page.goto(`${site.url}/admin`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(`${site.url}/admin/reports`);
    const table = page.getByRole('table', { name: /Month and channel, .* by request date/ });
    await table.waitFor();
    // Month, Total, Requests 3, Inspections 1, Estimates 1, Won 1, 33.3%, $12,000, $4,000, 45 min
    expect((await totalRow(page)).map((cell) => cell.trim())).toEqual([
      '',
      'Total',
      '3',
      '1',
      '1',
      '1',
      '33.3%',
      '$12,000',
      '$4,000',
      '45 min',
    ]);
    await page.screenshot({ path: path.join(SHOTS, 'reports-1280.png'), fullPage: true });

    await page.getByRole('radio', { name: 'By won date' }).check();
    await page.waitForURL(/dates=won/);
    const wonTable = page.getByRole('table', { name: /by won date/ });
    await wonTable.waitFor();
    await expect.poll(async () => (await totalRow(page))[5]?.trim()).toBe('2');
    expect((await totalRow(page))[7]?.trim()).toBe('$32,000');
    expect(await page.getByRole('rowheader', { name: 'Google Business Profile' }).count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-report-month-and-channel-by-won-date-.*\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      "Month,Channel,Requests,Inspections,Estimates,Won,Win rate,Won value (USD),Value per request (USD),Median first response (minutes on each request's clock)",
    );
    expect(lines.at(-1)).toBe(',Total,3,1,1,2,66.7%,32000,10666.67,45');
    // One line per row on screen, plus the header and the total.
    expect(lines).toHaveLength((await wonTable.locator('tbody tr').count()) + 2);
    expect(errors).toEqual([]);
  });

  it('reads on a phone: the table scrolls inside its box and the page never scrolls sideways', async () => {
    const { page, errors } = await signedIn(390);
    await page.goto(`${site.url}/admin/reports?group=city`);
    await waitForHydration(page);
    await page.getByRole('table', { name: /City page/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = page.getByRole('region', { name: /City page/ });
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'reports-390.png'), fullPage: true });
    await page.goto(`${site.url}/admin/reports`);
    await page.getByRole('table', { name: /Month and channel/ }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'reports-month-390.png'), fullPage: true });
    await page.goto(`${site.url}/admin`);
    await page.getByRole('link', { name: 'Reports' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'dashboard-390.png') });
    expect(errors).toEqual([]);
  });

  it('signed out, says so, and its Sign In link brings the admin back to the reports', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    await page.goto(`${site.url}/admin/reports`);
    await waitForHydration(page);
    await page.getByText('Please sign in to see the reports').waitFor();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(/\/auth\?next=/);
    await waitForHydration(page);
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/admin/reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.close();
  });

  it('refuses a signed-in visitor who is not an admin', async () => {
    const visitor = await createAccount(site.database, { email: `visitor.${Date.now()}@example.com` });
    const { page } = await signedIn(1280, visitor.user);
    await page.goto(`${site.url}/admin/reports`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it('credits the city and service pages visits landed on, and gives each “how did you hear” answer its row, at 390 and 1280', async () => {
    // Through the contact form's own endpoint, so the built site's page index credits each
    // request: every form is on /contact (or home), the visit landed elsewhere.
    const visits = [
      {
        name: 'Megan Fry',
        page: '/contact',
        landingPage: '/locations/broken-arrow',
        referrerHost: 'www.google.com',
        won: 14_850,
      },
      {
        name: 'Tyrone Jackson',
        page: '/contact',
        landingPage: '/locations/kansas-city',
        referrerHost: 'www.bing.com',
        won: 21_500,
      },
      { name: 'Ana Broken', page: '/', landingPage: '/locations/broken-arrow', referrerHost: 'www.google.com' },
      { name: 'Linda Tran', page: '/contact', landingPage: '/services/emergency-roofing', won: 1_450 },
      { name: 'Walter Brooks', page: '/contact', landingPage: '/services/roof-replacement' },
      { name: 'Nina Neighbor', page: '/contact', landingPage: '/', heardAbout: 'referral', won: 12_900 },
      { name: 'Ted Truck', page: '/contact', landingPage: '/contact', heardAbout: 'truck' },
      { name: 'Ivy Insured', page: '/contact', landingPage: '/', heardAbout: 'insurance-agent' },
    ];
    for (const { won, name, ...visit } of visits) {
      const token = await formToken(site.app);
      site.clock.advance(3_000);
      const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
      const response = await submitJson(site.app, validRequest({ formToken: token, name, email, ...visit }));
      expect(response.statusCode).toBe(200);
      if (won)
        await site.database.db
          .updateTable('contact_submissions')
          .set({ status: 'won', won_at: new Date(), won_value: won })
          .where('email', '=', email)
          .execute();
    }
    for (const width of [1280, 390]) {
      const { page, errors } = await signedIn(width);
      await page.goto(`${site.url}/admin/reports?group=city`);
      await waitForHydration(page);
      const city = page.getByRole('table', { name: /City page/ });
      await city.waitFor();
      for (const name of ['Broken Arrow', 'Kansas City'])
        expect(await city.getByRole('rowheader', { name }).count(), name).toBe(1);
      const brokenArrow = city.getByRole('row', { name: /Broken Arrow/ });
      expect((await brokenArrow.locator('td').first().innerText()).trim()).toBe('2');
      await page
        .getByText('counts for the city page the visitor filled the form on, or else the one they landed on')
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(SHOTS, `reports-city-${width}.png`), fullPage: true });
      await page
        .getByRole('region', { name: 'What to show' })
        .screenshot({ path: path.join(SHOTS, `reports-city-${width}-question.png`) });

      await page.getByLabel('Group by').selectOption({ label: 'Service page' });
      const service = page.getByRole('table', { name: /Service page/ });
      await service.waitFor();
      expect(await service.getByRole('rowheader', { name: 'Emergency Roofing' }).count()).toBe(1);

      await page.getByLabel('Group by').selectOption({ label: 'Channel' });
      const channel = page.getByRole('table', { name: /^Channel/ });
      await channel.waitFor();
      for (const said of ['A neighbor, friend or family', 'One of our trucks', 'My insurance agent'])
        expect(await channel.getByRole('rowheader', { name: `Visitor said: ${said}` }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(SHOTS, `reports-channel-${width}.png`), fullPage: true });
      // Close-ups, to read at a phone's width: the question with its note, and the table.
      await page
        .getByRole('region', { name: 'What to show' })
        .screenshot({ path: path.join(SHOTS, `reports-channel-${width}-question.png`) });
      await channel.screenshot({ path: path.join(SHOTS, `reports-channel-${width}-table.png`) });
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
