import type { JsonLdObject } from './jsonld';

/** Everything a page puts in <head>, computed at build time from its definition. */
export interface HeadData {
  title: string;
  canonical: string;
  /** `name` or `property` meta tags in order. */
  meta: { key: 'name' | 'property'; value: string; content: string }[];
  jsonLd: JsonLdObject[];
  /** The web app manifest this page links (only the installable crew page has one). */
  manifest?: string;
}

export const NOINDEX_FOLLOW = 'noindex, follow';
