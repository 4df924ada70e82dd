import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceRecoveryCodes } from '../../server/auth/factors/recovery-codes';
import { SESSION_COOKIE } from '../../server/auth/session';
import { glenpool } from '../support/city-pages';
import { signedInUser } from '../support/sessions';
import { axeViolations, collectErrors, launchBrowser, startSite, waitForHydration } from './harness';
import { buildWithContent } from './build-with-content';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'ridgeline-city-editor');
const _repo = path.resolve(import.meta.dirname, '../..');
/** Publishing runs the content gate (a compile of the whole site in a child): seconds, more on a busy machine. */
const GATE_WAIT = 60_000;
const NEW_INTRO = 'Jenks homeowners have trusted our veteran crew with their roofs since 2013, river storms and all.';
const NEW_ANSWER =
  'Yes: river humidity ages underlayment early, so we fit a synthetic one and ridge vents as standard.';
/** A Steps section the owner adds to Glenpool's page, by field. */
const GLENPOOL_STEPS = {
  'sections.0.heading': 'How a Glenpool roof check goes',
  'sections.0.items.0.title': 'We walk the roof',
  'sections.0.items.0.body': 'Every slope, with photos of each bruise, lifted tab and soft spot we find.',
  'sections.0.items.1.title': 'You get it in writing',
  'sections.0.items.1.body': 'A written estimate the same week, with no pressure to sign anything.',
};
/** The editor's screen chunks, by the names the build gives them (admin/views.ts's screens). */
const EDITOR_CHUNKS = /\/assets\/(CityPageEditor|PageZoneEditor|AdminCityPages|DraftEditor)-[\w-]+\.js/;
/** The owner's words in the About page's story zone. */
const STORY_PARAGRAPH = 'It began in 2014 with one truck, one crew and a ladder we still keep in the Tulsa shop.';
const STORY_STEPS = {
  'sections.1.heading': 'How we run every job',
  'sections.1.items.0.title': 'We show you first',
  'sections.1.items.0.body': 'Photos of every problem on your roof before anyone talks about price.',
  'sections.1.items.1.title': 'We leave it clean',
  'sections.1.items.1.body': 'Magnets over the lawn and the drive before the crew leaves each day.',
};

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let cookie = '';
/** The office's account: a second person with the page open. */
let officeCookie = '';
let recoveryCodes: string[] = [];
const scratch: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite({ jobs: false });
  browser = await launchBrowser();
  const db = site.database.db;
  const owner = await signedInUser(db, { email: 'owner.cities@ridgeline.example', admin: true });
  cookie = owner.cookie.split('=')[1]!;
  // An authenticator app on the account: publishing asks for a fresh second factor, given with a recovery code.
  await db
    .insertInto('totp_factors')
    .values({ user_id: owner.id, name: 'phone', secret_encrypted: 'unused' })
    .execute();
  recoveryCodes = await replaceRecoveryCodes(db, owner.id, new Date());
  officeCookie = (await signedInUser(db, { email: 'dana.office@ridgeline.example', role: 'office' })).cookie.split(
    '=',
  )[1]!;
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

async function openAs(pathname: string, width = 1280, session = cookie): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: SESSION_COOKIE, value: session, url: site.url }]);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + pathname);
  await waitForHydration(page);
  return { page, errors };
}

/** The procedures each request of the page to /trpc asked for, a batch per request, as they are sent. */
function trpcCallsOf(page: Page): string[][] {
  const calls: string[][] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/')) calls.push(pathname.slice('/trpc/'.length).split(','));
  });
  return calls;
}

/** A generated field by its path, as the form ids it. */
const field = (page: Page, key: string) => page.locator(`[id="field-${key}"]`);
const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title="Preview of the page"]');
/** The preview's words, those in closed questions too. */
const previewText = async (page: Page) => (await preview(page).locator('body').textContent()) ?? '';

async function openEditor(slug: string, width = 1280, session = cookie) {
  const opened = await openAs(`/admin/pages/edit?city=${slug}`, width, session);
  await field(opened.page, 'intro').waitFor();
  await preview(opened.page).locator('h1').waitFor();
  return opened;
}

