import type { PageData } from './page-data';

/**
 * Where a built site keeps each page's data, one file per page at an address that does not change
 * with its content (`/page-data/services/index.js` for pages/services/index.ts). An edit to one page
 * then changes that page's file and HTML only: with content-hashed names the app entry, which
 * names every page's file, would change too, and with it every page that names the entry. The
 * server sends them `no-cache` (revalidated by ETag), as it sends HTML.
 */
export const PAGE_DATA_DIR = 'page-data';

/** A page file's data address: `pages/services/index.ts` → `/page-data/services/index.js`. */
export const pageDataUrl = (file: string) =>
  `/${PAGE_DATA_DIR}/${file.replace(/^pages\//, '').replace(/\.ts$/, '')}.js`;

const PREFIX = 'export default ';

/** The file itself: an ES module the browser imports, whose default export is the page's data as JSON. */
export const pageDataModule = (data: PageData) => `${PREFIX}${JSON.stringify(data)};\n`;

/** The data back from such a file, without evaluating it (the prerenderer and the server read it from disk). */
export function parsePageDataModule(source: string): PageData {
  const end = source.lastIndexOf(';');
  if (!source.startsWith(PREFIX) || end < 0) throw new Error('A page data file does not hold "export default {…};"');
  return JSON.parse(source.slice(PREFIX.length, end)) as PageData;
}
