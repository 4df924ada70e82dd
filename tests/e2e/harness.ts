import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp } from '../../server/app';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The production server on a free loopback port, serving the built dist/client. */
export async function startSite(): Promise<{ url: string; app: FastifyInstance }> {
  const app = await buildApp({ distDir: path.resolve('dist/client') });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, app };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
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