/** Publish, through the step-up dialog when the session has not proved a second factor lately. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await Promise.race([dialog.waitFor(), page.getByRole('button', { name: 'Checking the whole site…' }).waitFor()]);
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: /Use a recovery code/ }).click();
    await dialog.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes.shift()!);
    await dialog.getByRole('button', { name: 'Use recovery code' }).click();
  }
}

/** Errors a page logged, but the refusals the test asks for (a refused save's or publish's 400). */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 400 /.test(error));

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width}`).toBeLessThanOrEqual(0);
    expect(await axeViolations(page), `axe on ${name} at ${width}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the city page editor', () => {
  it('lists the city pages with what the site shows of each, and no public page loads its code', async () => {
    const { page, errors } = await openAs('/admin/pages');
    const jenks = page.locator('[data-city="jenks"]');
    await jenks.waitFor();
    expect(await jenks.textContent()).toContain('Site shows the file');
    // The dashboard's header links here.
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Pages' }).getAttribute('href')).toBe(
      '/admin/pages',
    );
    await shoot(page, 'city-pages');
    expect(errors).toEqual([]);
    await page.context().close();

    // A visitor's pages, read and touched (the router's app loads on a link's hover): none fetches the editor.
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const fetched: string[] = [];
    visitor.on('request', (request) => fetched.push(request.url()));
    for (const pathname of ['/', '/locations/jenks']) {
      await visitor.goto(site.url + pathname);
      await waitForHydration(visitor);
      await visitor.locator('main a[href^="/"]').first().hover();
      await visitor.waitForLoadState('networkidle');
    }
    expect(fetched.filter((url) => EDITOR_CHUNKS.test(url))).toEqual([]);
    await visitor.close();
  });

  it('edits Jenks with a live preview, undoes a change, moves a question by keyboard and by dragging, and publishes', async () => {
    const { page, errors } = await openEditor('jenks');
    await shoot(page, 'city-editor');
    // The photo at the top is chosen on the Photos page, in the city's own slot.
    const photo = page.getByRole('region', { name: 'Photo at the top' });
    expect(await photo.getByRole('link', { name: 'Choose a photo for the Jenks page' }).getAttribute('href')).toBe(
      '/admin/photos#city-hero-jenks',
    );
    expect(await photo.textContent()).toContain("the photo its state's city pages share (Oklahoma)");
    await photo.screenshot({ path: path.join(SHOTS, 'city-editor-photo-1280.png') });
    // Typing shows in the preview at once (no save needed).
    await field(page, 'intro').fill(NEW_INTRO);
    await expect.poll(() => preview(page).locator('h1 + p').textContent()).toBe(NEW_INTRO);
    await field(page, 'faqs.1.answer').fill(NEW_ANSWER);
    await expect.poll(() => previewText(page)).toContain(NEW_ANSWER);
    // Undo takes the last change back, in the form and the preview; the intro stays.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => previewText(page)).not.toContain(NEW_ANSWER);
    expect(await field(page, 'faqs.1.answer').inputValue()).toContain('Moist air and storms');
    expect(await previewText(page)).toContain(NEW_INTRO);
    // Redo from the keyboard, then undo again: the shortcut works wherever focus is.
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => field(page, 'faqs.1.answer').inputValue()).toBe(NEW_ANSWER);
    await page.keyboard.press('Control+Z');
    await expect.poll(() => field(page, 'faqs.1.answer').inputValue()).toContain('Moist air and storms');

    // A click on a text of the preview focuses its field.
    await preview(page).locator('h1').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-heading');

    // The autosave keeps the draft on the server two seconds after the last change.
    await page.getByText(/^Saved \d/).waitFor({ timeout: 15_000 });
    await publish(page);
    await page.getByText('Published', { exact: true }).first().waitFor({ timeout: GATE_WAIT });
    expect(unexpected(errors)).toEqual([]);

    // Moving a question with the keyboard: Move down on the first, focus follows it.
    const first = await field(page, 'faqs.0.question').inputValue();
    await page.getByRole('button', { name: 'Move down Question and answer 1' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => field(page, 'faqs.1.question').inputValue()).toBe(first);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Move down Question and answer 2');
    const questions = await preview(page).locator('summary h3').allTextContents();
    expect(questions.findIndex((text) => text.includes(first))).toBeGreaterThan(
      questions.findIndex((text) => text.includes('Does river weather')),
    );
    // Kept in this browser until saved: a reload offers it back.
    await page.reload();
    await waitForHydration(page);
    await page.getByText(/Restore your unsaved changes from/).waitFor();
    await page.getByRole('button', { name: 'Restore them' }).click();
    await expect.poll(() => field(page, 'faqs.1.question').inputValue()).toBe(first);

    // With a mouse an entry is also dragged by its handle: the third question dropped on the top
    // half of the first lands first, in the form and the preview, and Undo puts it back.
    const third = await field(page, 'faqs.2.question').inputValue();
    // Tall enough that the first and the third question are on screen together: a drag that had
    // to scroll would move the page under the press before the drag begins, as no hand does.
    await page.setViewportSize({ width: 1280, height: 2400 });
    const entries = page.locator('[data-field="faqs"] > ol > li');
    await entries.nth(0).scrollIntoViewIfNeeded();
    const handle = (await entries.nth(2).getByTitle('Drag to move Question and answer 3').boundingBox())!;
    const target = (await entries.nth(0).boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + 40, target.y + 10, { steps: 8 });
    // The library reads where the pointer is on the drag event after the one that entered.
    await page.mouse.move(target.x + 42, target.y + 12);
    // A line shows where it would land: above the first.
    await expect.poll(() => entries.nth(0).getAttribute('data-drop-edge')).toBe('top');
    await page.screenshot({ path: path.join(SHOTS, 'city-editor-drag-1280.png') });
    await page.mouse.up();
    await expect.poll(() => field(page, 'faqs.0.question').inputValue()).toBe(third);
    // In the preview's questions too, the third now comes before the first.
    const thirdBeforeFirst = async () => {
      const shown = await preview(page).locator('summary h3').allTextContents();
      const at = (question: string) => shown.findIndex((text) => text.includes(question));
      return at(third) >= 0 && at(third) < at(first);
    };
    await expect.poll(thirdBeforeFirst).toBe(true);
    await page.getByText('Question and answer 3 moved to place 1').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => field(page, 'faqs.2.question').inputValue()).toBe(third);
    expect(await field(page, 'faqs.1.question').inputValue()).toBe(first);
    await page.context().close();
  }, 200_000);

  it('adds a city whose words copy Jenks, and publishing it is refused on the local story', async () => {
    const { page, errors } = await openAs('/admin/pages');
    const add = page.getByRole('region', { name: 'Add a city' });
    await add.getByLabel('City').fill('Glenpool');
    await add.getByLabel('County').fill('Tulsa County');
    await add.getByLabel('Latitude').fill('35.9554');
    await add.getByLabel('Longitude').fill('-96.0089');
    await add.getByLabel('Start from the words of').selectOption('jenks');
    expect(await add.getByLabel('Address').inputValue()).toBe('glenpool');
    // A taken address is refused on its field.
    await add.getByLabel('Address').fill('jenks');
    await add.getByRole('button', { name: 'Add and edit' }).click();
    await expect.poll(() => add.locator('#add-slug-error').textContent()).toMatch(/already a city page/);
    await add.getByLabel('Address').fill('glenpool');
    await add.getByRole('button', { name: 'Add and edit' }).click();
    await page.getByRole('heading', { name: 'Glenpool, OK', level: 1 }).waitFor();
    await preview(page).locator('h1').waitFor();
    expect(await previewText(page)).toContain('Glenpool');
    await publish(page);
    const story = page.locator('[id="field-localStory"]');
    await expect.poll(() => story.textContent(), { timeout: GATE_WAIT }).toMatch(/near-copy/);
    expect(await page.getByRole('alert').filter({ hasText: 'Not published' }).textContent()).toMatch(/near-copy/);
    await page.screenshot({ path: path.join(SHOTS, 'city-editor-refused-1280.png') });
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpected(errors)).toEqual([]);

    // Its own words, typed in: the same publish passes, and the page goes live below.
    const words: [string, string][] = [
      ['heading', glenpool.heading],
      ['intro', glenpool.intro],
      ['seo.title', glenpool.seo.title],
      ['seo.description', glenpool.seo.description],
      ['seo.socialTitle', glenpool.seo.socialTitle],
      ['seo.socialDescription', glenpool.seo.socialDescription],
      ...glenpool.sellingPoints.flatMap((point, i): [string, string][] => [
        [`sellingPoints.${i}.title`, point.title],
        [`sellingPoints.${i}.body`, point.body],
      ]),
      ...glenpool.localStory.map((paragraph, i): [string, string] => [`localStory.${i}`, paragraph]),
      ...['roofing', 'roofer', 'roof repair', 'hail damage', 'roof replacement'].map((words, i): [string, string] => [
        `seo.keywords.${i}`,
        `Glenpool ${words}`,
      ]),
    ];
    for (const [key, value] of words) await field(page, key).fill(value);
    // Jenks had more paragraphs and questions than Glenpool's own: the rest go.
    while ((await page.locator('[id^="field-faqs."][id$=".question"]').count()) > 1)
      await page
        .getByRole('button', { name: /^Remove Question and answer/ })
        .last()
        .click();
    await field(page, 'faqs.0.question').fill(glenpool.faqs[0]!.question);
    await field(page, 'faqs.0.answer').fill(glenpool.faqs[0]!.answer);

    // A section of the city page's allow-list: only its kinds are offered, and the preview draws it.
    const adds = page.getByRole('group', { name: 'Add to more sections' }).getByRole('button');
    expect(await adds.allTextContents()).toEqual(['Add steps', 'Add cards', 'Add call to action']);
    await page.getByRole('button', { name: 'Add steps' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-sections.0');
    for (const [key, value] of Object.entries(GLENPOOL_STEPS)) await field(page, key).fill(value);
    await expect
      .poll(() => preview(page).getByRole('heading', { name: GLENPOOL_STEPS['sections.0.heading'] }).count())
      .toBe(1);
    await page.locator('[id="field-sections"]').screenshot({ path: path.join(SHOTS, 'city-sections-1280.png') });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.locator('[id="field-sections"]').screenshot({ path: path.join(SHOTS, 'city-sections-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await preview(page).getByRole('heading', { name: GLENPOOL_STEPS['sections.0.heading'] }).scrollIntoViewIfNeeded();
    await page.locator('iframe').screenshot({ path: path.join(SHOTS, 'city-sections-preview-1280.png') });
    await page.getByText(/^Saved \d/).waitFor({ timeout: 15_000 });
    await publish(page);
    await page.getByText('Published', { exact: true }).first().waitFor({ timeout: GATE_WAIT });
    await page.context().close();
  }, 200_000);

  it('opens on what its page asked for as it started, each asked once, editable at once, with every entry of a long list', async () => {
    // A Bixby draft with nine questions: more than a list draws with the form's first render.
    const api = async (call: string, body?: unknown) => {
      const response = await fetch(`${site.url}/trpc/${call}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { cookie: `${SESSION_COOKIE}=${cookie}`, origin: site.url, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return ((await response.json()) as { result: { data: { version: number; draft: object } } }).result.data;
    };
    const opened = await api(`cityPages.open?input=${encodeURIComponent(JSON.stringify({ slug: 'bixby' }))}`);
    const faqs = Array.from({ length: 9 }, (_, n) => ({
      question: `Bixby question ${n + 1}: does a hail claim change my shingle warranty?`,
      answer: `Answer ${n + 1}: no, a repair by a certified crew keeps the manufacturer's warranty whole.`,
    }));
    await api('cityPages.saveDraft', { slug: 'bixby', version: opened.version, data: { ...opened.draft, faqs } });

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: SESSION_COOKIE, value: cookie, url: site.url }]);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const calls = trpcCallsOf(page);
    // Whether the form's first field was ever drawn disabled (the lock not yet answered).
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        const intro = document.getElementById('field-intro') as HTMLTextAreaElement | null;
        if (!intro) return;
        (window as unknown as { introFirstDisabled: boolean }).introFirstDisabled = intro.disabled;
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${site.url}/admin/pages/edit?city=bixby`);
    await field(page, 'faqs.8.answer').waitFor();
    await expect.poll(() => previewText(page)).toContain('Bixby question 9');

    // The session, the draft, the list and the lock were asked as the page started, before it
    // hydrated: the first requests, and none of them asked again by the editor once drawn.
    expect(calls[0]).toEqual(expect.arrayContaining(['auth.session', 'cityPages.list', 'cityPages.open']));
    expect(calls.slice(0, 2).flat()).toContain('pageLock.acquire');
    for (const call of ['auth.session', 'cityPages.open', 'pageLock.acquire'])
      expect(
        calls.filter((batch) => batch.includes(call)),
        `${call} asked once`,
      ).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { introFirstDisabled?: boolean }).introFirstDisabled)).toBe(
      false,
    );
    // Every question has its entry and its buttons; the history loads below them.
    expect(await page.locator('[id="field-faqs"] > ol > li').count()).toBe(9);
    await page.getByRole('button', { name: 'Move up Question and answer 9' }).waitFor();
    await page.locator('[data-page-history] [data-revision]').first().waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("opens a page's text (a zone) on what its page asked for as it started, each asked once", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: SESSION_COOKIE, value: cookie, url: site.url }]);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const calls = trpcCallsOf(page);
    await page.goto(`${site.url}/admin/pages/zone?zone=${encodeURIComponent('/about#story')}`);
    await field(page, 'sections.0.paragraphs.0').waitFor();
    await preview(page).getByRole('heading', { name: 'Our story' }).waitFor();
    // Asked by the view's prefetch (admin/pages/PageZoneEditor.prefetch.ts) before the screen's code ran.
    expect(calls[0]).toEqual(expect.arrayContaining(['auth.session', 'pageZones.open']));
    expect(calls.slice(0, 2).flat()).toContain('pageLock.acquire');
    for (const call of ['auth.session', 'pageZones.open', 'pageLock.acquire'])
      expect(
        calls.filter((batch) => batch.includes(call)),
        `${call} asked once`,
      ).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("shows the word change in the history, and a restore brings the file's words back as the draft", async () => {
    const { page, errors } = await openEditor('jenks');
    const history = page.locator('[data-page-history]');
    const revisions = history.locator('[data-revision]');
    await revisions.first().waitFor();
    // The first revision is the city file's words; the live one has the owner's intro.
    const oldest = revisions.last();
    expect(await oldest.textContent()).toMatch(/pages\/locations\/jenks\.ts/);
    await oldest.getByLabel('Older').check();
    await history.locator('[data-revision]', { hasText: 'live on the site' }).getByLabel('Newer').check();
    await history.getByRole('button', { name: 'Compare' }).click();
    const intro = history.locator('li', { hasText: 'Introduction' }).first();
    await expect.poll(async () => (await intro.locator('ins').allTextContents()).join(' ')).toMatch(/homeowners/);
    expect((await intro.locator('del').allTextContents()).join(' ')).toMatch(/roofed/);
    await shoot(page, 'city-history');

    await oldest.getByRole('button', { name: /Restore this version/ }).click();
    await oldest.getByRole('button', { name: /Yes, make revision \d+ the draft/ }).click();
    await expect.poll(() => field(page, 'intro').inputValue()).toMatch(/^We have roofed in Jenks since 2013/);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("tells a second person who has the page open, and a save over the other's edit is refused with the difference", async () => {
    const owner = await openEditor('jenks');
    const office = await openEditor('jenks', 1280, officeCookie);
    const banner = office.page.locator('[data-edit-lock]');
    await expect.poll(() => banner.textContent()).toMatch(/owner\.cities is editing this page since/);
    expect(await field(office.page, 'intro').isDisabled()).toBe(true);
    await banner.getByRole('button', { name: 'Take over' }).click();
    await expect.poll(() => field(office.page, 'intro').isDisabled()).toBe(false);

    // The owner's tab saves first; the office's save, made on the version it opened, is refused.
    await field(owner.page, 'heading').fill('Roofing in Jenks, Oklahoma, since 2013');
    await owner.page.getByText(/^Saved \d/).waitFor({ timeout: 15_000 });
    await field(office.page, 'seo.socialTitle').fill('Jenks roofs by a veteran crew on the river');
    const conflict = office.page.locator('[data-conflict]');
    await conflict.waitFor({ timeout: 15_000 });
    expect(await conflict.textContent()).toMatch(/Heading/);
    // The office's own words stay in its form, to keep or drop: nothing was overwritten either way.
    expect(await field(office.page, 'seo.socialTitle').inputValue()).toBe('Jenks roofs by a veteran crew on the river');
    await owner.page.context().close();
    await office.page.context().close();
  }, 120_000);

  it("edits the About page's story: its allow-list only, a live preview, and a publish", async () => {
    const { page, errors } = await openAs('/admin/pages');
    const row = page.locator('[data-zone="/about#story"]');
    await row.waitFor();
    expect(await row.textContent()).toContain("Site shows the code's words");
    await row.getByRole('link', { name: 'Our story' }).click();
    await field(page, 'sections.0.paragraphs.0').waitFor();
    expect(new URL(page.url()).search).toBe(`?zone=${encodeURIComponent('/about#story')}`);
    await preview(page).getByRole('heading', { name: 'Our story' }).waitFor();
    // The rest of the page is the site's own, drawn around the zone.
    await preview(page).getByRole('heading', { name: 'Meet the founder' }).waitFor();

    await field(page, 'sections.0.paragraphs.0').fill(STORY_PARAGRAPH);
    await expect.poll(() => previewText(page)).toContain(STORY_PARAGRAPH);
    // The zone's allow-list: these kinds and no other can be added (a gallery, a form: the code's).
    const adds = page.getByRole('group', { name: 'Add to sections' }).getByRole('button');
    expect(await adds.allTextContents()).toEqual(['Add text', 'Add steps', 'Add cards', 'Add call to action']);
    await page.getByRole('button', { name: 'Add steps' }).click();
    for (const [key, value] of Object.entries(STORY_STEPS)) await field(page, key).fill(value);
    await expect
      .poll(() => preview(page).getByRole('heading', { name: STORY_STEPS['sections.1.heading'] }).count())
      .toBe(1);
    // A click on a text in the preview reaches its field.
    await preview(page).getByText(STORY_STEPS['sections.1.items.1.body']).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-sections.1.items.1.body');
    await page.getByText(/^Saved \d/).waitFor({ timeout: 15_000 });
    await shoot(page, 'zone-editor');
    await publish(page);
    await page.getByText('Published', { exact: true }).first().waitFor({ timeout: GATE_WAIT });
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  }, 200_000);

  it("builds the live release: the new intro on Jenks, the added city at its address and its alias, the About page's story", async () => {
    const printed: string[] = [];
    const dist = buildWithContent(path.join(site.dataDir, 'content/live'), scratch, printed);
    // The developer hears that Jenks's file is not what the site shows now; Glenpool has no file.
    expect(printed.join('')).toContain(
      "Note: pages/locations/jenks.ts: the site shows the owner's jenks page, published in the dashboard",
    );
    expect(printed.join('')).not.toContain('pages/locations/glenpool.ts');
    expect(printed.join('')).toContain("Note: pages/about.ts: the site shows the owner's words for Our story");
    const built = await startSite({ jobs: false, distDir: dist });
    try {
      expect(await (await fetch(`${built.url}/locations/jenks`)).text()).toContain(NEW_INTRO);
      for (const pathname of ['/locations/glenpool', '/locations/glenpool-roofing']) {
        const answer = await fetch(`${built.url}${pathname}`);
        expect(answer.status, pathname).toBe(200);
        const html = await answer.text();
        expect(html, pathname).toContain(glenpool.intro);
        expect(html, pathname).toContain(GLENPOOL_STEPS['sections.0.items.1.body']);
      }
      expect(await (await fetch(`${built.url}/sitemap.xml`)).text()).toContain('/locations/glenpool');
      // The About page's zone holds the owner's words, the code's blocks around it as they were.
      const about = await (await fetch(`${built.url}/about`)).text();
      expect(about).toContain(STORY_PARAGRAPH);
      expect(about).toContain(STORY_STEPS['sections.1.items.1.body']);
      expect(about).toContain('Meet the founder');
    } finally {
      await built.app.close();
    }
  }, 300_000);
});
