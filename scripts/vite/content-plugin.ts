import path from 'node:path';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type { LoadedContent } from '../content/load';
import type { ContentProblem } from '../content/problems';

const INDEX_ID = 'virtual:content-index';
const PAGE_PREFIX = 'virtual:page/';
const RESOLVED = '\0';

interface ContentModule {
  loadContent: (root: string) => Promise<LoadedContent>;
}
interface RulesModule {
  checkContent: (pages: LoadedContent['pages'], site: LoadedContent['site']) => ContentProblem[];
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
 * Content is loaded through Vite's module runner and checked by the same rules as `npm run validate`.
 */
export function contentPlugin(): Plugin {
  let root = process.cwd();
  let cache: Promise<{ content: LoadedContent; buildHead: HeadModule['buildHead'] }> | undefined;
  let server: ViteDevServer | undefined;

  const load = async () => {
    const options = { configFile: false as const, root, logLevel: 'silent' as const };
    const [{ module: loader }, { module: rules }, { module: head }, { module: report }] = await Promise.all([
      runnerImport<ContentModule>(path.join(root, 'scripts/content/load.ts'), options),
      runnerImport<RulesModule>(path.join(root, 'scripts/content/rules.ts'), options),
      runnerImport<HeadModule>(path.join(root, 'src/head/build-head.ts'), options),
      runnerImport<ProblemsModule>(path.join(root, 'scripts/content/problems.ts'), options),
    ]);
    const content = await loader.loadContent(root);
    const problems = content.problems.length ? content.problems : rules.checkContent(content.pages, content.site);
    if (problems.length) throw new Error(report.formatReport(problems));
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
        if (!/[\\/](pages|schema|blocks)[\\/].*\.ts$/.test(file) || file.endsWith('.css.ts') || file.endsWith('.tsx')) return;
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
          .map((p) => `{ path: ${JSON.stringify(p.def.path)}, aliases: ${JSON.stringify(p.def.aliases)}, load: () => import(${JSON.stringify(PAGE_PREFIX + pageId(p.file))}) }`);
        const cities = content.pages.flatMap((p) => (p.def.city ? [p.def.city] : []));
        return [
          `export const site = ${JSON.stringify(content.site)};`,
          `export const cities = ${JSON.stringify(cities)};`,
          `export const routes = [\n${routes.join(',\n')}\n];`,
          `export const loadNotFound = () => import(${JSON.stringify(PAGE_PREFIX + '404')});`,
        ].join('\n');
      }
      const wanted = key.slice(PAGE_PREFIX.length);
      const page = content.pages.find((p) => pageId(p.file) === wanted);
      if (!page) throw new Error(`No page file pages/${wanted}.ts`);
      return `export default ${JSON.stringify({ page: page.def, head: buildHead(page.def, content.site) })};`;
    },
  };
}
