import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin, ViteDevServer } from 'vite';
import type { CompiledSite, compileSite } from '../compile';
import type { formatReport } from '../problems';
import { themeStylesheet } from '../../ui/theme/theme-vars.ts';
import type { ImageManifest } from '../../shared/images.ts';
import { browserSite } from '../browser-site.ts';
import { pageFileData } from '../page-file-data.ts';
import { dataModule } from '../../src/content/page-data-file.ts';
import { NOT_FOUND_PAGE_KEY, PAGE_DATA_DIR, pageDataKey, SITE_DATA_URL } from '../../shared/page-data-path.ts';

const READ_PAGE_DATA = path.resolve(import.meta.dirname, '../../src/content/read-page-data.ts');
const SITE_READS = path.resolve(import.meta.dirname, '../../src/content/site-reads.ts');
const PAGE_DATA_PATH = path.resolve(import.meta.dirname, '../../shared/page-data-path.ts');

const INDEX_ID = 'virtual:content-index';
/** The site record alone: every page's frame reads it, and only the router's app needs the index. */
const SITE_ID = 'virtual:site';
/** The stylesheet that colours the site: the site file's theme and the themes pages pick (ui/theme/theme-vars.ts). */
const THEME_ID = 'virtual:theme.css';
// An id ending in .css, so the bundler treats what it loads as a stylesheet.
const THEME_RESOLVED = '/@site-theme.css';
const PAGE_PREFIX = 'virtual:page/';
const HEAD_PREFIX = 'virtual:head/';
const RESOLVED = '\0';

/** A page's data chunk id, and the key of that chunk in the bundler's manifest: `pages/services/index.ts` → `virtual:page/services/index`. */
export const pageChunkId = (file: string) => PAGE_PREFIX + pageDataKey(file);
/** The chunk of a page's head tags (bundled mode). */
const headChunkId = (file: string) => HEAD_PREFIX + pageDataKey(file);

export interface ContentPluginOptions {
  /**
   * The site `npm run build` compiled before bundling: the plugin serves it as it is, so a build
   * loads and parses every page once. Without it (the dev server, a bare `vite build`) the plugin
   * compiles the site itself, again after every content edit.
   */
  compiled?: CompiledSite;
  /**
   * How the app gets each page's data. `bundled` (the dev server, a bare `vite build`): a chunk per
   * page made by the bundler. `files` (`npm run build`): the build writes them itself at addresses
   * that never change (src/content/page-data-file.ts), so the bundle names no page's content and
   * an edit to a page leaves the bundle as it was. The site record is such a file too
   * (SITE_DATA_URL), and the images are the build's to publish: a fact or a photo the owner
   * publishes leaves the bundles as they were. The browser imports them; the prerenderer reads
   * them from `clientDirFromServer`, the published folder as seen from the prerenderer's bundle.
   */
  pageData?: { mode: 'bundled' } | { mode: 'files'; clientDirFromServer: string };
  /** What the image pipeline made of images/ (the image plugin's): each page's data carries its images. */
  images?: () => Promise<ImageManifest>;
  /** How the plugin compiles when it must (tests replace it). */
  compile?: (root: string) => Promise<{ compiled: CompiledSite; report: typeof formatReport }>;
}

/** The compiler through tsx, in a fresh namespace each time, so the dev server sees edited content files. */
async function compileFresh(root: string) {
  const load = <T>(file: string) => tsImport(path.join(root, file), import.meta.url) as Promise<T>;
  const [compiler, problems] = await Promise.all([
    load<{ compileSite: typeof compileSite }>('content/compile.ts'),
    load<{ formatReport: typeof formatReport }>('content/problems.ts'),
  ]);
  return { compiled: await compiler.compileSite(root), report: problems.formatReport };
}

/**
 * Serves the compiled site to the app as data: the site record (`virtual:site`), and an index of
 * routes (`virtual:content-index`; each page's data a lazy chunk of plain JSON, so zod and the
 * authoring helpers never reach the browser).
 */
