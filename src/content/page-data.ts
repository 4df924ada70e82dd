import type { PageDefinition } from '../../blocks/page';
import type { HeadData } from '../../schema/head';
import type { ImageManifest } from '../../shared/images';

/**
 * What the browser loads to render one page: the parsed definition and what the image pipeline
 * made of the images it names, computed at build time (shared/page-data-path.ts says where).
 */
export interface PageData {
  page: PageDefinition;
  images: ImageManifest;
}

/**
 * A page the router's app goes to: its data and its head tags, which replace the last page's. The
 * page the app is loaded with has its head in the HTML, so its data file leaves the head out.
 */
export interface PageWithHead extends PageData {
  head: HeadData;
}
