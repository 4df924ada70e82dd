/**
 * Where a built site keeps each page's data, one file per page at an address that does not change
 * with its content (`/page-data/services/index.js` for pages/services/index.ts). An edit to one page
 * then changes that page's file and HTML only: with content-hashed names the app entry, which
 * names every page's file, would change too, and with it every page that names the entry. The
 * server sends them `no-cache` (revalidated by ETag), as it sends HTML.
 */
export const PAGE_DATA_DIR = 'page-data';

/** A page file's data key, its name under pages/: `pages/services/index.ts` → `services/index`. */
export const pageDataKey = (file: string) => file.replace(/^pages\//, '').replace(/\.ts$/, '');

/** A page file's data address: `pages/services/index.ts` → `/page-data/services/index.js`. */
export const pageDataUrl = (file: string) => `/${PAGE_DATA_DIR}/${pageDataKey(file)}.js`;
