import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { CATEGORIES, measure, type Category, type RunScores } from './lighthouse-run';
import { pageWeight, sitemapRoutes, type PageWeight } from './page-weight';

/**
 * `npm run bench:site`: what a visitor downloads and how Lighthouse (mobile) scores the pages,
 * measured against the production server. Prints figures; asserts nothing.
 *   BENCH_ROUTES=/,/gallery   the routes to measure (default: the home page and one city);
 *   BENCH_ROUTES=all          every public canonical route, read from the built sitemap.xml;
 *   BENCH_RUNS=3              Lighthouse runs per route; each route reports its median.
 * Each route also prints Lighthouse's CPU benchmark of the moment: when other work loads the machine
 * it drops, and total blocking time (hence performance) suffers with it.
 */
const root = process.cwd();
const client = path.join(root, 'dist/client');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const started = Date.now();
execSync('npm run build', { stdio: 'ignore' });
const buildSeconds = (Date.now() - started) / 1000;

const requested = process.env.BENCH_ROUTES ?? '/,/locations/tulsa';
const routes = requested === 'all' ? sitemapRoutes(client) : requested.split(',');
const runs = Number(process.env.BENCH_RUNS ?? 3);

// Its own embedded database in a temp folder: the bench must not touch ./data or a running server's.
const env = loadEnv({ ...process.env, DATABASE_URL: '', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'rl-bench-site-')) });
const app = await buildApp({ distDir: client, env });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

console.log(`Build: ${buildSeconds.toFixed(1)} s. Lighthouse 12 mobile, ${runs} run(s) per route, ${routes.length} route(s).`);
const results: { route: string; weight: PageWeight; scores: Record<Category, number>; lcpMs: number; failing: string[] }[] = [];
for (const route of routes) {
  const weight = pageWeight(client, route);
  const runsHere: RunScores[] = [];
  for (let i = 0; i < runs; i++) runsHere.push(await measure(base + route, chrome.port));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runsHere.map((r) => r.scores[c]))])) as Record<Category, number>;
  const lcpMs = median(runsHere.map((r) => r.lcpMs));
  const failing = [...new Set(runsHere.flatMap((r) => r.failing))];
  results.push({ route, weight, scores, lcpMs, failing });
  console.log(
    `\n${route}\n  JS ${kb(weight.jsGzip)} gzip · CSS ${kb(weight.cssGzip)} gzip · HTML ${kb(weight.html)} (${kb(weight.htmlGzip)} gzip) · ` +
      `transferred ${kb(median(runsHere.map((r) => r.transferBytes)))}\n` +
      `  performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}; ` +
      `LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(median(runsHere.map((r) => r.tbtMs)))} ms, CLS ${median(runsHere.map((r) => r.cls)).toFixed(3)}; ` +
      `CPU benchmark ${Math.round(median(runsHere.map((r) => r.benchmarkIndex)))}` +
      (failing.length ? `\n  lost points: ${failing.join('; ')}` : ''),
  );
}
await chrome.kill();
await app.close();

if (results.length > 1) {
  console.log(`\nAcross ${results.length} routes (min / median):`);
  for (const c of CATEGORIES) {
    const values = results.map((r) => r.scores[c]);
    const below = results.filter((r) => r.scores[c] < TARGETS[c]).map((r) => `${r.route} ${r.scores[c]}`);
    console.log(`  ${c.padEnd(15)} ${Math.min(...values)} / ${median(values)}   target ${TARGETS[c]}${below.length ? `; below: ${below.join(', ')}` : '; all met'}`);
  }
  const lcps = results.map((r) => r.lcpMs);
  console.log(`  LCP (ms)        ${Math.round(Math.max(...lcps))} worst / ${Math.round(median(lcps))} median`);
}
const heaviest = (key: keyof PageWeight) => results.reduce((a, b) => (b.weight[key] > a.weight[key] ? b : a));
const js = heaviest('jsGzip');
const html = heaviest('htmlGzip');
console.log(`Largest page JavaScript: ${kb(js.weight.jsGzip)} gzip (${js.route}); largest HTML: ${kb(html.weight.htmlGzip)} gzip, ${kb(html.weight.html)} raw (${html.route}).`);
