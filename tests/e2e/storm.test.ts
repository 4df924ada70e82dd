import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { accepted } from '../support/storm-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCities } from '../../content/cities';
import { localToday } from '../../server/storm/days';
import { checkStormInput, endStorm, startStorm } from '../../server/storm/storms';
import { SESSION_COOKIE } from '../../server/auth/session';
import { signedInUser } from '../support/sessions';
import { site as siteFile } from '../support/site';
import type { TestDatabase } from '../../testing/test-database';
import { collectErrors, launchBrowser, sitemapRoutes, startSite, waitForHydration } from './harness';
import { axeCheck, format, NO_MOTION, pixelContrast } from './visual-check';
import { contrastProbe, sidewaysProbe } from './visual-probes';

const KANSAS = siteFile.offices.find((office) => office.id === 'kansas')!;
const TULSA = siteFile.offices.find((office) => office.id === 'tulsa')!;
const tel = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;
/** Where the screenshots of this file go (they are looked at by a person, not compared). */
const shots = process.env.SCREENSHOT_DIR;

let site: { url: string; app: FastifyInstance; database: TestDatabase; clock: { now: () => Date } };
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

/** Declares a storm as the CLI and the dashboard do, and has this server read it now (not in 3 s). */
async function declareStorm() {
  const now = site.clock.now();
  const values = accepted(
    checkStormInput(
      {
        name: 'Hail, test storm',
        date: localToday(now, siteFile.timeZone),
        cities: ['tulsa', 'overland-park'],
        hail: '1.75 in',
      },
      { cities: await loadCities(), timeZone: siteFile.timeZone, now },
    ),
  );
  accepted(await startStorm(site.database.db, values, { label: 'e2e' }, now, siteFile.timeZone));
  site.app.services.storm.invalidate();
}

async function open(page: Page, path: string, hydrate: boolean) {
  await page.goto(site.url + path);
  if (hydrate) await waitForHydration(page);
}

