import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { siteInBrowser, waitForHydration } from './harness';

/**
 * The layout defects of the t3 review (../shared/reviews/spec-ux-t3.md §2), each as a visitor
 * meets it: the thank-you heading under the sticky header (T3-02), a long e-mail pushing the panel
 * off a phone (T3-03), the failure message's phone number broken over two lines (T3-20), controls
 * in another font (T3-22), Free Inspection landing above the form (T3-25) and the region heading
 * split into columns (T3-29).
 */

const site = siteInBrowser();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function open(path: string, width: number): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width, height: 844 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(site.url + path);
  await waitForHydration(page);
  return page;
}

/** The form's answers, mocked: the layout is what is tested here, not the server. */
async function answerSends(page: Page, answer: { status: number; body: object }) {
  await page.route('**/api/contact/token', (route) => route.fulfill({ json: {} }));
  await page.route('**/api/contact', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: answer.status, json: answer.body })
      : route.fallback(),
  );
}

async function fillAndSend(page: Page, form: string, email: string) {
  await page.locator(`${form} input[name="name"]`).fill('Jennifer Harrington');
  await page.locator(`${form} input[name="email"]`).fill(email);
  await page.locator(`${form} button[type="submit"]`).click();
}

const headerBottom = (page: Page) =>
  page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);

describe('the thank-you panel', () => {
  it.each([
    ['/contact', 390],
    ['/contact', 1280],
    ['/', 390],
    ['/', 1280],
  ])('%s at %ipx: the heading shows below the sticky header (T3-02)', async (path, width) => {
    const page = await open(path, width);
    await answerSends(page, { status: 200, body: { outcome: 'sent', reference: 'RL-TEST' } });
    const form = path === '/contact' ? '#request' : 'form[data-contact-form]';
    await fillAndSend(page, form, 'jennifer@example.com');
    const heading = page.getByRole('heading', { name: 'Thank you! Your request is in.' });
    await heading.waitFor();
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom(page));
    // And it is the page's focus, so a screen reader reads it.
    expect(await page.evaluate(() => document.activeElement?.querySelector('h3')?.textContent)).toBe(
      'Thank you! Your request is in.',
    );
  });

  it.each([320, 390])('at %ipx a 37-character e-mail address wraps inside the panel (T3-03)', async (width) => {
    const page = await open('/contact', width);
    await answerSends(page, { status: 200, body: { outcome: 'sent', reference: 'RL-TEST' } });
    await fillAndSend(page, '#request', 'jennifer.harrington1978@sbcglobal.net');
    await page.getByText('jennifer.harrington1978@sbcglobal.net').waitFor();
    const sizes = await page.evaluate(() => {
      const panel = document.querySelector('#request section[aria-labelledby]')!;
      const card = panel.parentElement!;
      return {
        page: document.documentElement.scrollWidth,
        cardRight: card.getBoundingClientRect().right,
        panel: panel.scrollWidth,
        panelBox: panel.clientWidth,
      };
    });
    expect(sizes.page).toBe(width);
    expect(sizes.cardRight).toBeLessThanOrEqual(width);
    expect(sizes.panel).toBeLessThanOrEqual(sizes.panelBox);
  });
});

describe('the failure message', () => {
  it.each([320, 390])('at %ipx keeps the office phone number on one line (T3-20)', async (width) => {
    const page = await open('/contact', width);
    await answerSends(page, { status: 500, body: {} });
    await fillAndSend(page, '#request', 'jennifer@example.com');
    const text = page.locator('#request [role="alert"] p');
    await expect.poll(() => text.textContent()).toContain('or call us at (918) 555-0142.');
    const lineTops = await text.evaluate((p) => {
      const node = [...p.childNodes].find((n) => n.textContent?.includes('(918) 555-0142'))!;
      const range = document.createRange();
      if (node.nodeType === Node.TEXT_NODE) {
        const at = node.textContent!.indexOf('(918) 555-0142');
        range.setStart(node, at);
        range.setEnd(node, at + '(918) 555-0142'.length);
      } else range.selectNodeContents(node);
      return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
    });
    expect(lineTops).toHaveLength(1);
  });
});

describe('controls', () => {
  it.each(['/', '/contact', '/auth'])('on %s are in the body font, submit buttons too (T3-22)', async (path) => {
    const page = await open(path, 1280);
    const odd = await page.evaluate(() => {
      const body = getComputedStyle(document.body).fontFamily;
      return [...document.querySelectorAll('button, input:not([type="hidden"]), select, textarea')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({
          el: `${el.tagName} ${el.getAttribute('name') ?? el.textContent?.trim()}`,
          font: getComputedStyle(el).fontFamily,
        }))
        .filter((c) => c.font !== body);
    });
    expect(odd).toEqual([]);
  });
});

