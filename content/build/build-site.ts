import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InlineConfig, mergeConfig } from 'vite';
import { htmlFileFor } from '../../shared/html-file';
import { IMAGE_SOURCE_DIR } from '../../shared/images';
import { LOADER_HASH, loaderTag } from '../../src/render/page-scripts';
import { dataModule, parseDataModule } from '../../src/content/page-data-file';
import { collectSiteReads, siteReadsKey } from '../../src/content/site-reads';
import { type BuildRecord, buildRecordFile, type PageRecord, readBuildRecord } from '../../shared/build-record';
import { pageDataKey, pageDataUrl, pageHeadUrlOf, SITE_DATA_URL } from '../../shared/page-data-path';
import { type CompiledSite, compileSite, ownerCityNotes } from '../compile';
import { ownerZoneNotes } from '../owner-zones';
import { blockComponentFile } from '../block-files';
import { drawnBlocks } from '../block-set';
import { launchItems, launchSummary } from '../launch-report';
import { blockDefinitions, isAppPage } from '../../blocks/catalog';
import { browserSite } from '../browser-site';
import type { AnyBlockDefinition } from '../../blocks/define-block';
import { renderHead } from '../head/render-head';
import { imageCacheDir, processImages } from '../images/pipeline';
import { ownerPhotoSources } from '../owner-photos';
import { NOT_FOUND_FILE } from '../load';
import { formatReport } from '../problems';
import { pageFileData } from '../page-file-data';
import { inlineStylesheets, readInlineCss, styleHash } from './inline-css';
import { chunksInOrder, manifestFile, readManifest, type BuildManifest } from './manifest';
import { COMPRESSION_SETTINGS, precompress, precompressCacheDir } from './precompress';
import { publisher } from './publish';
import { bundleKey } from './bundle-key';
import { cachedPageImporter } from './page-cache';
import { siteIndexOf } from './page-index';
import { renderRobots, renderSitemap } from './sitemap';

interface BuildOptions {
  root: string;
  log: (line: string) => void;
  /** How the site is compiled (once per build); tests count the calls. */
  compile?: (root: string) => Promise<CompiledSite>;
}

/**
 * The files of the lazily loaded blocks a page uses (the admin view, and the public blocks the
 * registry loads lazily): each block's chunk (by the folder convention, blocks/<Type>/<Type>.tsx, or
 * by its name) and the chunks it names for its props (`chunks`: an admin view's screen), each after
 * the chunks it imports, and the stylesheets the app's inline one does not hold. The prerendered
 * HTML is then styled before any script runs, and the code arrives with the app's rather than
 * after hydration has started.
 */
function lazyBlockFiles(manifest: BuildManifest) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inlined = new Set(entry?.css ?? []);
  const definitions = new Map<string, AnyBlockDefinition>(blockDefinitions.map((block) => [block.type, block]));
  const dynamicEntries = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
  return (blocks: { type: string }[]): { scripts: string[]; styles: string[] } => {
    const scripts: string[] = [];
    const styles = new Set<string>();
    const visited = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || visited.has(key)) return;
      visited.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const css of chunk.css ?? []) if (!inlined.has(css)) styles.add(`/${css}`);
      scripts.push(`/${chunk.file}`);
    };
    for (const type of new Set(blocks.map((block) => block.type))) {
      const key = blockComponentFile(type);
      if (manifest[key]?.isDynamicEntry) visit(key);
      // A lazy public block's chunk is named after it (content/vite/block-chunks.ts).
      const named = entry?.dynamicImports?.find((imported) => manifest[imported]?.name === type);
      if (named) visit(named);
    }
    for (const block of blocks) {
      for (const name of definitions.get(block.type)?.chunks?.(block) ?? []) {
        const found = dynamicEntries.find(([, chunk]) => chunk.name === name);
        if (!found) throw new Error(`The bundle has no chunk named ${name}, which the ${block.type} block loads`);
        visit(found[0]);
      }
    }
    return { scripts, styles: [...styles] };
  };
}

/** The chunks the app entry imports (React: see content/vite/config.ts), in the order to evaluate them. */
const entryImportsInOrder = (manifest: BuildManifest) =>
  chunksInOrder(manifest, Object.values(manifest).find((chunk) => chunk.isEntry)?.imports ?? []);

/**
 * The stylesheets of the lazily loaded blocks, for public pages to carry inline: a page holds those
 * of the blocks it uses, after the app's own, so it is styled before (and without) its scripts and
 * carries no other block's styles. With each goes a disabled link to the same file, which the
 * browser does not fetch: when the page's script imports the block's chunk, the bundler's loader
 * adds the chunk's stylesheet unless the page links it already (a page the app goes to later gets
 * its blocks' stylesheets that way). `hashes` are those of the stylesheets pages carry, for the CSP.
 */
