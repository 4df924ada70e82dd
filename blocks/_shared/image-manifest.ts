import manifest from 'virtual:image-manifest';
import type { ImageEntry } from '../../shared/images';

/**
 * What the image pipeline made of a source image in images/. The validator refuses pages naming
 * an image that is not there, so a miss here is a bug, and the prerender stops on it.
 */
export function imageEntry(src: string): ImageEntry {
  const entry = manifest[src];
  if (!entry) throw new Error(`No image "${src}" in images/: add the file or fix the name`);
  return entry;
}
