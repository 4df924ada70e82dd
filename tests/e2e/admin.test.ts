import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewContactSubmission } from '../../server/db/types';
import type { TestDatabase } from '../../testing/test-database';
import { adminHelpers, expectToast, STRONG, signIn, signUp, tableRows, toast } from './admin-support';
import { axeViolations, launchBrowser, startSite, waitForHydration } from './harness';

let site: { url: string; app: FastifyInstance; database: TestDatabase; dataDir: string };
let browser: Browser;
let h: ReturnType<typeof adminHelpers>;

const NEWER = 'Gutter-Flashing-Owasso-4410';

beforeAll(async () => {
  // Many sign-ins from one address in a few minutes: the per-IP limit would be the thing under test.
  site = await startSite({ envOverrides: { RATE_LIMIT_AUTH: '1000' }, outbox: { pollMs: 200 } });
  browser = await launchBrowser();
  h = adminHelpers(site, browser);
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

// ── tests ──────────────────────────────────────────────────────────────────────────────────────

describe('before any script runs', () => {
  it('serves /auth and /admin prerendered, noindex, with the form and the loading state', async () => {
    const auth = await (await fetch(`${site.url}/auth`)).text();
    expect(auth).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(auth).toMatch(/<h1[^>]*>Admin Access<\/h1>/);
    expect(auth).toMatch(/role="tab"[^>]*>Sign In</);
    expect(auth).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Sign In<\/button>/);
    const admin = await (await fetch(`${site.url}/admin`)).text();
    expect(admin).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(admin).toMatch(/role="status"><span[^>]*aria-hidden="true"><\/span><span>Loading dashboard...<\/span>/);
    expect(admin).toMatch(/<link rel="stylesheet" href="\/assets\/AdminDashboard-[^"]+\.css">/);
  });

  it('ships no admin code, tRPC client or react-query to a public page', async () => {
    const { page } = await h.open('/');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    expect(scripts.some((s) => /AdminDashboard|AuthPanel|PasswordReset/.test(s))).toBe(false);
    for (const script of scripts) {
      const code = await (await fetch(script)).text();
      expect(code, script).not.toMatch(/TRPCClientError|QueryClient|useAuth must be used within an AuthProvider/);
    }
    await page.close();
  });
});

describe('a new admin, from sign-up to sign-out', () => {
  // One person's way in, step by step: each test goes on from where the one before stopped.
  const email = `casey.${Date.now()}@example.com`;
  let page: Page;
  let errors: string[];
  let rows: NewContactSubmission[];

  beforeAll(async () => {
    ({ page, errors } = await h.open('/auth'));
  });
  afterAll(async () => {
    await page?.close();
  });

  it('signs up: the button says it is working, a toast confirms, the form clears', async () => {
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Admin Access');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByText('Create a new account (admin privileges must be granted separately)').waitFor();
    await page.route('**/trpc/auth.signUp*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600)); // a slow server, to see the loading state
      await route.continue();
    });
    await signUp(page, 'Casey Admin', email, STRONG);
    const creating = page.getByRole('button', { name: 'Creating account...' });
    await creating.waitFor();
    await expect.poll(() => creating.isDisabled()).toBe(true);
    await expectToast(page, 'Account created successfully!', 'Please check your email to verify your account.', false);
    const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
    expect(await panel.getByLabel('Full Name').inputValue()).toBe('');
    expect(await panel.getByLabel('Email').inputValue()).toBe('');
    await page.unroute('**/trpc/auth.signUp*');
  });

  it('is refused sign-in before verifying, then verifies through the mailed link', async () => {
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await signIn(page, email, STRONG);
    await expectToast(page, 'Sign in failed', 'Email not confirmed');
    // The link opens a page asking for the password; its button confirms, signs in and lands on the site root.
    await h.verifyByMail(page, email);
  });

  it('is denied the dashboard without the role, and gets it from the command line', async () => {
    await page.goto(`${site.url}/admin`);
    await page.getByText("You don't have admin privileges to access this dashboard").waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Access Denied');
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).waitFor();

    expect(await h.grantAdmin(email, { asProcess: true })).toContain(`${email} has the Owner role`);
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText(`Welcome back, ${email}`).waitFor();
    await page.getByText('No submissions yet').waitFor();
    // The figures and the e-mail note are folded into the Overview, under the list; opened, it stays open.
    await page.locator('summary', { hasText: 'Overview' }).click();
    const note = page.locator('[data-email-status]');
    // The e2e server has no SMTP_URL: the note must not claim mail is delivered.
    expect(await note.getAttribute('data-email-status')).toBe('local');
    expect(await note.innerText()).toContain('Email Delivery Not Configured');
    expect(await note.innerText()).toContain('no e-mail leaves this site');
  });

  it('counts the submissions and lists them newest first, 25 at a time', async () => {
    // Stored directly: the contact form is tested on its own.
    rows = await h.ensureSubmissions();
    await page.reload();
    await page.getByRole('button', { name: 'Zed Unique', exact: true }).waitFor();
    const counter = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').innerText();
    expect(await counter('Total Submissions')).toBe('60');
    expect(await counter('This Week')).toBe('7');
    expect(await counter('With Phone')).toBe(String(rows.filter((r) => r.phone).length));
    expect(await page.locator('figure table tbody tr').count()).toBe(12);

    const names = () => tableRows(page).locator('[role=rowheader]').allInnerTexts();
    expect(await tableRows(page).count()).toBe(25);
    expect((await names())[0]).toBe('Zed Unique');
    await page.getByRole('button', { name: 'Load more' }).click();
    await tableRows(page).nth(49).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await tableRows(page).nth(59).waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(new Set(await names()).size).toBe(60);
  });

  it('keeps text as text, links only valid contacts, dates in Tulsa time, the full message on demand', async () => {
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.getByRole('button', { name: '<img src=x onerror="window.__pwned=1">' }).waitFor();
    expect(await tableRows(page).locator('img').count()).toBe(0);
    const bad = page.locator('tr', { hasText: 'Bad Contact' });
    expect(await bad.locator('a').count()).toBe(0);
    const zed = page.locator('tr', { hasText: 'Zed Unique' });
    expect(await zed.locator('a[href="mailto:zed@example.com"]').count()).toBe(1);
    expect(await zed.locator('a[href="tel:+19185550199;ext=4"]').count()).toBe(1);
    expect(await zed.locator('time').innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}\n\d{1,2}:\d{2} [AP]M$/);
    expect(await bad.locator('[data-label=Service]').innerText()).toBe('-');

    await zed.getByRole('button', { name: /Read full message/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Zed Unique' });
    await dialog.getByText('Full text tail marker.', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('searches on the server after a pause, keeps the search in the URL and downloads it as CSV', async () => {
    const search = page.getByRole('searchbox', { name: 'Search submissions' });
    expect(await search.getAttribute('placeholder')).toBe('Search submissions...');
    await search.fill('HAIL');
    await page.waitForURL(/\?search=HAIL$/);
    await page.getByText(/submissions match “HAIL”/).waitFor();
    const hail = rows.filter((r) => /hail/i.test(`${r.name} ${r.email} ${r.message ?? ''}`)).length;
    expect(await tableRows(page).count()).toBe(hail);
    await page.reload();
    await tableRows(page).first().waitFor();
    expect(await search.inputValue()).toBe('HAIL');
    expect(await tableRows(page).count()).toBe(hail);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^submissions-\d{4}-\d{2}-\d{2}-search\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFID,Submitted (America/Chicago),')).toBe(true);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(hail + 1);

    await search.fill('nothing like this anywhere');
    await page.getByText('No submissions match your search').waitFor();
    await search.fill('');
    await page.waitForURL(`${site.url}/admin`);
    await tableRows(page).nth(24).waitFor();
  });

  it('signs out to the site root; the dashboard then asks to sign in; no console errors on the way', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.goto(`${site.url}/admin`);
    await page.getByText('Please sign in to access the admin dashboard').waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    // The one refused call above (sign-in before verifying) is logged by the browser itself; nothing else may be.
    expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
  });
});

describe('every toast', () => {
  it('sign-in: the server message, or "An unexpected error occurred" when there is none', async () => {
    const { page } = await h.open('/auth');
    await signIn(page, 'nobody@example.com', 'wrong-password-123');
    await expectToast(page, 'Sign in failed', 'Invalid login credentials');

    await page.route('**/trpc/auth.signIn*', (route) => route.abort('connectionrefused'));
    await signIn(page, 'nobody@example.com', 'wrong-password-123');
    await expectToast(page, 'Sign in failed', 'An unexpected error occurred');
    await page.close();
  });

  it('sign-up: passwords compared before any request, weak password reasons, unexpected error', async () => {
    const { page } = await h.open('/auth');
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('auth.signUp')) requests++;
    });
    await signUp(page, 'Pat Doe', 'pat@example.com', STRONG, `${STRONG}x`);
    await expectToast(page, "Passwords don't match", 'Please make sure your passwords match');
    expect(requests).toBe(0);

    await signUp(page, 'Pat Doe', 'pat@example.com', 'password123');
    await expectToast(page, 'Sign up failed', '');
    const reasons = page.getByRole('tabpanel', { name: 'Sign Up' }).getByLabel('Password', { exact: true });
    const described = await reasons.getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    // The field is described by its reasons (and, as it is typed, by the strength meter too).
    const descriptions = await Promise.all(
      described!.split(/\s+/).map((id) => page.locator(`[id="${id}"]`).innerText()),
    );
    expect(descriptions.join(' ')).toContain('It is too short: use at least 12 characters (this one has 11).');
    expect(await reasons.getAttribute('aria-invalid')).toBe('true');

    await page.route('**/trpc/auth.signUp*', (route) => route.abort('connectionrefused'));
    await signUp(page, 'Pat Doe', 'pat@example.com', STRONG);
    await expectToast(page, 'Sign up failed', 'An unexpected error occurred');
    await page.close();
  });

  it('the dashboard: "Error fetching submissions" when the list fails, and the spinner stops', async () => {
    const page = await h.dashboardAsNewAdmin('toasts');
    await page.route('**/trpc/submissions.list*', (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Something went wrong on our side.',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'submissions.list' },
            },
          },
        ]),
      }),
    );
    await page.getByRole('searchbox', { name: 'Search submissions' }).fill('roof');
    await expectToast(page, 'Error fetching submissions', 'Failed to load contact submissions');
    await page.getByText('The submissions could not be loaded.').waitFor();
    expect(await page.getByText(/Searching\.\.\.|Loading submissions\.\.\./).count()).toBe(0);
    await page.close();
  });
});

