import os from 'node:os';
import path from 'node:path';
import { VisitorBrowser, type VisitorPage } from '../../testing/visitor-browser';
import { serveDist } from './serve-dist';

/**
 * `npm run bench:interaction`: how fast a phone visitor's first tap is answered while the app starts.
 * With the CPU slowed 4× (Lighthouse's phone) at a phone viewport, each page load makes one
 * interaction at a set moment after the load event: a tap on the mobile menu button, on a FAQ
 * question, on a gallery project's "View Details", or typing into the contact form (each where the
 * page has one). It records the interaction's Event Timing duration (from the input until the frame
 * that shows the answer: the longest of its events), whether the page answered at once and whether
 * the answer was still there after the app hydrated. A separate load per route, untouched, records
 * the main-thread tasks over 50 ms while the app starts (PerformanceObserver 'longtask') and, from
 * the browser's long-animation-frame entries, how long each of the app's scripts ran.
 * The browser runs as a visitor's does: nothing inspects its pages (testing/visitor-browser.ts says
 * why that matters: DevTools' Runtime domain makes React's start 60-90 ms longer).
 * Prints figures; asserts nothing. Goals: every interaction ≤ 100 ms median, no start-up task > 50 ms.
 *   BENCH_ROUTES=/,/contact    the routes (default: home, a service, a city, contact, gallery);
 *   BENCH_MOMENTS=100,1500     ms after the load event at which the interaction lands;
 *   BENCH_RUNS=5               fresh page loads per interaction, route and moment (medians printed);
 *   BENCH_DIST=dist            the build to measure (run npm run build first);
 *   BENCH_APP=0                never let the app's code load: the same taps answered by the page
 *                              alone, the floor that the page's own style, layout and paint set;
 *   BENCH_INSPECT=1            enable DevTools' Runtime domain on every page, as Playwright and
 *                              Lighthouse do (the figures a test harness would see).
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
const inspect = process.env.BENCH_INSPECT === '1';

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
    scripts: [] as { source: string; start: number; duration: number }[],
    errors: [] as string[],
    firstInput: 0,
    hydratedAt: 0,
    target: undefined as { x: number; y: number } | null | undefined,
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
  // Which scripts ran long, and for how long each (long animation frames name them).
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as unknown as { scripts: PerformanceEntry[] }[])
      for (const script of frame.scripts as unknown as { sourceURL: string; startTime: number; duration: number }[])
        bench.scripts.push({
          source: script.sourceURL.split('/').pop() ?? '',
          start: script.startTime,
          duration: script.duration,
        });
  }).observe({ type: 'long-animation-frame', buffered: true });
  addEventListener('error', (e) => bench.errors.push(e.message));
  addEventListener('unhandledrejection', (e) => bench.errors.push(String(e.reason)));
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
  const report = (box: { x: number; y: number } | null) => (bench.target = box);
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
  scripts: { source: string; start: number; duration: number }[];
  errors: string[];
  hydratedAt: number;
  loadEnd: number;
  fcp: number;
}

/** A fresh page (no cache, no state) at a phone's size with the CPU slowed, loaded. */
async function openPage(browser: VisitorBrowser, url: string, interaction?: Interaction) {
  const target = interaction && { selector: interaction.target, kind: interaction.kind };
  const page = await browser.newPage({
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    mobile: true,
    cpuSlowdown: CPU_SLOWDOWN,
    inspect,
    // tsx names functions through a `__name` helper that the page does not have: give it one.
    initScript: `self.__name=(f)=>f;(${observe})(${DURATION_THRESHOLD},${JSON.stringify(target)})`,
  });
  if (!withApp) await page.failRequests(/\/(assets|page-data)\/[^?]+\.js$/);
  const { loadedAt } = await page.goto(url);
  // Found once the HTML was parsed, which is before the load event.
  const box = interaction
    ? await page.evaluate<{ x: number; y: number } | null>('window.__bench.target ?? null')
    : null;
  return { page, loadedAt, box };
}

