import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { FastifyInstance } from 'fastify';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepAt } from '../../server/auth/factors/totp';
import type { TestDatabase } from '../../testing/test-database';
import { createAccount } from '../support/auth-app';
import { waitForMail } from './admin-support';
import { axeViolations, collectErrors, launchBrowser, type movableClock, startSite, waitForHydration } from './harness';

/** Screenshots to look at (not compared): SCREENSHOT_DIR, or a folder under the OS temp dir. */
const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'ridgeline-admin-2fa');

let site: {
  url: string;
  app: FastifyInstance;
  database: TestDatabase;
  dataDir: string;
  clock: ReturnType<typeof movableClock>;
};
let browser: Browser;
let page: Page;
let cdp: CDPSession;
let errors: string[];
let account: { email: string; password: string };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite({
    atLocalhost: true,
    envOverrides: { RATE_LIMIT_AUTH: '1000', TOTP_ENCRYPTION_KEY: 'c'.repeat(64) },
    outbox: { pollMs: 200 },
  });
  browser = await launchBrowser();
  account = await createAccount(site.database, { email: `owner.${Date.now()}@example.com`, admin: true });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  errors = collectErrors(page);
  // Chromium's virtual authenticator (the DevTools WebAuthn domain): a laptop's built-in passkey
  // store that verifies the person (as a fingerprint or PIN would) without a prompt.
  cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

/** Moves focus with Tab until the focused element's text or label matches: proves it is reachable by keyboard. */
async function tabTo(target: Page, name: RegExp, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await target.keyboard.press('Tab');
    const focused = await target.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      // Past the last control, focus rests on the page itself, whose text holds every name on it:
      // that is no match (it once "found" the header's link there, and Enter then did nothing).
      if (!el || el === document.body || el === document.documentElement) return '';
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      // Spaces as a screen reader reads them: a flex item's text is its own line in innerText.
      return `${el.getAttribute('aria-label') ?? ''} ${label ?? ''} ${el.innerText ?? ''}`.replace(/\s+/g, ' ').trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

async function open(pathname: string) {
  await page.goto(site.url + pathname);
  await waitForHydration(page);
}

async function signOut() {
  await page.context().clearCookies();
}

/** Email and password typed, Enter pressed: the keyboard's way through the first step. */
async function typePassword() {
  await open('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(account.email);
  await panel.getByLabel('Password', { exact: true }).fill(account.password);
  await page.keyboard.press('Enter');
}

/** The code the authenticator app shows now, by the server's clock (the test's own RFC 6238). */
function totpCode(secretText: string) {
  // Every use is half a minute later, so a new code is never the one used before.
  site.clock.advance(31_000);
  return generateHOTP(decodeBase32IgnorePadding(secretText.replace(/\s/g, '')), BigInt(stepAt(site.clock.now())), 6);
}

async function checkLayout(name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    expect(await axeViolations(page), `${name} at ${width}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let recoveryCodes: string[] = [];
let totpSecret = '';

describe('an admin turns on two-step sign-in', () => {
  it('adds a passkey from the account page with the keyboard, in one action, and saves the recovery codes', async () => {
    await typePassword();
    await page.waitForURL(`${site.url}/`);
    await open('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // The dashboard's lists arrive after hydration; a control replaced under the focus would move
    // the tabbing's starting point, so the keys start once the page has settled.
    await page.waitForLoadState('networkidle');
    await tabTo(page, /Account & security/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Passkeys' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Two-step sign-in is off' }).count()).toBe(1);
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await sessions.getByText('This device').waitFor();
    expect(await sessions.getByRole('listitem').first().innerText()).toMatch(/Chrome on Linux[\s\S]*signed in/);
    await checkLayout('account-off');

    const started = Date.now();
    await tabTo(page, /^Add a passkey$/);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Save your recovery codes' });
    await heading.waitFor();
    const seconds = (Date.now() - started) / 1000;
    console.log(`Adding a passkey: 1 key press (the name is filled in), ${seconds.toFixed(2)} s to the recovery codes`);
    recoveryCodes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    await checkLayout('recovery-codes');

    const done = page.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await tabTo(page, /I have saved these codes/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Done$/);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Two-step sign-in is on' }).waitFor();
    await page
      .getByRole('list', { name: 'Your passkeys' })
      .getByRole('paragraph')
      .getByText('Linux computer passkey')
      .waitFor();
    await waitForMail(site.dataDir, /A passkey named/, account.email);
  });

  it('signs in with the passkey alone, no email or password typed', async () => {
    await signOut();
    await open('/auth');
    await tabTo(page, /^Use a passkey$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/`);
    await open('/admin/account');
    await page.getByText('signed in with a passkey').waitFor();
  });

  it('asks for the passkey after the password, and opens the dashboard only then', async () => {
    await signOut();
    await typePassword();
    await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
    // Nothing signed in yet: the dashboard still refuses.
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await checkLayout('second-step');
    await tabTo(page, /Use your passkey/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/`);
    await open('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  it('sets up an authenticator app from its QR code and key, and signs in with a code', async () => {
    await open('/admin/account');
    // The account's factors arrive after hydration: tabbing starts once the page holds them, so a
    // late render cannot move the focus between reaching the button and pressing Enter.
    await page.getByRole('button', { name: 'Set up an authenticator app' }).waitFor();
    await tabTo(page, /Set up an authenticator app/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
    await page.getByRole('img', { name: /QR code for your authenticator app/ }).waitFor();
    totpSecret = await page.locator('code').innerText();
    expect(totpSecret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
    await checkLayout('account-totp-setup');
    await tabTo(page, /6-digit code the app shows now/);
    await page.keyboard.type(totpCode(totpSecret));
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Your authenticator app' }).waitFor();
    await checkLayout('account-on');

    await signOut();
    await typePassword();
    await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
    await tabTo(page, /Enter a code from your authenticator app/);
    await page.keyboard.press('Enter');
    await page.keyboard.type(totpCode(totpSecret));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/`);
  });

  it('takes a recovery code once and refuses it the second time', async () => {
    const code = recoveryCodes[0]!;
    for (const attempt of ['first', 'second']) {
      await signOut();
      await typePassword();
      await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
      await tabTo(page, /Use a recovery code/);
      await page.keyboard.press('Enter');
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(code);
      await page.keyboard.press('Enter');
      if (attempt === 'first') await page.waitForURL(`${site.url}/`);
      else
        await page
          .getByText(/Each code works once/)
          .first()
          .waitFor();
    }
    await waitForMail(site.dataDir, /A recovery code was used/, account.email);
  });

  it('asks for a fresh second factor before the CSV download once ten minutes have passed', async () => {
    await signOut();
    await typePassword();
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await page.waitForURL(`${site.url}/`);
    site.clock.advance(11 * 60_000);
    await open('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /Download CSV/ }).click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.getByRole('button', { name: 'Use your passkey' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'step-up-1280.png') });
    expect(await axeViolations(page), 'step-up dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Use your passkey' }).click();
    expect((await download).suggestedFilename()).toMatch(/^submissions-.*\.csv$/);
    expect(await dialog.count()).toBe(0);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