describe('auth state', () => {
  it('shows the loading state while the session is checked, retrying 503s with backoff', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let calls = 0;
    await page.route('**/trpc/auth.session*', async (route) => {
      calls++;
      if (calls <= 2) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify([
            {
              error: {
                message: 'Service temporarily unavailable, please try again',
                code: -32603,
                data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
              },
            },
          ]),
        });
      }
      return route.continue();
    });
    await page.goto(`${site.url}/admin`);
    await page.getByRole('status').filter({ hasText: 'Loading dashboard...' }).waitFor();
    await page.getByText('Please sign in to access the admin dashboard').waitFor();
    expect(calls).toBe(3);
    await page.close();
  });

  it('ends an expired session cleanly: the next call shows the sign-in state', async () => {
    const page = await h.dashboardAsNewAdmin('expiry');
    await site.database.db.deleteFrom('sessions').execute();
    await page.getByRole('searchbox', { name: 'Search submissions' }).fill('quote');
    await page.getByText('Please sign in to access the admin dashboard').waitFor();
    expect(await toast(page, 'Error fetching submissions').count()).toBe(0);
    await page.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const email = `forgot.${Date.now()}@example.com`;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await h.signInAsNewAccount(page, email, { password: STRONG });
    await page.goto(`${site.url}/auth`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('form', { name: 'Request a password reset link' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Check your email').waitFor();
    const mail = await h.mailTo(email, /Reset your/);
    await page.goto(h.linkIn(mail, /https?:\/\/[^\s"<>]+\/auth\/reset#token=[^\s"<>]+/));
    await waitForHydration(page);
    // The token leaves the address bar once the reset block's effect has run; the block sits in the
    // router's Suspense boundary, which may finish hydrating after the root has marked the page.
    await page.waitForFunction(() => window.location.hash === '');
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('New Password', { exact: true }).fill(NEWER);
    await page.getByLabel('Confirm New Password').fill(NEWER);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await page.goto(`${site.url}/auth`);
    await waitForHydration(page);
    await signIn(page, email, NEWER);
    await page.waitForURL(`${site.url}/`);
    await page.close();
  }, 120_000);
});

describe('passwords in the browser', () => {
  it('shows a password on request, rates a new one as it is typed, and changes it on the account page', async () => {
    const email = `change.${Date.now()}@example.com`;
    const { page } = await h.open('/auth');
    await waitForHydration(page);
    // Sign in: a real checkbox shows the password and hides it again.
    const signInForm = page.getByRole('form', { name: 'Sign in' });
    const password = signInForm.getByLabel('Password', { exact: true });
    const show = signInForm.getByRole('checkbox', { name: 'Show password' });
    await password.fill('typed-to-check');
    expect(await password.getAttribute('type')).toBe('password');
    await show.check();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe('typed-to-check');
    await show.uncheck();
    expect(await password.getAttribute('type')).toBe('password');

    await h.signInAsNewAccount(page, email, { password: STRONG });
    await page.goto(`${site.url}/admin/account`);
    const form = page.getByRole('form', { name: 'Change password' });
    await form.waitFor();
    const current = form.getByLabel('Current Password', { exact: true });
    const fresh = form.getByLabel('New Password', { exact: true });
    const confirm = form.getByLabel('Confirm New Password');
    // One checkbox for the current password, one for the new password and its confirmation.
    const [showCurrent, showNew] = [0, 1].map((n) => form.getByRole('checkbox', { name: 'Show password' }).nth(n));
    await current.fill(STRONG);
    await showCurrent!.check();
    expect(await current.getAttribute('type')).toBe('text');
    await showNew!.check();
    expect(await fresh.getAttribute('type')).toBe('text');
    expect(await confirm.getAttribute('type')).toBe('text');

    // The meter judges as the server does: this one is too short, then a good one passes.
    await fresh.fill('aaaa1234');
    await form.getByText(/Password strength: Too weak\. It is too short: use at least 12 characters/).waitFor();
    await fresh.fill(NEWER);
    await form.getByText(/Password strength: (Strong enough|Very strong)\./).waitFor();
    expect(await axeViolations(page), 'account page with the change-password form').toEqual([]);

    // A wrong current password is said under its field, and nothing changes.
    await current.fill('not-my-password-at-all');
    await confirm.fill(NEWER);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('That is not your current password.', { exact: false }).waitFor();

    await current.fill(STRONG);
    await fresh.fill(NEWER);
    await confirm.fill(NEWER);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'Password changed', false).waitFor();
    // Still signed in here; the form is empty again; the owner was mailed.
    expect(await form.getByLabel('Current Password', { exact: true }).inputValue()).toBe('');
    expect(await h.mailTo(email, /Your password was changed/)).toMatch(/changed on the account page/);
    await page.reload();
    await page.getByRole('form', { name: 'Change password' }).waitFor();
    await page.close();
  }, 180_000);
});

