import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, mergeConfig } from 'vite';
import { htmlFileFor } from '../../shared/html-file';
import { IMAGE_SOURCE_DIR } from '../../shared/images';
import { LOADER_HASH, loaderTag } from '../../src/render/page-scripts';
import { type CompiledSite, compileSite } from '../compile';
import { launchItems, launchSummary } from '../launch-report';
import { renderHead } from '../head/render-head';
import { imageCacheDir, processImages } from '../images/pipeline';
import { NOT_FOUND_FILE } from '../load';
import { formatReport } from '../problems';
import { pageChunkId } from '../vite/content-plugin';
import { siteViteConfig } from '../vite/config';
import { inlineStylesheets } from './inline-css';
import { manifestFile, readManifest, type BuildManifest } from './manifest';
import { precompress, precompressCacheDir } from './precompress';
import { pageIndexFacts } from './page-index';
import { renderRobots, renderSitemap } from './sitemap';

interface BuildOptions {
  root: string;
  log: (line: string) => void;
  /** How the site is compiled (once per build); tests count the calls. */
  compile?: (root: string) => Promise<CompiledSite>;
}

/**
 * The tags a page needs for the lazily loaded blocks it uses (the admin block set): each block's
 * chunk (by the folder convention, blocks/<Type>/<Type>.tsx), the chunks it imports and their
 * stylesheets. The prerendered HTML is then styled before any script runs, and the code arrives
 * with the page rather than after hydration has started. Pages without such blocks get nothing.
 */
function lazyBlockTags(manifest: BuildManifest) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inlined = new Set(entry?.css ?? []);
  return (blocks: { type: string }[]): string[] => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) if (!inlined.has(css)) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const type of new Set(blocks.map((block) => block.type))) {
      const key = `blocks/${type}/${type}.tsx`;
      if (manifest[key]?.isDynamicEntry) visit(key);
    }
    return [
      ...[...styles].map((href) => `<link rel="stylesheet" href="/${href}">`),
      ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
  };
}

/**
 * The chunks the app entry imports (React, the router: see content/vite/config.ts), each after the
 * chunks it imports itself, as `/assets/…` paths: the order a public page's loader evaluates them in.
 */
function entryImportsInOrder(manifest: BuildManifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    order.push(`/${chunk.file}`);
  };
  for (const key of entry?.imports ?? []) visit(key);
  return order;
}

