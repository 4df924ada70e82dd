import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../testing/chromium';
import { serveDist } from './serve-dist';

/**
 * `npm run bench:interaction`: how fast a phone visitor's first tap is answered while the app starts.
 * With the CPU slowed 4× (Lighthouse's phone) at a phone viewport, each page load makes one
 * interaction at a set moment after the load event: a tap on the mobile menu button, on a FAQ
 * question, on a gallery project's "View Details", or typing into the contact form (each where the
 * page has one). It records the interaction's Event Timing duration (from the input until the frame
 * that shows the answer: the longest of its events), whether the page answered at once and whether
 * the answer was still there after the app hydrated. A separate load per route, untouched, records
 * the main-thread tasks over 50 ms while the app starts (PerformanceObserver 'longtask').
 * Prints figures; asserts nothing. Goals: every interaction ≤ 100 ms median, no start-up task > 50 ms.
 *   BENCH_ROUTES=/,/contact    the routes (default: home, a service, a city, contact, gallery);
 *   BENCH_MOMENTS=100,1500     ms after the load event at which the interaction lands;
 *   BENCH_RUNS=5               fresh page loads per interaction, route and moment (medians printed);
 *   BENCH_DIST=dist            the build to measure (run npm run build first);
 *   BENCH_APP=0                never let the app's code load: the same taps answered by the page
 *                              alone, the floor that the page's own style, layout and paint set.
 */
const CPU_SLOWDOWN = 4;
const GOAL_MS = 100;
const LONG_TASK_GOAL_MS = 50;
/** Event Timing reports only events at least this long (16 is its floor); shorter ones print as "<16". */
const DURATION_THRESHOLD = 16;
const routes = (process.env.BENCH_ROUTES ?? '/,/services/roof-inspection,/locations/tulsa,/contact,/gallery').split(
  ',',
);
const moments = (process.env.BENCH_MOMENTS ?? '100,1500').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const dist = path.resolve(process.env.BENCH_DIST ?? 'dist');
const withApp = process.env.BENCH_APP !== '0';

interface Interaction {
  name: string;
  /** The element acted on (the first visible match). */
  target: string;
  /** Tap it, or focus it beforehand and type at the moment. */
  kind: 'tap' | 'type';
  /** Whether the page shows the interaction's answer, evaluated in the page with the target. */
  answered: (target: Element) => boolean;
}

const TYPED = 'Jo';
const interactions: Interaction[] = [
  {
    name: 'menu',
    target: 'header details > summary',
    kind: 'tap',
    answered: (summary) => (summary.parentElement as HTMLDetailsElement).open,
  },
  {
    name: 'FAQ',
    target: 'main details > summary',
    kind: 'tap',
    answered: (summary) => (summary.parentElement as HTMLDetailsElement).open,
  },
  {
    name: 'gallery details',
    target: 'main a[href^="#project-"]',
    kind: 'tap',
    answered: (link) => {
      const detail = document.getElementById(link.getAttribute('href')!.slice(1));
      return !!detail && getComputedStyle(detail).display !== 'none';
    },
  },
  {
    name: 'type in form',
    target: 'main form input[name="name"]',
    kind: 'type',
    answered: (input) => (input as HTMLInputElement).value === 'Jo',
  },
];

/**
 * Runs in the page before its own scripts: collects event timings, long tasks, when the first input
 * landed and when the app hydrated.
 */
