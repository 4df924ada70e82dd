import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../server/admin/commands';
import { createSession, SESSION_COOKIE } from '../../server/auth/session';
import { zonedParts } from '../../shared/office-day';
import { site as siteFile } from '../support/site';
import { collectErrors, launchBrowser, startSite, waitForHydration } from './harness';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-office-day');
const PASSWORD = 'Valley-Shingle-Garage-5512';
const OFFICE = 'office@ridgeline.example';
const tulsa = siteFile.offices.find((office) => office.id === 'tulsa')!;
const kansas = siteFile.offices.find((office) => office.id === 'kansas')!;
const digits = (phone: string) => phone.replace(/\D/g, '');

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite({ envOverrides: { RATE_LIMIT_AUTH: '1000', ADMIN_NOTIFY_TO: OFFICE } });
  browser = await launchBrowser();
  const ask = { password: async () => PASSWORD, confirm: async () => true };
  expect(
    (await createAdmin(site.database.db, OFFICE, 'Office Admin', ask, new Date(), siteFile.company.name)).code,
  ).toBe(0);
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

/** The tel: links inside the page's main content (not the header's). */
const mainCallNumbers = (page: Page) =>
  page.locator('main a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

async function signIn(page: Page) {
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(OFFICE);
  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A session of the office admin, made straight in the database, in `context`: signing in through
 * /auth is the first dashboard test's subject; the others went through it, and the home page it
 * lands on, only to reach the dashboard.
 */
async function signedIn(context: BrowserContext) {
  const db = site.database.db;
  const office = await db.selectFrom('users').select('id').where('email', '=', OFFICE).executeTakeFirstOrThrow();
  const { token } = await createSession(db, office.id, site.clock.now());
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: site.url }]);
}

describe('in-page call buttons follow the visit', () => {
  it('dials the Kansas office on a general page after a Kansas City page, and each page’s own office without JavaScript', async () => {
    // Fresh visit, straight to About: its hero and call-to-action dial the primary (Tulsa) office.
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const first = await fresh.newPage();
    await first.goto(`${site.url}/about`);
    await waitForHydration(first);
    const before = await mainCallNumbers(first);
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.every((href) => href.includes(digits(tulsa.phone)))).toBe(true);
    await fresh.close();

    // A visit that browsed Overland Park: the same buttons on About now dial Kansas.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/locations/overland-park`);
    await waitForHydration(page);
    await page.locator('header a[href="/about"]').first().click();
    // The address can change before the new page has rendered (inside the router's app it changes as
    // the page starts loading), so wait for the page itself.
    await page.waitForURL(/\/about$/);
    await page.getByRole('heading', { level: 1, name: /^About / }).waitFor();
    await expect
      .poll(async () => (await mainCallNumbers(page)).every((href) => href.includes(digits(kansas.phone))))
      .toBe(true);
    expect((await mainCallNumbers(page)).length).toBe(before.length);
    // The contact page: its hero's Call Now follows too; the list of both offices stays both.
    await page.locator('a[href="/contact"]').first().click();
    await page.waitForURL(/\/contact$/);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await expect
      .poll(() => page.locator('main a[href^="tel:"]').first().getAttribute('href'))
      .toContain(digits(kansas.phone));
    const onContact = await mainCallNumbers(page);
    expect(onContact.some((href) => href.includes(digits(tulsa.phone)))).toBe(true); // the offices' own cards
    // Reloaded in the same tab (the visit is the tab's), it still follows once the page's code runs.
    await page.goto(`${site.url}/about`);
    await waitForHydration(page);
    await expect
      .poll(async () => (await mainCallNumbers(page)).every((href) => href.includes(digits(kansas.phone))))
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    // Without JavaScript each page shows its own office.
    const plain = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const noJs = await plain.newPage();
    await noJs.goto(`${site.url}/locations/overland-park`);
    await noJs.goto(`${site.url}/about`);
    expect((await mainCallNumbers(noJs)).every((href) => href.includes(digits(tulsa.phone)))).toBe(true);
    await plain.close();
  });
});

