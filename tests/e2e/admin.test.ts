import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewContactSubmission } from '../../server/db/types';
import type { TestDatabase } from '../../testing/test-database';
import { collectErrors, launchBrowser, startSite, waitForHydration } from './harness';

const axeSource = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
const run = promisify(execFile);

let site: { url: string; app: FastifyInstance; database: TestDatabase; dataDir: string };
let browser: Browser;

const STRONG = 'Shingle-Ridge-Tulsa-7781';
const NEWER = 'Gutter-Flashing-Owasso-4410';

beforeAll(async () => {
  // Many sign-ins from one address in a few minutes: the per-IP limit would be the thing under test.
  site = await startSite({ envOverrides: { RATE_LIMIT_AUTH: '1000' }, outbox: { pollMs: 200 } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.app.close();
});

// ── helpers ────────────────────────────────────────────────────────────────────────────────────

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true, acceptDownloads: true });
  const errors = collectErrors(page);
  await page.goto(site.url + path);
  await waitForHydration(page);
  return { page, errors };
}

/** A toast by title: destructive ones live in the assertive (role=alert) region, others in role=status. */
function toast(page: Page, title: string, destructive = true) {
  return page.locator(`[role=${destructive ? 'alert' : 'status'}] [data-toast]`).filter({ hasText: title });
}

/** Waits for a toast with this title and description (earlier toasts may still be showing). */
async function expectToast(page: Page, title: string, description: string, destructive = true) {
  await toast(page, title, destructive).filter({ hasText: description }).last().waitFor();
}

/** The submissions table's rows (the chart has a table of its own for screen readers). */
function tableRows(page: Page) {
  return page.getByRole('table', { name: 'Contact Form Submissions' }).locator('tbody tr');
}

