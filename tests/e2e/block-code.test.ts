import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, siteInBrowser, waitForHydration } from './harness';

const site = siteInBrowser();

/** The chunks of the lazily loaded blocks a page's loader names (`data-blocks`), as served. */
async function blockChunksOf(path: string): Promise<string[]> {
  const html = await (await fetch(`${site.url}${path}`)).text();
  return html.match(/data-blocks="([^"]*)"/)?.[1]?.split(' ') ?? [];
}

/** A page that records the app scripts it fetches. */
async function recordingScripts(width = 1280) {
  const page = await site.browser.newPage({ viewport: { width, height: 900 } });
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return { page, scripts, errors: collectErrors(page) };
}

const nameField = (page: Page) => page.locator('#request').getByLabel(/^Name/);
const sendButton = (page: Page) => page.locator('#request').getByRole('button', { name: 'Request my free inspection' });

describe('a page loads the code of the blocks it uses', () => {
  it('names the contact form chunk on the pages with the form only, and the gallery chunks on the gallery', async () => {
    const form = await blockChunksOf('/contact');
    expect(form.length).toBeGreaterThan(0);
    expect(await blockChunksOf('/')).toEqual(form);
    expect(await blockChunksOf('/locations/tulsa')).toEqual([]);
    expect(await blockChunksOf('/services/roof-inspection')).toEqual([]);
    const gallery = await blockChunksOf('/gallery');
    expect(gallery.length).toBeGreaterThan(0);
    expect(gallery.some((chunk) => form.includes(chunk))).toBe(false);
  });

  it('runs a city page without fetching the form or the gallery, and fetches the form when the visitor goes to /contact', async () => {
    const form = await blockChunksOf('/contact');
    const gallery = await blockChunksOf('/gallery');
    const { page, scripts, errors } = await recordingScripts();
    await page.goto(`${site.url}/locations/tulsa`);
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => form.includes(script) || gallery.includes(script))).toEqual([]);

    // A link inside the app: the page is not reloaded, and the form arrives with its route.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL(/\/contact$/);
    await expect.poll(() => sendButton(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(scripts).toEqual(expect.arrayContaining(form));
    // It is the working form: sent empty, it says what is missing, and it takes typing.
    await sendButton(page).click();
    await expect
      .poll(() =>
        page
          .locator('#request')
          .getByText(/enter your name/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await nameField(page).fill('Jordan Avery');
    expect(await nameField(page).inputValue()).toBe('Jordan Avery');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates /contact with its form loaded first: no mismatch, and the form answers', async () => {
    const form = await blockChunksOf('/contact');
    const { page, scripts, errors } = await recordingScripts(390);
    await page.goto(`${site.url}/contact`);
    await waitForHydration(page);
    expect(scripts).toEqual(expect.arrayContaining(form));
    await sendButton(page).click();
    await expect
      .poll(() =>
        page
          .locator('#request')
          .getByText(/enter your name/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
