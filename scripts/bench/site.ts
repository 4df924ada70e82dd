import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { withoutAppScripts } from '../../shared/app-scripts';
import { compressFile } from '../../content/build/precompress';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../testing/chromium';
import { jsFloors } from './js-floor';
import { serveDist } from './serve-dist';
import { CATEGORIES, measure, type Category, type RunScores } from './lighthouse-run';
import { pageWeight, sitemapRoutes } from './page-weight';

/**
 * `npm run bench:site`: build times, what a visitor downloads, and Lighthouse (mobile) on each route
 * side by side with the physical limit: the same prerendered HTML with its scripts taken out,
 * served by the same server. Runs alternate between the two so a busy machine hits both alike.
 * Prints figures; asserts nothing.
 *   BENCH_ROUTES=/,/gallery   the routes (default: home, a city, a service page, contact, gallery);
 *   BENCH_ROUTES=all          every public canonical route, read from the built sitemap.xml;
 *   BENCH_RUNS=3              Lighthouse runs per route and column; each cell is the median;
 *   BENCH_BUILD=cold,warm     which builds to time: cold (an empty image cache), warm (the same
 *                             cache again), or none (measure the current dist/ as it is);
 *   BENCH_DIST=path/to/dist   measure another build's dist/ (implies BENCH_BUILD=none).
 */
const root = process.cwd();
const dist = path.resolve(process.env.BENCH_DIST ?? path.join(root, 'dist'));
const client = path.join(dist, 'client');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => Math.round(value).toLocaleString('en-US');
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** The goal per route: LCP within 10 % (+50 ms) of the same page without scripts. */
const lcpBound = (withoutScripts: number) => withoutScripts * 1.1 + 50;
const JS_BUDGET_KB = 90;

function timeBuilds(kinds: string[]): string[] {
  if (process.env.BENCH_DIST || kinds.includes('none')) return [];
  const lines: string[] = [];
  const cache = mkdtempSync(path.join(os.tmpdir(), 'rl-bench-image-cache-'));
  try {
    const run = (label: string, env: NodeJS.ProcessEnv) => {
      const started = Date.now();
      // `times` prints the CPU time of the shell's children: wall time alone misleads on a shared machine.
      let times: string;
      try {
        times = execSync(`bash -c 'npm run build >/dev/null 2>&1 || exit 1; times'`, {
          env: { ...process.env, ...env },
        }).toString();
      } catch {
        throw new Error(`The ${label.toLowerCase()} build failed: run npm run build to see why.`);
      }
      const [user, sys] = [...(times.trim().split('\n')[1] ?? '').matchAll(/(\d+)m([\d.]+)s/g)].map(
        (m) => Number(m[1]) * 60 + Number(m[2]),
      );
      const cpu =
        user !== undefined && sys !== undefined
          ? `, ${(user + sys).toFixed(1)} s of CPU on ${os.availableParallelism()} core(s)`
          : '';
      lines.push(`${label} build: ${((Date.now() - started) / 1000).toFixed(1)} s${cpu}`);
      console.log(lines.at(-1));
    };
    // Cold: an empty image cache, as on a fresh clone; warm: the same cache, now filled.
    if (kinds.includes('cold')) run('Cold', { IMAGE_CACHE_DIR: cache });
    if (kinds.includes('warm')) run('Warm', { IMAGE_CACHE_DIR: kinds.includes('cold') ? cache : '' });
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
  return lines;
}

/** A copy of the built site whose pages carry no app scripts (JSON-LD stays), precompressed again. */
function scriptsRemovedCopy(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'rl-bench-no-scripts-'));
  cpSync(dist, copy, { recursive: true });
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) {
        writeFileSync(full, withoutAppScripts(readFileSync(full, 'utf8')));
        compressFile(full, path.relative(path.join(copy, 'client'), full));
      }
    }
  };
  walk(path.join(copy, 'client'));
  return copy;
}

const buildLines = timeBuilds((process.env.BENCH_BUILD ?? 'cold,warm').split(','));
const requested = process.env.BENCH_ROUTES ?? '/,/locations/tulsa,/services/roof-replacement,/contact,/gallery';
const routes = requested === 'all' ? sitemapRoutes(client) : requested.split(',');
const runs = Number(process.env.BENCH_RUNS ?? 3);

const bare = scriptsRemovedCopy();
const withJs = await serveDist(dist);
const noJs = await serveDist(bare);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

