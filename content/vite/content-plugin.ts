import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin, ViteDevServer } from 'vite';
import type { CompiledSite, compileSite } from '../compile';
import type { formatReport } from '../problems';
import { themeStylesheet } from '../../ui/theme/theme-vars.ts';
import { PAGE_DATA_DIR, pageDataKey } from '../../shared/page-data-path.ts';

const READ_PAGE_DATA = path.resolve(import.meta.dirname, '../../src/content/read-page-data.ts');

const INDEX_ID = 'virtual:content-index';
/** The stylesheet that colours the site: the site file's theme and the themes pages pick (ui/theme/theme-vars.ts). */
const THEME_ID = 'virtual:theme.css';
// An id ending in .css, so the bundler treats what it loads as a stylesheet.
const THEME_RESOLVED = '/@site-theme.css';
const PAGE_PREFIX = 'virtual:page/';
const RESOLVED = '\0';

/** A page's data chunk id, and the key of that chunk in the bundler's manifest: `pages/services/index.ts` → `virtual:page/services/index`. */
export const pageChunkId = (file: string) => PAGE_PREFIX + file.replace(/^pages\//, '').replace(/\.ts$/, '');

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
   * an edit to a page leaves the bundle as it was. The browser imports them; the prerenderer reads
   * them from `clientDirFromServer`, the published folder as seen from the prerenderer's bundle.
   */
  pageData?: { mode: 'bundled' } | { mode: 'files'; clientDirFromServer: string };
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
 * Serves the compiled site to the app as data: an index of routes (each page's data a lazy chunk
 * of plain JSON, so zod and the authoring helpers never reach the browser) and the site record.
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
        if (!/[\\/](pages|schema|blocks|content|shared)[\\/].*\.ts$/.test(file) || file.endsWith('.css.ts')) return;
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
      if (id === INDEX_ID || id.startsWith(PAGE_PREFIX)) return RESOLVED + id;
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
      if (key !== INDEX_ID && !key.startsWith(PAGE_PREFIX)) return undefined;
      let compiled: CompiledSite & { loaded: true };
      try {
        compiled = await getCompiled();
      } catch (error) {
        cache = undefined;
        if (server) server.config.logger.error((error as Error).message);
        throw error;
      }
      if (key === INDEX_ID) {
        const pages = compiled.pages.filter((p) => p.file !== 'pages/404.ts');
        // Every path and alias → its page's key: the app's one page route looks a path up here.
        const paths = Object.fromEntries(
          pages.flatMap((p) => [p.def.path, ...p.def.aliases].map((route) => [route, pageDataKey(p.file)])),
        );
        let loader: string[];
        if (pageData.mode === 'bundled')
          loader = [
            `const chunks = {\n${pages.map((p) => `  ${JSON.stringify(pageDataKey(p.file))}: () => import(${JSON.stringify(pageChunkId(p.file))})`).join(',\n')}\n};`,
            'export const loadPage = (key) => chunks[key]();',
          ];
        else if (!loadOptions?.ssr)
          // The data files are the build's, at addresses that never change: the bundler leaves the import as written.
          loader = [`export const loadPage = (key) => import(/* @vite-ignore */ \`/${PAGE_DATA_DIR}/\${key}.js\`);`];
        else
          loader = [
            `import { readPageData } from ${JSON.stringify(READ_PAGE_DATA)};`,
            `const clientDir = new URL(${JSON.stringify(`${pageData.clientDirFromServer.replace(/\/?$/, '/')}`)}, import.meta.url);`,
            `export const loadPage = (key) => readPageData(new URL(\`./${PAGE_DATA_DIR}/\${key}.js\`, clientDir));`,
          ];
        return [
          ...loader,
          `export const site = ${JSON.stringify(compiled.site)};`,
          `export const pages = ${JSON.stringify(paths)};`,
        ].join('\n');
      }
      const page = compiled.pages.find((p) => pageChunkId(p.file) === key);
      if (!page) throw new Error(`No page file pages/${key.slice(PAGE_PREFIX.length)}.ts`);
      return `export default ${JSON.stringify({ page: page.def, head: page.head })};`;
    },
  };
}
