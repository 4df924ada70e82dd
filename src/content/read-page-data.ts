import { readFile } from 'node:fs/promises';
import type { PageData } from './page-data';
import { parsePageDataModule } from './page-data-file';

/**
 * A page's data file read from a built site's published folder, as the prerenderer and the server
 * (answering a form posted without JavaScript) load a page: read on every call, never kept by
 * Node's module cache, so a build that rewrote one page's file renders the new one.
 */
export const readPageData = async (file: URL): Promise<{ default: PageData }> => ({
  default: parsePageDataModule(await readFile(file, 'utf8')),
});
