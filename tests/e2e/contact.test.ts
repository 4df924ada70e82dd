import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site as siteFile } from '../support/site';
import { createAdmin } from '../../server/admin/commands';
import { createSession, SESSION_COOKIE } from '../../server/auth/session';
import { pageDataUrl } from '../../shared/page-data-path';
import type { TestDatabase } from '../../testing/test-database';
import { axeViolations, collectErrors, launchBrowser, startSite, waitForHydration } from './harness';
import { squeezeProbe } from './visual-probes';

/** Screenshots of this file, looked at by a person (not compared). */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'ridgeline-contact');
mkdirSync(SHOTS, { recursive: true });

let site: Awaited<ReturnType<typeof startSite>>;
let database: TestDatabase;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ envOverrides: { RATE_LIMIT_CONTACT: '1000' }, outbox: false });
  database = site.database;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('email_outbox').execute();
  await database.db.deleteFrom('contact_submissions').execute();
});

const rows = () => database.db.selectFrom('contact_submissions').selectAll().orderBy('id').execute();
const field = (page: Page, label: string) => page.locator('#request').getByLabel(new RegExp(`^${label}`));
const submit = (page: Page) => page.locator('#request').getByRole('button', { name: 'Request my free inspection' });

async function openContact(options: { width?: number; javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${site.url}/contact`);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, context, errors };
}

/** axe over a page's HTML as served from the site's origin (for pages seen with JavaScript off). */
async function axeViolationsOf(html: string): Promise<string[]> {
  const page = await browser.newPage({ bypassCSP: true });
  await page.route(`${site.url}/__answer`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${site.url}/__answer`);
  const violations = await axeViolations(page);
  await page.close();
  return violations;
}

