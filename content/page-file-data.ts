import type { Block } from '../blocks/catalog';
import type { PageDefinition } from '../blocks/page';
import type { ImageManifest } from '../shared/images';
import type { PageData } from '../src/content/page-data';
import { catalogBlocks, drawnBlocks } from './block-set';
import { imagesOf } from './image-refs';

/**
 * A page as the browser gets it (its data file): a block that only adds to the head keeps its type
 * and loses its props, which the head carries already (in the HTML, and in the data for a page the
 * app navigates to). Such a block's component reads no props. A block that draws nothing on this
 * page (its definition's `empty`) is left out, so the page never loads its code.
 */
export function pageForBrowser(page: PageDefinition): PageDefinition {
  const headOnly = (type: string) => catalogBlocks.get(type)?.headOnly === true;
  const drawn = drawnBlocks(page.blocks);
  // The owner's zones are the build's and the dashboard's (their sections are the blocks already):
  // a visitor's browser gets none of their words twice.
  const zones = page.zones.length ? { zones: [] } : {};
  if (drawn.length === page.blocks.length && !page.blocks.some((block) => headOnly(block.type)))
    return { ...page, ...zones };
  return {
    ...page,
    ...zones,
    blocks: drawn.map((block) => (headOnly(block.type) ? ({ type: block.type } as Block) : block)),
  };
}

/**
 * What a page's data file holds (the build's file, the dev server's chunk): the page as the browser
 * renders it and the images it names. Its head tags go in a file of their own, which only the
 * router's app loads: a page the visitor loads has them in its HTML.
 */
export const pageFileData = (def: PageDefinition, images: ImageManifest): PageData => ({
  page: pageForBrowser(def),
  images: imagesOf(def.blocks, images),
});
