import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/session';
import { signedInUser } from '../support/sessions';
import { axeViolations, collectErrors, launchBrowser, startSite, waitForHydration } from './harness';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-admin-system');
const MB = 1024 * 1024;

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
/** The disk's free space as the server reads it: nearly full, so an alarm is open. */
const free = 300 * MB;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite({ readFree: () => free, jobs: false, nightlyBackup: true });
  browser = await launchBrowser();
  const at = new Date();
  await site.database.db
    .insertInto('backup_runs')
    .values({
      instance: 'e2e',
      started_at: new Date(at.getTime() - 7 * 3_600_000),
      finished_at: new Date(at.getTime() - 7 * 3_600_000),
      outcome: 'ok',
      bytes: 4_718_592,
      row_counts: JSON.stringify({ contact_submissions: 312, users: 2 }),
      restore_check: 'passed',
    })
    .execute();
  // The alarms look, see the disk nearly full, and look again five minutes on: the alarm opens.
  await site.app.jobs.runDue();
  site.clock.advance(5 * 60_000);
  await site.app.jobs.runDue();
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

async function signedInPage(email: string, admin: boolean, width: number): Promise<{ page: Page; errors: string[] }> {
  const { cookie } = await signedInUser(site.database.db, { email, admin });
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.split('=')[1]!, url: site.url }]);
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
}

describe('the System page', () => {
  it('is linked from the dashboard and shows the server, backups, mail, jobs and the open alarm', async () => {
    const { page, errors } = await signedInPage('owner.system@ridgeline.example', true, 1280);
    await page.goto(`${site.url}/admin`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'System' }).click();
    await page.waitForURL(`${site.url}/admin/system`);
    await page.getByRole('heading', { name: 'System', level: 1 }).waitFor();
    const alarm = page.locator('[data-alarm="disk-low"]');
    await alarm.waitFor();
    expect(await alarm.textContent()).toContain("The server's disk is nearly full");
    expect(await alarm.textContent()).toContain('only 300 MB free');
    const text = await page.locator('main').textContent();
    // The browser tests run on PostgreSQL when DATABASE_URL is set (as in CI), else on the embedded one.
    expect(text).toContain(
      process.env.DATABASE_URL
        ? 'A separate PostgreSQL database server'
        : 'Built in: kept in the data folder on this server',
    );
    // Written for the owner, not in the server's setting names.
    for (const name of ['Backups', 'Mail', 'Server'])
      expect(await page.getByRole('region', { name }).textContent(), name).not.toMatch(
        /DATA_DIR|DATABASE_URL|BACKUP_TIME|SMTP_URL|npm run/,
      );
    // The disk check as the owner reads it (/readyz keeps "DATA_DIR" for the person who runs the server).
    expect(await page.getByRole('region', { name: 'Server' }).textContent()).toContain(
      "Only 300 MB free on the server's disk",
    );
    expect(text).toContain('Follow-up reminders');
    expect(text).toContain('312 contact requests, 4.5 MB');
    expect(text).toContain('Passed: the copy was restored');
    expect(text).toContain('Alarm checks');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'system-1280.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page } = await signedInPage('phone.system@ridgeline.example', true, 390);
    await page.goto(`${site.url}/admin/system`);
    await waitForHydration(page);
    await page.locator('[data-alarm="disk-low"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SHOTS, 'system-390.png'), fullPage: true });
  });

  it('makes a backup at once with "Back up now", and shows it when done', async () => {
    const { page, errors } = await signedInPage('backup.system@ridgeline.example', true, 1280);
    await page.goto(`${site.url}/admin/system`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Back up now' }).click();
    await page.getByText('Backup started').waitFor();
    // The site's job runner is the test's here: it runs what is due when told.
    expect(await site.app.jobs.runDue()).toContain('backup');
    const backups = page.getByRole('region', { name: 'Backups' });
    await expect.poll(() => backups.textContent(), { timeout: 15_000 }).toContain('(0 min ago)');
    expect(await backups.textContent()).toContain('Worked');
    expect(errors).toEqual([]);
    // The backup's two steps run in children at the lowest priority (nightly.ts), on purpose: on
    // CI's two cores, beside another browser file, they get the processor last.
  }, 180_000);

  it('shows a non-admin the door, and no figures', async () => {
    const { page } = await signedInPage('visitor.system@example.com', false, 1280);
    await page.goto(`${site.url}/admin/system`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.locator('main').textContent()).not.toContain('Alarm checks');
  });
});
