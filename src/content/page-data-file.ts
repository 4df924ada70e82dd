// The addresses these files are published at: shared/page-data-path.ts.
const PREFIX = 'export default ';

/** The file itself: an ES module the browser imports, whose default export is the value as JSON (a page's data, or its head). */
export const dataModule = (value: unknown) => `${PREFIX}${JSON.stringify(value)};\n`;

/** The value back from such a file, without evaluating it (the prerenderer and the server read it from disk). */
export function parseDataModule<T>(source: string): T {
  const end = source.lastIndexOf(';');
  if (!source.startsWith(PREFIX) || end < 0) throw new Error('A page data file does not hold "export default {…};"');
  return JSON.parse(source.slice(PREFIX.length, end)) as T;
}