/** The newest mail to `to` in the server's mailbox folder, decoded from quoted-printable. */
async function mailTo(to: string, subject: RegExp): Promise<string> {
  const folder = path.join(site.dataDir, 'mail');
  for (let i = 0; i < 100; i++) {
    const files = existsSync(folder)
      ? readdirSync(folder)
          .filter((f) => f.endsWith('.eml') && f.includes(to))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const raw = readFileSync(path.join(folder, file), 'utf8');
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (subject.test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} matching ${subject} in ${folder}`);
}

/** A link from a mail, moved to the test server's address (the mail names SITE_URL). */
function linkIn(mail: string, pattern: RegExp): string {
  const link = mail.match(pattern)?.[0];
  if (!link) throw new Error(`No link matching ${pattern} in the mail`);
  const url = new URL(link.replace(/&amp;/g, '&'));
  return site.url + url.pathname + url.search + url.hash;
}

async function signUp(page: Page, fullName: string, email: string, password: string, confirm = password) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Full Name').fill(fullName);
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByLabel('Confirm Password').fill(confirm);
  await panel.getByRole('button', { name: 'Sign Up' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

/** A verified account with a session in `page`, through the real sign-up, mail and link. */
async function newVerifiedAccount(page: Page, email: string) {
  await page.goto(site.url + '/auth');
  await waitForHydration(page);
  await signUp(page, 'Casey Admin', email, STRONG);
  await toast(page, 'Account created successfully!', false).waitFor();
  const mail = await mailTo(email, /Confirm your email/);
  await page.goto(linkIn(mail, /https?:\/\/[^\s"<>]+\/api\/auth\/verify\?token=[^\s"<>]+/));
  await page.getByLabel('Password').fill(STRONG);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await page.waitForURL(site.url + '/');
}

/** `npm run admin -- grant <email>` against the test server's database, as an operator would. */
async function grantAdmin(email: string) {
  const env = {
    ...process.env,
    ...(site.database.url ? { DATABASE_URL: site.database.url } : { DATABASE_URL: '', DATA_DIR: site.dataDir }),
  };
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'grant', email], { env, timeout: 60_000 });
  return stdout;
}

const HOUR = 60 * 60 * 1000;
/** Sixty submissions, one every 22 hours back from now: 7 in the last 7 days. */
function submissions(now: Date): NewContactSubmission[] {
  const rows: NewContactSubmission[] = [];
  for (let i = 0; i < 60; i++) {
    const created_at = new Date(now.getTime() - (i + 1) * 22 * HOUR);
    const base = { created_at, source: 'form' };
    if (i === 0)
      rows.push({
        ...base,
        name: 'Zed Unique',
        email: 'zed@example.com',
        phone: '918 555 0199 EXT 4',
        service_needed: 'Storm Damage',
        message: `${'Hail hit the whole street. '.repeat(12)}Full text tail marker.`,
      });
    else if (i === 1)
      rows.push({
        ...base,
        name: '<img src=x onerror="window.__pwned=1">',
        email: 'xss@example.com',
        message: '<b>not bold</b> =SUM(A1)',
      });
    else if (i === 2) rows.push({ ...base, name: 'Bad Contact', email: 'not-an-email', phone: 'call after 5' });
    else {
      rows.push({
        ...base,
        name: `Customer ${i}`,
        email: `customer${i}@example.com`,
        phone: i % 3 === 0 ? null : `(918) 555-${String(1000 + i)}`,
        address: i % 2 === 0 ? `${100 + i} S Yale Ave, Tulsa, OK` : null,
        service_needed: i % 5 === 0 ? null : 'Roof Repair',
        message:
          i % 4 === 0 ? 'Hail damage on the north slope, shingles missing.' : 'Need a quote for a roof replacement.',
      });
    }
  }
  return rows;
}

/** Tests that need rows but not the empty state seed them if the journey has not. */
async function ensureSubmissions(): Promise<NewContactSubmission[]> {
  const { count } = await site.database.db
    .selectFrom('contact_submissions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = submissions(new Date());
  if (Number(count) === 0) await site.database.db.insertInto('contact_submissions').values(rows).execute();
  return rows;
}

/** A page signed in as a brand-new admin (named after `label`), on a dashboard with rows to show. */
async function dashboardAsNewAdmin(label: string): Promise<Page> {
  const email = `${label}.${Date.now()}@example.com`;
  await ensureSubmissions();
  const { page } = await open('/auth');
  await newVerifiedAccount(page, email);
  await grantAdmin(email);
  await page.goto(site.url + '/admin');
  await tableRows(page).first().waitFor();
  return page;
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    return (await axe.run()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

// ── tests ──────────────────────────────────────────────────────────────────────────────────────

describe('before any script runs', () => {
  it('serves /auth and /admin prerendered, noindex, with the form and the loading state', async () => {
    const auth = await (await fetch(site.url + '/auth')).text();
    expect(auth).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(auth).toMatch(/<h1[^>]*>Admin Access<\/h1>/);
    expect(auth).toMatch(/role="tab"[^>]*>Sign In</);
    expect(auth).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Sign In<\/button>/);
    const admin = await (await fetch(site.url + '/admin')).text();
    expect(admin).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(admin).toMatch(/role="status"><span[^>]*aria-hidden="true"><\/span><span>Loading dashboard...<\/span>/);
    expect(admin).toMatch(/<link rel="stylesheet" href="\/assets\/AdminDashboard-[^"]+\.css">/);
  });

  it('ships no admin code, tRPC client or react-query to a public page', async () => {
    const { page } = await open('/');
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
  it('signs up, verifies by mail, is denied, gets the role by the CLI, uses the dashboard and signs out', async () => {
    const email = `casey.${Date.now()}@example.com`;
    const { page, errors } = await open('/auth');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Admin Access');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByText('Create a new account (admin privileges must be granted separately)').waitFor();

    // Sign-up: loading text, success toast, form cleared.
    await page.route('**/trpc/auth.signUp*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await signUp(page, 'Casey Admin', email, STRONG);
    const creating = page.getByRole('button', { name: 'Creating account...' });
    await creating.waitFor();
    expect(await creating.isDisabled()).toBe(true);
    await expectToast(page, 'Account created successfully!', 'Please check your email to verify your account.', false);
    const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
    expect(await panel.getByLabel('Full Name').inputValue()).toBe('');
    expect(await panel.getByLabel('Email').inputValue()).toBe('');
    await page.unroute('**/trpc/auth.signUp*');

    // Signing in before verifying is refused with the server's words.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await signIn(page, email, STRONG);
    await expectToast(page, 'Sign in failed', 'Email not confirmed');

    // The verification link from the mailbox folder opens a page asking for the password; its
    // button confirms, signs in and lands on the site root.
    const mail = await mailTo(email, /Confirm your email/);
    await page.goto(linkIn(mail, /https?:\/\/[^\s"<>]+\/api\/auth\/verify\?token=[^\s"<>]+/));
    await page.getByLabel('Password').fill(STRONG);
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await page.waitForURL(site.url + '/');

    // Signed in without the role.
    await page.goto(site.url + '/admin');
    await page.getByText("You don't have admin privileges to access this dashboard").waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Access Denied');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();

    // An operator grants the role from the command line.
    expect(await grantAdmin(email)).toMatch(/admin/i);
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText(`Welcome back, ${email}`).waitFor();
    await page.getByText('No submissions yet').waitFor();
    const note = page.locator('[data-email-status]');
    // The e2e server has no SMTP_URL: the note must not claim mail is delivered.
    expect(await note.getAttribute('data-email-status')).toBe('local');
    expect(await note.innerText()).toContain('Email Delivery Not Configured');
    expect(await note.innerText()).toContain('local mailbox folder');

    // Submissions arrive (stored directly: the contact form is tested on its own).
    const rows = await ensureSubmissions();
    await page.reload();
    await page.getByRole('button', { name: 'Zed Unique', exact: true }).waitFor();
    const counter = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').innerText();
    expect(await counter('Total Submissions')).toBe('60');
    expect(await counter('This Week')).toBe('7');
    expect(await counter('With Phone')).toBe(String(rows.filter((r) => r.phone).length));
    expect(await page.locator('figure table tbody tr').count()).toBe(12);

    // Newest first, 25 at a time; Load more until the end.
    const names = () => tableRows(page).locator('[role=rowheader]').allInnerTexts();
    expect(await tableRows(page).count()).toBe(25);
    expect((await names())[0]).toBe('Zed Unique');
    await page.getByRole('button', { name: 'Load more' }).click();
    await tableRows(page).nth(49).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await tableRows(page).nth(59).waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(new Set(await names()).size).toBe(60);

    // Text stays text; links only from valid contacts; dates in Tulsa time.
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.getByRole('button', { name: '<img src=x onerror="window.__pwned=1">' }).waitFor();
    expect(await tableRows(page).locator('img').count()).toBe(0);
    const bad = page.locator('tr', { hasText: 'Bad Contact' });
    expect(await bad.locator('a').count()).toBe(0);
    const zed = page.locator('tr', { hasText: 'Zed Unique' });
    expect(await zed.locator('a[href="mailto:zed@example.com"]').count()).toBe(1);
    expect(await zed.locator('a[href="tel:9185550199;ext=4"]').count()).toBe(1);
    expect(await zed.locator('time').innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}\n\d{1,2}:\d{2} [AP]M$/);
    expect(await bad.locator('[data-label=Service]').innerText()).toBe('-');

    // The full message on demand.
    await zed.getByRole('button', { name: /Read full message/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Zed Unique' });
    await dialog.getByText('Full text tail marker.', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Search: debounced, on the server, kept in the URL.
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

    // CSV of the current search.
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
    await page.waitForURL(site.url + '/admin');
    await tableRows(page).nth(24).waitFor();

    // Sign out goes to the site root; the dashboard then asks to sign in.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(site.url + '/');
    await page.goto(site.url + '/admin');
    await page.getByText('Please sign in to access the admin dashboard').waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    // The one refused call above (sign-in before verifying) is logged by the browser itself; nothing else may be.
    expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
    await page.close();
  }, 240_000);
});

describe('every toast', () => {
  it('sign-in: the server message, or "An unexpected error occurred" when there is none', async () => {
    const { page } = await open('/auth');
    await signIn(page, 'nobody@example.com', 'wrong-password-123');
    await expectToast(page, 'Sign in failed', 'Invalid login credentials');

    await page.route('**/trpc/auth.signIn*', (route) => route.abort('connectionrefused'));
    await signIn(page, 'nobody@example.com', 'wrong-password-123');
    await expectToast(page, 'Sign in failed', 'An unexpected error occurred');
    await page.close();
  });

  it('sign-up: passwords compared before any request, weak password reasons, unexpected error', async () => {
    const { page } = await open('/auth');
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
    expect((await page.locator(`[id="${described}"]`).innerText()).length).toBeGreaterThan(5);
    expect(await reasons.getAttribute('aria-invalid')).toBe('true');

    await page.route('**/trpc/auth.signUp*', (route) => route.abort('connectionrefused'));
    await signUp(page, 'Pat Doe', 'pat@example.com', STRONG);
    await expectToast(page, 'Sign up failed', 'An unexpected error occurred');
    await page.close();
  });

  it('the dashboard: "Error fetching submissions" when the list fails, and the spinner stops', async () => {
    const page = await dashboardAsNewAdmin('toasts');
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
    await page.goto(site.url + '/admin');
    await page.getByRole('status').filter({ hasText: 'Loading dashboard...' }).waitFor();
    await page.getByText('Please sign in to access the admin dashboard').waitFor();
    expect(calls).toBe(3);
    await page.close();
  });

  it('ends an expired session cleanly: the next call shows the sign-in state', async () => {
    const page = await dashboardAsNewAdmin('expiry');
    await site.database.db.deleteFrom('sessions').execute();
    await page.getByRole('searchbox', { name: 'Search submissions' }).fill('quote');
    await page.getByText('Please sign in to access the admin dashboard').waitFor();
    expect(await toast(page, 'Error fetching submissions').count()).toBe(0);
    await page.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const email = `forgot.${Date.now()}@example.com`;
    const { page } = await open('/auth');
    await newVerifiedAccount(page, email);
    await page.goto(site.url + '/auth');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('form', { name: 'Request a password reset link' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Check your email').waitFor();
    const mail = await mailTo(email, /Reset your/);
    await page.goto(linkIn(mail, /https?:\/\/[^\s"<>]+\/auth\/reset#token=[^\s"<>]+/));
    await waitForHydration(page);
    // The token leaves the address bar once the reset block's effect has run; the block sits in the
    // router's Suspense boundary, which may finish hydrating after the root has marked the page.
    await page.waitForFunction(() => window.location.hash === '');
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('New Password', { exact: true }).fill(NEWER);
    await page.getByLabel('Confirm New Password').fill(NEWER);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await page.goto(site.url + '/auth');
    await waitForHydration(page);
    await signIn(page, email, NEWER);
    await page.waitForURL(site.url + '/');
    await page.close();
  }, 120_000);
});

describe('keyboard only', () => {
  it('moves through the tabs with arrows, Home and End, one tab stop, into the form', async () => {
    const { page } = await open('/auth');
    const signInTab = page.getByRole('tab', { name: 'Sign In' });
    await signInTab.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign Up');
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: 'Sign Up' }).isVisible()).toBe(true);
    expect(await page.getByRole('tabpanel', { name: 'Sign In' }).isVisible()).toBe(false);
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
    const page = await dashboardAsNewAdmin('keys');
    await page.getByRole('searchbox', { name: 'Search submissions' }).focus();
    await page.keyboard.type('Zed');
    await page.waitForURL(/search=Zed/);
    await page.getByText('1 submission matches “Zed”').waitFor();
    // Past the two filters (status and Mine) to the row.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).labels?.[0]?.textContent)).toMatch(
      /^Filter by status/,
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
    await page.waitForURL(site.url + '/admin');
    await tableRows(page).nth(24).waitFor();
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await tableRows(page).nth(49).waitFor();
    await page.close();
  }, 120_000);
});

describe('accessibility', () => {
  it.each([390, 1280])(
    'has no axe violations on /auth, /auth/reset and every /admin state at %i px',
    async (width) => {
      const { page } = await open('/auth', width);
      expect(await axeViolations(page), `/auth at ${width}px`).toEqual([]);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      expect(await axeViolations(page), `/auth sign-up at ${width}px`).toEqual([]);

      await page.goto(site.url + '/auth/reset');
      await waitForHydration(page);
      await page.getByText('This reset link is incomplete').waitFor();
      expect(await axeViolations(page), `/auth/reset at ${width}px`).toEqual([]);

      await page.goto(site.url + '/admin');
      await page.getByText('Please sign in to access the admin dashboard').waitFor();
      expect(await axeViolations(page), `/admin signed out at ${width}px`).toEqual([]);

      const email = `axe.${width}.${Date.now()}@example.com`;
      await ensureSubmissions();
      await newVerifiedAccount(page, email);
      await page.goto(site.url + '/admin');
      await page.getByText("You don't have admin privileges to access this dashboard").waitFor();
      expect(await axeViolations(page), `/admin without the role at ${width}px`).toEqual([]);

      await grantAdmin(email);
      await page.reload();
      await tableRows(page).first().waitFor();
      expect(await axeViolations(page), `/admin dashboard at ${width}px`).toEqual([]);
      await page.getByRole('button', { name: 'Zed Unique', exact: true }).click();
      await page.getByRole('dialog').getByText('Full text tail marker.', { exact: false }).waitFor();
      expect(await axeViolations(page), `/admin detail dialog at ${width}px`).toEqual([]);
      await page.close();
    },
    180_000,
  );
});