function observe(threshold: number, target?: { selector: string; kind: 'tap' | 'type' }) {
  const bench = {
    events: [] as { name: string; start: number; duration: number }[],
    longTasks: [] as { start: number; duration: number }[],
    firstInput: 0,
    hydratedAt: 0,
  };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  const record = (list: PerformanceObserverEntryList) => {
    for (const e of list.getEntries()) bench.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  };
  // durationThreshold is Event Timing's own option, missing from TypeScript's DOM types.
  new PerformanceObserver(record).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit);
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(
      type,
      (e) => {
        if (!bench.firstInput) bench.firstInput = e.timeStamp;
      },
      { capture: true, passive: true },
    );
  new MutationObserver(() => {
    if (!bench.hydratedAt && document.documentElement.dataset.hydrated) bench.hydratedAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  if (!target) return;
  // Set up as the visitor would have before the moment, as soon as the HTML is parsed (no app code
  // runs yet, and nothing later waits on a reply from the busy page): the target scrolled into view
  // (a scroll starts the app, as a visitor's own would) or, for typing, the field focused.
  const report = (window as unknown as { __benchTarget: (box: { x: number; y: number } | null) => void }).__benchTarget;
  addEventListener('DOMContentLoaded', () => {
    const el = [...document.querySelectorAll<HTMLElement>(target.selector)].find((e) => e.checkVisibility());
    if (!el) return report(null);
    (window as unknown as { __target: Element }).__target = el;
    if (target.kind === 'type') el.focus();
    else if (el.getBoundingClientRect().bottom > innerHeight) el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    report({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  });
}

interface Collected {
  events: { name: string; start: number; duration: number }[];
  firstInput: number;
  longTasks: { start: number; duration: number }[];
  hydratedAt: number;
  loadEnd: number;
  fcp: number;
}

/** A fresh page (no cache, no state) at a phone's size with the CPU slowed, loaded. */
async function openPage(browser: Browser, url: string, interaction?: Interaction) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  let reportBox: (box: { x: number; y: number } | null) => void = () => {};
  const box = new Promise<{ x: number; y: number } | null>((resolve) => (reportBox = resolve));
  await context.exposeBinding('__benchTarget', (_source, found: { x: number; y: number } | null) => reportBox(found));
  const target = interaction && { selector: interaction.target, kind: interaction.kind };
  // tsx names functions through a `__name` helper that the page does not have: give it one.
  await context.addInitScript({
    content: `self.__name=(f)=>f;(${observe})(${DURATION_THRESHOLD},${JSON.stringify(target)})`,
  });
  const page = await context.newPage();
  if (!withApp) await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  const errors: string[] = [];
  // Without the app, its failed imports are the expected errors.
  if (withApp) page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // When the load event fired, on this process's clock: the moments count from it.
  const loaded = new Promise<number>((resolve) => page.once('load', () => resolve(Date.now())));
  await page.goto(url, { waitUntil: 'commit' });
  const loadedAt = await loaded;
  return { context, page, errors, loadedAt, box: interaction ? await box : null };
}

async function collect(page: Page): Promise<Collected> {
  if (withApp)
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 20_000 })
      .catch(() => {});
  // What the transition and effects leave for after hydration.
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const bench = (window as unknown as { __bench: Omit<Collected, 'loadEnd' | 'fcp'> }).__bench;
    return { ...bench, loadEnd: nav.loadEventEnd, fcp };
  });
}

interface InteractionRun {
  /** The interaction's duration, 0 when every event was under the reporting threshold. */
  duration: number;
  /** When the input landed, ms after the load event's end. */
  at: number;
  answered: boolean;
  kept: boolean;
  hydratedAfterLoad: number;
}

async function interact(
  browser: Browser,
  url: string,
  interaction: Interaction,
  moment: number,
): Promise<InteractionRun | 'absent'> {
  const { context, page, errors, loadedAt, box } = await openPage(browser, url, interaction);
  // Whether the page shows the answer (false when a tap met something else and navigated away).
  const answer = () => page.evaluate(`(${interaction.answered})(window.__target)`).then(Boolean, () => false);
  try {
    if (!box) return 'absent';
    const wait = loadedAt + moment - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    if (interaction.kind === 'tap') await page.touchscreen.tap(box.x, box.y);
    else await page.keyboard.type(TYPED);
    const answered = await answer();
    const collected = await collect(page);
    const kept = await answer();
    if (errors.length) console.log(`\n  ${url} ${interaction.name}: ${errors.join(' | ')}`);
    return {
      duration: Math.max(0, ...collected.events.map((e) => e.duration)),
      at: collected.firstInput - collected.loadEnd,
      answered,
      kept,
      hydratedAfterLoad: collected.hydratedAt - collected.loadEnd,
    };
  } finally {
    await context.close();
  }
}

interface StartRun {
  longest: number;
  count: number;
  hydratedAfterLoad: number;
}

