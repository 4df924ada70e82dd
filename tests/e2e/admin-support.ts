import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { vi } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import type { NewContactSubmission } from '../../server/db/types';
import type { TestDatabase } from '../../testing/test-database';
import { adminInProcess } from '../support/admin-cli';
import { signedInUser } from '../support/sessions';
import { collectErrors, waitForHydration } from './harness';

/**
 * What the admin pages' browser tests share: the account forms, the mailbox folder, the operator's
 * CLI, seeded submissions and axe. Functions that need the running site take it from `adminHelpers`.
 */

const run = promisify(execFile);

export const STRONG = 'Shingle-Ridge-Tulsa-7781';

export interface AdminSite {
  url: string;
  database: TestDatabase;
  dataDir: string;
}

/** A toast by title: destructive ones live in the assertive (role=alert) region, others in role=status. */
export function toast(page: Page, title: string, destructive = true) {
  return page.locator(`[role=${destructive ? 'alert' : 'status'}] [data-toast]`).filter({ hasText: title });
}

/** Waits for a toast with this title and description (earlier toasts may still be showing). */
export async function expectToast(page: Page, title: string, description: string, destructive = true) {
  await toast(page, title, destructive).filter({ hasText: description }).last().waitFor();
}

/** The submissions table's rows (the chart has a table of its own for screen readers). */
export function tableRows(page: Page) {
  return page.getByRole('table', { name: 'Contact Form Submissions' }).locator('tbody tr');
}

export async function signUp(page: Page, fullName: string, email: string, password: string, confirm = password) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Full Name').fill(fullName);
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByLabel('Confirm Password').fill(confirm);
  await panel.getByRole('button', { name: 'Sign Up' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

/** The mails in the server's mailbox folder, newest first, decoded from quoted-printable. */
export function mailFiles(dataDir: string): { file: string; text: string }[] {
  const folder = path.join(dataDir, 'mail');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()
    .map((file) => ({
      file,
      text: readFileSync(path.join(folder, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    }));
}

/** Waits for the newest mail addressed to `to` (any when empty) whose text matches. */
export function waitForMail(dataDir: string, pattern: RegExp, to = ''): Promise<string> {
  return vi.waitFor(
    () => {
      // The To header of the mail's head (file names carry the outbox id, not the address).
      const addressedTo = (text: string) => /^To: (.*)$/im.exec(text.split(/\r?\n\r?\n/, 1)[0]!)?.[1] ?? '';
      const found = mailFiles(dataDir).find((mail) => addressedTo(mail.text).includes(to) && pattern.test(mail.text));
      if (!found) throw new Error(`No mail${to ? ` to ${to}` : ''} matching ${pattern} in ${dataDir}/mail`);
      return found.text;
    },
    { timeout: 15_000, interval: 100 },
  );
}

const HOUR = 60 * 60 * 1000;
/** Sixty submissions, one every 22 hours back from now: 7 in the last 7 days. */
export function submissions(now: Date): NewContactSubmission[] {
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

/** The helpers that act on the running site and browser. */
export function adminHelpers(site: AdminSite, browser: Browser) {
  async function open(pathname: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true, acceptDownloads: true });
    const errors = collectErrors(page);
    await page.goto(site.url + pathname);
    await waitForHydration(page);
    return { page, errors };
  }

  /** A link from a mail, moved to the test server's address (the mail names SITE_URL). */
  function linkIn(mail: string, pattern: RegExp): string {
    const link = mail.match(pattern)?.[0];
    if (!link) throw new Error(`No link matching ${pattern} in the mail`);
    const url = new URL(link.replace(/&amp;/g, '&'));
    return site.url + url.pathname + url.search + url.hash;
  }

  /** The newest mail to `to` whose text matches `subject`. */
  const mailTo = (to: string, subject: RegExp) => waitForMail(site.dataDir, subject, to);

  /** Opens the verification link of the newest sign-up mail to `email` and confirms with the password. */
  async function verifyByMail(page: Page, email: string) {
    const mail = await mailTo(email, /Confirm your email/);
    await page.goto(linkIn(mail, /https?:\/\/[^\s"<>]+\/api\/auth\/verify\?token=[^\s"<>]+/));
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await page.waitForURL(`${site.url}/`);
  }

  /**
   * `npm run admin -- grant <email>` against the test server's database, as an operator would: its
   * answer as printed. `asProcess` runs the real script (Node, npm, the loader: seconds); otherwise
   * the same command runs in the test's process (tests/support/admin-cli.ts).
   */
  async function grantAdmin(email: string, { asProcess = false }: { asProcess?: boolean } = {}) {
    const env = {
      ...process.env,
      ...(site.database.url ? { DATABASE_URL: site.database.url } : { DATABASE_URL: '', DATA_DIR: site.dataDir }),
    };
    if (!asProcess) {
      const outcome = await adminInProcess(['grant', email], env);
      if (outcome.code !== 0) throw new Error(`admin grant ${email} ended with ${outcome.code}: ${outcome.stderr}`);
      return outcome.stdout;
    }
    const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'grant', email], { env, timeout: 60_000 });
    return stdout;
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

  /**
   * Gives `page` the session of a brand-new verified account (named after `email`), made straight in
   * the database (tests/support/sessions.ts): an owner with `admin`, with no role otherwise; with
   * `password`, one that signs in (its real hash). The way in through the sign-up form, the mailed
   * link and the CLI is the journey's own test (admin.test.ts); each other test going through it
   * again cost seconds of browser and server work.
   */
  async function signInAsNewAccount(page: Page, email: string, options: { admin?: boolean; password?: string } = {}) {
    const user = await signedInUser(site.database.db, { email, admin: options.admin });
    if (options.password)
      await site.database.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(options.password) })
        .where('id', '=', user.id)
        .execute();
    const [name, value] = user.cookie.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: site.url }]);
  }

  /** A page signed in as a brand-new admin (named after `label`), on a dashboard with rows to show. */
  async function dashboardAsNewAdmin(label: string): Promise<Page> {
    const email = `${label}.${Date.now()}@example.com`;
    await ensureSubmissions();
    const page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
      acceptDownloads: true,
    });
    await signInAsNewAccount(page, email, { admin: true });
    await page.goto(`${site.url}/admin`);
    await tableRows(page).first().waitFor();
    return page;
  }

  return {
    open,
    linkIn,
    mailTo,
    verifyByMail,
    grantAdmin,
    ensureSubmissions,
    signInAsNewAccount,
    dashboardAsNewAdmin,
  };
}
