import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, siteInBrowser, waitForHydration } from './harness';

const site = siteInBrowser();

/**
 * A phone on a page whose app code is held back until `start()`: until then the page is as it
 * arrived, prerendered, with no app running, as it is for a visitor whose first tap comes while the
 * app still loads.
 */
async function heldPage(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = collectErrors(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}${path}`);
  return {
    page,
    errors,
    async start() {
      release();
      await waitForHydration(page);
    },
    close: () => context.close(),
  };
}

const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === undefined);

describe('a tap before the app has started', () => {
  it('opens the phone menu at once, and the menu stays open, then closes, once the app runs', async () => {
    const held = await heldPage(site.browser, '/');
    const { page } = held;
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByRole('banner').locator('summary').tap();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await notHydrated(page)).toBe(true);

    await held.start();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await menu.isVisible()).toBe(true);
    // The app took the menu over as it was: its Close button (only there once it runs) closes it.
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(held.errors).toEqual([]);
    await held.close();
  });

  it('opens a FAQ answer at once, still open after the app has hydrated', async () => {
    const held = await heldPage(site.browser, '/services/roof-inspection');
    const { page } = held;
    const question = page.getByRole('main').locator('details > summary').first();
    const answer = page.getByRole('main').locator('details').first().locator('p');
    await question.tap();
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await notHydrated(page)).toBe(true);

    await held.start();
    expect(await answer.isVisible()).toBe(true);
    await question.tap();
    await expect.poll(() => answer.isVisible()).toBe(false);
    await held.close();
  });

  it('shows a gallery project at once, still shown after the app has hydrated, and Close closes it', async () => {
    const held = await heldPage(site.browser, '/gallery');
    const { page } = held;
    // A section shown by :target until the app runs, a dialog after: found by its anchor.
    const detail = page.locator('#project-metal-broken-arrow');
    await page.getByRole('link', { name: 'View Details of Standing-seam metal' }).tap();
    await expect.poll(() => detail.isVisible()).toBe(true);
    expect(await notHydrated(page)).toBe(true);

    await held.start();
    expect(await detail.isVisible()).toBe(true);
    await detail.getByRole('link', { name: /^Close/ }).tap();
    await expect.poll(() => detail.isVisible()).toBe(false);
    expect(held.errors).toEqual([]);
    await held.close();
  });

  it('keeps what was typed into the contact form, and where the page was scrolled, once the app runs', async () => {
    const held = await heldPage(site.browser, '/contact');
    const { page } = held;
    const name = page.getByLabel('Name', { exact: false }).first();
    await name.tap();
    await page.keyboard.type('Dana Whitfield');
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(await notHydrated(page)).toBe(true);

    await held.start();
    expect(await name.inputValue()).toBe('Dana Whitfield');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The form's own state has the name too: typing elsewhere re-renders every field.
    await page.getByLabel('Email', { exact: false }).first().fill('dana@example.com');
    expect(await name.inputValue()).toBe('Dana Whitfield');
    expect(held.errors).toEqual([]);
    await held.close();
  });
});