describe('keyboard only', () => {
  it('moves through the tabs with arrows, Home and End, one tab stop, into the form', async () => {
    const { page } = await h.open('/auth');
    const signInTab = page.getByRole('tab', { name: 'Sign In' });
    await signInTab.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign Up');
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Sign Up' }).waitFor({ state: 'visible' });
    await page.getByRole('tabpanel', { name: 'Sign In' }).waitFor({ state: 'hidden' });
    await page.keyboard.press('ArrowRight'); // wraps
    expect(await signInTab.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign Up');
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign In');
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('tabindex')).toBe('-1');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('email');
    await page.close();
  });

  it('searches, opens a row, closes it back to its button and loads more, without a mouse', async () => {
    const page = await h.dashboardAsNewAdmin('keys');
    await page.getByRole('searchbox', { name: 'Search submissions' }).focus();
    await page.keyboard.type('Zed');
    await page.waitForURL(/search=Zed/);
    await page.getByText('1 submission matches “Zed”').waitFor();
    // Past the three filters (status, office and Mine) to the row.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).labels?.[0]?.textContent)).toMatch(
      /^Filter by status/,
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).labels?.[0]?.textContent)).toMatch(
      /^Filter by office/,
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zed Unique');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Zed Unique' });
    await dialog.getByText('Full text tail marker.', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zed Unique');

    await page.getByRole('searchbox', { name: 'Search submissions' }).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.waitForURL(`${site.url}/admin`);
    await tableRows(page).nth(24).waitFor();
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await tableRows(page).nth(49).waitFor();
    await page.close();
  }, 120_000);
});

