import * as chromeLauncher from 'chrome-launcher';
import path from 'node:path';
import { loadSiteOrExit } from '../../content/site-file';
import { stormStart } from '../../server/storm/commands';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../testing/chromium';
import { measure, type RunScores } from './lighthouse-run';
import { serveDist } from './serve-dist';

/**
 * `npm run bench:storm`: Lighthouse (mobile) on the same built pages served twice, once with a storm
 * active (the banner filled in at serve time) and once without, runs interleaved so a busy machine
 * hits both alike. Goal: performance 100 with the banner, and LCP within 10 % of the page without it.
 *   BENCH_ROUTES=/,/locations/overland-park   the routes (default: home and a Kansas city page);
 *   BENCH_RUNS=5                              runs per route and column; each cell is the median.
 * Measures the current dist/ (run npm run build first). Prints figures; asserts nothing.
 */
const site = await loadSiteOrExit();
const dist = path.resolve(process.env.BENCH_DIST ?? 'dist');
const routes = (process.env.BENCH_ROUTES ?? '/,/locations/overland-park').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const calm = await serveDist(dist);
const storm = await serveDist(dist);
const today = new Date().toLocaleDateString('en-CA', { timeZone: site.timeZone });
const started = await stormStart(
  storm.app.services.db,
  { name: 'Hail storm', date: today, cities: ['tulsa', 'broken-arrow', 'overland-park'], hail: '1.75 in' },
  { now: new Date(), timeZone: site.timeZone, cities: storm.app.services.cities },
);
if (started.code !== 0) throw new Error(started.err);
const check = await (await fetch(`${storm.base}/`)).text();
if (!check.includes('data-storm-slot="banner"') || !check.includes('Hail storm'))
  throw new Error('The storm server does not show the banner: the bench would measure nothing.');

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const samples = new Map(routes.map((route) => [route, { storm: [] as RunScores[], calm: [] as RunScores[] }]));
for (let run = 0; run < runs; run++) {
  for (const route of routes) {
    const sample = samples.get(route)!;
    sample.storm.push(await measure(storm.base + route, chrome.port));
    sample.calm.push(await measure(calm.base + route, chrome.port));
    process.stdout.write(`\r  run ${run + 1}/${runs}, ${route}`.padEnd(60));
  }
}
process.stdout.write('\n');
await chrome.kill();
await storm.app.close();
await calm.app.close();

console.log(`Lighthouse 12 mobile, ${runs} runs per cell (medians): the page with a storm's banner vs without.`);
console.log('route'.padEnd(28), 'perf storm/calm'.padEnd(17), 'LCP storm/calm ms'.padEnd(20), 'CLS storm', 'goal');
for (const route of routes) {
  const { storm: s, calm: c } = samples.get(route)!;
  const perf = [median(s.map((r) => r.scores.performance)), median(c.map((r) => r.scores.performance))];
  const lcp = [median(s.map((r) => r.lcpMs)), median(c.map((r) => r.lcpMs))];
  const cls = median(s.map((r) => r.cls));
  const met = perf[0] === 100 && lcp[0]! <= lcp[1]! * 1.1;
  console.log(
    route.padEnd(28),
    `${perf[0]} / ${perf[1]}`.padEnd(17),
    `${Math.round(lcp[0]!)} / ${Math.round(lcp[1]!)}`.padEnd(20),
    cls.toFixed(3).padEnd(9),
    met ? 'met' : 'NOT met',
  );
}