/** A load nobody touches: the app starts when the browser is idle; its long tasks after the first paint. */
async function start(browser: Browser, url: string): Promise<StartRun> {
  const { context, page } = await openPage(browser, url);
  try {
    const collected = await collect(page);
    const tasks = collected.longTasks.filter((t) => t.start + t.duration > collected.fcp);
    return {
      longest: Math.max(0, ...tasks.map((t) => t.duration)),
      count: tasks.length,
      hydratedAfterLoad: collected.hydratedAt - collected.loadEnd,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => (value === 0 ? `<${DURATION_THRESHOLD}` : String(Math.round(value)));

const { app, base } = await serveDist(dist);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
console.log(
  `First interactions${withApp ? '' : ' without the app (its code never loads)'}, CPU slowed ${CPU_SLOWDOWN}×, 412×823 phone, ${runs} fresh load(s) per cell. Load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}.`,
);

const results = new Map<string, InteractionRun[]>();
const absent = new Set<string>();
const starts = new Map<string, StartRun[]>();
const key = (route: string, name: string, moment: number) => `${route} ${name} ${moment}`;
for (let run = 0; run < runs; run++) {
  for (const route of routes) {
    process.stdout.write(`\r  run ${run + 1}/${runs}, ${route}, start`.padEnd(70));
    starts.set(route, [...(starts.get(route) ?? []), await start(browser, base + route)]);
    for (const interaction of interactions) {
      for (const moment of moments) {
        const k = key(route, interaction.name, moment);
        if (absent.has(k)) continue;
        process.stdout.write(`\r  run ${run + 1}/${runs}, ${route}, ${interaction.name} at ${moment} ms`.padEnd(70));
        const result = await interact(browser, base + route, interaction, moment);
        if (result === 'absent') absent.add(k);
        else results.set(k, [...(results.get(k) ?? []), result]);
      }
    }
  }
}
process.stdout.write(`\r${' '.repeat(70)}\r`);
await browser.close();
await app.close();

const header = [
  'route',
  'interaction',
  'moment',
  'median ms',
  'runs ms',
  `≤ ${GOAL_MS}`,
  'landed at',
  'answered',
  'kept',
];
const rows: string[][] = [];
for (const route of routes) {
  for (const interaction of interactions) {
    for (const moment of moments) {
      const list = results.get(key(route, interaction.name, moment));
      if (!list) continue;
      const durations = list.map((r) => r.duration);
      const m = median(durations);
      rows.push([
        route,
        interaction.name,
        `${moment} ms`,
        ms(m),
        durations.map(ms).join(' '),
        m <= GOAL_MS ? 'yes' : 'NO',
        `${Math.round(median(list.map((r) => r.at)))} ms`,
        `${list.filter((r) => r.answered).length}/${list.length}`,
        `${list.filter((r) => r.kept).length}/${list.length}`,
      ]);
    }
  }
}
printTable(header, rows, 3);
console.log(
  `\nDuration: Event Timing, from the input to the frame that shows its answer, the longest of the interaction's events. "landed at": ms after the load event's end. "answered": the page showed the answer when first asked after the input; "kept": it still did after the app hydrated.`,
);

const startRows = routes.map((route) => {
  const list = starts.get(route)!;
  const longest = list.map((r) => r.longest);
  const m = median(longest);
  return [
    route,
    String(Math.round(m)),
    longest.map((l) => String(Math.round(l))).join(' '),
    m <= LONG_TASK_GOAL_MS ? 'yes' : 'NO',
    String(median(list.map((r) => r.count))),
    withApp ? `${Math.round(median(list.map((r) => r.hydratedAfterLoad)))} ms` : 'no app',
  ];
});
console.log('\nThe app starting on an untouched page: main-thread tasks over 50 ms after the first contentful paint.');
printTable(
  ['route', 'longest task ms', 'runs ms', `≤ ${LONG_TASK_GOAL_MS}`, 'long tasks', 'hydrated after load'],
  startRows,
  1,
);

function printTable(head: string[], body: string[][], textColumns: number) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(`\n${line(head)}`);
  console.log(`| ${widths.map((w, i) => (i < textColumns ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const row of body) console.log(line(row));
}
