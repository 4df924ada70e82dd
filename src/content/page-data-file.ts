import type { PageData } from './page-data';

// The addresses these files are published at: shared/page-data-path.ts.
const PREFIX = 'export default ';

/** The file itself: an ES module the browser imports, whose default export is the page's data as JSON. */
export const pageDataModule = (data: PageData) => `${PREFIX}${JSON.stringify(data)};\n`;

/** The data back from such a file, without evaluating it (the prerenderer and the server read it from disk). */
export function parsePageDataModule(source: string): PageData {
  const end = source.lastIndexOf(';');
  if (!source.startsWith(PREFIX) || end < 0) throw new Error('A page data file does not hold "export default {…};"');
  return JSON.parse(source.slice(PREFIX.length, end)) as PageData;
}