export function contentPlugin(options: ContentPluginOptions = {}): Plugin {
  let root = process.cwd();
  let cache: Promise<CompiledSite & { loaded: true }> | undefined = options.compiled?.loaded
    ? Promise.resolve(options.compiled)
    : undefined;
  let server: ViteDevServer | undefined;
  const compile = options.compile ?? compileFresh;
  const pageData = options.pageData ?? { mode: 'bundled' };

  const load = async (): Promise<CompiledSite & { loaded: true }> => {
    const { compiled, report } = await compile(root);
    if (!compiled.loaded) throw new Error(report(compiled.problems));
    // Cross-page rules (links, duplicates) are the build's and `npm run validate`'s gate; in the dev
    // server they are printed, so a half-written page can still be looked at.
    if (compiled.problems.length && server) server.config.logger.warn(report(compiled.problems));
    return compiled;
  };
  const getCompiled = () => (cache ??= load());

  return {
    name: 'ridgeline:content',
    configResolved(config) {
      root = config.root;
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(path.join(root, 'pages'));
      const onChange = (file: string) => {
        const content = /[\\/](pages|schema|blocks|content|shared)[\\/].*\.ts$/.test(file) && !file.endsWith('.css.ts');
        // The admin views' list makes pages too (content/admin-views.ts).
        if (!content && !/[\\/]admin[\\/]views\.ts$/.test(file)) return;
        cache = undefined;
        for (const mod of devServer.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith(`${RESOLVED}virtual:`) || mod.id === THEME_RESOLVED)
            devServer.moduleGraph.invalidateModule(mod);
        }
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
    resolveId(id) {
      if (id === THEME_ID) return THEME_RESOLVED;
      // The page data files are the build's, not the bundler's: the browser's import stays as written.
      if (pageData.mode === 'files' && id.startsWith(`/${PAGE_DATA_DIR}/`)) return { id, external: true };
      if (id === INDEX_ID || id === SITE_ID || id.startsWith(PAGE_PREFIX) || id.startsWith(HEAD_PREFIX))
        return RESOLVED + id;
      return undefined;
    },
    async load(id, loadOptions) {
      if (id === THEME_RESOLVED) {
        const compiled = await getCompiled();
        return themeStylesheet(
          compiled.site.theme,
          compiled.pages.flatMap((page) => (page.def.theme ? [page.def.theme] : [])),
        );
      }
      if (!id.startsWith(`${RESOLVED}virtual:`)) return undefined;
      const key = id.slice(1);
      if (key !== INDEX_ID && key !== SITE_ID && !key.startsWith(PAGE_PREFIX) && !key.startsWith(HEAD_PREFIX))
        return undefined;
      let compiled: CompiledSite & { loaded: true };
      try {
        compiled = await getCompiled();
      } catch (error) {
        cache = undefined;
        if (server) server.config.logger.error((error as Error).message);
        throw error;
      }
      if (key === SITE_ID) {
        if (pageData.mode === 'bundled') return `export const site = ${JSON.stringify(browserSite(compiled.site))};`;
        // Like the pages' data: a file the build writes (build-site.ts), so the facts are not in the bundles.
        if (!loadOptions?.ssr) return `export { default as site } from ${JSON.stringify(SITE_DATA_URL)};`;
        // Each read noted while the build renders a page (site-reads.ts): a page is rendered again only
        // when a value it read changed.
        return [
          `import { readDataFile } from ${JSON.stringify(READ_PAGE_DATA)};`,
          `import { trackSiteReads } from ${JSON.stringify(SITE_READS)};`,
          `const clientDir = new URL(${JSON.stringify(`${pageData.clientDirFromServer.replace(/\/?$/, '/')}`)}, import.meta.url);`,
          `const { default: read } = await readDataFile(new URL(${JSON.stringify(`.${SITE_DATA_URL}`)}, clientDir));`,
          'export const site = trackSiteReads(read);',
        ].join('\n');
      }
      if (key === INDEX_ID) {
        const pages = compiled.pages;
        // Every path and alias → its page's key: the app's one page route looks a path up here.
        // The 404 page has data (NOT_FOUND_PAGE_KEY) but no address.
        const paths = Object.fromEntries(
          pages
            .filter((p) => pageDataKey(p.file) !== NOT_FOUND_PAGE_KEY)
            .flatMap((p) => [p.def.path, ...p.def.aliases].map((route) => [route, pageDataKey(p.file)])),
        );
        const chunkMap = (chunk: (file: string) => string) =>
          `{\n${pages.map((p) => `  ${JSON.stringify(pageDataKey(p.file))}: () => import(${JSON.stringify(chunk(p.file))})`).join(',\n')}\n}`;
        let loader: string[];
        if (pageData.mode === 'bundled')
          loader = [
            `const chunks = ${chunkMap(pageChunkId)};`,
            `const heads = ${chunkMap(headChunkId)};`,
            'export const loadPage = (key) => chunks[key]();',
            'export const loadHead = (key) => heads[key]();',
          ];
        else if (!loadOptions?.ssr)
          // The data files are the build's, at addresses that never change: the bundler leaves the import as written.
          loader = [
            `import { pageDataUrlOf, pageHeadUrlOf } from ${JSON.stringify(PAGE_DATA_PATH)};`,
            'export const loadPage = (key) => import(/* @vite-ignore */ pageDataUrlOf(key));',
            'export const loadHead = (key) => import(/* @vite-ignore */ pageHeadUrlOf(key));',
          ];
        else
          loader = [
            `import { readDataFile } from ${JSON.stringify(READ_PAGE_DATA)};`,
            `import { pageDataUrlOf, pageHeadUrlOf } from ${JSON.stringify(PAGE_DATA_PATH)};`,
            `const clientDir = new URL(${JSON.stringify(`${pageData.clientDirFromServer.replace(/\/?$/, '/')}`)}, import.meta.url);`,
            "export const loadPage = (key) => readDataFile(new URL('.' + pageDataUrlOf(key), clientDir));",
            "export const loadHead = (key) => readDataFile(new URL('.' + pageHeadUrlOf(key), clientDir));",
          ];
        return [...loader, `export const pages = ${JSON.stringify(paths)};`].join('\n');
      }
      const page = compiled.pages.find((p) => pageChunkId(p.file) === key || headChunkId(p.file) === key);
      if (!page) throw new Error(`No page file pages/${key.replace(/^virtual:[a-z]+\//, '')}.ts`);
      if (key.startsWith(HEAD_PREFIX)) return dataModule(page.head);
      return dataModule(pageFileData(page.def, (await options.images?.()) ?? {}));
    },
  };
}
