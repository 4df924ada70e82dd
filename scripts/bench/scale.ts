import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { benchCityFile as cityFile } from '../../testing/bench-cities';

/**
 * `npm run bench:scale`: how the build grows with the content. For each N (BENCH_CITIES, default
 * 0,500,2000) it builds a scratch copy of the site with N extra city pages of their own words
 * (distinct enough to pass the doorway check) and prints the time of each phase of a cold build:
 * validate (load, compile, content rules), images, bundle (client and prerenderer), prerender,
 * compress and the total, with the pages and files written. It then edits one city's intro and
 * runs `npm run build` again: the one-page edit, with how many files kept their size and their
 * dates (a size is what a changed page cannot keep: its text grew). Every N gets its own cache
 * folders (compressed copies, page exports), so the cold figures are cold. Prints figures; asserts nothing.
 */
const repo = process.cwd();
const counts = (process.env.BENCH_CITIES ?? '0,500,2000').split(',').map(Number);

/** A scratch copy of the site (code copied: the stylesheet compiler wants it inside the root). */
function scratchSite(cities: number): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rl-bench-scale-'));
  for (const code of ['admin', 'blocks', 'content', 'pages', 'schema', 'shared', 'src', 'ui'])
    cpSync(path.join(repo, code), path.join(root, code), { recursive: true });
  for (const big of ['images', 'node_modules']) symlinkSync(path.join(repo, big), path.join(root, big));
  for (const file of ['index.html', 'package.json', 'tsconfig.json'])
    cpSync(path.join(repo, file), path.join(root, file));
  for (let i = 0; i < cities; i++) writeFileSync(path.join(root, `pages/locations/bench-${i}.ts`), cityFile(i));
  return root;
}

/** Every file of the published folder with its size and modification time. */
function snapshot(dir: string): Map<string, { size: number; mtimeMs: number }> {
  const files = new Map<string, { size: number; mtimeMs: number }>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(path.join(dir, file));
    if (stat.isFile()) files.set(file, { size: stat.size, mtimeMs: stat.mtimeMs });
  }
  return files;
}

interface Phases {
  validate: number;
  images: number;
  bundle: number;
  prerender: number;
  compress: number;
  total: number;
  pages: number;
}

/**
 * One build as `npm run build` runs it, in a process of its own (a second site built in one process
 * would meet what the first left behind: its modules, the router's cache of the first route tree),
 * timed phase by phase from the build's progress lines as they arrive.
 */