console.log(
  `Lighthouse 12 mobile (simulated throttling), ${runs} run(s) per route and column, ${routes.length} route(s), the two columns interleaved.`,
);
const samples = new Map(routes.map((route) => [route, { js: [] as RunScores[], bare: [] as RunScores[] }]));
for (let run = 0; run < runs; run++) {
  for (const route of routes) {
    const sample = samples.get(route)!;
    sample.js.push(await measure(withJs.base + route, chrome.port));
    sample.bare.push(await measure(noJs.base + route, chrome.port));
    process.stdout.write(`\r  run ${run + 1}/${runs}, ${route}`.padEnd(60));
  }
}
process.stdout.write('\n');
await chrome.kill();
await withJs.app.close();
await noJs.app.close();
rmSync(bare, { recursive: true, force: true });

const rows = routes.map((route) => {
  const { js, bare: noScripts } = samples.get(route)!;
  const m = (list: RunScores[], pick: (r: RunScores) => number) => median(list.map(pick));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, m(js, (r) => r.scores[c])])) as Record<Category, number>;
  return {
    route,
    scores,
    lcp: m(js, (r) => r.lcpMs),
    lcpBare: m(noScripts, (r) => r.lcpMs),
    fcp: m(js, (r) => r.fcpMs),
    fcpBare: m(noScripts, (r) => r.fcpMs),
    tbt: m(js, (r) => r.tbtMs),
    cls: m(js, (r) => r.cls),
    cpu: m(js, (r) => r.benchmarkIndex),
    weight: pageWeight(client, route),
    failing: [...new Set(js.flatMap((r) => r.failing))],
  };
});

const header = [
  'route',
  'perf',
  'a11y',
  'bp',
  'seo',
  'LCP',
  'LCP no JS',
  'goal',
  'FCP',
  'FCP no JS',
  'TBT',
  'CLS',
  'JS KB gz',
  'HTML KB gz',
  'CPU',
];
const table = rows.map((r) => [
  r.route,
  String(r.scores.performance),
  String(r.scores.accessibility),
  String(r.scores['best-practices']),
  String(r.scores.seo),
  ms(r.lcp),
  ms(r.lcpBare),
  r.lcp <= lcpBound(r.lcpBare) ? 'met' : `+${ms(r.lcp - lcpBound(r.lcpBare))}`,
  ms(r.fcp),
  ms(r.fcpBare),
  ms(r.tbt),
  r.cls.toFixed(3),
  kb(r.weight.jsGzip),
  kb(r.weight.htmlGzip),
  ms(r.cpu),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
console.log(`\n${[...buildLines].join('\n')}`);
console.log(
  `\n${line(header)}\n| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
);
for (const row of table) console.log(line(row));
console.log(
  '\nLCP goal: within 10 % (+50 ms) of the same page without scripts ("goal" shows the excess). CPU: Lighthouse\'s benchmark index of the moment (lower = busier machine).',
);

const summary = (label: string, values: number[], format = ms) =>
  `  ${label.padEnd(14)} ${format(Math.min(...values))} / ${format(median(values))} / ${format(Math.max(...values))}`;
if (rows.length > 1) {
  console.log(`\nAcross ${rows.length} routes (min / median / max):`);
  const measures: [label: string, values: number[], format?: (value: number) => string][] = [
    ...CATEGORIES.map((c): [string, number[], (value: number) => string] => [c, rows.map((r) => r.scores[c]), String]),
    ['LCP', rows.map((r) => r.lcp)],
    ['LCP no JS', rows.map((r) => r.lcpBare)],
    ['FCP', rows.map((r) => r.fcp)],
    ['FCP no JS', rows.map((r) => r.fcpBare)],
    ['TBT', rows.map((r) => r.tbt)],
    ['JS KB gzip', rows.map((r) => r.weight.jsGzip), kb],
  ];
  for (const [label, values, format] of measures) console.log(summary(label, values, format));
}
const met = rows.filter((r) => r.lcp <= lcpBound(r.lcpBare)).length;
const overBudget = rows
  .filter((r) => r.weight.jsGzip / 1024 > JS_BUDGET_KB)
  .map((r) => `${r.route} ${kb(r.weight.jsGzip)}`);
const overList =
  overBudget.length > 6 ? `${overBudget.length} of ${rows.length} routes` : overBudget.join(', ') || 'none';
console.log(`\nLCP goal met on ${met} of ${rows.length} routes. JavaScript over ${JS_BUDGET_KB} KB gzip: ${overList}.`);
const floors = await jsFloors(root);
console.log(
  `The stack's own floor, minified and gzipped alone: ${floors.map((f) => `${f.label} ${kb(f.gzip)} KB`).join('; ')}.`,
);
for (const r of rows.filter((row) => row.failing.length))
  console.log(`  ${r.route} lost points: ${r.failing.join('; ')}`);