describe('the contact form in Chromium', () => {
  it('sends a request: success panel with what happens next, the row and its two mails stored', async () => {
    const { page, context, errors } = await openContact();
    await field(page, 'Name').fill('Dana Whitfield');
    await field(page, 'Email').fill('dana@example.com');
    await field(page, 'Phone').fill('(918) 555-0100');
    await field(page, 'Address').fill('1204 S Elm Pl, Broken Arrow, OK');
    await field(page, 'Service needed').selectOption('Storm Damage');
    await field(page, 'Message').fill('Hail last Tuesday; shingles on the lawn.');
    await submit(page).click();
    const panel = page.locator('#request').getByRole('heading', { name: 'Thank you! Your request is in.' });
    await panel.waitFor();
    await expect
      .poll(() => page.locator('#request').innerText())
      .toMatch(/What happens next[\s\S]*\(918\) 555-0142[\s\S]*\(913\) 555-0178/);
    // Focus moved to the panel, so a screen reader reads it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby')))
      .toBe('request-success-title');
    const stored = await rows();
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        phone: '(918) 555-0100',
        service_needed: 'Storm Damage',
        source: 'form',
      }),
    ]);
    expect(await database.db.selectFrom('email_outbox').select('topic').execute()).toEqual([
      { topic: `contact:${stored[0]!.id}` },
      { topic: `confirmation:${stored[0]!.id}` },
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([390, 1280])(
    'at %i px asks "Did you mean gmail.com?" for a slipped domain, takes it on a click, and sends as typed too',
    async (width) => {
      const { page, context, errors } = await openContact({ width });
      const email = field(page, 'Email');
      const hint = page.locator('#request-email-suggestion');
      await field(page, 'Name').fill('Dana Fry');
      await email.fill('dana@gmail.con');
      // Nothing while it is typed; said once the visitor leaves the field.
      expect(await hint.innerText()).toBe('');
      await page.keyboard.press('Tab');
      await expect.poll(() => hint.innerText()).toBe('Did you mean dana@gmail.com? If not, send it as typed.');
      expect(await hint.getAttribute('aria-live')).toBe('polite');
      expect(await email.getAttribute('aria-describedby')).toContain('request-email-suggestion');
      await page.locator('#request').screenshot({ path: path.join(SHOTS, `contact-email-suggestion-${width}.png`) });
      expect(await axeViolations(page)).toEqual([]);
      await hint.getByRole('button', { name: 'dana@gmail.com' }).click();
      expect(await email.inputValue()).toBe('dana@gmail.com');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('request-email');
      expect(await hint.innerText()).toBe('');

      // Typed again and kept: the suggestion never stands in the way of sending.
      await email.fill('dana@ridgelinehomes.con');
      await field(page, 'Message').focus();
      await expect.poll(() => hint.innerText()).toContain('dana@ridgelinehomes.com');
      await field(page, 'Message').fill('Hail last week.');
      await submit(page).click();
      await page.locator('#request').getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();
      expect((await rows()).map((row) => row.email)).toEqual(['dana@ridgelinehomes.con']);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('works by keyboard alone: errors announced and the first invalid field focused, then sent with Enter', async () => {
    const { page, context } = await openContact({ width: 390 });
    // Tab from the top of the page to the first field of the form.
    for (let i = 0; i < 60 && (await page.evaluate(() => document.activeElement?.id)) !== 'request-name'; i++)
      await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('request-name');
    await page.keyboard.press('Tab'); // Email
    await page.keyboard.type('dana@');
    for (
      let i = 0;
      i < 20 && (await page.evaluate(() => document.activeElement?.getAttribute('type'))) !== 'submit';
      i++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('request-name');
    const name = field(page, 'Name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(async () => page.locator(`#${await name.getAttribute('aria-describedby')}`).innerText())
      .toContain('Please enter your name');
    await expect
      .poll(() => page.locator('#request [role="status"]').innerText())
      .toBe('Please correct 2 fields: Name, Email.');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.type('Dana Whitfield');
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    await page.keyboard.type('example.com');
    await page.keyboard.press('Tab'); // Phone
    await page.keyboard.press('Tab'); // Service needed
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.locator('#request').getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();
    expect(await rows()).toEqual([
      expect.objectContaining({ name: 'Dana Whitfield', email: 'dana@example.com', service_needed: 'Roof Repair' }),
    ]);
    // The thank-you panel's office buttons on a 390 px phone: no number breaks, no icon squeezed.
    expect(await page.evaluate(squeezeProbe)).toEqual([]);
    await context.close();
  });

  it('keeps what was typed when sending fails, says what to do, offers the phone, and stores once on the retry', async () => {
    const { page, context } = await openContact();
    await field(page, 'Name').fill('Dana Whitfield');
    await field(page, 'Email').fill('dana@example.com');
    await field(page, 'Message').fill('Please call after 5.');

    await page.route('**/api/contact', (route) => route.abort('connectionreset'));
    await submit(page).click();
    const alert = page.locator('#request [role="alert"]');
    await alert.getByText('We could not send your request').waitFor();
    expect(await alert.getByRole('link', { name: /Call Tulsa Office \(918\) 555-0142/ }).getAttribute('href')).toBe(
      'tel:+19185550142',
    );
    expect(await field(page, 'Message').inputValue()).toBe('Please call after 5.');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ outcome: 'failed', message: 'Service temporarily unavailable, please try again' }),
      }),
    );
    await submit(page).click();
    await alert.getByText('Our request system is down for a moment').waitFor();
    expect(await field(page, 'Name').inputValue()).toBe('Dana Whitfield');

    // The server got the first try after all (the answer was lost): the retry is the same request.
    await page.unroute('**/api/contact');
    let forwarded = 0;
    await page.route('**/api/contact', async (route) => {
      forwarded++;
      const response = await route.fetch();
      if (forwarded === 1) return route.abort('connectionreset');
      return route.fulfill({ response });
    });
    await submit(page).click();
    await alert.getByText('We could not send your request').waitFor();
    await submit(page).click();
    await page.locator('#request').getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();
    expect(forwarded).toBe(2);
    expect(await rows()).toHaveLength(1);
    await context.close();
  });

  it('fits a 320-390 px phone in every error state, and the error summary follows the fields as they are fixed', async () => {
    const answers: Record<string, { status: number; body: string }> = {
      'server error': {
        status: 500,
        body: JSON.stringify({ outcome: 'failed', message: 'Internal error' }),
      },
      'outage (503)': {
        status: 503,
        body: JSON.stringify({ outcome: 'failed', message: 'Service temporarily unavailable' }),
      },
      'rate limit (429)': {
        status: 429,
        body: JSON.stringify({ outcome: 'failed', message: 'Too many requests' }),
      },
    };
    for (const width of [320, 390]) {
      for (const path of ['/contact', '/']) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto(site.url + path);
        await waitForHydration(page);
        const form = page
          .locator('form')
          .filter({ has: page.getByRole('textbox', { name: /^Name/ }) })
          .first();
        await form.getByRole('textbox', { name: /^Name/ }).fill('Dana Whitfield');
        await form.getByRole('textbox', { name: /^Email/ }).fill('dana@example.com');
        for (const [state, answer] of Object.entries(answers)) {
          await page.route('**/api/contact', (route) =>
            route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
          );
          await form.locator('button[type="submit"]').click();
          await form.locator('[role="alert"] a[href^="tel:"]').waitFor();
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(wide, `${path} ${state} at ${width}px`).toBeLessThanOrEqual(width);
          await page.unroute('**/api/contact');
        }
        await context.close();
      }
    }

    const { page, context } = await openContact({ width: 390 });
    await field(page, 'Email').fill('dana@');
    await field(page, 'Phone').fill('12');
    await submit(page).click();
    const status = page.locator('#request [role="status"]');
    await expect.poll(() => status.innerText()).toBe('Please correct 3 fields: Name, Email, Phone.');
    await field(page, 'Name').fill('Dana Whitfield');
    await expect.poll(() => status.innerText()).toBe('Please correct 2 fields: Email, Phone.');
    await field(page, 'Email').fill('dana@example.com');
    await expect.poll(() => status.innerText()).toBe('Please correct one field: Phone.');
    await field(page, 'Phone').fill('');
    await expect.poll(() => status.innerText()).toBe('');
    await context.close();
  });

  it('works without JavaScript: errors and typed values come back in the page, then the request is stored', async () => {
    const { page, context } = await openContact({ javaScriptEnabled: false });
    await field(page, 'Name').fill('Dana <Whitfield>');
    await field(page, 'Email').fill('dana@example');
    await field(page, 'Message').fill('No JavaScript here.');
    // "dana@example" passes the browser's own email check; the server asks for a full domain.
    await submit(page).click();
    await page.waitForURL(/\/api\/contact#request$/);
    await expect
      .poll(() => page.locator('#request-email-error').innerText())
      .toContain('Please enter a valid email address');
    expect(await field(page, 'Name').inputValue()).toBe('Dana <Whitfield>');
    expect(await field(page, 'Message').inputValue()).toBe('No JavaScript here.');
    await expect.poll(() => page.locator('script[type="module"]').count()).toBe(0);
    // axe needs JavaScript: check the same answer page in a page that runs it.
    expect(await axeViolationsOf(await page.content())).toEqual([]);
    expect(await rows()).toHaveLength(0);

    await field(page, 'Email').fill('dana@example.com');
    // A person takes longer than the two-second check: the server's clock moves on instead of the test waiting.
    site.clock.advance(2_200);
    await submit(page).click();
    await page.getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();
    expect(await rows()).toEqual([
      expect.objectContaining({ name: 'Dana <Whitfield>', email: 'dana@example.com', source: 'form-nojs' }),
    ]);
    await context.close();
  });

  it('sends from the compact form on the home page', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    const form = page.locator('#free-inspection');
    await form.getByLabel(/^Name/).fill('Lee Ortiz');
    await form.getByLabel(/^Email/).fill('lee@example.com');
    await form.getByRole('button', { name: 'Request my free inspection' }).click();
    await form.getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();
    expect(await rows()).toEqual([expect.objectContaining({ name: 'Lee Ortiz', source: 'form' })]);
    await context.close();
  });

  it('puts the request on the admin dashboard, where an admin finds it', async () => {
    const { page, context } = await openContact();
    await field(page, 'Name').fill('Morgan Applegate');
    await field(page, 'Email').fill('morgan@example.com');
    await field(page, 'Phone').fill('(913) 555-0111');
    await field(page, 'Service needed').selectOption('Roof Inspection');
    await field(page, 'Message').fill('Tree limb came down on the garage roof.');
    await submit(page).click();
    await page.locator('#request').getByRole('heading', { name: 'Thank you! Your request is in.' }).waitFor();

    const password = 'Valley-Shingle-Garage-5512';
    const created = await createAdmin(
      database.db,
      'office@ridgeline.example',
      'Office Admin',
      { password: async () => password, confirm: async () => true },
      new Date(),
      siteFile.company.name,
    );
    expect(created.code).toBe(0);
    // Signed in by a session made in the database: the sign-in page has its own tests
    // (tests/e2e/admin.test.ts); through it, this test also loaded the page and the home page it lands on.
    const office = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'office@ridgeline.example')
      .executeTakeFirstOrThrow();
    const { token } = await createSession(database.db, office.id, site.clock.now());
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: site.url }]);
    await page.goto(`${site.url}/admin`);
    await page.getByPlaceholder('Search submissions...').fill('Applegate');
    const row = page
      .getByRole('table', { name: 'Contact Form Submissions' })
      .locator('tbody tr')
      .filter({ hasText: 'Morgan Applegate' });
    await expect
      .poll(() => row.innerText())
      .toMatch(/morgan@example\.com[\s\S]*\(913\) 555-0111[\s\S]*Roof Inspection[\s\S]*Tree limb came down/);
    await context.close();
  });

  it('keeps zod, the tRPC client and react-query out of the JavaScript /contact loads', async () => {
    const { page, context } = await openContact();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const code = await (await fetch(src)).text();
      expect(code, src).not.toMatch(/ZodError|\$ZodType|httpBatchLink|createTRPCClient|QueryClient/);
    }
    await context.close();
  });
});

