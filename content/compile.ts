import { existsSync } from 'node:fs';
import path from 'node:path';
import { type AdminView, adminViews } from '../admin/views';
import type { AnyBlockDefinition, PageIndexEntry } from '../blocks/define-block';
import { type PageDefinition, pageSchema, pageSchemaFor } from '../blocks/page';
import { blockUnionFor } from '../blocks/define-block';
import type { Site } from '../schema/site';
import { type BlockSet, blockSetOf, catalogBlocks } from './block-set';
import { adminViewPages, inAdminViews } from './admin-views';
import { buildHead } from './head/build-head';
import { type Importer, type LoadedPage, loadContent, NOT_FOUND_FILE } from './load';
import type { ContentProblem } from './problems';
import { cityPageSource } from '../schema/owner-content/city-pages';
import { type CompiledPage, checkContent, routeTable } from './rules';
import type { OwnerZone } from './owner-zones';

export type { CompiledPage } from './rules';

export interface CompileOptions {
  /**
   * The admin views made into pages (admin/views.ts): the list's by default, none when `blocks`
   * replaces the catalog (whose AdminView block they are drawn with).
   */
  adminViews?: readonly AdminView[];
  /** How a page file is imported (tests count or replace it); Node's `import()` by default. */
  importer?: Importer;
  /** The blocks pages are made of: the catalog's by default. A new block is one more definition. */
  blocks?: readonly AnyBlockDefinition[];
}

/**
 * The whole site, compiled once: what `npm run validate` reports, what the Vite content plugin
 * serves the app, what the build prerenders and lists in the sitemap. Routes are a map so a lookup
 * is one step; sitemap entries are the canonical URLs (an alias shares its page's).
 */
export type CompiledSite = CompiledContent &
  (
    | { loaded: true; site: Site }
    /** The site file or a page did not load: `problems` say why; without a checked site file, no page was loaded. */
    | { loaded: false; site: Site | undefined }
  );

interface CompiledContent {
  /** Every page file that loaded and parsed, blocks resolved, head built. */
  pages: CompiledPage[];
  /** Every path a visitor can open (aliases included, the 404 page not) → the file that serves it. */
  routes: Map<string, string>;
  /** Every problem, each with file, path and rule; empty when the content gate passes. */
  problems: ContentProblem[];
  /**
   * False when a file could not be loaded or failed its schema: `problems` are those, and the
   * cross-page rules did not run (they would only repeat the same problems in other words).
   */
  loaded: boolean;
  /** Canonical URLs of the indexable pages, sorted. */
  sitemap: string[];
  /** File names in images/, which pages may name. */
  images: string[];
  /**
   * City files whose page the site shows from the owner's content (published in the dashboard):
   * file → slug. A developer's edit to one of these files does not reach the site (ownerCityNotes).
   */
  ownerCities: ReadonlyMap<string, string>;
  /** Zones whose words the site shows from the owner's content (ownerZoneNotes). */
  ownerZones: readonly OwnerZone[];
}

/**
 * What the validator and the build say of the city files the owner's pages stand in for: that an
 * edit there is not shown, and where the words are changed now. Empty without a content export.
 */
export function ownerCityNotes(root: string, ownerCities: ReadonlyMap<string, string>): string[] {
  return (
    [...ownerCities]
      // A city the owner added has no file: nothing to say of it.
      .filter(([file]) => existsSync(path.join(root, file)))
      .map(
        ([file, slug]) =>
          `${file}: the site shows the owner's ${slug} page, published in the dashboard (/admin/pages/edit?city=${slug}); an edit to this file is not shown there`,
      )
  );
}

/** The page index blocks resolve against: every page's path and city. */
export const pageIndexOf = (pages: readonly LoadedPage[]): PageIndexEntry[] =>
  pages.map((page) => ({ path: page.def.path, city: page.def.city }));

/** A page's blocks with their build-time data filled in (each block's `resolve`). */
export function resolveBlocks(
  def: PageDefinition,
  ctx: { site: Site; pages: readonly PageIndexEntry[] },
  blocks: BlockSet = catalogBlocks,
): PageDefinition {
  const resolved = def.blocks.map((block) => blocks.get(block.type)?.resolve?.(block, ctx) ?? block);
  return { ...def, blocks: resolved as PageDefinition['blocks'] };
}

/** Loaded pages made ready to serve: blocks resolved against the page index, head built once. */
export function compilePages(
  pages: readonly LoadedPage[],
  site: Site,
  blocks: BlockSet = catalogBlocks,
): CompiledPage[] {
  const index = pageIndexOf(pages);
  return pages.map((page) => {
    const def = resolveBlocks(page.def, { site, pages: index }, blocks);
    return { ...page, def, head: buildHead(def, site, blocks) };
  });
}

/**
 * Problems of a city page the owner's page replaced or added, said of the owner's page (`City pages
 * (dashboard) › jenks`), which is where it is fixed; the doorway check's whole-page problem is
 * said of the local story, the words the owner writes to make the page the city's own.
 */
function onOwnerCities(problems: ContentProblem[], owned: ReadonlyMap<string, string>): ContentProblem[] {
  if (!owned.size) return problems;
  return problems.map((problem) => {
    const slug = owned.get(problem.file);
    if (slug === undefined) return problem;
    const at = problem.at === '(the whole page)' && problem.message.includes('near-copy') ? 'localStory' : problem.at;
    return { ...problem, file: cityPageSource(slug), at };
  });
}

export async function compileSite(root: string, options: CompileOptions = {}): Promise<CompiledSite> {
  const blocks = options.blocks ? blockSetOf(options.blocks) : catalogBlocks;
  const schema = options.blocks ? pageSchemaFor(blockUnionFor(options.blocks)) : pageSchema;
  const content = await loadContent(root, schema as typeof pageSchema, options.importer);
  const site = content.site;
  if (!site)
    return {
      site,
      pages: [],
      routes: new Map(),
      problems: content.problems,
      loaded: false,
      sitemap: [],
      images: [],
      ownerCities: content.ownerCities,
      ownerZones: content.ownerZones,
    };
  const views = adminViewPages(
    options.adminViews ?? (options.blocks ? [] : adminViews),
    site,
    schema as typeof pageSchema,
  );
  const loadProblems = [...content.problems, ...views.problems];
  const pages = compilePages([...content.pages, ...views.pages], site, blocks);
  const routes = routeTable(pages);
  const problems = loadProblems.length
    ? loadProblems
    : checkContent({ site, pages, images: content.images, routes, blocks }).map((problem) =>
        inAdminViews(problem, options.adminViews ?? adminViews),
      );
  const sitemap = [
    ...new Set(
      pages.filter((page) => !page.def.seo.noindex && page.file !== NOT_FOUND_FILE).map((page) => page.head.canonical),
    ),
  ].sort();
  const common = {
    pages,
    routes,
    problems: onOwnerCities(problems, content.ownerCities),
    sitemap,
    images: content.images,
    ownerCities: content.ownerCities,
    ownerZones: content.ownerZones,
  };
  return loadProblems.length ? { ...common, site, loaded: false } : { ...common, site, loaded: true };
}