describe('storm mode on the built site', () => {
  it('shows nothing of a storm before one is declared; /storm says none is and is noindex', async () => {
    const home = await (await fetch(`${site.url}/`)).text();
    expect(home).not.toContain('<aside class="storm-banner"');
    const storm = await (await fetch(`${site.url}/storm`)).text();
    expect(storm).toContain('No storm is declared right now');
    expect(storm).toContain('<meta name="robots" content="noindex');
    expect(await sitemapRoutes(site.url)).not.toContain('/storm');
  });

  it('puts the banner on every public route and alias without a rebuild, the Kansas number on Kansas pages', async () => {
    await declareStorm();
    const routes = await sitemapRoutes(site.url);
    expect(routes).toContain('/storm');
    const pages = routes.filter((route) => route !== '/storm');
    // A city page's canonical address is its -roofing alias; its short path serves it too.
    const aliases = pages
      .filter((route) => route.startsWith('/locations/') && route.endsWith('-roofing'))
      .map((route) => route.replace(/-roofing$/, ''));
    expect(pages.length + aliases.length).toBeGreaterThanOrEqual(60);
    for (const route of [...pages, ...aliases]) {
      const html = await (await fetch(site.url + route)).text();
      expect(html, route).toContain('<aside class="storm-banner"');
      expect(html, route).toContain('Hail, test storm');
    }
    // A visitor who followed a broken link during a storm still learns of it, with a 404 status.
    const missing = await fetch(`${site.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<aside class="storm-banner"');
    for (const route of ['/locations/overland-park', '/locations/olathe-roofing', '/locations/kansas-city']) {
      const banner = /<aside class="storm-banner".*?<\/aside>/s.exec(await (await fetch(site.url + route)).text())![0];
      expect(banner, route).toContain(tel(KANSAS.phone));
      expect(banner, route).not.toContain(tel(TULSA.phone));
    }
  });

  for (const javaScript of [true, false]) {
    it(`${javaScript ? 'with' : 'without'} JavaScript: the banner on home and a Kansas page, and /storm from its link`, async () => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled: javaScript,
      });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await open(page, '/', javaScript);
      const banner = page.getByRole('complementary', { name: 'Storm response' });
      await expect(banner.isVisible()).resolves.toBe(true);
      expect(await banner.textContent()).toContain('Free inspection, emergency tarping 24/7.');
      await open(page, '/locations/overland-park', javaScript);
      const call = banner.getByRole('link', { name: /Call/ });
      expect(await call.count()).toBe(1);
      expect(await call.getAttribute('href')).toBe(tel(KANSAS.phone));
      await banner.getByRole('link', { name: 'What to do now' }).click();
      await page.waitForURL(/\/storm$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Hail, test storm' }).isVisible()).resolves.toBe(true);
      // As served, the storm page is open to search engines during the storm.
      if (!javaScript) expect(await page.locator('meta[name="robots"]').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('passes axe with the banner shown at 390 and 1280 px; from 320 to 1440 px its text is readable and nothing scrolls sideways', async () => {
    // The visual check's rules (tests/e2e/visual.test.ts) on the pages as they are with the banner:
    // every axe rule at 390 and 1280 px; contrast (axe's verdicts, the ones it cannot decide read
    // from the pixels) at one width per layout, as colours do not change with width; no sideways
    // scroll at any width. Each page is loaded once and resized.
    const routes = ['/', '/locations/overland-park', '/storm', '/have-storm-damage'];
    const everyRule = new Set([390, 1280]);
    const contrastWidths = new Set([390, 768, 1280]);
    const problems: string[] = [];
    const page = await browser.newPage({ viewport: { width: 320, height: 900 }, bypassCSP: true });
    for (const path of routes) {
      await open(page, path, true);
      await page.addStyleTag({ content: NO_MOTION });
      for (const width of [320, 360, 390, 768, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const at = `${path} at ${width}px`;
        const sideways = await page.evaluate(sidewaysProbe);
        if (sideways.scrollWidth > sideways.viewport)
          problems.push(`${at}: scrolls sideways (${sideways.scrollWidth}px): ${sideways.culprits.join('; ')}`);
        if (!contrastWidths.has(width)) continue;
        const contrast = await page.evaluate(contrastProbe);
        const axe = await axeCheck(page, { everyRule: everyRule.has(width) });
        for (const violation of axe.violations) problems.push(`${at}: axe ${violation}`);
        const pixels = await pixelContrast(page, [...contrast.unresolved, ...axe.incomplete]);
        for (const line of format([...contrast.failures, ...pixels])) problems.push(`${at}: ${line}`);
        if (shots && everyRule.has(width)) {
          const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
          await page.screenshot({ path: `${shots}/storm-${name}-${width}.png`, fullPage: true });
        }
      }
    }
    await page.close();
    expect(problems).toEqual([]);
  }, 300_000);

  it('takes the banner off every page when the storm ends', async () => {
    await endStorm(site.database.db, { label: 'e2e' }, site.clock.now());
    site.app.services.storm.invalidate();
    const page = await browser.newPage();
    await open(page, '/', true);
    expect(await page.locator('.storm-banner').count()).toBe(0);
    await page.close();
    expect(await (await fetch(`${site.url}/storm`)).text()).toContain('No storm is declared right now');
  });
});

describe('storm mode from the dashboard', () => {
  it('keeps the panel to one line until asked, starts a storm from its form, and ends it', async () => {
    const admin = await signedInUser(site.database.db, { email: `storm.panel.${Date.now()}@example.com`, admin: true });
    const [name, value] = admin.cookie.split('=') as [string, string];
    expect(name).toBe(SESSION_COOKIE);
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    await context.addCookies([{ name, value, url: site.url }]);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${site.url}/admin`);
    await waitForHydration(page);
    // Storm mode is in the dashboard's Overview, under the list; its closed line says there is no storm.
    const overview = page.locator('summary', { hasText: 'Overview' });
    await overview.getByText('no storm').waitFor();
    await overview.click();
    const panel = page.getByRole('region', { name: 'Storm mode' });
    await panel.getByText('No storm is active').waitFor();
    // Idle, the panel is a line and a button: the request list starts on the first screen of a phone.
    expect(await panel.getByLabel('Name').count()).toBe(0);
    expect((await panel.boundingBox())!.height).toBeLessThan(200);

    await panel.getByRole('button', { name: 'Start a storm…' }).click();
    const nameField = panel.getByLabel('Name');
    await expect.poll(() => nameField.evaluate((el) => el === document.activeElement)).toBe(true);
    await nameField.fill('Dashboard hail');
    await panel.getByLabel('Storm date').fill(localToday(site.clock.now(), siteFile.timeZone));
    await panel.getByRole('checkbox', { name: 'Olathe' }).check();
    await panel.getByRole('button', { name: 'Start storm mode' }).click();
    await panel.getByText('Active', { exact: true }).waitFor();
    await panel
      .getByText(/Dashboard hail/)
      .first()
      .waitFor();

    const home = await (await fetch(`${site.url}/`)).text();
    expect(home).toContain('Dashboard hail');
    expect(home).toContain(tel(KANSAS.phone));

    await panel.getByRole('button', { name: 'End storm' }).click();
    await panel.getByText('No storm is active').waitFor();
    expect(await (await fetch(`${site.url}/`)).text()).not.toContain('Dashboard hail');
    await context.close();
  });
});
