import { existsSync, readFileSync } from 'node:fs';
import type { PageFacts, SiteIndex } from '../shared/page-facts';
import type { StormCity } from '../shared/storm';

/** Pages by path, from the build's dist/page-index.json (shared/page-facts.ts). */
export type PageIndex = ReadonlyMap<string, PageFacts>;

/** What the server knows of the built site's pages: their facts by path, and the towns a storm may name. */
export interface BuiltSite {
  pages: PageIndex;
  cities: readonly StormCity[];
}

/**
 * The build's dist/page-index.json. Without a built site, no pages (a request's page kind then comes
 * from its path) and no towns (a starter without a build passes them in: buildApp's `cities`).
 */
export function readSiteIndex(file: string): BuiltSite {
  if (!existsSync(file)) return { pages: new Map(), cities: [] };
  const index = JSON.parse(readFileSync(file, 'utf8')) as SiteIndex | PageFacts[];
  if (Array.isArray(index))
    throw new Error(`${file} is from an older build (a list of pages, no towns): run npm run build again.`);
  return siteIndexOf(index);
}

/** A build's page index (the JSON of page-index.json, as a generation keeps it) as the server reads it. */
export function siteIndexOf(json: unknown): BuiltSite {
  const index = json as SiteIndex;
  return { pages: new Map(index.pages.map((entry) => [entry.path, entry])), cities: index.cities };
}
