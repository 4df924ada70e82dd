import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { catalogEntry } from '../../blocks/catalog';
import { pageSchema, type PageDefinition } from '../../schema/page';
import { IMAGE_SOURCE_DIR } from '../../shared/images';
import { siteSchema, type Site } from '../../schema/site';
import { listSourceImages } from '../images/sources';
import { problemsFromZod, type ContentProblem } from './problems';

export interface LoadedPage {
  /** Repo-relative file, e.g. `pages/locations/tulsa.ts`. */
  file: string;
  /** The path its file name says it serves. */
  filePath: string;
  def: PageDefinition;
}

export interface LoadedContent {
  site: Site;
  pages: LoadedPage[];
  /** File names in images/, which pages may name. */
  images: string[];
  problems: ContentProblem[];
}

export const NOT_FOUND_FILE = 'pages/404.ts';
export const SITE_FILE = 'pages/site.ts';

/** Page files: everything under pages/ but the site file and `_`-prefixed helpers and shared content. */
export function listPageFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('_') || name.startsWith('.')) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.ts') && !name.endsWith('.d.ts'))
        out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(path.join(root, 'pages'));
  return out.filter((file) => file !== SITE_FILE);
}

/** `pages/index.ts` → `/`, `pages/services/roof-repair.ts` → `/services/roof-repair`. */
export function pathForFile(file: string): string {
  const route = file.replace(/^pages\//, '').replace(/\.ts$/, '');
  return route === 'index' ? '/' : `/${route}`;
}

type Importer = (absoluteFile: string) => Promise<Record<string, unknown>>;
const nodeImporter: Importer = (file) => import(pathToFileURL(file).href);

/** Loads and schema-checks the site file and every page file; collects every problem, never stops at the first. */
export async function loadContent(root: string, importer: Importer = nodeImporter): Promise<LoadedContent> {
  const problems: ContentProblem[] = [];
  const images = listSourceImages(path.join(root, IMAGE_SOURCE_DIR));
  const siteModule = await importer(path.join(root, SITE_FILE));
  const siteResult = siteSchema.safeParse(siteModule.site);
  if (!siteResult.success) {
    problems.push(...problemsFromZod(SITE_FILE, siteResult.error, ['site']));
    return { site: siteModule.site as Site, pages: [], images, problems };
  }
  const pages: LoadedPage[] = [];
  for (const file of listPageFiles(root)) {
    let mod: Record<string, unknown>;
    try {
      mod = await importer(path.join(root, file));
    } catch (error) {
      problems.push({ file, at: '(the file)', message: `could not be loaded: ${(error as Error).message}` });
      continue;
    }
    if (!('default' in mod)) {
      problems.push({
        file,
        at: '(the file)',
        message: 'has no default export: end the file with `export default definePage({...})`',
      });
      continue;
    }
    const parsed = pageSchema.safeParse(mod.default);
    if (!parsed.success) {
      problems.push(...problemsFromZod(file, parsed.error));
      continue;
    }
    const blocks = parsed.data.blocks.map(
      (block) => catalogEntry(block.type).resolve?.(block) ?? block,
    ) as PageDefinition['blocks'];
    pages.push({ file, filePath: pathForFile(file), def: { ...parsed.data, blocks } });
  }
  return { site: siteResult.data, pages, images, problems };
}
