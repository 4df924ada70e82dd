import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedParts } from '../../shared/office-day';
import { addDays, sendReviewAsks } from '../../server/reviews/asks';
import type { TestDatabase } from '../../testing/test-database';
import { waitForMail } from './admin-support';
import { axeViolations, launchBrowser, type movableClock, startSite } from './harness';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-review-page');

let site: {
  url: string;
  app: FastifyInstance;
  database: TestDatabase;
  dataDir: string;
  clock: ReturnType<typeof movableClock>;
};
let browser: Browser;
let page: Page;
let link: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite({ atLocalhost: true, outbox: { pollMs: 200 } });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  // A job completed three days ago (office calendar): its review request is due.
  const zone = site.app.services.site.timeZone;
  await site.database.db
    .insertInto('contact_submissions')
    .values({
      name: 'Dave Rodriguez',
      email: 'dave.review@example.com',
      address: '1200 S Elm Pl, Broken Arrow, OK 74012',
      page: '/locations/broken-arrow',
      office: 'tulsa',
      status: 'won',
      won_at: new Date(),
      job_completed_on: addDays(zonedParts(new Date(), zone).day, -3),
    })
    .execute();
  expect((await sendReviewAsks(site.database.db, site.clock.now(), site.app.services)).asked).toBe(1);
  site.app.services.wakeMailWorker();
  const mail = await waitForMail(site.dataDir, /How did we do on your roof/, 'dave.review@example.com');
  link = /\/r\/[a-z2-7]{24}\.[a-z2-7]{32}/.exec(mail)![0];
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

async function look(name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    expect(await axeViolations(page), `${name} at ${width}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('the review page a won customer opens from the mail', () => {
  it('leads with the Google button, and takes words with consent from a phone (the page has no scripts)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    await page.goto(site.url + link);
    expect(await page.locator('script').count()).toBe(0);
    const google = page.getByRole('link', { name: 'Write a review on Google' });
    expect(await google.getAttribute('href')).toBe(site.app.services.site.proof.reviews.url);
    // The button is the first thing under the heading, on the first screen of a phone.
    const box = await google.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(844);
    await look('review-page');

    // Both boxes start unticked; nothing is sent without the words.
    const publish = page.getByRole('checkbox', { name: /may publish my words on your website/ });
    expect(await publish.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: /share my words inside the company/ }).isChecked()).toBe(false);
    await page.getByRole('textbox', { name: 'Your words' }).fill('Short.');
    await page.getByRole('button', { name: 'Send my words' }).click();
    await page.getByRole('alert').filter({ hasText: 'Write a sentence or two' }).waitFor();
    // What was typed is still there.
    expect(await page.getByRole('textbox', { name: 'Your words' }).inputValue()).toBe('Short.');

    await page
      .getByRole('textbox', { name: 'Your words' })
      .fill('The crew found the leak two other roofers missed and cleaned up every nail.');
    await page.getByRole('radio', { name: 'The Rodriguez family' }).check();
    await page.getByRole('textbox', { name: /Your neighbourhood/ }).fill('Rose District');
    await publish.check();
    await page.getByRole('button', { name: 'Send my words' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you for your words.' }).waitFor();
    await page.getByText('signed "The Rodriguez family"').waitFor();
    await page.getByRole('button', { name: 'Withdraw my permission to publish' }).waitFor();
    // The Google button stays.
    await page.getByRole('link', { name: 'Write a review on Google' }).waitFor();
    await look('review-page-sent');

    // A low private score: the owner hears at once; the customer still sees Google first.
    await page.getByRole('radio', { name: '2' }).check();
    await page
      .getByRole('textbox', { name: 'Your note to the owner' })
      .fill('The gutter on the north side was left bent.');
    await page.getByRole('button', { name: 'Send privately' }).click();
    await page.getByRole('status').filter({ hasText: 'The owner reads your note today.' }).waitFor();
    await page.getByRole('link', { name: 'Write a review on Google' }).waitFor();
    await waitForMail(site.dataDir, /scored the job 2 of 5/);

    // Unsubscribe is a button on its own page, so a mail scanner opening the link changes nothing.
    await page.getByRole('link', { name: 'Unsubscribe' }).click();
    await page.getByRole('button', { name: 'Unsubscribe dave.review@example.com' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await look('review-unsubscribed');
    await context.close();
  });

  it('answers a forged link with a page that says what to do', async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const response = await page.goto(`${site.url}/r/aaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb`);
    expect(response!.status()).toBe(404);
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await look('review-unknown');
  });
});
