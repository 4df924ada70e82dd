/**
 * Where a built site keeps each page's data, one file per page at an address that does not change
 * with its content (`/page-data/services/index.js` for pages/services/index.ts). An edit to one page
 * then changes that page's file and HTML only: with content-hashed names the app entry, which
 * names every page's file, would change too, and with it every page that names the entry. The
 * server sends them `no-cache` (revalidated by ETag), as it sends HTML.
 */
export const PAGE_DATA_DIR = 'page-data';

/**
 * The address of the site record the app's frame reads (src/layout/SiteShell.tsx), beside the
 * pages' data and sent the same way: the business facts the owner publishes then change this file
 * and the HTML, never the bundles. A page file's key never starts with `_` (content/load.ts skips
 * such files), so no page's data is at this address.
 */
export const SITE_DATA_URL = `/${PAGE_DATA_DIR}/_site.js`;

/** The data key of the 404 page (pages/404.ts): shown for any address no page is at. */
export const NOT_FOUND_PAGE_KEY = '404';

/** A page file's data key, its name under pages/: `pages/services/index.ts` → `services/index`. */
export const pageDataKey = (file: string) => file.replace(/^pages\//, '').replace(/\.ts$/, '');

/** The address of a page's data by its key: `services/index` → `/page-data/services/index.js`. */
export const pageDataUrlOf = (key: string) => `/${PAGE_DATA_DIR}/${key}.js`;

/** A page file's data address: `pages/services/index.ts` → `/page-data/services/index.js`. */
export const pageDataUrl = (file: string) => pageDataUrlOf(pageDataKey(file));

/**
 * The address of a page's head tags by its key (`/page-data/services/index.head.js`): the router's
 * app loads them with the data of a page it goes to; the page a visitor loads has them in its HTML.
 */
export const pageHeadUrlOf = (key: string) => `/${PAGE_DATA_DIR}/${key}.head.js`;