describe('accessibility', () => {
  it('has no axe violations on /auth, /auth/reset and every /admin state at 390 and 1280 px', async () => {
    // Each state is reached once and checked at both widths: the markup is the same, the layout not.
    const { page } = await h.open('/auth', 390);
    const check = async (state: string) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await axeViolations(page), `${state} at ${width}px`).toEqual([]);
      }
    };
    await check('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await check('/auth sign-up');

    await page.goto(`${site.url}/auth/reset`);
    await waitForHydration(page);
    await page.getByText('This reset link is incomplete').waitFor();
    await check('/auth/reset');

    await page.goto(`${site.url}/admin`);
    await page.getByText('Please sign in to access the admin dashboard').waitFor();
    await check('/admin signed out');

    const email = `axe.${Date.now()}@example.com`;
    await h.ensureSubmissions();
    await h.signInAsNewAccount(page, email);
    await page.goto(`${site.url}/admin`);
    await page.getByText("You don't have admin privileges to access this dashboard").waitFor();
    await check('/admin without the role');

    await h.grantAdmin(email);
    await page.reload();
    await tableRows(page).first().waitFor();
    await check('/admin dashboard');
    await page.getByRole('button', { name: 'Zed Unique', exact: true }).click();
    await page.getByRole('dialog').getByText('Full text tail marker.', { exact: false }).waitFor();
    await check('/admin detail dialog');
    await page.close();
  }, 180_000);
});
