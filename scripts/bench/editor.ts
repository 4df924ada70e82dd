/**
 * `npm run bench:editor` (after `npm run build`): the city page editor's cost.
 *
 * - the JavaScript the editor's view loads beyond the business facts' view (its own chunks), gzip;
 * - that no public page requests any of those chunks (read, a link hovered: the router's app loads);
 * - with a 40-question Jenks draft, at a 4× slower CPU (CDP Emulation.setCPUThrottlingRate): the
 *   time to open the editor (from the navigation's start to the frame after the form's first fields
 *   and the preview's heading are drawn, timed in the page) and to the whole page (the last
 *   question's field and the preview's last question), and each keystroke to
 *   the preview updated: the editor's own measure (`city-editor:preview`, from the change to the
 *   preview's commit) and the browser's Event Timing of the key press (its input delay, handlers
 *   and the next paint). Figures are printed; nothing is asserted.
 *
 * A 4× slowdown is relative to the machine it runs on: the bench prints the machine's Lighthouse
 * BenchmarkIndex and what the slowdown leaves of it, beside the scores DevTools' CPU calibration
 * takes for a mid-tier phone (1000, a Pixel 5) and a low-tier one (264). `BENCH_CPU=mid` slows
 * the CPU to the mid-tier phone's score instead of by a fixed factor.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { loadSiteOrExit } from '../../content/site-file';
import { createSession, SESSION_COOKIE } from '../../server/auth/session';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../testing/chromium';
import { createTestDatabase } from '../../testing/test-database';

/** The BenchmarkIndex DevTools' CPU calibration takes for a mid-tier phone (a Pixel 5) and a low-tier one. */
const MID_TIER_SCORE = 1000;
const LOW_TIER_SCORE = 264;
const QUESTIONS = 40;
const KEYSTROKES = Number(process.env.BENCH_KEYS ?? 30);
const OPENS = Number(process.env.BENCH_OPENS ?? 5);
const dist = path.resolve(process.env.BENCH_DIST ?? 'dist/client');
const PUBLIC_PAGES = ['/', '/locations/jenks', '/services', '/contact'];

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No built site at ${dist}: run npm run build first.`);
  process.exit(1);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN;
};
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]! : Number.NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
/** The gzip size of a built file, as the build precompressed it. */
const gzipOf = (url: string) => {
  const file = path.join(dist, new URL(url).pathname);
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : readFileSync(file).length;
};

/** When the editor's first screen and its whole page were drawn, in ms from the navigation's start. */
interface Opened {
  firstScreen?: number;
  whole?: number;
}

/**
 * Runs in the editor's page from its start: each frame, looks for the form's first field and the
 * preview's heading (the first screen), then the last question's field and the preview's last
 * question (the whole page), and records each at the frame after (once it has been drawn). A
 * string, as the page gets it: the bundler's helpers would not be there.
 */
const watchOpening = (lastField: string, lastQuestion: string) => `(() => {
  if (window !== window.top) return;
  const opened = {};
  window.benchOpened = opened;
  const preview = () => document.querySelector('iframe[title="Preview of the page"]')?.contentDocument ?? null;
  const drawn = (key) => requestAnimationFrame(() => (opened[key] ??= performance.now()));
  const look = () => {
    if (opened.firstScreen === undefined) {
      const field = document.querySelector('form[aria-labelledby="draft-form-title"] :is(input, textarea, select)');
      if (field && preview()?.querySelector('h1')) drawn('firstScreen');
    }
    if (opened.whole === undefined && document.getElementById(${JSON.stringify(lastField)}) &&
        preview()?.body.textContent?.includes(${JSON.stringify(lastQuestion)})) drawn('whole');
    if (opened.firstScreen === undefined || opened.whole === undefined) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

const site = await loadSiteOrExit();
const database = await createTestDatabase('embedded');
const dataDir = database.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'rl-bench-editor-'));
const env = loadEnv({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, MAIL_TRANSPORT: 'file' });
const app = await buildApp({
  site,
  env,
  database,
  distDir: dist,
  jobs: false,
  outbox: false,
  onClose: () => database.drop(),
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/** The Lighthouse BenchmarkIndex in a blank tab with the CPU slowed `rate` times: the median of three. */
async function benchmarkIndex(rate: number): Promise<number> {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const scores: number[] = [];
  for (let run = 0; run < 3; run++)
    scores.push((await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number);
  await page.close();
  return median(scores);
}
/** The slowdown that brings this machine to a mid-tier phone's score, found by halving the range, as DevTools' calibration does. */
async function midTierRate(machineScore: number): Promise<number> {
  let [low, high] = [1, Math.max(2, (2 * machineScore) / MID_TIER_SCORE)];
  for (let step = 0; step < 5; step++) {
    const rate = (low + high) / 2;
    if ((await benchmarkIndex(rate)) > MID_TIER_SCORE) low = rate;
    else high = rate;
  }
  return Math.round(((low + high) / 2) * 10) / 10;
}
try {
  const machineScore = await benchmarkIndex(1);
  const CPU_SLOWDOWN =
    process.env.BENCH_CPU === 'mid' ? await midTierRate(machineScore) : Number(process.env.BENCH_CPU ?? 4);
  const slowedScore = await benchmarkIndex(CPU_SLOWDOWN);
  const user = await database.db
    .insertInto('users')
    .values({
      email: 'bench-owner@example.com',
      password_hash: 'not-a-real-hash',
      full_name: 'Bench owner',
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db.insertInto('user_roles').values({ user_id: user.id, role: 'owner' }).execute();
  const { token } = await createSession(database.db, user.id, new Date());
  const api = async (url: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: base, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { result?: { data: Record<string, unknown> }; error?: unknown };
    if (!json.result) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json.error)}`);
    return json.result.data;
  };

  // A Jenks draft with 40 questions: a long page, the form's and the preview's worst case.
  const opened = (await api(`/trpc/cityPages.open?input=${encodeURIComponent(JSON.stringify({ slug: 'jenks' }))}`)) as {
    version: number;
    draft: { faqs: { question: string; answer: string }[] };
  };
  const faqs = Array.from({ length: QUESTIONS }, (_, n) => ({
    question: `Question ${n + 1} about roofs in Jenks, number ${n + 1}?`,
    answer: `Answer ${n + 1}: what a Jenks homeowner asks about shingles, decking and storms, and how we answer it.`,
  }));
  await api('/trpc/cityPages.saveDraft', { slug: 'jenks', version: opened.version, data: { ...opened.draft, faqs } });

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: base }]);

  /** The scripts a page requests, by address. */
  const scriptsOf = async (pathname: string, ready: (page: import('playwright-core').Page) => Promise<unknown>) => {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(base + pathname);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await page.close();
    return scripts;
  };
  const facts = await scriptsOf('/admin/site', (page) => page.locator('[id="field-registrations.0.number"]').waitFor());
  const editor = await scriptsOf('/admin/pages/edit?city=jenks', (page) =>
    page.frameLocator('iframe[title="Preview of the page"]').locator('h1').waitFor(),
  );
  const list = await scriptsOf('/admin/pages', (page) => page.locator('[data-city="jenks"]').waitFor());
  const own = [...new Set([...editor, ...list])].filter((url) => !facts.has(url) && /\/assets\//.test(url));
  const ownGzip = own.reduce((sum, url) => sum + gzipOf(url), 0);
  console.log(`\nThe editor's own JavaScript (the views' chunks beyond /admin/site's), gzip: ${kb(ownGzip)}`);
  for (const url of own.sort()) console.log(`  ${new URL(url).pathname.padEnd(48)} ${kb(gzipOf(url))}`);

  // Public pages: read, a link hovered (the router's app loads), none requests any of the editor's chunks.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const leaked: string[] = [];
  for (const pathname of PUBLIC_PAGES) {
    const page = await visitor.newPage();
    page.on('request', (request) => {
      if (own.includes(request.url())) leaked.push(`${pathname} → ${new URL(request.url()).pathname}`);
    });
    await page.goto(base + pathname);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('main a[href^="/"]').first().hover();
    await page.waitForLoadState('networkidle');
    await page.close();
  }
  await visitor.close();
  console.log(
    leaked.length
      ? `Public pages that requested the editor's chunks:\n  ${leaked.join('\n  ')}`
      : `Public pages (${PUBLIC_PAGES.join(', ')}): none requested any of the editor's chunks.`,
  );

  // Opening the editor and typing, at a slower CPU.
  const opens: number[] = [];
  const wholes: number[] = [];
  const lastQuestion = `Question ${QUESTIONS} about roofs`;
  const previewMs: number[] = [];
  const eventMs: number[] = [];
  for (let run = 0; run < OPENS; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchOpening(`field-faqs.${QUESTIONS - 1}.answer`, lastQuestion));
    await page.goto(`${base}/admin/pages/edit?city=jenks`);
    const opened = await page
      .waitForFunction(() => (window as unknown as { benchOpened?: Opened }).benchOpened?.whole, null, {
        timeout: 30_000,
      })
      .then(() => page.evaluate(() => (window as unknown as { benchOpened: Opened }).benchOpened));
    opens.push(opened.firstScreen!);
    wholes.push(opened.whole!);
    if (run === OPENS - 1) {
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { benchEvents: number[] }).benchEvents = seen;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries()) if (entry.name === 'keydown') seen.push(entry.duration);
        }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
      });
      const answer = page.locator(`[id="field-faqs.${Math.floor(QUESTIONS / 2)}.answer"]`);
      await answer.focus();
      await page.keyboard.press('End');
      for (let key = 0; key < KEYSTROKES; key++) {
        await page.evaluate(() => performance.clearMeasures('city-editor:preview'));
        await page.keyboard.type('x');
        const measured = await page
          .waitForFunction(() => performance.getEntriesByName('city-editor:preview', 'measure')[0]?.duration, null, {
            timeout: 10_000,
          })
          .then((handle) => handle.jsonValue() as Promise<number>);
        previewMs.push(measured);
        await page.waitForTimeout(120);
      }
      await page.waitForTimeout(500);
      eventMs.push(...(await page.evaluate(() => (window as unknown as { benchEvents: number[] }).benchEvents)));
    }
    await page.close();
  }
  console.log(
    `\nThis machine's Lighthouse BenchmarkIndex: ${Math.round(machineScore)}; ${Math.round(slowedScore)} at ${CPU_SLOWDOWN}× slower (DevTools' calibration: a mid-tier phone ${MID_TIER_SCORE}, a low-tier one ${LOW_TIER_SCORE}).`,
  );
  console.log(`At ${CPU_SLOWDOWN}× slower CPU, a Jenks page with ${QUESTIONS} questions:`);
  console.log(
    `  open (navigation → the form's first fields and the preview's heading drawn): median ${ms(median(opens))} of ${opens.length} (${opens.map(ms).join(', ')})`,
  );
  console.log(
    `  whole page (→ all ${QUESTIONS} questions in the form and the preview): median ${ms(median(wholes))} (${wholes.map(ms).join(', ')})`,
  );
  console.log(
    `  keystroke → preview committed (city-editor:preview): median ${ms(median(previewMs))}, p95 ${ms(p95(previewMs))}, of ${previewMs.length}`,
  );
  console.log(
    eventMs.length
      ? `  key press Event Timing (input delay + handlers + next paint; entries over 16 ms): median ${ms(median(eventMs))}, p95 ${ms(p95(eventMs))}, ${eventMs.length} of ${KEYSTROKES} keys`
      : `  key press Event Timing: no key press took over 16 ms`,
  );
  await context.close();
} finally {
  await browser.close();
  await app.close();
}
