import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site as siteFile } from '../support/site';
import { createAdmin } from '../../server/admin/commands';
import { createSession, SESSION_COOKIE } from '../../server/auth/session';
import { signedInUser } from '../support/sessions';
import { mailFiles, waitForMail } from './admin-support';
import { axeViolations, collectErrors, launchBrowser, startSite, waitForHydration } from './harness';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-admin-leads');

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
const PASSWORD = 'Valley-Shingle-Garage-5512';
const OFFICE = 'office@ridgeline.example';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite({
    envOverrides: { RATE_LIMIT_CONTACT: '1000', RATE_LIMIT_AUTH: '1000', ADMIN_NOTIFY_TO: OFFICE },
    outbox: { pollMs: 200 },
  });
  browser = await launchBrowser();
  const ask = { password: async () => PASSWORD, confirm: async () => true };
  expect(
    (await createAdmin(site.database.db, OFFICE, 'Office Admin', ask, new Date(), siteFile.company.name)).code,
  ).toBe(0);
  expect(
    (
      await createAdmin(
        site.database.db,
        'jordan@ridgeline.example',
        'Jordan Field',
        ask,
        new Date(),
        siteFile.company.name,
      )
    ).code,
  ).toBe(0);
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

// ── helpers ────────────────────────────────────────────────────────────────────────────────────

async function newPage(width = 1280): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  return { page, context, errors: collectErrors(page) };
}

/** Presses Tab until `target` has focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Signs in on /auth with the keyboard only. */
async function signInByKeyboard(page: Page, email: string) {
  await page.goto(`${site.url}/auth`);
  await waitForHydration(page);
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await tabTo(page, panel.getByLabel('Email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.url}/`);
}

/**
 * A session of `email`'s account, made straight in the database, in `context`: for the tests after
 * the journey, whose sign-in by keyboard (the sign-in page, Tab by Tab, then the home page it lands
 * on) is that test's own; each of the others doing it again cost seconds of browser work.
 */
async function signedInAs(context: BrowserContext, email: string) {
  const db = site.database.db;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const { token } = await createSession(db, user.id, site.clock.now());
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: site.url }]);
}

async function csvText(context: BrowserContext, path = '/api/admin/submissions.csv'): Promise<string> {
  const response = await context.request.get(`${site.url}${path}`);
  expect(response.status()).toBe(200);
  return response.text();
}

const rowsOf = (page: Page) => page.getByRole('table', { name: 'Contact Form Submissions' }).locator('tbody tr');

async function sendRequest(name: string, email: string): Promise<number> {
  const { page, context } = await newPage();
  await page.goto(`${site.url}/contact`);
  await waitForHydration(page);
  const form = page.locator('#request');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone/).fill('(918) 555-0177');
  await form.getByLabel(/^Message/).fill('Hail took shingles off the garage side.');
  await form.getByRole('button', { name: 'Request my free inspection' }).click();
  await form.getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();
  await context.close();
  const row = await site.database.db
    .selectFrom('contact_submissions')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

// ── tests ──────────────────────────────────────────────────────────────────────────────────────

