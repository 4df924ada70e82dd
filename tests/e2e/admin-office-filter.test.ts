import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../testing/test-database';
import { signedInUser } from '../support/sessions';
import { site as siteFile } from '../support/site';
import { axeViolations, collectErrors, launchBrowser, startSite, waitForHydration } from './harness';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-admin-office');

let site: { url: string; app: FastifyInstance; database: TestDatabase; dataDir: string };
let browser: Browser;
let cookie: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite();
  browser = await launchBrowser();
  cookie = (await signedInUser(site.database.db, { email: 'office@ridgeline.example', admin: true })).cookie;
  const now = Date.now();
  await site.database.db
    .insertInto('contact_submissions')
    .values([
      { name: 'Megan Fry', email: 'megan@example.com', office: 'tulsa', created_at: new Date(now - 3 * 60_000) },
      { name: 'James Whitley', email: 'james@example.com', office: 'kansas', created_at: new Date(now - 2 * 60_000) },
      { name: 'Hannah Schultz', email: 'hannah@example.com', office: 'kansas', created_at: new Date(now - 60_000) },
    ])
    .execute();
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

const rowsOf = (page: Page) => page.getByRole('table', { name: 'Contact Form Submissions' }).locator('tbody tr');

async function dashboard(width: number, query = ''): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  const [name, value] = cookie.split(';')[0]!.split('=');
  await context.addCookies([{ name: name!, value: value!, url: site.url }]);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${site.url}/admin${query}`);
  await waitForHydration(page);
  await rowsOf(page).first().waitFor();
  return { page, errors };
}

describe('the dashboard by office', () => {
  it('shows each request’s office by name and filters the list by office, in the URL', async () => {
    const kansas = siteFile.offices.find((office) => office.id === 'kansas')!;
    const tulsa = siteFile.offices.find((office) => office.id === 'tulsa')!;
    const { page, errors } = await dashboard(1280);
    expect(await page.getByRole('columnheader', { name: 'Office' }).count()).toBe(1);
    const whitley = rowsOf(page).filter({ hasText: 'James Whitley' });
    expect(await whitley.innerText()).toContain(kansas.label);
    expect(await rowsOf(page).filter({ hasText: 'Megan Fry' }).innerText()).toContain(tulsa.label);
    expect((await rowsOf(page).allInnerTexts()).join('\n')).not.toMatch(/\bkansas\b|\btulsa\b/);

    await page.getByLabel('Filter by office').selectOption({ label: kansas.label });
    await page.waitForURL(/office=kansas/);
    await page
      .getByRole('status')
      .filter({ hasText: `the filter: ${kansas.label}` })
      .waitFor();
    expect(await rowsOf(page).allInnerTexts()).toEqual([
      expect.stringContaining('Hannah Schultz'),
      expect.stringContaining('James Whitley'),
    ]);
    expect(await page.getByRole('link', { name: /^Download CSV/ }).getAttribute('href')).toBe(
      '/api/admin/submissions.csv?office=kansas',
    );
    await page.screenshot({ path: path.join(SHOTS, 'dashboard-office-1280.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Filter by office').selectOption({ label: 'All offices' });
    await page.waitForURL((url) => !url.searchParams.has('office'));
    await rowsOf(page).filter({ hasText: 'Megan Fry' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('opens filtered from a link, and lays the office out on a phone', async () => {
    const { page, errors } = await dashboard(390, '?office=tulsa');
    expect(await page.getByLabel('Filter by office').inputValue()).toBe('tulsa');
    expect(await rowsOf(page).count()).toBe(1);
    expect(await rowsOf(page).first().innerText()).toMatch(/Megan Fry[\s\S]*Tulsa Office/);
    await page.screenshot({ path: path.join(SHOTS, 'dashboard-office-390.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
