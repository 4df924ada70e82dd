import type { PageDefinition } from '../../blocks/page';
import type { HeadData } from '../../schema/head';

/** What the browser loads for one page: the parsed definition and its head, computed at build time. */
export interface PageData {
  page: PageDefinition;
  head: HeadData;
}
