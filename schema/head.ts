import type { JsonLdObject } from './jsonld';

/** Everything a page puts in <head>, computed at build time from its definition. */
export interface HeadData {
  title: string;
  canonical: string;
  /** `name` or `property` meta tags in order. */
  meta: { key: 'name' | 'property'; value: string; content: string }[];
  jsonLd: JsonLdObject[];
}

export const NOINDEX_FOLLOW = 'noindex, follow';
