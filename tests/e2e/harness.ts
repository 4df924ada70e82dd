import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp, type AppOptions } from '../../server/app';
import { loadEnv } from '../../server/env';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { site } from '../support/site';
import type { Site } from '../../schema/site';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../testing/chromium';

const axeSource = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/** The real time plus however far a test has moved it on: the server's clock in the browser tests. */
export function movableClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    /** Moves the server's time on, as if `ms` had passed (a person's two seconds on a form, say). */
    advance(ms: number) {
      offset += ms;
    },
  };
}

/**
 * The production server on a free loopback port, serving the built dist/client, with a database of
 * its own (embedded, or PostgreSQL when DATABASE_URL is set) that is dropped when the app closes,
 * and a clock the test can move on.
 */
export async function startSite(
  options: Omit<AppOptions, 'env' | 'database' | 'site' | 'now' | 'onClose'> & {
    envOverrides?: Record<string, string>;
    site?: Site;
    /**
     * Serve at http://localhost:<port> with SITE_URL saying so: passkeys need a host name (not an
     * IP address) and the origin SITE_URL names.
     */
    atLocalhost?: boolean;
  } = {},
): Promise<{
  url: string;
  app: FastifyInstance;
  database: TestDatabase;
  dataDir: string;
  clock: ReturnType<typeof movableClock>;
}> {
  // Shared like the real server's, so `npm run admin` can reach the embedded database while the site runs.
  const database = await createTestDatabase(process.env.DATABASE_URL ? 'postgres' : 'embedded', { share: true });
  // Mail files and the like go to a temp folder, never the developer's ./data.
  const dataDir = database.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'rl-e2e-'));
  const port = options.atLocalhost ? await freePort() : 0;
  // The tests read the mails from DATA_DIR/mail, on PostgreSQL too.
  const env = loadEnv({
    ...process.env,
    DATABASE_URL: database.url ?? '',
    DATA_DIR: dataDir,
    MAIL_TRANSPORT: 'file',
    // Tests post one address many times; the caps at their defaults have their own test.
    CONTACT_CONFIRMATIONS_PER_ADDRESS: '10000',
    CONTACT_CONFIRMATIONS_PER_HOUR: '100000',
    ...(options.atLocalhost ? { SITE_URL: `http://localhost:${port}` } : {}),
    ...options.envOverrides,
  });
  const clock = movableClock();
  // Closing the app (its last hook) drops the database.
  const app = await buildApp({
    site,
    distDir: path.resolve('dist/client'),
    ...options,
    env,
    database,
    now: clock.now,
    onClose: () => database.drop(),
  });
  const address = await app.listen({ host: '127.0.0.1', port });
  return { url: options.atLocalhost ? env.SITE_URL : address, app, database, dataDir, clock };
}

/**
 * For a test file that browses the site: starts the site and a browser before its tests and stops
 * both after them. Read `url` and `browser` inside tests and hooks (they exist once it has started).
 */
export function siteInBrowser(): { readonly url: string; readonly browser: Browser } {
  let site: { url: string; app: FastifyInstance } | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.app.close();
  });
  return {
    get url() {
      if (!site) throw new Error('the site has not started: read url inside a test or hook');
      return site.url;
    },
    get browser() {
      if (!browser) throw new Error('the browser has not started: read browser inside a test or hook');
      return browser;
    },
  };
}

/** A loopback port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

/** Console errors and uncaught exceptions seen by a page, for asserting a clean run. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the prerendered page (the root layout marks <html> once its effects run). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The canonical host every page and the sitemap name. */
export const SITE_ORIGIN = 'https://www.ridgelineroofing.example';

/** Every public route the served sitemap lists, as paths. */
export async function sitemapRoutes(url: string): Promise<string[]> {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE_ORIGIN, '') || '/');
}

/**
 * What every axe run is told. The site's only frames are other sites' embeds (the office map): axe
 * is not injected there, so it cannot test them, and left to try it waits half a second on each
 * page (its `pingWaitTime`) for an answer that never comes. Only the violations are asked for;
 * axe then skips describing every node that passed.
 */
export const AXE_RUN_OPTIONS = { iframes: false, resultTypes: ['violations'] };

/** Puts axe on the page, unless it is there already. */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/** The rules axe finds broken on the page as it stands, one line each (`rule: targets`); `skip` leaves rules out. */
export async function axeViolations(page: Page, options: { skip?: string[] } = {}): Promise<string[]> {
  await injectAxe(page);
  const rules = Object.fromEntries((options.skip ?? []).map((rule) => [rule, { enabled: false }]));
  return page.evaluate(
    async (options) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      return (await axe.run(document, options)).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    { ...AXE_RUN_OPTIONS, rules },
  );
}
