import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveDist } from './serve-dist';
import { chromium, type CDPSession } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../testing/chromium';

/**
 * `npm run bench:start-up`: where the main thread is busy while a public page starts its app.
 * Opens each route in Chromium with the CPU slowed 4× (as Lighthouse's mobile profile assumes),
 * records a performance trace until the page has hydrated, and prints per route the tasks over
 * 50 ms after the first contentful paint (when, how long, and what ran in them) and their total
 * blocking time (the part of each over 50 ms). Prints figures; asserts nothing.
 *   BENCH_ROUTES=/,/contact     the routes (default: home, contact, a service page, a city, gallery);
 *   BENCH_RUNS=5                runs per route and build; the summary shows medians;
 *   BENCH_DIST=a=dist,b=/tmp/d  builds to compare (label=path, comma-separated; default: dist/).
 *                               Runs alternate between them so a busy machine weighs on each alike.
 *   BENCH_TASKS=1               print every run's long tasks, not only the median run's;
 *   BENCH_SAVE=trace.json       keep the last run's raw trace (open it in Chromium's Performance panel).
 * A task counts as script when most of it runs JavaScript (module evaluation, calls, timers,
 * microtasks, events); the others are the browser's own style, layout and paint, which the same page
 * without scripts has too.
 */
const LONG_TASK_MS = 50;
const CPU_SLOWDOWN = 4;
const root = process.cwd();
const requested = process.env.BENCH_ROUTES ?? '/,/contact,/services/roof-replacement,/locations/tulsa,/gallery';
const routes = requested.split(',');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const builds = (process.env.BENCH_DIST ?? 'dist=dist').split(',').map((spec) => {
  const [label, dir] = spec.includes('=') ? spec.split('=') : [spec, spec];
  return { label: label!, dir: path.resolve(root, dir!) };
});

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface LongTask {
  /** Milliseconds after navigation start. */
  start: number;
  duration: number;
  /** What ran inside, the heaviest first. */
  what: string;
  script: boolean;
}

interface RunResult {
  fcp: number;
  /** When the last long task (or hydration) ended, after navigation start. */
  hydrated: number;
  tasks: LongTask[];
  tbt: number;
  /** The part of TBT from tasks that mostly ran JavaScript. */
  scriptTbt: number;
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  '__metadata',
].join(',');

