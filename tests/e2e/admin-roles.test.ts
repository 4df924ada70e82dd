import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/session';
import type { StaffRole } from '../../shared/staff-roles';
import { signedInUser } from '../support/sessions';
import { axeViolations, collectErrors, launchBrowser, startSite, waitForHydration } from './harness';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-admin-roles');

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite({ jobs: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

async function signedInPage(email: string, role: StaffRole, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const { cookie } = await signedInUser(site.database.db, { email, role });
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.split('=')[1]!, url: site.url }]);
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
}

async function open(page: Page, pathname: string) {
  await page.goto(site.url + pathname);
  await waitForHydration(page);
}

const sections = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allInnerTexts()).map((text) =>
    text.trim(),
  );

describe('each role sees what it may do', () => {
  it('the office works requests, reviews and drafts; publishing and the System page are the owner’s', async () => {
    const { page, errors } = await signedInPage('office.roles@ridgeline.example', 'office');
    await open(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await expect
      .poll(() => sections(page))
      .toEqual(['Requests', 'Reports', 'Reviews', 'Business facts', 'Pages', 'Photos', 'Projects', 'Account']);

    await open(page, '/admin/system');
    await page.getByText('System is not part of the Office role. Ask the owner if you need it.').waitFor();
    await page.getByRole('link', { name: 'Back to the requests' }).waitFor();

    await open(page, '/admin/site');
    await page.getByRole('heading', { name: 'Business facts', level: 1 }).waitFor();
    // The office drafts; Publish is the owner's, and says so.
    const publish = page.getByRole('button', { name: 'Publish', exact: true }).last();
    expect(await publish.isDisabled()).toBe(true);
    await page.getByText('Only the owner publishes: your saved draft waits for them.').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'office-site-facts-1280.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('crew reach their own account only', async () => {
    const { page } = await signedInPage('crew.roles@ridgeline.example', 'crew', 390);
    await open(page, '/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await expect.poll(() => sections(page)).toEqual(['Account']);
    await open(page, '/admin/account');
    await page.getByRole('heading', { name: 'Passkeys' }).waitFor();
  });

  it('the owner gives the office role on the System page, and the site keeps one owner', async () => {
    await signedInUser(site.database.db, { email: 'new.hire@ridgeline.example' });
    const { page, errors } = await signedInPage('owner.roles@ridgeline.example', 'owner');
    await open(page, '/admin/system');
    const staff = page.getByRole('list', { name: 'Accounts and their roles' });
    await staff.waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(SHOTS, `system-staff-${width}.png`), fullPage: true });
      expect(await axeViolations(page), `System at ${width}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `System scrolls sideways at ${width}`).toBeLessThanOrEqual(0);
    }
    await page.getByLabel('Role of new.hire@ridgeline.example').selectOption('office');
    await page.getByRole('button', { name: 'Save role' }).click();
    await page.getByText('new.hire@ridgeline.example has the Office role now.').waitFor();
    const roleOf = async (email: string) =>
      (
        await site.database.db
          .selectFrom('user_roles')
          .innerJoin('users', 'users.id', 'user_roles.user_id')
          .select('role')
          .where('users.email', '=', email)
          .executeTakeFirst()
      )?.role ?? null;
    expect(await roleOf('new.hire@ridgeline.example')).toBe('office');

    // The only owner cannot make themselves office: someone must still publish.
    await page.getByLabel('Role of owner.roles@ridgeline.example').selectOption('office');
    await page.getByRole('button', { name: 'Save role' }).click();
    await page.getByText(/is the only owner: give another account the Owner role first/).waitFor();
    expect(await roleOf('owner.roles@ridgeline.example')).toBe('owner');
    expect(errors.filter((error) => !/400|Bad Request/.test(error))).toEqual([]);
  });
});
