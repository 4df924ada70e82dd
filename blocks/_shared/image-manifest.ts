import type { ImageEntry } from '../../shared/images';
import { usePage } from '../../ui/page-context';

/**
 * What the image pipeline made of a source image in images/, from the page's data (which carries
 * the images its blocks name, and no others). The validator refuses pages naming an image that is
 * not there, so a miss here is a bug, and the prerender stops on it.
 */
export function useImageEntry(src: string): ImageEntry {
  const entry = usePage().images[src];
  if (!entry) throw new Error(`No image "${src}" in images/: add the file or fix the name`);
  return entry;
}
