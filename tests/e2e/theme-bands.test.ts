import { describe, expect, it } from 'vitest';
import { siteInBrowser, waitForHydration } from './harness';
import { format, NO_MOTION, pixelContrast } from './visual-check';
import { contrastProbe } from './visual-probes';

const site = siteInBrowser();

describe('the theme on a dark band', () => {
  /**
   * Any block may be placed on the brand-tone band. Re-tone every section of pages that use every
   * block type and hold all their text to the same contrast rule, so a light card on a dark band
   * can never inherit the band's white text.
   */
  it.each([
    '/',
    '/gallery',
    '/contact',
    '/financing',
    '/locations/tulsa-roofing',
    '/services/roof-replacement',
    '/about',
  ])('keeps every text readable on %s with every section on the brand band', async (route) => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await page.goto(`${site.url}/`);
    const brandClass = await page.locator('section[data-tone="brand"]').first().getAttribute('class');
    expect(brandClass).toBeTruthy();
    await page.goto(site.url + route);
    await waitForHydration(page);
    await page.addStyleTag({ content: NO_MOTION });
    const retoned = await page.evaluate((className) => {
      const sections = [...document.querySelectorAll('main section[data-tone]')];
      for (const section of sections) section.setAttribute('class', className);
      return sections.length;
    }, brandClass!);
    expect(retoned).toBeGreaterThan(0);
    const contrast = await page.evaluate(contrastProbe);
    const pixels = await pixelContrast(page, contrast.unresolved);
    expect(format([...contrast.failures, ...pixels])).toEqual([]);
    await page.close();
  });
});
