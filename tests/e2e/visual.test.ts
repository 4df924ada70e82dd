import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteInBrowser, sitemapRoutes, waitForHydration } from './harness';
import { axeCheck, format, NO_MOTION, pixelContrast } from './visual-check';
import {
  clippedTextProbe,
  contrastProbe,
  controlFontProbe,
  headerCoverProbe,
  longWordProbe,
  orphanRowProbe,
  sidewaysProbe,
  squeezeProbe,
  stickyHeaderProbe,
} from './visual-probes';

/**
 * What a visitor sees on every public route at phone, tablet and desktop widths: no axe violation
 * (every rule at 390 and 1280), no sideways scroll, readable text on its background (at 390, 768
 * and 1280), the header within reach after scrolling, no text cut off, nothing scrolled to (a
 * #fragment, a heading) left under the sticky header, a long unbroken word kept inside every card
 * and panel (at 320 px), and controls in the body's type. Each route is loaded once and resized
 * through the widths.
 */

const WIDTHS = [320, 390, 768, 1024, 1280, 1440];
/**
 * Contrast (axe's, and the pixels behind text on a picture or gradient) at one width per layout:
 * phone, tablet, desktop. Colours do not change with width, only what lies behind a text, and that
 * follows the layout; the two checks were two thirds of this file's time at all six widths.
 */
const CONTRAST_WIDTHS = new Set([390, 768, 1280]);
/**
 * Every axe rule, not only contrast, at a phone's and a desktop's width: the route is loaded and
 * hydrated here already, and one axe pass with every rule costs little more than contrast alone,
 * where a second load of every route for it took a minute of a worker.
 */
const EVERY_AXE_RULE_WIDTHS = new Set([390, 1280]);

const site = siteInBrowser();
let routes: string[];

beforeAll(async () => {
  routes = await sitemapRoutes(site.url);
  routes.push('/not-a-page');
  if (process.env.VISUAL_ROUTES) routes = process.env.VISUAL_ROUTES.split(',');
});

/** Loads a route once and checks it at every width; returns what a visitor would see wrong. */
async function checkRoute(page: Page, route: string): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto(site.url + route);
  await waitForHydration(page);
  await page.addStyleTag({ content: NO_MOTION });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const at = `${route} at ${width}px`;
    const sideways = await page.evaluate(sidewaysProbe);
    if (sideways.scrollWidth > sideways.viewport)
      problems.push(`${at}: scrolls sideways (${sideways.scrollWidth}px wide): ${sideways.culprits.join('; ')}`);

    if (CONTRAST_WIDTHS.has(width)) {
      const contrast = await page.evaluate(contrastProbe);
      const axe = await axeCheck(page, { everyRule: EVERY_AXE_RULE_WIDTHS.has(width) });
      for (const violation of axe.violations) problems.push(`${at}: axe ${violation}`);
      const pixels = await pixelContrast(page, [...contrast.unresolved, ...axe.incomplete]);
      for (const line of format([...contrast.failures, ...pixels])) problems.push(`${at}: ${line}`);
    }

    for (const line of format(await page.evaluate(clippedTextProbe))) problems.push(`${at}: clipped text ${line}`);
    for (const line of await page.evaluate(orphanRowProbe)) problems.push(`${at}: ${line}`);
    for (const line of await page.evaluate(squeezeProbe)) problems.push(`${at}: ${line}`);
    for (const line of await page.evaluate(headerCoverProbe)) problems.push(`${at}: ${line}`);
    if (width === WIDTHS[0]) {
      // Narrowest width only: where a long word has least room, and type does not change with width.
      for (const line of await page.evaluate(longWordProbe)) problems.push(`${at}: ${line}`);
      for (const line of await page.evaluate(controlFontProbe)) problems.push(`${at}: ${line}`);
    }

    const header = await page.evaluate(stickyHeaderProbe);
    if (header.scrolledTo > 0 && (header.top < -1 || !header.call || !header.navigation)) {
      problems.push(
        `${at}: after scrolling to ${header.scrolledTo}px the header is at ${header.top}..${header.bottom}px (call button on screen: ${header.call}, menu or nav on screen: ${header.navigation})`,
      );
    }
  }
  return problems;
}

describe('every public route at 320, 390, 768, 1024, 1280 and 1440 px', () => {
  it('has no axe violations, no sideways scroll, readable text, the header on screen after scrolling, no clipped text, no short card rows, nothing under the header, no long word out of its card and no odd control fonts', async () => {
    const problems: string[] = [];
    // Two tabs share the routes: Chromium renders them in parallel on a machine with two cores.
    const queue = [...routes];
    const worker = async () => {
      const page = await site.browser.newPage({ viewport: { width: WIDTHS[0]!, height: 900 }, bypassCSP: true });
      for (let route = queue.shift(); route !== undefined; route = queue.shift())
        problems.push(...(await checkRoute(page, route)));
      await page.close();
    };
    await Promise.all([worker(), worker()]);
    problems.sort();
    if (process.env.VISUAL_REPORT) writeFileSync(process.env.VISUAL_REPORT, problems.join('\n'));
    expect(problems).toEqual([]);
  }, 600_000);
});