async function collect(page: VisitorPage): Promise<Collected> {
  if (withApp) {
    const until = Date.now() + 20_000;
    while (
      Date.now() < until &&
      !(await page.evaluate<boolean>('document.documentElement.dataset.hydrated === "true"'))
    )
      await sleep(50);
  }
  // What the transition and effects leave for after hydration.
  await sleep(500);
  return page.evaluate<Collected>(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { ...window.__bench, loadEnd: nav.loadEventEnd, fcp };
  })()`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  browser: VisitorBrowser,
  url: string,
  interaction: Interaction,
  moment: number,
): Promise<InteractionRun | 'absent'> {
  const { page, loadedAt, box } = await openPage(browser, url, interaction);
  // Whether the page shows the answer (false when a tap met something else and navigated away).
  const answer = () => page.evaluate<boolean>(`!!(${interaction.answered})(window.__target)`).catch(() => false);
  try {
    if (!box) return 'absent';
    const wait = loadedAt + moment - Date.now();
    if (wait > 0) await sleep(wait);
    if (interaction.kind === 'tap') await page.tap(box.x, box.y);
    else await page.type(TYPED);
    const answered = await answer();
    const collected = await collect(page);
    const kept = await answer();
    if (withApp && collected.errors.length)
      console.log(`\n  ${url} ${interaction.name}: ${collected.errors.join(' | ')}`);
    return {
      duration: Math.max(0, ...collected.events.map((e) => e.duration)),
      at: collected.firstInput - collected.loadEnd,
      answered,
      kept,
      hydratedAfterLoad: collected.hydratedAt - collected.loadEnd,
    };
  } finally {
    await page.close();
  }
}

interface StartRun {
  longest: number;
  count: number;
  /** The longest a script ran in one go while the app started, and which file it was. */
  script: { source: string; duration: number };
  hydratedAfterLoad: number;
}

/** A load nobody touches: the app starts when the browser is idle; its long tasks after the first paint. */
async function start(browser: VisitorBrowser, url: string): Promise<StartRun> {
  const { page } = await openPage(browser, url);
  try {
    const collected = await collect(page);
    const tasks = collected.longTasks.filter((t) => t.start + t.duration > collected.fcp);
    const script = collected.scripts.reduce((a, b) => (b.duration > a.duration ? b : a), { source: '', duration: 0 });
    return {
      longest: Math.max(0, ...tasks.map((t) => t.duration)),
      count: tasks.length,
      script,
      hydratedAfterLoad: collected.hydratedAt - collected.loadEnd,
    };
  } finally {
    await page.close();
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => (value === 0 ? `<${DURATION_THRESHOLD}` : String(Math.round(value)));

const { app, base } = await serveDist(dist);
const browser = await VisitorBrowser.launch();
console.log(
  `First interactions${withApp ? '' : ' without the app (its code never loads)'}, CPU slowed ${CPU_SLOWDOWN}×, 412×823 phone, ${runs} fresh load(s) per cell, ${inspect ? "DevTools' Runtime domain enabled (as under Playwright or Lighthouse)" : 'no DevTools attached to the page (as a visitor)'}. Load average ${os
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
  const scripts = list.map((r) => r.script);
  const longestScript = scripts.reduce((a, b) => (b.duration > a.duration ? b : a));
  return [
    route,
    String(Math.round(m)),
    longest.map((l) => String(Math.round(l))).join(' '),
    m <= LONG_TASK_GOAL_MS ? 'yes' : 'NO',
    String(median(list.map((r) => r.count))),
    scripts.some((s) => s.duration)
      ? `${Math.round(median(scripts.map((s) => s.duration)))} (${longestScript.source || 'inline'} ${Math.round(longestScript.duration)})`
      : '-',
    withApp ? `${Math.round(median(list.map((r) => r.hydratedAfterLoad)))} ms` : 'no app',
  ];
});
console.log(
  '\nThe app starting on an untouched page: main-thread tasks over 50 ms after the first contentful paint (style, layout and paint included), and the longest a script ran within a frame over 50 ms (median; the longest run and its file).',
);
printTable(
  [
    'route',
    'longest task ms',
    'runs ms',
    `≤ ${LONG_TASK_GOAL_MS}`,
    'long tasks',
    'longest script ms',
    'hydrated after load',
  ],
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
