declare module 'virtual:site' {
  import type { Site } from '../schema/site';
  export const site: Site;
}

declare module 'virtual:content-index' {
  import type { HeadData } from '../schema/head';
  import type { PageData } from './content/page-data';
  /** Every page's path and alias → the key of its data (`locations/tulsa`: see shared/page-data-path.ts). */
  export const pages: Record<string, string>;
  /** A page's data, by its key. */
  export function loadPage(key: string): Promise<{ default: PageData }>;
  /** A page's head tags, by its key: for the router's app, which swaps them in when it goes there. */
  export function loadHead(key: string): Promise<{ default: HeadData }>;
}
