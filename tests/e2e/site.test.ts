import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collectErrors, siteInBrowser, waitForHydration } from './harness';

const site = siteInBrowser();

async function rawHtml(path: string) {
  const response = await fetch(site.url + path);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function headOf(html: string) {
  const one = (re: RegExp) => html.match(re)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]!),
  );
  return {
    title: one(/<title>(.*?)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)"/),
    canonical: one(/<link rel="canonical" href="([^"]*)"/),
    h1: [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, '')),
    jsonLd,
  };
}

describe('the prerendered site without JavaScript', () => {
  it('serves the home page complete: h1, title, description, canonical and JSON-LD', async () => {
    const { status, headers, html } = await rawHtml('/');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    const head = headOf(html);
    expect(head.h1).toEqual(['Roofing in Tulsa, Done Right']);
    expect(head.title).toMatch(/Ridgeline/);
    expect(head.description!.length).toBeGreaterThanOrEqual(50);
    expect(head.canonical).toBe('https://www.ridgelineroofing.example/');
    expect(head.jsonLd.map((o) => o['@type'])).toContain('RoofingContractor');
    expect(html).toContain('tel:+19185550142');
    // The CSP allows no inline styles, and inline scripts only by hash: the loader is the one there is.
    expect(html).not.toMatch(/ style="/);
    const inline = [
      ...html.matchAll(/<script(?![^>]*(?:type="application\/ld\+json"|src=))[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const scriptSrc = headers
      .get('content-security-policy')!
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(inline[0]!, 'utf8').digest('base64')}'`);
  });

  it('serves a city page and its -roofing alias with the same content and the alias canonical', async () => {
    const city = await rawHtml('/locations/tulsa');
    const alias = await rawHtml('/locations/tulsa-roofing');
    expect(city.status).toBe(200);
    expect(alias.status).toBe(200);
    const head = headOf(city.html);
    expect(head.canonical).toBe('https://www.ridgelineroofing.example/locations/tulsa-roofing');
    expect(head.h1).toHaveLength(1);
    expect(head.jsonLd.map((o) => o['@type'])).toEqual(
      expect.arrayContaining(['BreadcrumbList', 'Service', 'RoofingContractor', 'FAQPage']),
    );
    const body = (html: string) => html.slice(html.indexOf('<div id="root">'));
    expect(body(alias.html)).toBe(body(city.html));
    expect(headOf(alias.html)).toEqual(head);
  });

  it('answers an unknown path with the 404 page and a 404 status', async () => {
    const { status, html } = await rawHtml('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
  });

  it('marks any URL with a query string noindex in a header', async () => {
    const { headers } = await rawHtml('/?utm_source=x');
    expect(headers.get('x-robots-tag')).toBe('noindex, follow');
    expect((await rawHtml('/')).headers.get('x-robots-tag')).toBeNull();
  });

  it('sends hashed assets precompressed with immutable caching, and a CSP', async () => {
    const { html, headers } = await rawHtml('/');
    const script = html.match(/data-entry="(\/assets\/[^"]+\.js)"/)![1]!;
    const asset = await fetch(site.url + script, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    const csp = headers.get('content-security-policy')!;
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    // The inlined stylesheet is allowed by its hash and nothing else inline is.
    const css = html.match(/<style>(.*?)<\/style>/s)![1]!;
    const hash = createHash('sha256').update(css, 'utf8').digest('base64');
    expect(csp).toMatch(new RegExp(`style-src 'self' 'sha256-${hash.replace(/[+/=]/g, (c) => `\\${c}`)}'`));
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves the share picture that og:image and the structured data name', async () => {
    const { html } = await rawHtml('/');
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)![1]!;
    const business = headOf(html).jsonLd.find((o) => o['@type'] === 'RoofingContractor')!;
    expect(business.image).toBe(image);
    const response = await fetch(site.url + new URL(image).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('serves the pictures with the intrinsic size, the hero first, the rest lazily: photos as AVIF and WebP srcsets, drawings as one hashed SVG', async () => {
    const { html } = await rawHtml('/');
    const pictures = [...html.matchAll(/<picture[^>]*>(.*?)<\/picture>/gs)].map((m) => m[1]!);
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];
    const urls: string[] = [];
    pictures.forEach((picture, index) => {
      const img = picture.match(/<img[^>]*>/)![0];
      const source = picture.match(/<source[^>]*>/)?.[0];
      if (source) {
        expect(attr(source, 'type')).toBe('image/avif');
        expect(attr(source, 'srcSet')).toMatch(/^(\/assets\/images\/[a-z0-9-]+\.[0-9a-f]{10}\.avif \d+w(, )?)+$/);
        expect(attr(img, 'srcSet')).toMatch(/^(\/assets\/images\/[a-z0-9-]+\.[0-9a-f]{10}\.webp \d+w(, )?)+$/);
        urls.push(...[...picture.matchAll(/(\/assets\/images\/[^ "]+) \d+w/g)].map((m) => m[1]!));
      } else {
        // A drawing needs no sizes: one scalable file, named by its content like the photos.
        expect(attr(img, 'src')).toMatch(/^\/assets\/images\/[a-z0-9-]+\.[0-9a-f]{10}\.svg$/);
        urls.push(attr(img, 'src')!);
      }
      expect(Number(attr(img, 'width'))).toBeGreaterThan(0);
      expect(Number(attr(img, 'height'))).toBeGreaterThan(0);
      // The first picture is the hero, the page's largest paint.
      expect(attr(img, 'loading')).toBe(index === 0 ? 'eager' : 'lazy');
      expect(attr(img, 'fetchPriority')).toBe(index === 0 ? 'high' : undefined);
    });
    const types: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', svg: 'image/svg+xml' };
    for (const url of urls) {
      const response = await fetch(site.url + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')?.split(';')[0], url).toBe(types[url.split('.').pop()!]);
      expect(response.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('lists canonical URLs only in the sitemap', async () => {
    const { html: xml } = await rawHtml('/sitemap.xml');
    expect(xml).toContain('<loc>https://www.ridgelineroofing.example/locations/tulsa-roofing</loc>');
    expect(xml).not.toContain('<loc>https://www.ridgelineroofing.example/locations/tulsa</loc>');
  });
});

describe('the hydrated site in Chromium', () => {
  it('fetches no app code until the page has loaded and painted', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/locations/tulsa`);
    await waitForHydration(page);
    const order = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!;
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
      return {
        loadEnd: navigation.loadEventEnd,
        paint: paint.startTime,
        scriptStarts: scripts.map((entry) => entry.startTime),
      };
    });
    // The entry and the page's data chunk, both requested after the load event and the first paint.
    expect(order.scriptStarts.length).toBeGreaterThanOrEqual(2);
    for (const start of order.scriptStarts) {
      expect(start).toBeGreaterThanOrEqual(order.loadEnd);
      expect(start).toBeGreaterThan(order.paint);
    }
    await page.close();
  });

  it('starts the app at the first key press when the page has not finished loading', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The pictures never arrive, so the load event never fires; a visitor may act before it does.
    await page.route(/\/assets\/images\//, () => {});
    await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.keyboard.press('Tab');
    await waitForHydration(page);
    await page.close();
  });

  it('hydrates with no console errors', async () => {
    const page = await site.browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await page.goto(`${site.url}/locations/tulsa`);
    await waitForHydration(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the Services dropdown after the hover delay, not before', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    const menu = page.getByTestId('services-dropdown');
    await expect.poll(() => menu.isHidden()).toBe(true);
    // Time the delay inside the page, so a slow test machine cannot blur "not before 100 ms".
    await page.evaluate(() => {
      const list = document.querySelector('[data-testid="services-dropdown"]')!;
      const w = window as unknown as { enteredAt?: number; openedAt?: number };
      list.parentElement!.addEventListener('pointerenter', () => (w.enteredAt ??= performance.now()));
      new MutationObserver(() => {
        if (!list.hasAttribute('hidden')) w.openedAt ??= performance.now();
      }).observe(list, { attributes: true });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
    await page.waitForFunction(() => (window as unknown as { openedAt?: number }).openedAt !== undefined);
    const delay = await page.evaluate(() => {
      const w = window as unknown as { enteredAt: number; openedAt: number };
      return w.openedAt - w.enteredAt;
    });
    expect(delay).toBeGreaterThanOrEqual(95);
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect(menu.getByRole('link', { name: 'All Services' }).getAttribute('href')).resolves.toBe('/services');
    await page.close();
  });

  it('opens the Services dropdown by keyboard and closes it with Escape', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Services menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('services-dropdown').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('services-dropdown').isHidden()).toBe(true);
    await page.close();
  });

  it('moves through the open Services dropdown with the arrow keys, Home and End, without scrolling the page', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Services menu' }).focus();
    await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focused).toBe('Roof Repair');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Roof Replacement');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Storm Damage');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe('Roof Replacement');
    await page.keyboard.press('End');
    await expect.poll(focused).toBe('All Services');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Roof Repair');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe('All Services');
    await page.keyboard.press('Home');
    await expect.poll(focused).toBe('Roof Repair');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.getByTestId('services-dropdown').isVisible()).toBe(true);
    await page.close();
  });

  it('opens the mobile panel; Close, Escape and choosing a link each close it', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    // A <summary>, so it works without JavaScript too (see the next test).
    const open = page.getByRole('banner').locator('summary', { hasText: 'Menu' });
    const dialog = page.getByRole('dialog');
    await open.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.locator('a[href="tel:+19185550142"]').count()).toBe(1);
    await expect.poll(() => dialog.locator('a[href="tel:+19135550178"]').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await open.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    await open.click();
    // Focus stays inside the panel while it is open.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await dialog.getByRole('link', { name: 'Financing' }).click();
    await page.waitForURL(/\/financing$/);
    await expect.poll(() => dialog.count()).toBe(0);

    // From the middle of a page the free inspection is two taps away: Menu, then the offer on top.
    await page.mouse.wheel(0, 1500);
    await open.click();
    const offer = dialog.getByRole('link', { name: 'Free Inspection' });
    expect(await dialog.getByRole('link').first().textContent()).toBe('Free Inspection');
    await offer.click();
    await page.waitForURL(/\/contact#request$/);
    await expect.poll(() => dialog.count()).toBe(0);
    await page.close();
  });

  it('opens the phone menu without JavaScript, reaching every header page, and closes it again', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/gallery`);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => menu.isVisible()).toBe(false);
    const toggle = page.getByRole('banner').locator('summary');
    expect(await toggle.textContent()).toContain('Menu');
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    for (const name of ['Home', 'About', 'Services', 'Service Areas', 'Have Storm Damage?', 'Financing', 'Contact']) {
      await expect.poll(() => menu.getByRole('link', { name, exact: true }).isVisible(), { message: name }).toBe(true);
    }
    await expect.poll(() => toggle.innerText()).toContain('Close');
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.getByRole('link', { name: 'Service Areas', exact: true }).click();
    await page.waitForURL(/\/service-areas$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Service Areas/i);
    await context.close();
  });

  it('gives the office hours and both phones in the header at every width', async () => {
    const page = await site.browser.newPage();
    for (const width of [390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.url}/`);
      await waitForHydration(page);
      const header = page.getByRole('banner');
      if (width < 1200) await header.locator('summary').click();
      const text = (await header.innerText()).replace(/\s+/g, ' ');
      expect(text, `${width}px`).toMatch(/Mon-Fri\s*8am-5pm/);
      expect(text, `${width}px`).toMatch(/Sat\s*8am-12pm/);
      expect(text, `${width}px`).toContain('(918) 555-0142');
      expect(text, `${width}px`).toContain('(913) 555-0178');
      if (width < 1200) await page.keyboard.press('Escape');
    }
    await page.close();
  });

  it("keeps the home hero's trust chips off its picture at every width from 320 to 1600 px", async () => {
    const page = await site.browser.newPage({ viewport: { width: 320, height: 900 } });
    // Loaded once and resized through the widths, as the visual check does: the hero's layout is
    // CSS's, which follows the width; a load per width only fetched the same page nine times.
    await page.goto(`${site.url}/`);
    for (const width of [320, 390, 768, 900, 1024, 1100, 1280, 1440, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      const chips = await page.getByRole('list', { name: 'What you can check' }).boundingBox();
      // Where the picture shows: its box, cut by the hero that clips it.
      const pictureBottom = await page
        .locator('main img')
        .first()
        .evaluate((img) => {
          let clip = img.parentElement;
          while (clip && getComputedStyle(clip).overflow !== 'hidden') clip = clip.parentElement;
          return Math.min(img.getBoundingClientRect().bottom, clip!.getBoundingClientRect().bottom);
        });
      // The picture ends where the chips' band begins: no chip lies on the drawing (its truck).
      expect(chips!.y, `${width}px`).toBeGreaterThanOrEqual(pictureBottom);
      expect(chips!.x + chips!.width, `${width}px`).toBeLessThanOrEqual(width);
    }
    await page.close();
  });

  it('shows the proof cards as tiles on a phone that open on a tap, without JavaScript, and whole on a desktop', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/contact', '/about', '/locations/kansas-city']) {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${site.url}${path}`);
      const list = page.locator('ul:has(> li > details)');
      const tall = (await list.boundingBox())!.height;
      // Seven full-width cards took some 2,600 px of /contact at 390 px.
      expect(tall, path).toBeLessThan(800);
      const first = list.locator('details').first();
      const body = first.locator('p').last();
      expect(await body.isVisible(), path).toBe(false);
      await first.locator('summary').click();
      expect(await body.isVisible(), path).toBe(true);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.reload();
      for (const details of await list.locator('details').all())
        expect(await details.locator('p').last().isVisible(), `${path} at 1280 px`).toBe(true);
    }
    await context.close();
  });

  it('scrolls to the top on client-side navigation', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    await page.locator('footer').getByRole('link', { name: 'Roof Repair' }).click();
    await page.waitForURL(/\/services\/roof-repair$/);
    await page.waitForFunction(() => window.scrollY === 0);
    // Scrolling follows the URL; the head follows the page's data, which may land a moment later.
    await page.waitForFunction(() =>
      document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith('/services/roof-repair'),
    );
    expect(await page.title()).not.toBe('');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      'https://www.ridgelineroofing.example/services/roof-repair',
    );
    await page.close();
  });

  it('goes Back to the page the visitor arrived on, with its title and canonical, and Forward again, without a reload', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(`${site.url}/locations/tulsa`);
    await waitForHydration(page);
    const arrivedTitle = await page.title();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(/\/about$/);
    await page.locator('main h1', { hasText: 'About' }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/locations\/tulsa$/);
    await expect.poll(() => page.title()).toBe(arrivedTitle);
    await expect
      .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'))
      .toBe('https://www.ridgelineroofing.example/locations/tulsa-roofing');
    expect(await page.locator('main h1').innerText()).toMatch(/Tulsa/);
    await page.goForward();
    await page.locator('main h1', { hasText: 'About' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 404 page for an unknown path and logs the attempted path', async () => {
    const page = await site.browser.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(`${site.url}/not-a-real-page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404');
    await expect.poll(() => page.getByText('Oops! Page not found').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(errors.some((e) => e.includes('404 Error') && e.includes('/not-a-real-page'))).toBe(true);
    // What a lost visitor needs besides the way home: the main pages, both phones and the contact page.
    const main = page.getByRole('main');
    const links = await main.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(
      expect.arrayContaining([
        '/services',
        '/service-areas',
        '/have-storm-damage',
        '/financing',
        '/contact',
        'tel:+19185550142',
        'tel:+19135550178',
      ]),
    );
    await page.close();
  });

  it('adds the noindex meta after hydration when the URL has a query string', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/?utm_source=x`);
    await waitForHydration(page);
    await page.waitForSelector('meta[name="robots"]', { state: 'attached' });
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    await page.close();
  });

  it('opens a gallery project from View Details and closes it again', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}/gallery`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('link', { name: /^View Details of/ }).count()).toBe(8);
    await page.getByRole('link', { name: 'View Details of Standing-seam metal' }).click();
    const detail = page.getByRole('dialog', { name: 'Standing-seam metal' });
    await expect.poll(() => detail.isVisible()).toBe(true);
    await expect.poll(() => detail.getByText('24-gauge standing-seam steel').isVisible()).toBe(true);
    await detail.getByRole('link', { name: /^Close/ }).click();
    await expect.poll(() => detail.isVisible()).toBe(false);
    await page.close();
  });

  it('closes a gallery project with Escape, the backdrop or Close, back at the card that opened it', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/gallery`);
    await waitForHydration(page);
    const button = page.getByRole('link', { name: 'View Details of EPDM church roof' });
    const detail = page.getByRole('dialog', { name: 'EPDM church roof' });
    await button.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent);

    await button.click();
    await expect.poll(() => detail.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.isVisible()).toBe(false);
    expect(await focusedName()).toBe('View Details of EPDM church roof');

    await button.click();
    await page.mouse.click(10, 450); // the dimmed backdrop beside the panel
    await expect.poll(() => detail.isVisible()).toBe(false);

    await button.click();
    await detail.getByRole('link', { name: /^Close/ }).click();
    await expect.poll(() => detail.isVisible()).toBe(false);
    expect(await focusedName()).toBe('View Details of EPDM church roof');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The URL follows once the closed list has painted.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    // Opened and closed before the URL followed: the URL ends without the project, which stays closed.
    await button.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).hash).toBe('');
    expect(await detail.isVisible()).toBe(false);
    await page.close();
  });

  it('holds the keyboard inside an open project, a modal dialog, and brings its card into view on the way out', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    // Opened from a shared link: the card that opens it is far down the page, out of sight.
    await page.goto(`${site.url}/gallery#project-epdm-church-overland-park`);
    await waitForHydration(page);
    const detail = page.getByRole('dialog', { name: 'EPDM church roof' });
    await expect.poll(() => detail.isVisible()).toBe(true);
    expect(await detail.getAttribute('aria-modal')).toBe('true');
    const focusInside = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('#project-epdm-church-overland-park')));
    await expect.poll(focusInside).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInside(), `after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.isVisible()).toBe(false);
    const card = page.getByRole('link', { name: 'View Details of EPDM church roof' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View Details of EPDM church roof');
    const box = (await card.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.close();
  });

  it('keeps a project closed when the backdrop is clicked just as the URL comes to name it', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/gallery`);
    await waitForHydration(page);
    // The visitor's click lands after the URL has changed to the project, before the page has
    // read the new URL: the click must win, the URL must not open the project again.
    await page.evaluate(() => {
      const replace = history.replaceState.bind(history);
      history.replaceState = (state, unused, url) => {
        replace(state, unused, url);
        const opened = document.getElementById(String(url).split('#')[1] ?? '');
        if (opened) opened.click();
      };
    });
    const detail = page.getByRole('dialog', { name: 'EPDM church roof' });
    await page.getByRole('link', { name: 'View Details of EPDM church roof' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await page.waitForTimeout(300);
    expect(await detail.isVisible()).toBe(false);
    expect(new URL(page.url()).hash).toBe('');
    await page.close();
  });

  it('opens the project a home page card promises ("See the metal roof")', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'See the metal roof' }).click();
    await page.waitForURL(/\/gallery#project-metal-broken-arrow$/);
    const detail = page.getByRole('dialog', { name: 'Standing-seam metal' });
    await detail.waitFor({ state: 'visible' });
    await expect.poll(() => detail.getByText('24-gauge standing-seam steel').isVisible()).toBe(true);
    await page.close();
  });
});