describe("the office's day on the dashboard", () => {
  let leadId: number;

  it('a signed-out link from the office mail goes through sign-in straight back to the request', async () => {
    const row = await site.database.db
      .insertInto('contact_submissions')
      .values({ name: 'Casey Mailed', email: 'casey@example.com', phone: '(918) 555-0123' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/admin?lead=${row.id}`);
    await page.waitForURL(`${site.url}/auth?next=${encodeURIComponent(`/admin?lead=${row.id}`)}`);
    await waitForHydration(page);
    await signIn(page);
    await page.waitForURL(`${site.url}/admin?lead=${row.id}`);
    await page.getByRole('dialog', { name: 'Casey Mailed' }).waitFor();
    // An off-site target is dropped: the sign-in goes to the site root, as the spec says.
    const out = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const fresh = await out.newPage();
    await fresh.goto(`${site.url}/auth?next=${encodeURIComponent('//evil.example/admin')}`);
    await waitForHydration(fresh);
    await signIn(fresh);
    await fresh.waitForURL(`${site.url}/`);
    // Plain /admin keeps the spec's Access Denied page and its plain link.
    await fresh.context().clearCookies();
    await fresh.goto(`${site.url}/admin`);
    await waitForHydration(fresh);
    await fresh.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await fresh.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    await out.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  /** The toasts float over the page's corner; the screenshots show what is under them. */
  async function dismissToasts(page: Page) {
    const dismiss = page.getByRole('button', { name: /^Dismiss:/ });
    while ((await dismiss.count()) > 0) await dismiss.first().click();
  }

  it('logs a phone call, books its inspection, and lists it in Today; the list comes first on a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signedIn(context);
    await page.goto(`${site.url}/admin`);
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Log a phone call' }).click();
    const call = page.getByRole('dialog', { name: 'Log a phone call' });
    // The web form's own check, before anything is sent.
    await call.getByRole('button', { name: 'Save the request' }).click();
    await call.getByText('Please enter your name').waitFor();
    await call.getByLabel(/^Name/).fill('Morgan Caller');
    // The message goes once the field is typed in; the next save checks again.
    expect(await call.getByText('Please enter your name').count()).toBe(0);
    await call.getByLabel(/^Email/).fill('morgan@example.com');
    await call.getByLabel(/^Phone/).fill('(913) 555-0111');
    await call.getByLabel(/^Address/).fill('11900 College Blvd, Overland Park, KS 66210');
    // A facilities manager's call: the building questions of the commercial pages' form, asked once ticked.
    expect(await call.getByLabel('Type of building').count()).toBe(0);
    await call.getByLabel(/A business or commercial building/).check();
    await call.getByLabel(/^Company or property/).fill('College Blvd Offices LLC');
    await call.getByLabel(/^Type of building/).selectOption('office');
    // One "how did they hear" question, the web form's answers; the form's own is not asked twice.
    expect(await call.getByLabel(/^How did you hear about us/).count()).toBe(0);
    await call.getByLabel('How did they hear about us?').selectOption('insurance-agent');
    await call.getByLabel('Office that took the call').selectOption('kansas');
    await call.getByRole('button', { name: 'Save the request' }).click();

    const detail = page.getByRole('dialog', { name: 'Morgan Caller' });
    await detail.waitFor();
    const stored = await site.database.db
      .selectFrom('contact_submissions')
      .select(['id', 'source', 'channel', 'heard_about', 'office', 'status', 'company', 'building_type', 'roof_size'])
      .where('name', '=', 'Morgan Caller')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      source: 'phone',
      channel: 'self-reported',
      heard_about: 'insurance-agent',
      office: 'kansas',
      company: 'College Blvd Offices LLC',
      building_type: 'office',
      roof_size: null,
    });
    await detail.getByText('College Blvd Offices LLC').waitFor();
    leadId = stored.id;
    expect(page.url()).toBe(`${site.url}/admin?lead=${leadId}`);
    // The address opens a map search in a new tab.
    const map = detail.getByRole('link', { name: /^Map/ });
    expect(await map.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('11900 College Blvd, Overland Park, KS 66210')}`,
    );
    expect(await map.getAttribute('target')).toBe('_blank');

    // Book the inspection for today, 4:00 PM office time.
    const today = zonedParts(site.app.services.now(), siteFile.timeZone).day;
    await detail.getByLabel('Day', { exact: true }).fill(today);
    await detail.getByLabel(/^Time/).fill('16:00');
    await detail.getByRole('button', { name: 'Book inspection' }).click();
    await detail.getByRole('button', { name: 'Move inspection' }).waitFor();
    await detail.getByText(/set the inspection to .* at 4:00 PM/).waitFor();
    // The booking moved the request on: the dialog's status says so without another change (T4-17).
    await expect.poll(() => detail.getByLabel('Status', { exact: true }).inputValue()).toBe('inspection_scheduled');
    const mail = await site.database.db
      .selectFrom('email_outbox')
      .select(['recipient', 'calendar'])
      .where('topic', '=', `appointment:${leadId}`)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('morgan@example.com');
    expect(mail.calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);

    await dismissToasts(page);
    await detail.getByRole('heading', { name: 'Inspection' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'lead-with-inspection-1280.png'), fullPage: false });
    await detail.getByRole('button', { name: 'Close' }).click();
    const agenda = page.getByRole('region', { name: 'Inspections and follow-ups' });
    await agenda.getByRole('button', { name: 'Morgan Caller' }).waitFor();
    await agenda.getByText('4:00 PM').waitFor();
    await dismissToasts(page);
    await page.screenshot({ path: path.join(SHOTS, 'dashboard-today-1280.png'), fullPage: false });
    await agenda.getByRole('button', { name: 'This week' }).click();
    await agenda.getByRole('button', { name: 'Morgan Caller' }).waitFor();
    expect(errors).toEqual([]);

    // On a phone: the list of requests comes before the counters (folded in the Overview), starting on the first screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await agenda.getByRole('button', { name: 'Today' }).click();
    const list = page.getByRole('table', { name: 'Contact Form Submissions' });
    await list.waitFor();
    // From the top of the page, not of the window (clicking Today may have scrolled it).
    const pageTop = (element: Locator) => element.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const listTop = await pageTop(list);
    const countersTop = await pageTop(page.locator('summary', { hasText: 'Overview' }));
    expect(listTop).toBeLessThan(countersTop);
    // Its heading, search and filter start on the first screen, under the page's actions.
    expect(await pageTop(page.getByRole('heading', { name: 'Contact Form Submissions' }))).toBeLessThan(844);
    await dismissToasts(page);
    await page.screenshot({ path: path.join(SHOTS, 'dashboard-today-390.png'), fullPage: false });
    await agenda.getByRole('button', { name: 'Morgan Caller' }).click();
    await detail.getByRole('heading', { name: 'Inspection' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'lead-with-inspection-390.png'), fullPage: false });
    await context.close();
  });

  it('logs a call with only a phone number, after asking for how they heard, on a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signedIn(context);
    await page.goto(`${site.url}/admin`);
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Log a phone call' }).click();
    const call = page.getByRole('dialog', { name: 'Log a phone call' });
    // The answer starts empty: nothing is recorded for a caller who was not asked.
    const heard = call.getByLabel('How did they hear about us?');
    expect(await heard.inputValue()).toBe('');
    // Either way of reaching them back will do, and the labels say so.
    await call.getByText('(or a phone)').waitFor();
    await call.getByText('(or an e-mail)').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'phone-call-form-390.png'), fullPage: false });
    await call.getByLabel(/^Name/).fill('Earl Haskins');
    await call.getByRole('button', { name: 'Save the request' }).click();
    // Neither a phone nor an e-mail, and no answer: each said on its field.
    await call
      .getByText('Type a phone number or an e-mail address: we need one of them to get back to the caller.')
      .waitFor();
    await call.getByText('Choose how they heard about us, or "Don\'t know".').waitFor();
    expect(await call.getByText('Please enter your email address').count()).toBe(0);
    expect(await heard.getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: path.join(SHOTS, 'phone-call-form-errors-390.png'), fullPage: false });

    await call.getByLabel(/^Phone/).fill('(918) 555-0177');
    await call.getByLabel(/^Message/).fill('Elderly, no email. Water dripping in the garage after the hail.');
    await heard.selectOption('dont-know');
    await call.getByRole('button', { name: 'Save the request' }).click();
    const earl = page.getByRole('dialog', { name: 'Earl Haskins' });
    await earl.waitFor();
    // No e-mail: the contact block offers the call.
    await earl.getByRole('link', { name: /555-0177/ }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'phone-only-lead-390.png'), fullPage: false });
    const stored = await site.database.db
      .selectFrom('contact_submissions')
      .select(['email', 'phone', 'channel', 'heard_about', 'source'])
      .where('name', '=', 'Earl Haskins')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      email: null,
      phone: '(918) 555-0177',
      channel: 'direct',
      heard_about: null,
      source: 'phone',
    });
    expect(errors).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('dialog', { name: 'Earl Haskins' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Log a phone call' }).click();
    await page.getByRole('dialog', { name: 'Log a phone call' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'phone-call-form-1280.png'), fullPage: false });
    await context.close();
  });
});
