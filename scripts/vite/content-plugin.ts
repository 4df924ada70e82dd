import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin, ViteDevServer } from 'vite';
import type { LoadedContent } from '../content/load';
import type { ContentProblem } from '../content/problems';

const INDEX_ID = 'virtual:content-index';
const PAGE_PREFIX = 'virtual:page/';
const RESOLVED = '\0';

interface ContentModule {
  loadContent: (root: string) => Promise<LoadedContent>;
}
interface RulesModule {
  checkContent: (
    pages: LoadedContent['pages'],
    site: LoadedContent['site'],
    images: readonly string[],
  ) => ContentProblem[];
}
interface HeadModule {
  buildHead: typeof import('../../src/head/build-head').buildHead;
}
interface ProblemsModule {
  formatReport: (problems: ContentProblem[]) => string;
}

/**
 * Serves the page definitions to the app as data: an index of routes (each page's data a lazy
 * chunk of plain JSON, so zod and the authoring helpers never reach the browser) and the city list.
 * Content is loaded through tsx and checked by the same rules as `npm run validate`.
 */
export function contentPlugin(): Plugin {
  let root = process.cwd();
  let cache: Promise<{ content: LoadedContent; buildHead: HeadModule['buildHead'] }> | undefined;
  let server: ViteDevServer | undefined;

  const load = async () => {
    // A fresh tsx namespace per load, so the dev server sees edited content files.
    const load = <T>(file: string) => tsImport(path.join(root, file), import.meta.url) as Promise<T>;
    const [loader, rules, head, report] = await Promise.all([
      load<ContentModule>('scripts/content/load.ts'),
      load<RulesModule>('scripts/content/rules.ts'),
      load<HeadModule>('src/head/build-head.ts'),
      load<ProblemsModule>('scripts/content/problems.ts'),
    ]);
    const content = await loader.loadContent(root);
    if (content.problems.length) throw new Error(report.formatReport(content.problems));
    // Cross-page rules (links, duplicates) are the build's and `npm run validate`'s gate; in the dev
    // server they are printed, so a half-written page can still be looked at.
    const warnings = rules.checkContent(content.pages, content.site, content.images);
    if (warnings.length && server) server.config.logger.warn(report.formatReport(warnings));
    return { content, buildHead: head.buildHead };
  };
  const getContent = () => (cache ??= load());

  const pageId = (file: string) => file.replace(/^pages\//, '').replace(/\.ts$/, '');

  return {
    name: 'ridgeline:content',
    configResolved(config) {
      root = config.root;
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(path.join(root, 'pages'));
      const onChange = (file: string) => {
        if (!/[\\/](pages|schema|blocks)[\\/].*\.ts$/.test(file) || file.endsWith('.css.ts') || file.endsWith('.tsx'))
          return;
        cache = undefined;
        for (const mod of devServer.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith(RESOLVED + 'virtual:')) devServer.moduleGraph.invalidateModule(mod);
        }
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(PAGE_PREFIX)) return RESOLVED + id;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED + 'virtual:')) return undefined;
      const key = id.slice(1);
      if (key !== INDEX_ID && !key.startsWith(PAGE_PREFIX)) return undefined;
      let loaded;
      try {
        loaded = await getContent();
      } catch (error) {
        cache = undefined;
        if (server) server.config.logger.error((error as Error).message);
        throw error;
      }
      const { content, buildHead } = loaded;
      if (key === INDEX_ID) {
        const routes = content.pages
          .filter((p) => p.file !== 'pages/404.ts')
          .map(
            (p) =>
              `{ path: ${JSON.stringify(p.def.path)}, aliases: ${JSON.stringify(p.def.aliases)}, load: () => import(${JSON.stringify(PAGE_PREFIX + pageId(p.file))}) }`,
          );
        const cities = content.pages.flatMap((p) => (p.def.city ? [p.def.city] : []));
        return [
          `export const site = ${JSON.stringify(content.site)};`,
          `export const cities = ${JSON.stringify(cities)};`,
          `export const routes = [\n${routes.join(',\n')}\n];`,
        ].join('\n');
      }
      const wanted = key.slice(PAGE_PREFIX.length);
      const page = content.pages.find((p) => pageId(p.file) === wanted);
      if (!page) throw new Error(`No page file pages/${wanted}.ts`);
      return `export default ${JSON.stringify({ page: page.def, head: buildHead(page.def, content.site) })};`;
    },
  };
}
