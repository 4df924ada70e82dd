import type { PageDefinition } from '../../schema/page';
import type { HeadData } from '../head/head-data';

/** What the browser loads for one page: the parsed definition and its head, computed at build time. */
export interface PageData {
  page: PageDefinition;
  head: HeadData;
}