describe('the contact page with the site file in widget mode', () => {
  it('shows the widget frame 1500 px tall and loads its script once, however often the page is opened', async () => {
    // Serve the /contact page data as the build would in embed mode; the CSP for that mode is unit-tested.
    const dataUrl = pageDataUrl('pages/contact.ts');
    const data = (await import(pathToFileURL(path.resolve('dist/client', dataUrl.slice(1))).href)).default as {
      page: { blocks: { type: string }[] };
    };
    const blocks = data.page.blocks.map((block) =>
      block.type === 'ContactForm'
        ? {
            type: 'FormEmbed',
            id: 'request',
            tone: 'plain',
            iframeUrl: 'https://forms.widget.example/f/1',
            scriptUrl: 'https://cdn.widget.example/embed.js',
            title: 'Request a free inspection',
          }
        : block,
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.route(`**${dataUrl}`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default ${JSON.stringify({ ...data, page: { ...data.page, blocks } })};`,
      }),
    );
    await page.route('https://cdn.widget.example/embed.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.widgetLoads = (window.widgetLoads || 0) + 1;' }),
    );
    await page.route('https://forms.widget.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>widget</p>' }),
    );

    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    for (const _ of [1, 2]) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL(/\/contact$/);
      const frame = page.locator('iframe[title="Request a free inspection"]');
      await expect.poll(() => frame.getAttribute('src')).toBe('https://forms.widget.example/f/1');
      expect(await frame.evaluate((el) => getComputedStyle(el).height)).toBe('1500px');
      await page.waitForFunction(() => (window as unknown as { widgetLoads?: number }).widgetLoads === 1);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await page.waitForURL(/\/$/);
    }
    await expect.poll(() => page.locator('script[src="https://cdn.widget.example/embed.js"]').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { widgetLoads?: number }).widgetLoads)).toBe(1);
    await context.close();
  });
});