async function recordTrace(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await during();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

const fileOf = (url: unknown) => (typeof url === 'string' && url ? url.replace(/^.*\//, '') : '');

/** A short label for a trace event that ran inside a task. */
function label(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${fileOf(data.url) || 'module'}`;
    case 'v8.compileModule':
    case 'v8.compile':
    case 'CompileScript':
      return `compile ${fileOf(data.url ?? (event.args as { fileName?: string })?.fileName)}`;
    case 'FunctionCall':
      return `call ${(data.functionName as string) || '(anonymous)'} ${fileOf(data.url)}`.trim();
    case 'TimerFire':
      return 'timer';
    case 'FireIdleCallback':
      return 'idle callback';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'EventDispatch':
      return `event ${data.type ?? ''}`.trim();
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    default:
      return '';
  }
}

const SCRIPT = /^(evaluate|compile|call|timer|idle callback|animation frame|microtasks|event)/;

function analyse(events: TraceEvent[], url: string): RunResult | undefined {
  // The renderer main thread of the page: where the navigation to the route started.
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!start) return undefined;
  const onMain = events.filter((e) => e.pid === start.pid && e.tid === start.tid);
  const navigation = start.ts;
  const fcpEvent = onMain.find((e) => e.name === 'firstContentfulPaint' && e.ts > navigation);
  const fcp = fcpEvent ? fcpEvent.ts : navigation;
  const slices = onMain.filter((e) => e.ph === 'X' && e.dur !== undefined);
  const tasks: LongTask[] = [];
  let tbt = 0;
  let scriptTbt = 0;
  let lastEnd = fcp;
  for (const task of slices.filter((e) => e.name === 'RunTask' && e.dur! / 1000 > LONG_TASK_MS)) {
    const end = task.ts + task.dur!;
    if (end <= fcp) continue;
    // Lighthouse counts only the part of a task after FCP.
    const counted = (end - Math.max(task.ts, fcp)) / 1000;
    const blocking = Math.max(0, counted - LONG_TASK_MS);
    tbt += blocking;
    lastEnd = Math.max(lastEnd, end);
    // The heaviest named pieces inside the task (by time, nested pieces counted in their parents).
    const inside = slices.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
    const byLabel = new Map<string, number>();
    for (const e of inside) {
      const name = label(e);
      if (!name) continue;
      // Only outermost occurrences of a label, so nested calls of the same kind do not add up twice.
      const nestedInSame = inside.some(
        (o) => o !== e && label(o) === name && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!,
      );
      if (!nestedInSame) byLabel.set(name, (byLabel.get(name) ?? 0) + e.dur! / 1000);
    }
    const what = [...byLabel]
      .filter(([, d]) => d >= 5)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, d]) => `${name} ${Math.round(d)}`)
      .join(', ');
    const scriptTime = [...byLabel].filter(([name]) => SCRIPT.test(name)).reduce((sum, [, d]) => sum + d, 0);
    const script = scriptTime >= task.dur! / 2000;
    if (script) scriptTbt += blocking;
    tasks.push({ start: (task.ts - navigation) / 1000, duration: task.dur! / 1000, what, script });
  }
  return { fcp: (fcp - navigation) / 1000, hydrated: (lastEnd - navigation) / 1000, tasks, tbt, scriptTbt };
}

/** Hydration has reached the page's first, middle and last elements when React has put its fiber on them. */
const hydrated = () => {
  const all = document.querySelectorAll('#root *');
  return (
    all.length > 0 &&
    [all[0], all[all.length >> 1], all[all.length - 1]].every(
      (el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber')),
    )
  );
};

async function measureOnce(browser: import('playwright-core').Browser, url: string): Promise<RunResult | undefined> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = await recordTrace(cdp, async () => {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(hydrated, undefined, { polling: 250, timeout: 30_000 });
    // Effects and the work a transition leaves for later.
    await page.waitForTimeout(1500);
  });
  await context.close();
  if (errors.length) console.log(`\n  ${url}: ${errors.join(' | ')}`);
  if (process.env.BENCH_SAVE) writeFileSync(process.env.BENCH_SAVE, JSON.stringify(events));
  return analyse(events, url);
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => Math.round(value).toLocaleString('en-US');

const servers = [];
for (const build of builds) servers.push({ ...build, ...(await serveDist(build.dir)) });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
console.log(
  `Start-up long tasks, CPU slowed ${CPU_SLOWDOWN}×, ${runs} run(s) per route and build, builds interleaved. Load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}.`,
);
const results = new Map<string, RunResult[]>();
const key = (build: string, route: string) => `${build} ${route}`;
for (let run = 0; run < runs; run++) {
  for (const route of routes) {
    // Alternate which build goes first, so neither always meets a warmer or colder machine.
    const order = run % 2 ? [...servers].reverse() : servers;
    for (const server of order) {
      // Now and then a trace misses the navigation's first events: measure again.
      let result: RunResult | undefined;
      for (let attempt = 0; !result && attempt < 3; attempt++) result = await measureOnce(browser, server.base + route);
      if (!result) throw new Error(`Three traces of ${server.base + route} had no navigation to it`);
      const list = results.get(key(server.label, route)) ?? [];
      list.push(result);
      results.set(key(server.label, route), list);
      process.stdout.write(`\r  run ${run + 1}/${runs}, ${route}, ${server.label}`.padEnd(70));
    }
  }
}
process.stdout.write('\n');
await browser.close();
for (const server of servers) await server.app.close();

const all = process.env.BENCH_TASKS === '1';
const summary: string[][] = [];
for (const route of routes) {
  for (const server of servers) {
    const list = results.get(key(server.label, route))!;
    const tbts = list.map((r) => r.tbt);
    const scriptTbts = list.map((r) => r.scriptTbt);
    const longest = list.map((r) => Math.max(0, ...r.tasks.filter((t) => t.script).map((t) => t.duration)));
    summary.push([
      route,
      server.label,
      ms(median(tbts)),
      `${ms(Math.min(...tbts))}-${ms(Math.max(...tbts))}`,
      ms(median(scriptTbts)),
      `${ms(Math.min(...scriptTbts))}-${ms(Math.max(...scriptTbts))}`,
      ms(median(longest)),
      String(median(list.map((r) => r.tasks.length))),
      ms(median(list.map((r) => r.fcp))),
      ms(median(list.map((r) => r.hydrated))),
    ]);
    // The run whose TBT is the median shows typical tasks.
    const typical = [...list].sort((a, b) => a.tbt - b.tbt)[Math.floor(list.length / 2)]!;
    console.log(`\n${route} (${server.label}): TBT ${tbts.map(ms).join(', ')} ms`);
    for (const result of all ? list : [typical]) {
      if (all) console.log(`  run: TBT ${ms(result.tbt)}, FCP ${ms(result.fcp)}`);
      for (const t of result.tasks)
        console.log(
          `  at ${ms(t.start).padStart(5)} ms  ${ms(t.duration).padStart(4)} ms  ${t.script ? 'script' : 'render'}: ${t.what}`,
        );
    }
  }
}
const header = [
  'route',
  'build',
  'TBT',
  'TBT range',
  'script TBT',
  'script TBT range',
  'longest script task',
  'long tasks',
  'FCP',
  'last long task end',
];
const widths = header.map((h, i) => Math.max(h.length, ...summary.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
console.log(
  `\n${line(header)}\n| ${widths.map((w, i) => (i < 2 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
);
for (const row of summary) console.log(line(row));
console.log(
  `\nTimes in ms after navigation start, medians of ${runs}. TBT: the part of each main-thread task over ${LONG_TASK_MS} ms after the first contentful paint; script TBT: that of the tasks that mostly ran JavaScript (the rest is style, layout and paint).`,
);