describe('a request worked end to end, keyboard only', () => {
  it('goes from /contact to the office mail link, gets a status, a note and an owner, survives a reload, is found by the filter, exported, then erased everywhere', async () => {
    const id = await sendRequest('Harper Quill', 'harper.quill@example.com');
    // The office notice links straight to the request.
    const notice = await waitForMail(site.dataDir, /New contact request #\d+[\s\S]*Harper Quill/);
    const link = new URL(/https?:\/\/[^\s"<>]+\/admin\?lead=\d+/.exec(notice)![0]);
    expect(link.searchParams.get('lead')).toBe(String(id));
    await waitForMail(site.dataDir, /To: harper\.quill@example\.com/);

    const { page, context, errors } = await newPage();
    await signInByKeyboard(page, OFFICE);
    await page.goto(`${site.url}${link.pathname}${link.search}`);
    const dialog = page.getByRole('dialog', { name: 'Harper Quill' });
    await dialog.waitFor();
    const status = dialog.getByLabel('Status', { exact: true });
    expect(await status.inputValue()).toBe('new');
    await dialog
      .getByText(/^Waiting \d+/)
      .waitFor()
      .catch(() => undefined);

    // Status: New → Contacted with one arrow key on the focused select.
    await tabTo(page, status);
    await page.keyboard.press('ArrowDown');
    await page.getByText('Now Contacted.').waitFor();
    await dialog.getByText('changed the status from New to Contacted').waitFor();

    // A note, typed and sent from the keyboard; shown as text with its author.
    await tabTo(page, dialog.getByLabel('Add a note'));
    await page.keyboard.type('Called <b>back</b>; inspection Thursday 9am');
    await tabTo(page, dialog.getByRole('button', { name: 'Add note' }));
    await page.keyboard.press('Enter');
    const note = dialog.getByRole('listitem').filter({ hasText: 'Called <b>back</b>; inspection Thursday 9am' });
    await note.waitFor();
    expect(await note.innerText()).toContain(OFFICE);
    expect(await dialog.getByLabel('Add a note').inputValue()).toBe('');

    // Owner: the first admin by name (Jordan Field) with one arrow key.
    const owner = dialog.getByLabel('Assigned to');
    await tabTo(page, owner);
    await page.keyboard.press('ArrowDown');
    await dialog.getByText('assigned it to jordan@ridgeline.example').waitFor();

    await page.screenshot({ path: path.join(SHOTS, 'lead-detail-1280.png'), fullPage: false });
    expect(await axeViolations(page), 'detail at 1280').toEqual([]);

    // A reload keeps all three (the open request is in the URL).
    await page.reload();
    await dialog.waitFor();
    expect(await status.inputValue()).toBe('contacted');
    expect(await owner.locator('option:checked').innerText()).toMatch(/jordan@ridgeline\.example/);
    await note.waitFor();

    // Escape closes; the URL forgets the request; the filter and search find it, both in the URL.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => !url.searchParams.has('lead'));
    await tabTo(page, page.getByLabel('Filter by status'));
    await page.keyboard.press('ArrowDown'); // Open
    await page.keyboard.press('ArrowDown'); // Overdue
    await page.keyboard.press('ArrowDown'); // New
    await page.keyboard.press('ArrowDown'); // Contacted
    await tabTo(page, page.getByPlaceholder('Search submissions...'));
    await page.keyboard.type('quill');
    await page.waitForURL(/status=contacted/);
    await page.waitForURL(/search=quill/);
    const row = rowsOf(page).filter({ hasText: 'Harper Quill' });
    await row.waitFor();
    expect(await rowsOf(page).count()).toBe(1);
    expect(await row.innerText()).toMatch(/Contacted[\s\S]*Assigned to jordan@ridgeline\.example/);
    // The dashboard's download carries the filter and the search: the file holds what is on screen.
    const download = page.getByRole('link', { name: /^Download CSV/ });
    const exportedNames = async () => {
      const csv = await csvText(context, (await download.getAttribute('href'))!);
      return csv
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((l) => l.split(',')[3]);
    };
    expect(await download.getAttribute('href')).toBe('/api/admin/submissions.csv?search=quill&status=contacted');
    expect(await exportedNames()).toEqual(['Harper Quill']);
    await page.getByLabel('Filter by status').selectOption('won');
    await page.getByText('No submissions match your search').waitFor();
    expect(await download.getAttribute('href')).toBe('/api/admin/submissions.csv?search=quill&status=won');
    expect(await exportedNames()).toEqual([]);
    await page.getByLabel('Filter by status').selectOption('contacted');
    await row.waitFor();

    // The CSV has it with its status, owner, first response, notes count and the note itself.
    const csv = await csvText(context);
    const line = csv.split('\r\n').find((l) => l.includes('Harper Quill'))!;
    expect(line).toMatch(
      /,Contacted,jordan@ridgeline\.example,\d{4}-\d\d-\d\d \d\d:\d\d,1,\d{4}-\d\d-\d\d \d\d:\d\d office@ridgeline\.example: Called <b>back<\/b>; inspection Thursday 9am,/,
    );

    // Delete permanently, confirmed, from the keyboard.
    await tabTo(page, row.getByRole('button', { name: 'Harper Quill' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Delete permanently' }));
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'Delete the request from Harper Quill permanently?' }).waitFor();
    // It says what goes: the words, the photos, the mails and any gallery project on the website.
    const confirm = dialog.getByRole('group', { name: 'Delete the request from Harper Quill permanently?' });
    expect(await confirm.textContent()).toContain('takes any gallery project of the job off the website');
    await confirm.screenshot({ path: path.join(SHOTS, 'lead-erase-confirm.png') });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yes, delete Harper Quill’s request');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Request deleted permanently').waitFor();
    await page.getByText('No submissions match your search').waitFor();

    expect(await csvText(context)).not.toContain('Harper Quill');
    expect(
      await site.database.db.selectFrom('email_outbox').select('id').where('submission_id', '=', id).execute(),
    ).toEqual([]);
    expect(mailFiles(site.dataDir).filter((mail) => /Harper|harper\.quill/i.test(mail.text))).toEqual([]);
    const history = await site.database.db
      .selectFrom('lead_events')
      .select(['kind', 'actor'])
      .where('submission_id', '=', id)
      .orderBy('id')
      .execute();
    expect(history.map((e) => e.kind)).toEqual(['status', 'note', 'owner', 'erase']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the dashboard under real conditions', () => {
  it('refuses a change made on a stale view, names who changed what, and the error toast stays until dismissed by keyboard', async () => {
    const id = await sendRequest('Rowan Stale', 'rowan.stale@example.com');
    const { page, context } = await newPage();
    await signedInAs(context, OFFICE);
    await page.goto(`${site.url}/admin?lead=${id}`);
    const dialog = page.getByRole('dialog', { name: 'Rowan Stale' });
    await dialog.waitFor();

    // Another admin marks it Won from another browser meanwhile.
    const { cookie } = await signedInUser(site.database.db, {
      email: `jordan.other.${Date.now()}@example.com`,
      admin: true,
    });
    const answer = await site.app.inject({
      method: 'POST',
      url: '/trpc/leads.setStatus',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ id, version: 1, status: 'won' }),
    });
    expect(answer.statusCode).toBe(200);

    // Lost asks why before it saves.
    await dialog.getByLabel('Status', { exact: true }).selectOption('lost');
    const lost = dialog.getByRole('form', { name: 'Mark as Lost' });
    await lost.getByRole('button', { name: 'Save as Lost' }).click();
    await lost.getByRole('alert').filter({ hasText: 'Pick why the job was lost' }).waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await lost.screenshot({ path: path.join(SHOTS, `lost-prompt-${width}.png`) });
      expect(await axeViolations(page), `the Lost prompt at ${width}`).toEqual([]);
    }
    await lost.getByRole('radio', { name: 'Our price' }).check();
    await lost.getByRole('button', { name: 'Save as Lost' }).click();
    const stale = page.locator('[role=alert] [data-toast]').filter({ hasText: 'Someone else changed this request' });
    await stale.waitFor();
    expect(await stale.innerText()).toMatch(/jordan\.other\.\d+@example\.com changed the status from New to Won/);
    // The view shows their change.
    await dialog
      .getByRole('listitem')
      .filter({ hasText: /changed the status from New to Won/ })
      .waitFor();
    expect(await dialog.getByLabel('Status', { exact: true }).inputValue()).toBe('won');
    await page.screenshot({ path: path.join(SHOTS, 'lead-stale-1280.png') });

    // On the view as it is now, Lost is saved with its reason, shown beside the status and in the History.
    await lost.getByRole('radio', { name: 'Went with another roofer' }).check();
    await lost.getByRole('button', { name: 'Save as Lost' }).click();
    await lost.waitFor({ state: 'detached' });
    await dialog.getByText('Why: Went with another roofer').waitFor();
    await dialog
      .getByRole('listitem')
      .filter({ hasText: 'gave the reason it was lost: Went with another roofer' })
      .waitFor();
    const row = await site.database.db
      .selectFrom('contact_submissions')
      .select(['status', 'lost_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'lost', lost_reason: 'competitor' });

    // News leaves by itself; the failure stays.
    const news = page.locator('[role=status] [data-toast]');
    await dialog.getByLabel('Add a note').fill('Checked with Jordan');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await news.filter({ hasText: 'Note added' }).waitFor();
    await news.filter({ hasText: 'Note added' }).waitFor({ state: 'detached', timeout: 15_000 });
    expect(await stale.count()).toBe(1);

    // Keyboard: reach its close button and press Escape on it.
    await tabTo(page, stale.getByRole('button', { name: 'Dismiss: Someone else changed this request' }));
    await page.keyboard.press('Escape');
    await stale.waitFor({ state: 'detached' });
    // Escape went to the toast, not the dialog.
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await context.close();
  });

  it("has the dashboard's own header, and at 390 px a toast lies over none of the lead dialog's buttons", async () => {
    const id = await sendRequest('Toby Toast', 'toby.toast@example.com');
    const { page, context } = await newPage(390);
    await signedInAs(context, OFFICE);
    await page.goto(`${site.url}/admin`);
    const banner = page.getByRole('banner');
    const sections = banner.getByRole('navigation', { name: 'Dashboard' });
    for (const name of ['Requests', 'Reports', 'Business facts', 'Photos', 'System', 'Account'])
      await sections.getByRole('link', { name }).waitFor();
    expect(await sections.getByRole('link', { name: 'Requests' }).getAttribute('aria-current')).toBe('page');
    await banner.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(await banner.getByRole('link', { name: 'Public site' }).getAttribute('href')).toBe('/');
    // Nothing of the customer's header: no Call (it rang the office itself), no offer, no site menu.
    expect(await page.getByRole('link', { name: /^(Call|Free Inspection)/ }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'dashboard-header-390.png') });

    await page.goto(`${site.url}/admin?lead=${id}`);
    const dialog = page.getByRole('dialog', { name: 'Toby Toast' });
    await dialog.waitFor();
    // Another admin changes it meanwhile: this change is refused with a toast that stays.
    const { cookie } = await signedInUser(site.database.db, { email: `toast.${Date.now()}@example.com`, admin: true });
    const answer = await site.app.inject({
      method: 'POST',
      url: '/trpc/leads.setStatus',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ id, version: 1, status: 'contacted' }),
    });
    expect(answer.statusCode).toBe(200);
    await dialog.getByLabel('Status', { exact: true }).selectOption('estimate_sent');
    const stale = page.locator('[role=alert] [data-toast]').filter({ hasText: 'Someone else changed this request' });
    await stale.waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'lead-toast-390.png') });
    const toastBox = (await stale.boundingBox())!;
    // Every button of the dialog, scrolled through: none lies under the toast where it shows.
    for (const button of await dialog.locator('button:visible:not([data-toast] button), select:visible').all()) {
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      const shownToast = (await stale.boundingBox())!;
      const overlaps =
        box.x < shownToast.x + shownToast.width &&
        shownToast.x < box.x + box.width &&
        box.y < shownToast.y + shownToast.height &&
        shownToast.y < box.y + box.height;
      expect(overlaps, `${await button.innerText()} under the toast`).toBe(false);
    }
    expect(toastBox.y).toBeLessThan(200);
    await context.close();
  });

  it.each([1280, 1024, 768, 390])(
    'keeps long unbroken values inside the screen at %i px, with no axe violations, and counts Open and Overdue',
    async (width) => {
      const long = 'x'.repeat(290);
      await site.database.db
        .insertInto('contact_submissions')
        .values({
          name: `Long${width} ${'N'.repeat(110)}`,
          email: `${long}@example.com`,
          address: 'A'.repeat(300),
          message: 'W'.repeat(300),
          service_needed: 'S'.repeat(120),
          created_at: new Date(Date.now() - 3 * 24 * 3600_000),
        })
        .execute();
      const { page, context, errors } = await newPage(width);
      await signedInAs(context, OFFICE);
      await page.goto(`${site.url}/admin`);
      await rowsOf(page).first().waitFor();
      // Taken first, so a failure below leaves the picture of it.
      await page.screenshot({ path: path.join(SHOTS, `dashboard-${width}.png`), fullPage: true });
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        // What sticks out, named, so a failure says what to fix.
        outside: [...document.querySelectorAll('main *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 5)
          .map((el) => `${el.tagName}.${el.className}`),
      }));
      expect(widths.page, widths.outside.join(', ')).toBeLessThanOrEqual(widths.viewport);
      // Inside the screen is not enough: the table must not run into its card's padding either.
      const table = page.getByRole('table', { name: 'Contact Form Submissions' });
      const [tableRight, wrapRight] = await table.evaluate((el) => [
        el.getBoundingClientRect().right,
        el.parentElement!.getBoundingClientRect().right,
      ]);
      expect(tableRight).toBeLessThanOrEqual(wrapRight! + 1);
      // The site's footer has its own list (opening hours): take the dashboard's counters by their words.
      // They are in the Overview, folded under the list.
      await page.locator('summary', { hasText: 'Overview' }).click();
      const counters = page.locator('dl').filter({ hasText: 'Median First Response' });
      await counters.getByText('Open').waitFor();
      expect(await counters.innerText()).toMatch(/Overdue[\s\S]*\d/);
      expect(await axeViolations(page), `dashboard at ${width}`).toEqual([]);

      await rowsOf(page)
        .getByRole('button', { name: new RegExp(`^Long${width} `) })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Status', { exact: true }).waitFor();
      // Whatever sticks out past the dialog's right edge, named, so a failure says what to fix. Polled:
      // the detail lays out in steps as its parts arrive.
      const outside = () =>
        dialog.evaluate((el) => {
          const edge = el.getBoundingClientRect().right;
          // The notifications are fixed to the screen, not laid out in the dialog.
          return [...el.querySelectorAll('*')]
            .filter(
              (child) => !child.closest('[aria-label=Notifications]') && child.getBoundingClientRect().right > edge + 1,
            )
            .map((child) => `${child.tagName}.${child.className}: ${child.textContent?.slice(0, 40)}`);
        });
      await expect.poll(outside, { timeout: 5_000, interval: 100 }).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `lead-detail-long-${width}.png`) });
      expect(await axeViolations(page), `detail at ${width}`).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
