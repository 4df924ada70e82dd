import { pageForBrowser } from '../blocks/catalog';
import type { PageDefinition } from '../blocks/page';
import type { ImageManifest } from '../shared/images';
import type { PageData } from '../src/content/page-data';
import { imagesOf } from './image-refs';

/**
 * What a page's data file holds (the build's file, the dev server's chunk): the page as the browser
 * renders it and the images it names. Its head tags go in a file of their own, which only the
 * router's app loads: a page the visitor loads has them in its HTML.
 */
export const pageFileData = (def: PageDefinition, images: ImageManifest): PageData => ({
  page: pageForBrowser(def),
  images: imagesOf(def.blocks, images),
});
