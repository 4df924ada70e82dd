import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/session';
import { replaceRecoveryCodes } from '../../server/auth/factors/recovery-codes';
import { signedInUser } from '../support/sessions';
import { toast } from './admin-support';
import { axeViolations, collectErrors, launchBrowser, startSite, waitForHydration } from './harness';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-admin-site-facts');
/** Publishing runs the content gate (a compile of the whole site in a child): seconds, more on a busy machine. */
const GATE_WAIT = 45_000;
/** The scratch copy of the site a preview is built in. */
const BUILD_DIR = mkdtempSync(path.join(os.tmpdir(), 'rl-e2e-facts-build-'));
/** A preview is a build of the whole site: a few minutes the first time on a busy machine. */
const BUILD_WAIT = 600_000;

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let cookie = '';
let recoveryCodes: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // The site-build job runs when a test says (runDue): the preview's build, here.
  site = await startSite({ jobs: false, siteBuild: { workDir: BUILD_DIR } });
  browser = await launchBrowser();
  const db = site.database.db;
  const owner = await signedInUser(db, { email: 'owner.facts@ridgeline.example', admin: true });
  cookie = owner.cookie.split('=')[1]!;
  // An authenticator app on the account (its secret is never used here): publishing asks for a fresh
  // second factor, given with a recovery code.
  await db
    .insertInto('totp_factors')
    .values({ user_id: owner.id, name: 'phone', secret_encrypted: 'unused' })
    .execute();
  recoveryCodes = await replaceRecoveryCodes(db, owner.id, new Date());
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
  rmSync(BUILD_DIR, { recursive: true, force: true });
});

async function openAs(pathname: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie, url: site.url }]);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + pathname);
  await waitForHydration(page);
  return { page, errors };
}

async function openEditor(width = 1280) {
  const opened = await openAs('/admin/site', width);
  await opened.page.getByRole('heading', { name: 'Business facts', level: 1 }).waitFor();
  await field(opened.page, 'registrations.0.number').waitFor();
  return opened;
}

/** A generated field by its path, as the form ids it. */
const field = (page: Page, key: string) => page.locator(`[id="field-${key}"]`);

const liveFacts = () =>
  JSON.parse(readFileSync(path.join(site.dataDir, 'content/live/site-facts.json'), 'utf8')).data as {
    registrations: { number: string }[];
    phones: { business: string };
  };

/** The dashboard's launch count: "1 of 52 done". */
async function launchCount(): Promise<{ done: number; total: number }> {
  const { page } = await openAs('/admin');
  const count = page.locator('[data-launch-count]');
  await count.waitFor({ timeout: GATE_WAIT });
  const [, done, total] = /^(\d+) of (\d+) done$/.exec((await count.textContent())!.trim())!;
  await page.context().close();
  return { done: Number(done), total: Number(total) };
}

/** Errors a page logged, but the refusals the test asks for (a stale save's 409, a refused save's 400). */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of (400|409) /.test(error));

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // What the owner sees first (a full page of this form is ten screens long).
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The Publish panel's button (the bar at the foot of the form has one too once a draft is saved). */
const publishButton = (page: Page) =>
  page.getByRole('region', { name: 'Publish' }).getByRole('button', { name: 'Publish', exact: true });

/** Publish, through the step-up dialog when the session has not proved a second factor lately. */
async function publish(page: Page, note: string) {
  await page.getByLabel(/What changed/).fill(note);
  await publishButton(page).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await Promise.race([dialog.waitFor(), page.getByRole('button', { name: 'Checking the whole site…' }).waitFor()]);
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: /Use a recovery code/ }).click();
    await dialog.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes.shift()!);
    await dialog.getByRole('button', { name: 'Use recovery code' }).click();
  }
}