async function timedBuild(root: string): Promise<Phases> {
  const marks: { line: string; at: number }[] = [];
  const start = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/build.ts')], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => marks.push({ line, at: performance.now() }));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const end = performance.now();
  if (code !== 0) throw new Error(`the build in ${root} failed (exit code ${code})`);
  const built = marks.map((mark) => /^Built (\d+) pages/.exec(mark.line)).find(Boolean);
  if (!built) throw new Error('the build printed no "Built N pages" line');
  const pages = Number(built[1]);
  const at = (prefix: string, last = false) => {
    const found = last
      ? marks.findLast((mark) => mark.line.startsWith(prefix))
      : marks.find((mark) => mark.line.startsWith(prefix));
    if (!found) throw new Error(`the build printed no line starting "${prefix}"`);
    return found.at;
  };
  const images = at('Preparing images');
  const bundle = at('Bundling the browser app');
  const firstPage = at('Prerendered');
  const lastPage = at('Prerendered', true);
  const compressed = at('Wrote sitemap');
  return {
    // From the process's start: loading the build's own code is part of what a user waits for.
    validate: images - start,
    images: bundle - images,
    // Bundling ends where prerendering starts; the first progress line comes after ten pages, so
    // a tenth of the prerender's pace is taken back from it.
    bundle: firstPage - bundle - (lastPage - firstPage) / Math.max(1, pages / 10 - 1),
    prerender: lastPage - firstPage + (lastPage - firstPage) / Math.max(1, pages / 10 - 1),
    compress: compressed - lastPage,
    total: end - start,
    pages,
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
const rows: {
  n: number;
  cold: Phases;
  edit: { total: number };
  files: number;
  kept: number;
  sameDate: number;
  changed: string[];
}[] = [];

for (const n of counts) {
  const root = scratchSite(n);
  process.env.PRECOMPRESS_CACHE_DIR = mkdtempSync(path.join(os.tmpdir(), 'rl-bench-scale-cache-'));
  process.env.PAGE_CACHE_DIR = mkdtempSync(path.join(os.tmpdir(), 'rl-bench-scale-pages-'));
  try {
    console.log(`N = ${n}: building ${n} extra city pages…`);
    const cold = await timedBuild(root);
    const client = path.join(root, 'dist/client');
    const before = snapshot(client);
    // A one-page edit: one city's intro changes, nothing else.
    const edited = n > 0 ? 'pages/locations/bench-0.ts' : 'pages/locations/bixby.ts';
    const file = path.join(root, edited);
    const source = readFileSync(file, 'utf8');
    const withEdit = source.replace(/(intro"?:\s*["'])/, '$1Edited. ');
    if (withEdit === source) throw new Error(`found no intro to edit in ${edited}`);
    writeFileSync(file, withEdit);
    // In a new process, as `npm run build` runs: this one has the page files' old versions loaded.
    const editStarted = performance.now();
    execFileSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/build.ts')], {
      cwd: root,
      env: process.env,
      stdio: 'ignore',
    });
    const edit = { total: performance.now() - editStarted };
    const after = snapshot(client);
    let kept = 0;
    let sameDate = 0;
    const changed: string[] = [];
    for (const [name, stat] of after) {
      const old = before.get(name);
      if (old && old.size === stat.size) kept++;
      else changed.push(name);
      if (old && old.mtimeMs === stat.mtimeMs) sameDate++;
    }
    rows.push({ n, cold, edit, files: after.size, kept, sameDate, changed });
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(process.env.PRECOMPRESS_CACHE_DIR!, { recursive: true, force: true });
    rmSync(process.env.PAGE_CACHE_DIR!, { recursive: true, force: true });
  }
}

console.log('\nCold build, seconds per phase (2 cores here; goal at N = 500: total ≤ 30 s):\n');
console.log('     N  pages  validate  images  bundle  prerender  compress   total');
for (const { n, cold } of rows)
  console.log(
    `${String(n).padStart(6)} ${String(cold.pages).padStart(6)}  ${seconds(cold.validate)}  ${seconds(cold.images)}  ${seconds(cold.bundle)}  ${seconds(cold.prerender)}    ${seconds(cold.compress)}  ${seconds(cold.total)}`,
  );
if (rows.length > 1) {
  const [first, last] = [rows[0]!, rows.at(-1)!];
  const pages = last.cold.pages / Math.max(1, first.cold.pages);
  console.log(
    `\nGrowth from N = ${first.n} to N = ${last.n} (${pages.toFixed(1)}× the pages; linear is at most that):`,
  );
  for (const phase of ['validate', 'images', 'bundle', 'prerender', 'compress', 'total'] as const)
    console.log(`  ${phase.padEnd(10)} ${(last.cold[phase] / Math.max(1, first.cold[phase])).toFixed(1)}×`);
}
console.log('\nOne-page edit (one city intro changed), rebuilt (goal: ≤ 5 s, unchanged files keep bytes and dates):\n');
console.log('     N   total   files  same size  same date  changed');
for (const { n, edit, files, kept, sameDate, changed } of rows)
  console.log(
    `${String(n).padStart(6)}  ${seconds(edit.total)}  ${String(files).padStart(6)}  ${String(kept).padStart(9)}  ${String(sameDate).padStart(9)}  ${changed.length <= 12 ? changed.join(', ') : `${changed.slice(0, 3).join(', ')} and ${changed.length - 3} more`}`,
  );
