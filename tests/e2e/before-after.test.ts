import type { BrowserContext, Locator } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, siteInBrowser, waitForHydration } from './harness';

/**
 * The before/after comparison on /gallery as a visitor meets it: without JavaScript two labelled
 * pictures, side by side or stacked; once interactive a slider that keys, a finger and a screen
 * reader move, which keeps the page inside a 320 px phone and passes axe.
 */

const site = siteInBrowser();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function open(width: number, options: { javaScriptEnabled?: boolean; hasTouch?: boolean } = {}) {
  const context = await site.browser.newContext({ viewport: { width, height: 844 }, ...options });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${site.url}/gallery`);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  const card = page.locator('figure').filter({ has: page.getByRole('heading', { name: 'Hail claim re-roof' }) });
  await card.scrollIntoViewIfNeeded();
  return { page, card };
}

const beforeImage = (card: Locator) => card.getByRole('img', { name: /tarp/ });
const afterImage = (card: Locator) => card.getByRole('img', { name: /new charcoal/ });
/** Where the after picture's clip starts, in percent of the box, as the browser computed it. */
const clipStart = (card: Locator) =>
  afterImage(card).evaluate((img) => {
    const clip = getComputedStyle(img.closest('picture')!.parentElement!).clipPath;
    return Math.round(Number(/inset\(0px 0px 0px ([\d.]+)%\)/.exec(clip)?.[1] ?? Number.NaN));
  });

describe('the before/after comparison', () => {
  it.each([390, 1280])(
    'without JavaScript at %ipx shows both pictures whole, labelled, and no control',
    async (width) => {
      const { page, card } = await open(width, { javaScriptEnabled: false });
      const [b, a] = [await beforeImage(card).boundingBox(), await afterImage(card).boundingBox()];
      expect(b && a).toBeTruthy();
      expect(b!.width).toBeGreaterThan(width / 4);
      expect(a!.width).toBeCloseTo(b!.width, 0);
      if (width === 390) expect(a!.y).toBeGreaterThanOrEqual(b!.y + b!.height);
      else {
        expect(a!.y).toBeCloseTo(b!.y, 0);
        expect(a!.x).toBeGreaterThanOrEqual(b!.x + b!.width);
      }
      expect(await card.getByText('Before', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText('After', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByRole('slider').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    },
  );

  it('with JavaScript, the keys move the line between the pictures', async () => {
    const { page, card } = await open(1280);
    const slider = card.getByRole('slider', { name: 'Reveal the before picture of Hail claim re-roof' });
    expect(await clipStart(card)).toBe(50);
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => clipStart(card)).toBe(49);
    expect(await slider.inputValue()).toBe('49');
    await page.keyboard.press('End');
    await expect.poll(() => clipStart(card)).toBe(100);
    await page.keyboard.press('Home');
    await expect.poll(() => clipStart(card)).toBe(0);
    // The pictures lie one over the other, the same size.
    expect(await beforeImage(card).boundingBox()).toEqual(await afterImage(card).boundingBox());
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a finger dragging across the picture moves the line, and a vertical swipe still scrolls the page', async () => {
    const { page, card } = await open(390, { hasTouch: true });
    const box = (await afterImage(card).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
      });
    const y = box.y + box.height * 0.7;
    await touch('touchStart', box.x + box.width * 0.5, y);
    for (let step = 1; step <= 10; step++) await touch('touchMove', box.x + box.width * (0.5 - step * 0.025), y);
    await touch('touchEnd');
    await expect.poll(() => clipStart(card)).toBeLessThan(30);
    expect(await clipStart(card)).toBeGreaterThan(20);

    const position = Number(await card.getByRole('slider').inputValue());
    await expect.poll(() => clipStart(card)).toBe(position);
    const scrolled = await page.evaluate(() => window.scrollY);
    const x = box.x + box.width * 0.8;
    await touch('touchStart', x, box.y + box.height * 0.8);
    for (let step = 1; step <= 10; step++) await touch('touchMove', x, box.y + box.height * 0.8 - step * 12);
    await touch('touchEnd');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 40);
    expect(await clipStart(card)).toBe(position);
  });

  it('keeps a 320 px phone free of sideways scrolling, and axe finds nothing there', async () => {
    const { page } = await open(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
  });
});
