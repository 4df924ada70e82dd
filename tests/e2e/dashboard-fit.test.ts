import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/sessions';
import { launchBrowser, startSite, waitForHydration } from './harness';

/**
 * The dashboard's layout defects of the t3 review (../shared/reviews/spec-ux-t3.md §2): the lead
 * dialog's Close wrapping mid-word at 390 (T3-14), service badges broken mid-word at 1280 (T3-15),
 * and success toasts stacked over the dialog (T3-16).
 */

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let cookie: { name: string; value: string };
let leadId: number;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  const user = await signedInUser(site.database.db, { email: 'office@ridgeline.example', admin: true });
  const [name, value] = user.cookie.split('=') as [string, string];
  cookie = { name, value };
  const now = new Date();
  const rows = ['Roof Replacement', 'Commercial Roofing', 'Emergency Roofing', 'Roof Inspection'].map((service, i) => ({
    created_at: new Date(now.getTime() - (i + 1) * 3_600_000),
    source: 'form',
    name: i === 0 ? 'Jennifer Harrington-Whitfield Montgomery' : `Customer ${i}`,
    email: `customer${i}@example.com`,
    service_needed: service,
    message: 'Hail took shingles off the garage side.',
  }));
  await site.database.db.insertInto('contact_submissions').values(rows).execute();
  leadId = (
    await site.database.db
      .selectFrom('contact_submissions')
      .select('id')
      .where('email', '=', 'customer0@example.com')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await site?.app.close();
});

async function dashboard(width: number, query = ''): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  await context.addCookies([{ ...cookie, url: site.url }]);
  const page = await context.newPage();
  await page.goto(`${site.url}/admin${query}`);
  await waitForHydration(page);
  return page;
}

/** The line tops each word of an element's text sits on: a word split over two lines has two. */
function wordLines(locator: Locator): Promise<{ word: string; lines: number }[]> {
  return locator.evaluate((el) => {
    const out: { word: string; lines: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        out.push({ word: match[0], lines: tops.size });
      }
    }
    return out;
  });
}

describe('the lead dialog', () => {
  it('at 390px keeps Close whole beside a two-line name (T3-14)', async () => {
    const page = await dashboard(390, `?lead=${leadId}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Jennifer Harrington-Whitfield Montgomery' }).waitFor();
    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    expect(await wordLines(close)).toEqual([{ word: 'Close', lines: 1 }]);
  });

  it('at 1280px shows one short success toast at a time, beside the dialog rather than over it (T3-16)', async () => {
    const page = await dashboard(1280, `?lead=${leadId}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Jennifer Harrington-Whitfield Montgomery' }).waitFor();
    const status = dialog.getByLabel('Status', { exact: true });
    for (const value of ['contacted', 'inspection_scheduled', 'estimate_sent', 'won']) {
      await status.selectOption(value);
      // Won asks for the job's value first; saving it with none keeps Won alone.
      if (value === 'won') await dialog.getByRole('button', { name: 'Save as Won' }).click();
      await expect.poll(() => status.inputValue()).toBe(value);
      await page.locator('[data-toast="default"]').last().waitFor();
    }
    const toasts = page.locator('[data-toast="default"]');
    await expect.poll(() => toasts.count()).toBe(1);
    const toast = (await toasts.first().boundingBox())!;
    const box = (await dialog.boundingBox())!;
    const overlaps =
      toast.x < box.x + box.width &&
      toast.x + toast.width > box.x &&
      toast.y < box.y + box.height &&
      toast.y + toast.height > box.y;
    expect(overlaps, JSON.stringify({ toast, box })).toBe(false);
  });
});

describe('the request list', () => {
  it('at 1280px breaks service badges only between words (T3-15)', async () => {
    const page = await dashboard(1280);
    await page.getByRole('button', { name: 'Jennifer Harrington-Whitfield Montgomery', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Contact Form Submissions' });
    for (const service of ['Roof Replacement', 'Commercial Roofing', 'Emergency Roofing']) {
      const badge = table.locator('tbody span', { hasText: new RegExp(`^${service}$`) }).first();
      for (const { word, lines } of await wordLines(badge)) expect(lines, `${service}: "${word}"`).toBe(1);
    }
  });
});
