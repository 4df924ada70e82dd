import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { chunksInOrder, readManifest } from '../../content/build/manifest';
import { jsFloors } from './js-floor';
import { pageWeight, sitemapRoutes } from './page-weight';

/**
 * `npm run bench:js`: the JavaScript each public page loads (gzip), read from the built site: every
 * route in the sitemap, a city page's own path (the sitemap names its alias) and the 404 page,
 * against the goal (100 KB) and the floor of the stack (React and React DOM, built alone like the app). Then what the visitor's first link to
 * another page adds (the router and its app, fetched when they point at the link), and the files of
 * the heaviest page. Prints figures; asserts nothing.
 *   BENCH_DIST=path/to/dist   measure another build's dist/ (run npm run build first).
 */
const GOAL_KB = 100;
const root = process.cwd();
const dist = path.resolve(process.env.BENCH_DIST ?? path.join(root, 'dist'));
const client = path.join(dist, 'client');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const routes = sitemapRoutes(client);
// The sitemap names a city page by its canonical alias (/locations/<city>-roofing): add its path.
const cityPath = routes.find((route) => /^\/locations\/.+-roofing$/.test(route))?.replace(/-roofing$/, '');
const pages = [
  ...routes.map((route) => ({ route, weight: pageWeight(client, route) })),
  ...(cityPath ? [{ route: cityPath, weight: pageWeight(client, cityPath) }] : []),
  { route: '(404)', weight: pageWeight(client, '/404', path.join(client, '404.html')) },
].sort((a, b) => b.weight.jsGzip - a.weight.jsGzip);

const floors = await jsFloors(root);
const floor = floors[0]!;
console.log(`JavaScript a public page loads (gzip, KB = 1,024 bytes), ${pages.length} pages, goal ≤ ${GOAL_KB} KB.\n`);
console.log('| page | JS KB | files | above the floor KB |');
console.log('| --- | ---: | ---: | ---: |');
for (const { route, weight } of pages)
  console.log(`| ${route} | ${kb(weight.jsGzip)} | ${weight.jsFiles.length} | ${kb(weight.jsGzip - floor.gzip)} |`);

const sizes = pages.map((page) => page.weight.jsGzip).sort((a, b) => a - b);
const over = pages.filter((page) => page.weight.jsGzip / 1024 > GOAL_KB);
console.log(
  `\nMin / median / max: ${kb(sizes[0]!)} / ${kb(sizes[Math.floor(sizes.length / 2)]!)} / ${kb(sizes.at(-1)!)} KB. Over ${GOAL_KB} KB: ${over.length ? over.map((page) => `${page.route} ${kb(page.weight.jsGzip)}`).join(', ') : 'none'}.`,
);
const appFloors = floors.slice(1).map((f) => `${f.label}: ${kb(f.gzip)} KB`);
console.log(
  `The floor, React and React DOM built alone like the app: ${kb(floor.gzip)} KB (a public page hydrates without the router; ${appFloors.join('; ')}, the floor of the router's app, which sign-in and the dashboard start at once).`,
);

// What the first link to another page adds: the router's app and the chunks it imports.
const manifest = readManifest(dist);
const files = chunksInOrder(manifest, ['src/navigation/router-app.tsx']);
if (files.length) {
  const loaded = new Set(pages[0]!.weight.jsFiles.map((entry) => entry.file));
  const added = files.filter((file) => !loaded.has(file));
  const bytes = added.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(client, file))).length, 0);
  console.log(
    `The first link to another page adds ${kb(bytes)} KB (${added.map((file) => path.basename(file)).join(', ')}), then that page's data and block chunks.`,
  );
}

const heaviest = pages[0]!;
console.log(`\nThe files of ${heaviest.route}:`);
for (const file of heaviest.weight.jsFiles) console.log(`  ${kb(file.gzip).padStart(6)} KB  ${file.file}`);
