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
    expect(form).toHaveLength(1);
    // The home page's own blocks (its service cards, reviews, steps and city list) come with it.
    const home = await blockChunksOf('/');
    expect(home).toEqual(expect.arrayContaining(form));
    expect(home.length).toBeGreaterThan(form.length);
    // A service page uses only the blocks every page's entry holds; Tulsa's page adds its reviews.
    expect(await blockChunksOf('/services/roof-inspection')).toEqual([]);
    const tulsa = await blockChunksOf('/locations/tulsa');
    expect(tulsa).toHaveLength(1);
    expect(home).toEqual(expect.arrayContaining(tulsa));
    const gallery = await blockChunksOf('/gallery');
    expect(gallery.length).toBeGreaterThan(0);
    expect(gallery.some((chunk) => form.includes(chunk) || home.includes(chunk))).toBe(false);
  });

  it('hydrates a public page without the router, and fetches it when the visitor points at a link to another page', async () => {
    const { page, scripts, errors } = await recordingScripts();
    await page.goto(`${site.url}/locations/tulsa`);
    await waitForHydration(page);
    const atStart = [...scripts];
    expect(atStart.some((script) => /\/router-/.test(script))).toBe(false);
    // Resting the pointer on a link to another page fetches the router's app and the router.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).hover();
    await expect.poll(() => scripts.some((script) => /\/router-app-/.test(script))).toBe(true);
    // The router's own chunk is asked for beside the app's, not necessarily before it answers.
    await expect
      .poll(() =>
        scripts.some((script) => /\/router-[A-Za-z0-9_-]+\.js$/.test(script) && !script.includes('router-app')),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("carries its blocks' styles inline and fetches no stylesheet; a page reached inside the app fetches those of its new blocks", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'stylesheet' || url.pathname.endsWith('.css')) stylesheets.push(url.pathname);
    });
    // Tulsa's page uses the reviews block, whose code and styles load lazily: its styles are inline.
    await page.goto(`${site.url}/locations/tulsa`);
    await waitForHydration(page);
    expect(await page.locator('main blockquote, main figure').first().isVisible()).toBe(true);
    expect(stylesheets).toEqual([]);
    // Into the app: the contact page's form brings its stylesheet, once.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL(/\/contact$/);
    await expect.poll(() => sendButton(page).isVisible()).toBe(true);
    expect(stylesheets).toHaveLength(1);
    expect(stylesheets[0]).toMatch(/^\/assets\/ContactForm-[\w-]+\.css$/);
    // The home page, loaded: its form, reviews, steps and city list are styled inline.
    stylesheets.length = 0;
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    expect(stylesheets).toEqual([]);
    await page.close();
  });

  it('follows a link with a plain page load when the router cannot be fetched (a deploy removed it, the network dropped)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route(/\/assets\/router-/, (route) => route.abort());
    await page.goto(`${site.url}/locations/tulsa`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(/\/about$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^About/);
    // The browser loaded the page itself: nothing of the last page's script is left.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
    await page.close();
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

describe('the compile hint (content/vite/compile-hints.ts)', () => {
  /** The app scripts a page's HTML names (its entry and the chunks it preloads), as served. */
  async function scriptsNamedBy(path: string): Promise<string[]> {
    const html = await (await fetch(`${site.url}${path}`)).text();
    return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  }
  const hinted = async (script: string) =>
    (await (await fetch(`${site.url}${script}`)).text()).startsWith('//# allFunctionsCalledOnLoad\n');

  it("is on the editor's chunks and on none that a public page loads", async () => {
    const editor = await scriptsNamedBy('/admin/pages/edit?city=jenks');
    const editorChunk = editor.find((script) => /\/CityPageEditor-[\w-]+\.js$/.test(script));
    expect(editorChunk).toBeDefined();
    expect(await hinted(editorChunk!)).toBe(true);

    const { page, scripts, errors } = await recordingScripts();
    for (const path of ['/', '/locations/tulsa', '/contact', '/gallery']) {
      await page.goto(`${site.url}${path}`);
      await waitForHydration(page);
    }
    // A link pointed at loads the router's app too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).hover();
    await expect.poll(() => scripts.some((script) => /\/router-app-/.test(script))).toBe(true);
    const publicScripts = [...new Set(scripts)];
    expect(publicScripts.length).toBeGreaterThan(5);
    for (const script of publicScripts) expect(await hinted(script), script).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