export async function buildSite({ root, log, compile = compileSite }: BuildOptions): Promise<{ pages: number }> {
  log('Checking content…');
  // The one time a build loads and parses the pages: the bundler and the prerender get this result.
  const content = await compile(root);
  if (!content.loaded || content.problems.length) throw new Error(formatReport(content.problems));
  const viteConfig = (overrides: Parameters<typeof mergeConfig>[1]) =>
    mergeConfig(siteViteConfig({ compiled: content }), { root, configFile: false, logLevel: 'warn', ...overrides });

  const clientDir = path.join(root, 'dist/client');
  const serverDir = path.join(root, 'dist/server');
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });

  // Encoded before bundling, so a long first encode reports its progress; the bundler then reads the cache.
  log('Preparing images…');
  const images = await processImages({
    sourceDir: path.join(root, IMAGE_SOURCE_DIR),
    cacheDir: imageCacheDir(root),
    log,
  });
  const total = Object.keys(images.manifest).length;
  log(
    `Images ready: ${total - images.encoded} of ${total} from the cache${images.encoded ? `, ${images.encoded} encoded now` : ''}.`,
  );

  log('Bundling the browser app…');
  await build(viteConfig({ build: { outDir: clientDir, emptyOutDir: true } }));
  log('Bundling the prerenderer…');
  await build(
    viteConfig({
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: serverDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
      },
    }),
  );

  // The manifest names every source file: it moves out of the folder the server publishes.
  renameSync(path.join(clientDir, '.vite/manifest.json'), manifestFile(path.join(root, 'dist')));
  rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
  const manifest = readManifest(path.join(root, 'dist'));

  const { html: inlined, hashes: styleHashes } = inlineStylesheets(
    readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
    clientDir,
  );
  // The server adds these to the CSP's style-src and script-src (see server/csp.ts).
  writeFileSync(
    path.join(root, 'dist/csp.json'),
    JSON.stringify({ styleHashes, scriptHashes: [LOADER_HASH] }, null, 2),
  );
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(inlined);
  if (!entryTag) throw new Error('The bundled index.html has no module script for the app entry');
  const entry = entryTag[1]!;
  // The bundler preloads the chunks the entry imports from the head: public pages must not fetch
  // them before their first paint (their loader does, later), so the template goes without and
  // the pages that load the app at once get them back beside the entry.
  const preloadTags = [...inlined.matchAll(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g)].map((m) => m[0]);
  const template = preloadTags.reduce((html, tag) => html.replace(tag, ''), inlined.replace(entryTag[0], ''));
  const first = entryImportsInOrder(manifest);
  const chunkOf = (file: string) => manifest[pageChunkId(file)]?.file;
  /**
   * Public pages are complete as HTML, so their app loads after the first paint (see
   * src/render/page-scripts.ts). Pages built from lazily loaded blocks (sign-in, the dashboard)
   * are the app itself: their code is fetched with the page, the page data chunk beside it.
   */
  const scriptTagsFor = (file: string, lazyTags: string[]) => {
    const chunk = chunkOf(file);
    if (!lazyTags.length) return { head: [], body: loaderTag(entry, chunk ? `/${chunk}` : undefined, first) };
    const eager = [
      `<script type="module" crossorigin src="${entry}"></script>`,
      ...preloadTags.map((tag) => tag.trim()),
      ...(chunk ? [`<link rel="modulepreload" crossorigin href="/${chunk}">`] : []),
      ...lazyTags,
    ];
    return { head: [...new Set(eager)], body: '' };
  };
  const lazyBlocksFor = lazyBlockTags(manifest);
  const { renderPath } = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as {
    renderPath: (p: string) => Promise<{ html: string; notFound: boolean }>;
  };

  const jobs = content.pages.flatMap((page) =>
    page.file === NOT_FOUND_FILE
      ? [{ page, route: '/404', out: path.join(clientDir, '404.html') }]
      : [page.def.path, ...page.def.aliases].map((route) => ({ page, route, out: htmlFileFor(clientDir, route) })),
  );

  let done = 0;
  for (const job of jobs) {
    const { html, notFound } = await renderPath(job.route);
    const isNotFoundPage = job.page.file === NOT_FOUND_FILE;
    if (notFound !== isNotFoundPage)
      throw new Error(`Prerender of ${job.route} ${notFound ? 'matched no route' : 'should have been the 404 page'}`);
    // Function replacers: page text may contain `$` sequences that string replacers would interpret.
    const scripts = scriptTagsFor(job.page.file, lazyBlocksFor(job.page.def.blocks));
    const page = template
      .replace('<!--app-head-->', () => [renderHead(job.page.head), ...scripts.head].join('\n    '))
      .replace('<!--app-html-->', () => html)
      .replace('</body>', () => (scripts.body ? `  ${scripts.body}\n  </body>` : '</body>'));
    mkdirSync(path.dirname(job.out), { recursive: true });
    writeFileSync(job.out, page);
    done++;
    if (done % 10 === 0 || done === jobs.length) log(`Prerendered ${done}/${jobs.length} pages`);
  }

  writeFileSync(path.join(clientDir, 'sitemap.xml'), renderSitemap(content.sitemap));
  writeFileSync(path.join(clientDir, 'robots.txt'), renderRobots(content.site.url));
  // Beside csp.json, outside the published folder: the server resolves a request's page against it.
  writeFileSync(
    path.join(root, 'dist/page-index.json'),
    JSON.stringify(pageIndexFacts(content.pages, content.site), null, 1),
  );
  const compressed = await precompress(clientDir, { cacheDir: precompressCacheDir(root) });
  log(
    `Wrote sitemap.xml (${content.sitemap.length} URLs), robots.txt; precompressed ${compressed.files} files (br, gzip), ${compressed.files - compressed.compressed} of them from the cache.`,
  );
  log(launchSummary(launchItems(root, content)));
  return { pages: jobs.length };
}
