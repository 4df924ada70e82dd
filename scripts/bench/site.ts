import { execSync } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../../server/app';
import { pageWeight } from './page-weight';

/**
 * `npm run bench:site`: what a visitor downloads and how Lighthouse (mobile) scores the pages,
 * measured against the production server. Prints figures; asserts nothing.
 */
const root = process.cwd();
const client = path.join(root, 'dist/client');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const started = Date.now();
execSync('npm run build', { stdio: 'ignore' });
const buildSeconds = (Date.now() - started) / 1000;

const app = await buildApp({ distDir: client });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const routes = (process.env.BENCH_ROUTES ?? '/,/locations/tulsa').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 3);
console.log(`Build: ${buildSeconds.toFixed(1)} s`);
for (const route of routes) {
  const w = pageWeight(client, route);
  console.log(`\n${route}\n  JavaScript loaded: ${kb(w.jsGzip)} gzip   CSS: ${kb(w.cssGzip)} gzip   HTML: ${kb(w.html)} (${kb(w.htmlGzip)} gzip)`);
  const scores: Record<string, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [], lcp: [], tbt: [], cls: [] };
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
    const lhr = result!.lhr;
    for (const cat of ['performance', 'accessibility', 'best-practices', 'seo']) scores[cat]!.push(Math.round((lhr.categories[cat]?.score ?? 0) * 100));
    scores.lcp!.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
    scores.tbt!.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
    scores.cls!.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
  }
  console.log(
    `  Lighthouse mobile (median of ${runs}): performance ${median(scores.performance!)}, accessibility ${median(scores.accessibility!)}, ` +
      `best practices ${median(scores['best-practices']!)}, SEO ${median(scores.seo!)}; LCP ${Math.round(median(scores.lcp!))} ms, ` +
      `TBT ${Math.round(median(scores.tbt!))} ms, CLS ${median(scores.cls!).toFixed(3)}`,
  );
}
await chrome.kill();
await app.close();