describe('Free Inspection', () => {
  it('from a page hero at 390px lands on the form with its first field below the sticky header (T3-25)', async () => {
    const page = await open('/about', 390);
    await page.locator('main').getByRole('link', { name: 'Free Inspection' }).first().click();
    await page.waitForURL(/\/contact#request$/);
    const name = page.locator('#request input[name="name"]');
    await expect.poll(async () => (await name.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom(page));
    expect((await name.boundingBox())!.y + 48).toBeLessThanOrEqual(844);
  });

  it("from the home hero (the spec's plain /contact) at 390px shows the form's first field on the first screen", async () => {
    const page = await open('/', 390);
    await page.locator('main').getByRole('link', { name: 'Free Inspection' }).first().click();
    await page.waitForURL(/\/contact$/);
    await waitForHydration(page);
    const name = page.locator('#request input[name="name"]');
    expect((await name.boundingBox())!.y + 48).toBeLessThanOrEqual(844);
  });

  it('from the header at 1280px lands on the form with its first field below the sticky header', async () => {
    const page = await open('/gallery', 1280);
    await page.locator('header').getByRole('link', { name: 'Free Inspection' }).click();
    await page.waitForURL(/\/contact#request$/);
    const name = page.locator('#request input[name="name"]');
    await expect.poll(async () => (await name.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom(page));
    expect((await name.boundingBox())!.y + 48).toBeLessThanOrEqual(844);
  });

  it('opened directly at /contact#request at 390px and 1280px shows the first field below the header', async () => {
    for (const width of [390, 1280]) {
      const page = await open('/contact#request', width);
      const name = page.locator('#request input[name="name"]');
      const box = (await name.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(await headerBottom(page));
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
  });
});

describe('the city lists by region', () => {
  it.each(['/about', '/service-areas'])(
    '%s at 390px keeps "(12 cities)" whole beside the region name (T3-29)',
    async (path) => {
      const page = await open(path, 390);
      const count = page.locator('main h3 span', { hasText: /^\(12 cities\)$/ }).first();
      expect(await count.evaluate((span) => span.getClientRects().length)).toBe(1);
      // One heading that wraps as text, not a name column and a count column side by side.
      const heading = count.locator('xpath=..');
      expect(await heading.evaluate((h) => getComputedStyle(h).display)).toBe('block');
    },
  );
});

describe('the breadcrumb of a service page (T3-23)', () => {
  it.each(['/services/roof-replacement', '/roof-types/metal-roofing', '/commercial/tpo-roofing'])(
    '%s reads Home › Services › the page, with Service Areas beside the trail, not above the page',
    async (path) => {
      const page = await open(path, 390);
      const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
      const trail = await nav.locator('ol > li').evaluateAll((items) =>
        items.map((li) => ({
          text: li.textContent?.trim(),
          href: li.querySelector('a')?.getAttribute('href') ?? null,
        })),
      );
      expect(trail.map((crumb) => crumb.href)).toEqual(['/', '/services', null]);
      expect(trail.at(-1)?.text).not.toBe('');
      // Both links the spec asks for are still in the breadcrumb navigation.
      expect(await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        '/',
        '/services',
        '/service-areas',
      ]);
    },
  );
});

describe('client-side navigation (T3-26)', () => {
  it('moves focus to the new page heading and announces its title politely', async () => {
    const page = await open('/', 1280);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(/\/about$/);
    // The address changes before the new page renders: read its heading once it is there.
    await page.locator('main h1', { hasText: 'About' }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null)),
      )
      .toBe(await page.locator('main h1').textContent());
    const title = await page.title();
    expect(title).toMatch(/About/);
    await expect.poll(() => page.locator('[aria-live="polite"]').last().textContent()).toBe(title);
    // Keyboard use goes on from the top of the new page's content, not from the header link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  it('to a #fragment focuses the target, the form here', async () => {
    const page = await open('/about', 390);
    await page.locator('main').getByRole('link', { name: 'Free Inspection' }).first().click();
    await page.waitForURL(/\/contact#request$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('request');
  });
});

describe('financing (T3-24)', () => {
  it('on a phone offers a tap instead of a code the phone would have to scan itself', async () => {
    const page = await open('/financing', 390);
    const qr = page.locator('main a[aria-label*="QR code"]');
    expect(await qr.isVisible()).toBe(false);
    expect(await page.getByText("Point your phone's camera").isVisible()).toBe(false);
    expect(await page.getByText(/^Tap Apply Now to open/).isVisible()).toBe(true);
  });

  it('on a desktop shows the code to scan', async () => {
    const page = await open('/financing', 1280);
    expect(await page.locator('main a[aria-label*="QR code"]').isVisible()).toBe(true);
    expect(await page.getByText("Point your phone's camera").isVisible()).toBe(true);
    expect(await page.getByText(/^Tap Apply Now to open/).isVisible()).toBe(false);
  });

  it('gives a payment example with its APR and "subject to credit approval", and Home quotes the same offer', async () => {
    const financing = await (await open('/financing', 1280)).locator('main').innerText();
    expect(financing).toMatch(/\$99 down/);
    expect(financing).toMatch(/monthly payments of \$98\.82/);
    expect(financing).toMatch(/9\.99% APR/);
    expect(financing).toMatch(/Subject to credit approval/);
    const home = await (await open('/', 1280)).locator('main').innerText();
    expect(home).toMatch(/monthly payments as low as \$99/i);
    // The banner's "$99 a month" is the financing page's example, with $99 down and its terms.
    expect(home).toMatch(/\$99 down, 180 payments of \$98\.82 at 9\.99% APR\. Subject to credit approval\./);
  });
});

describe('/auth without JavaScript (T3-27)', () => {
  it('says that signing in needs JavaScript and why, where the disabled button would leave a visitor guessing', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${site.url}/auth`);
    const note = page.locator('[data-needs-javascript]');
    expect(await note.isVisible()).toBe(true);
    expect(await note.innerText()).toMatch(/Signing in needs JavaScript[\s\S]*two-step codes and passkeys/);
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).isDisabled()).toBe(true);
  });

  it('says nothing of the kind with JavaScript on', async () => {
    const page = await open('/auth', 390);
    expect(await page.locator('[data-needs-javascript]').count()).toBe(0);
  });
});
