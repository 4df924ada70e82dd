import { readFile } from 'node:fs/promises';
import { parseDataModule } from './page-data-file';

/**
 * A page's data file (or its head's) read from a built site's published folder, as the prerenderer
 * and the server (answering a form posted without JavaScript) load a page: read on every call,
 * never kept by Node's module cache, so a build that rewrote one page's file renders the new one.
 */
export const readDataFile = async <T>(file: URL): Promise<{ default: T }> => ({
  default: parseDataModule<T>(await readFile(file, 'utf8')),
});