function inlineBlockStyles(bundleDir: string, hrefs: Iterable<string>) {
  const css = new Map<string, string>();
  for (const href of [...new Set(hrefs)].sort()) {
    css.set(href, readInlineCss(bundleDir, href));
  }
  return {
    hashes: [...css.values()].map(styleHash),
    tags: (href: string) => `<style>${css.get(href)}</style><link rel="stylesheet" href="${href}" disabled>`,
  };
}

/** The module of the router's app: a chunk of its own, which public pages load only to leave. */
const ROUTER_APP = 'src/navigation/router-app.tsx';

/** A chunk's file after the files of the chunks it imports (the entry's own excepted). */
function chunkAndImports(manifest: BuildManifest, key: string): string[] {
  const order = chunksInOrder(manifest, [key]);
  if (!order.length) throw new Error(`The bundle has no chunk for ${key}`);
  return order;
}

const sha256 = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** Every file under a folder, as paths inside it, with their content (a build's bundle, to publish). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(path.join(dir, file)).isFile(),
  );
}

/** The site compiled with each unchanged page file's export taken from the last build (page-cache.ts). */
async function compileWithPageCache(root: string): Promise<CompiledSite> {
  const cache = cachedPageImporter(root);
  const compiled = await compileSite(root, { importer: cache.importer });
  cache.save();
  return compiled;
}