describe('the business facts editor', () => {
  let startedDone = 0;
  let total = 0;

  it('links from the dashboard, where the launch checklist counts what is done', async () => {
    ({ done: startedDone, total } = await launchCount());
    expect(total).toBeGreaterThan(40);
    const { page, errors } = await openAs('/admin');
    await page.locator('[data-launch-count]').waitFor({ timeout: GATE_WAIT });
    await page.getByText('What is left').click();
    // An item the owner supplies links to its field; a photo to its slot on the photos screen.
    const licence = page.locator('[data-launch-item="licence:Business facts (dashboard):proof.registrations[0]"]');
    expect(await licence.getByRole('link', { name: 'Fill it in' }).getAttribute('href')).toBe(
      '/admin/site#registrations.0',
    );
    expect(
      await page
        .locator('[data-launch-item^="photo:"]')
        .first()
        .getByRole('link', { name: 'Add the photo' })
        .getAttribute('href'),
    ).toMatch(/^\/admin\/photos#[a-z0-9-]+$/);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'dashboard');
    // The checklist itself, opened: its count, its bar and the first items, as the screen shows them.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator('[data-launch-checklist]').evaluate((element) => element.scrollIntoView());
      await page.screenshot({ path: path.join(SHOTS, `checklist-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await licence.getByRole('link', { name: 'Fill it in' }).click();
    await page.waitForURL(`${site.url}/admin/site#registrations.0`);
    // The anchor opens the registration's group, focused.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-registrations.0');
    // A field further down than the form's first screen of fields, which it draws a moment later, opens too.
    const later = await openAs('/admin/site#phones.business');
    await expect.poll(() => later.page.evaluate(() => document.activeElement?.id)).toBe('field-phones.business');
    expect(later.errors).toEqual([]);
    await later.page.context().close();
    expect(errors).toEqual([]);
  }, 180_000);

  it(
    'previews the saved draft: the site built with it, in a new tab, marked as not live',
    async () => {
      const { page, errors } = await openEditor();
      const before = await field(page, 'registrations.0.number').inputValue();
      await field(page, 'registrations.0.number').fill('CIB-RC-70007');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await toast(page, 'Draft saved', false).waitFor();
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByText('Building the preview… about 30 s').waitFor({ timeout: GATE_WAIT });
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'preview-building');
      // The build job, made due by the request (half a second on), run now rather than by the runner.
      site.clock.advance(1_000);
      await site.app.jobs.runDue();
      const open = page.getByRole('link', { name: /Open the preview/ });
      await open.waitFor({ timeout: BUILD_WAIT });
      const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
      await tab!.waitForLoadState();
      expect(await tab!.textContent('body')).toContain('CIB-RC-70007');
      await tab!.getByText('Preview — not live').waitFor();
      expect(await tab!.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      await shoot(tab!, 'preview');
      // The live site does not show it.
      expect(await (await fetch(`${site.url}/`)).text()).not.toContain('CIB-RC-70007');
      // The draft as it was, for the publish below.
      await field(page, 'registrations.0.number').fill(before);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await toast(page, 'Draft saved', false).waitFor();
      expect(errors).toEqual([]);
    },
    BUILD_WAIT + 120_000,
  );

  it('saves the Oklahoma registration number, publishes it after a step-up, and lists the release with its change', async () => {
    const { page, errors } = await openEditor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'editor');
    const before = await field(page, 'registrations.0.number').inputValue();
    expect(await field(page, 'registrations.0.state').inputValue()).toBe('OK');
    await field(page, 'registrations.0.number').fill('CIB-RC-80417');
    await field(page, 'registrations.0.standIn').uncheck();
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft saved', false).waitFor();
    await page.locator('[data-unpublished]').waitFor();
    expect(() => liveFacts()).toThrow(); // nothing published yet: no export

    await publish(page, 'The real Oklahoma registration');
    await toast(page, 'Published', false).waitFor({ timeout: GATE_WAIT });
    expect(liveFacts().registrations[0]!.number).toBe('CIB-RC-80417');
    const release = page.locator('[data-release]').first();
    await release.getByText('Live').waitFor();
    expect(await release.textContent()).toContain(`Registrations › 1 › Number: ‘${before}’ → ‘CIB-RC-80417’`);
    expect(await release.textContent()).toContain('“The real Oklahoma registration”');
    await page.getByText('The site shows this', { exact: true }).waitFor();
    expect(errors).toEqual([]);

    // The registration supplied leaves the checklist: one more done, of the same total.
    expect(await launchCount()).toEqual({ done: startedDone + 1, total });
  }, 180_000);

  it('refuses a second tab’s stale save with the difference, and keeps theirs with mine re-applied', async () => {
    const mine = await openEditor();
    const theirs = await openEditor();
    await field(theirs.page, 'registrations.0.number').fill('CIB-RC-99999');
    await theirs.page.getByRole('button', { name: 'Save draft' }).click();
    await toast(theirs.page, 'Draft saved', false).waitFor();

    await field(mine.page, 'phones.business').fill('(918) 555-0123');
    await mine.page.getByRole('button', { name: 'Save draft' }).click();
    const notice = mine.page.locator('[data-conflict]');
    await notice.waitFor();
    const changed = notice.locator('[data-conflict-field="registrations.0.number"]');
    expect(await changed.textContent()).toContain('Registrations › 1 › Number');
    expect(await changed.textContent()).toContain('Theirs: ‘CIB-RC-99999’');
    expect(await changed.textContent()).toContain('Yours: ‘CIB-RC-80417’');
    expect(await publishButton(mine.page).isDisabled()).toBe(true);
    expect(await axeViolations(mine.page)).toEqual([]);
    await shoot(mine.page, 'conflict');

    await mine.page.getByRole('button', { name: 'Keep theirs and re-apply mine' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await field(mine.page, 'registrations.0.number').inputValue()).toBe('CIB-RC-99999');
    expect(await field(mine.page, 'phones.business').inputValue()).toBe('(918) 555-0123');
    await mine.page.getByRole('button', { name: 'Save draft' }).click();
    await toast(mine.page, 'Draft saved', false).waitFor();
    // Published within the step-up's ten minutes: no second ask.
    await publish(mine.page, 'New number and main line');
    await toast(mine.page, 'Published', false).waitFor({ timeout: GATE_WAIT });
    expect(liveFacts()).toMatchObject({ phones: { business: '(918) 555-0123' } });
    expect(liveFacts().registrations[0]!.number).toBe('CIB-RC-99999');
    expect(unexpected([...mine.errors, ...theirs.errors])).toEqual([]);
  }, 180_000);

  it('shows bad input on its field, and the site check’s refusal, and nothing goes live', async () => {
    const { page, errors } = await openEditor();
    const live = liveFacts();
    await field(page, 'insurance.carrier').fill('');
    await field(page, 'phones.business').fill('call the office');
    // Leaving a field gives the schema's hint at once.
    await field(page, 'phones.business').blur();
    await page.locator('[id="field-phones.business-problems"]').getByText('write phones as (918) 555-0142').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Not saved: fix these first' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Insurance › Insurer: must not be empty');
    expect(await field(page, 'insurance.carrier').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[id="field-insurance.carrier-problems"]').textContent()).toBe('must not be empty');
    await shoot(page, 'errors');
    // The summary's link jumps to the field.
    await summary.getByRole('link', { name: /Insurance › Insurer/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-insurance.carrier');

    // Fixed, but Oklahoma's registration removed: the facts' own check passes, the site's does not.
    await field(page, 'insurance.carrier').fill('Prairie Mutual');
    await field(page, 'phones.business').fill(live.phones.business);
    await page.getByRole('button', { name: 'Remove Registration 1' }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft saved', false).waitFor();
    await publish(page, 'Without Oklahoma');
    const refused = page.getByRole('alert').filter({ hasText: "Not published: the site's check found problems" });
    await refused.waitFor({ timeout: GATE_WAIT });
    expect(await refused.textContent()).toContain('Registrations: Oklahoma is marked licensed: add its registration');
    expect(await page.locator('[id="field-registrations-problems"]').textContent()).toMatch(
      /^Oklahoma is marked licensed: add its registration/,
    );
    expect(liveFacts()).toEqual(live);
    await page.locator('[data-release]').first().getByText('Refused').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
  }, 180_000);

  it('rolls back to an earlier release, and the editor shows its number again', async () => {
    const { page, errors } = await openEditor();
    // The failed draft of the last test is still the draft; rolling back replaces it with the release.
    const first = page.locator('[data-release]').filter({ hasText: 'The real Oklahoma registration' });
    await first.getByRole('button', { name: /Roll back to this/ }).click();
    await toast(page, 'Back to version', false).waitFor({ timeout: GATE_WAIT });
    await expect.poll(() => field(page, 'registrations.0.number').inputValue()).toBe('CIB-RC-80417');
    expect(liveFacts().registrations[0]!.number).toBe('CIB-RC-80417');
    const newest = page.locator('[data-release]').first();
    await newest.getByText('Live').waitFor();
    expect(await newest.textContent()).toContain('Registrations › 1 › Number: ‘CIB-RC-99999’ → ‘CIB-RC-80417’');
    expect(errors).toEqual([]);
  }, 180_000);

  it('asks before leaving with unsaved edits', async () => {
    const { page } = await openEditor(390);
    await field(page, 'email').fill('hello@ridgeline.example');
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Requests' }).click();
    await expect.poll(() => asked).toContain('unsaved changes');
    expect(new URL(page.url()).pathname).toBe('/admin/site');
  });
});
