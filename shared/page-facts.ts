import type { StormCity } from './storm';

/**
 * What a request's page says about it, as the build writes it into dist/page-index.json
 * (content/build/page-index.ts) and the server reads it when a request arrives: the page's kind,
 * its city and state, its service, and the office whose number it offers. Stored with the request
 * at insert time, so reports never parse addresses and survive a page being renamed.
 */

export type PageKind = 'home' | 'city' | 'service' | 'roof-type' | 'commercial' | 'storm' | 'contact' | 'other';

export interface PageFacts {
  path: string;
  kind: PageKind;
  city: string | null;
  state: string | null;
  service: string | null;
  /** A city page's office (its state's); null for pages that name no city. */
  office: string | null;
}

/**
 * dist/page-index.json: what the server knows of the built site's pages without importing them
 * (it never imports pages/). `pages` for a request's provenance; `cities`, one per city page in
 * slug order, for the towns a storm may name.
 */
export interface SiteIndex {
  pages: PageFacts[];
  cities: StormCity[];
}

/** A page's kind by where it sits in the site's address space. */
export function pageKindOf(path: string): PageKind {
  if (path === '/') return 'home';
  if (path === '/contact') return 'contact';
  if (path.startsWith('/locations/')) return 'city';
  if (path.startsWith('/services/')) return 'service';
  if (path.startsWith('/roof-types/')) return 'roof-type';
  if (path.startsWith('/commercial/') || path === '/commercial') return 'commercial';
  if (path.includes('storm')) return 'storm';
  return 'other';
}

/** The facts of a path the index does not hold (a server run without a built site): its kind only. */
export function factsOfUnindexedPath(path: string): PageFacts {
  return { path, kind: pageKindOf(path), city: null, state: null, service: null, office: null };
}