export async function buildSite({
  root,
  log,
  compile = compileWithPageCache,
}: BuildOptions): Promise<{ pages: number }> {
  log('Checking content…');
  // The one time a build loads and parses the pages: the bundler and the prerender get this result.
  const content = await compile(root);
  if (!content.loaded || content.problems.length) throw new Error(formatReport(content.problems));
  for (const note of [...ownerCityNotes(root, content.ownerCities), ...ownerZoneNotes(content.ownerZones)])
    log(`Note: ${note}.`);

  const distDir = path.join(root, 'dist');
  const clientDir = path.join(distDir, 'client');
  const serverDir = path.join(distDir, 'server');
  // The browser bundle is made here and published into dist/client file by file (publish.ts).
  const bundleDir = path.join(distDir, 'bundle');
  const recordFile = buildRecordFile(distDir);
  const record = readBuildRecord(distDir);
  const pageData = { mode: 'files', clientDirFromServer: path.relative(serverDir, clientDir) } as const;
  /**
   * The bundler and the site's plugins, loaded only when the bundles are made again: they take most
   * of a second to load, which a publish that changed no code (the usual one) does not wait for.
   */
  const bundler = async () => {
    const [{ build, mergeConfig }, { siteViteConfig }] = await Promise.all([import('vite'), import('../vite/config')]);
    const config = (overrides: Parameters<typeof mergeConfig>[1]): InlineConfig =>
      mergeConfig(siteViteConfig({ compiled: content, pageData }), {
        root,
        configFile: false,
        logLevel: 'warn',
        ...overrides,
      });
    return { build, config };
  };

  // Encoded before bundling, so a long first encode reports its progress; the bundler then reads the cache.
  log('Preparing images…');
  const images = await processImages({
    sourceDir: path.join(root, IMAGE_SOURCE_DIR),
    extraSources: ownerPhotoSources(),
    cacheDir: imageCacheDir(root),
    log,
  });
  const total = Object.keys(images.manifest).length;
  log(
    `Images ready: ${total - images.encoded} of ${total} from the cache${images.encoded ? `, ${images.encoded} encoded now` : ''}.`,
  );

  const bundle = bundleKey(root, content);
  const reuse =
    record?.bundle === bundle &&
    existsSync(path.join(bundleDir, 'index.html')) &&
    existsSync(path.join(serverDir, 'entry-server.js')) &&
    existsSync(manifestFile(distDir));
  if (reuse) log('Bundling the browser app… the code and the bundled content are as last built: bundles reused.');
  else {
    log('Bundling the browser app…');
    const { build, config } = await bundler();
    await build(config({ build: { outDir: bundleDir, emptyOutDir: true } }));
    log('Bundling the prerenderer…');
    await build(
      config({
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          // One file: the build imports the prerenderer under a query (below) so a rebuild gets the
          // new one, and a chunk importing `entry-server.js` by its plain name would run a second
          // copy of the app beside it, its React contexts apart (the lazy blocks rendered nothing).
          rolldownOptions: { output: { codeSplitting: false } },
        },
      }),
    );
    // The manifest names every source file: it moves out of the folder the server publishes.
    renameSync(path.join(bundleDir, '.vite/manifest.json'), manifestFile(distDir));
    rmSync(path.join(bundleDir, '.vite'), { recursive: true, force: true });
  }
  const manifest = readManifest(distDir);
  const publish = publisher(clientDir);
  for (const file of filesUnder(bundleDir))
    if (file !== 'index.html') publish.write(file, readFileSync(path.join(bundleDir, file)));
  // The images and the site record are published beside the bundles, not in them: a photo or a
  // fact the owner publishes changes them and the pages that show them, and the bundles stay.
  for (const file of images.files) publish.write(file.fileName, file.source);
  const siteData = dataModule(browserSite(content.site));
  publish.write(SITE_DATA_URL.slice(1), siteData);

  const { html: inlined, hashes: styleHashes } = inlineStylesheets(
    readFileSync(path.join(bundleDir, 'index.html'), 'utf8'),
    bundleDir,
  );
  const lazyBlocksFor = lazyBlockFiles(manifest);
  const blockStyles = inlineBlockStyles(
    bundleDir,
    content.pages
      .filter((page) => !isAppPage(page.def))
      .flatMap((page) => lazyBlocksFor(drawnBlocks(page.def.blocks)).styles),
  );
  // The server adds these to the CSP's style-src and script-src (see server/csp.ts).
  writeIfChanged(
    path.join(distDir, 'csp.json'),
    JSON.stringify({ styleHashes: [...styleHashes, ...blockStyles.hashes], scriptHashes: [LOADER_HASH] }, null, 2),
  );
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(inlined);
  if (!entryTag) throw new Error('The bundled index.html has no module script for the app entry');
  const entry = entryTag[1]!;
  // The bundler preloads the chunks the entry imports from the head: public pages must not fetch
  // them before their first paint (their loader does, later), so the template goes without and
  // the pages that load the app at once get them back beside the entry.
  const preloadTags = [...inlined.matchAll(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g)].map((m) => m[0]);
  const template = preloadTags.reduce((html, tag) => html.replace(tag, ''), inlined.replace(entryTag[0], ''));
  const entryImports = entryImportsInOrder(manifest);
  // The router's app, which the pages that are the app itself start at once (src/entry-client.tsx).
  const routerAppFiles = chunkAndImports(manifest, ROUTER_APP);
  /**
   * Public pages are complete as HTML, so their app (with the chunks of the lazily loaded blocks
   * they use) loads after the first paint (see src/render/page-scripts.ts). Pages built from the
   * admin views (sign-in, the dashboard) are the app itself: their code is fetched with the
   * page, the page data file beside it.
   */
  const scriptTagsFor = (dataUrl: string, headUrl: string, blocks: { type: string }[]) => {
    const lazy = lazyBlocksFor(drawnBlocks(blocks));
    if (!isAppPage({ blocks })) {
      const blockChunks = lazy.scripts.filter((file) => !entryImports.includes(file));
      return {
        head: [],
        styles: lazy.styles.map((href) => blockStyles.tags(href)).join(''),
        // The site record before the page's data: the entry imports both.
        body: loaderTag(entry, dataUrl, [...entryImports, SITE_DATA_URL], blockChunks),
      };
    }
    const styles = lazy.styles.map((href) => `<link rel="stylesheet" href="${href}">`);
    const eager = [
      `<script type="module" crossorigin src="${entry}"></script>`,
      ...preloadTags.map((tag) => tag.trim()),
      ...routerAppFiles.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
      `<link rel="modulepreload" crossorigin href="${SITE_DATA_URL}">`,
      ...(dataUrl ? [`<link rel="modulepreload" crossorigin href="${dataUrl}">`] : []),
      // The router's loader waits for the page's head tags too before the screen's code loads.
      `<link rel="modulepreload" crossorigin href="${headUrl}">`,
      ...styles,
      ...lazy.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ];
    return { head: [...new Set(eager)], styles: '', body: '' };
  };

  // Each page's data file, which the browser imports and the prerenderer reads (src/content/page-data-file.ts).
  const dataFiles = new Map<string, string>();
  for (const page of content.pages) {
    const source = dataModule(pageFileData(page.def, images.manifest));
    dataFiles.set(page.file, source);
    publish.write(pageDataUrl(page.file).slice(1), source);
    publish.write(pageHeadUrlOf(pageDataKey(page.file)).slice(1), dataModule(page.head));
  }

  // A page is rendered again only when something it is rendered from changed: the prerenderer's
  // code (with the route list it carries), the page's data and route, its template and tags, the
  // year the footer prints, and the values of the site record its last render read (site-reads.ts:
  // a fact on one page renders that page again, not every page).
  const serverFiles = filesUnder(serverDir).sort();
  const serverKey = sha256(...serverFiles.flatMap((file) => [file, readFileSync(path.join(serverDir, file), 'utf8')]));
  // The record as the prerenderer reads it from its data file.
  const siteRecord = parseDataModule<unknown>(siteData);
  const year = String(new Date().getFullYear());
  let renderPath: ((p: string) => Promise<{ html: string; notFound: boolean }>) | undefined;
  // Keyed by the bundle's content and the site record it reads when imported: a rebuild in the same
  // process gets the new prerenderer, not Node's cached one.
  const prerenderer = async () => {
    renderPath ??= (
      (await import(
        `${pathToFileURL(path.join(serverDir, 'entry-server.js')).href}?${sha256(serverKey, siteData).slice(0, 16)}`
      )) as {
        renderPath: typeof renderPath & {};
      }
    ).renderPath;
    return renderPath;
  };

  const jobs = content.pages.flatMap((page) =>
    page.file === NOT_FOUND_FILE
      ? [{ page, route: '/404', out: path.join(clientDir, '404.html') }]
      : [page.def.path, ...page.def.aliases].map((route) => ({ page, route, out: htmlFileFor(clientDir, route) })),
  );

  const pageKeys: Record<string, PageRecord> = {};
  let done = 0;
  let rendered = 0;
  for (const job of jobs) {
    const relative = path.relative(clientDir, job.out);
    const dataUrl = pageDataUrl(job.page.file);
    const scripts = scriptTagsFor(dataUrl, pageHeadUrlOf(pageDataKey(job.page.file)), job.page.def.blocks);
    const head = [renderHead(job.page.head), ...scripts.head].join('\n    ');
    const data = dataFiles.get(job.page.file)!;
    const key = sha256(serverKey, year, job.route, data, template, head, scripts.styles, scripts.body);
    const last = record?.pages[relative];
    if (
      last?.key === key &&
      Array.isArray(last.reads) &&
      last.readsKey === sha256(siteReadsKey(siteRecord, last.reads)) &&
      publish.keep(relative)
    ) {
      pageKeys[relative] = last;
      done++;
      continue;
    }
    const render = await prerenderer();
    const {
      result: { html, notFound },
      reads,
    } = await collectSiteReads(() => render(job.route));
    pageKeys[relative] = { key, reads, readsKey: sha256(siteReadsKey(siteRecord, reads)) };
    rendered++;
    const isNotFoundPage = job.page.file === NOT_FOUND_FILE;
    if (notFound !== isNotFoundPage)
      throw new Error(`Prerender of ${job.route} ${notFound ? 'matched no route' : 'should have been the 404 page'}`);
    // Function replacers: page text may contain `$` sequences that string replacers would interpret.
    const page = template
      .replace('<!--app-head-->', () => head)
      // After the app's own stylesheet, as when the bundler adds a chunk's.
      .replace('</head>', () => `${scripts.styles}</head>`)
      .replace('<!--app-html-->', () => html)
      .replace('</body>', () => (scripts.body ? `  ${scripts.body}\n  </body>` : '</body>'));
    publish.write(relative, page);
    done++;
    if (done % 10 === 0 || done === jobs.length) log(`Prerendered ${done}/${jobs.length} pages`);
  }
  if (rendered < jobs.length)
    log(`Prerendered ${done}/${jobs.length} pages (${rendered} rendered, ${jobs.length - rendered} unchanged)`);

  publish.write('sitemap.xml', renderSitemap(content.sitemap));
  publish.write('robots.txt', renderRobots(content.site.url));
  const removed = publish.removeStale();
  // Beside csp.json, outside the published folder: the server resolves a request's page against it.
  writeIfChanged(
    path.join(distDir, 'page-index.json'),
    JSON.stringify(siteIndexOf(content.pages, content.site), null, 1),
  );
  const compressed = await precompress(clientDir, {
    cacheDir: precompressCacheDir(root),
    changed: record?.compression === COMPRESSION_SETTINGS ? publish.written : undefined,
  });
  writeFileSync(
    recordFile,
    JSON.stringify({ bundle, compression: COMPRESSION_SETTINGS, pages: pageKeys } satisfies BuildRecord),
  );
  log(
    `Wrote sitemap.xml (${content.sitemap.length} URLs), robots.txt; ${publish.written.size} files written, ${removed.length} removed; precompressed ${compressed.files} files (br, gzip): ${compressed.kept} unchanged, ${compressed.files - compressed.kept - compressed.compressed} from the cache, ${compressed.compressed} compressed now.`,
  );
  log(launchSummary(launchItems(root, content)));
  return { pages: jobs.length };
}

/** Writes a file of the build's record folder only when its text changed, so its date says when it did. */
function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
