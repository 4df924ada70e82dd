import { IMAGE_SOURCE_DIR, type ImageManifest } from '../shared/images';
import { blockFieldsOf } from './block-fields';
import { type BlockSet, catalogBlocks } from './block-set';
import type { LoadedPage } from './load';
import type { ContentProblem } from './problems';

/** Every image the blocks name: the fields their schemas call an image (`role: 'image'`). */
function imagesNamed(blocks: readonly { type: string }[], set: BlockSet): { at: string; src: string }[] {
  return blockFieldsOf(blocks, set).flatMap((field) =>
    field.role === 'image' && typeof field.value === 'string' ? [{ at: field.at, src: field.value }] : [],
  );
}

/** The manifest's entries for the images the blocks name: what a page's data carries to its Pictures. */
export function imagesOf(
  blocks: readonly { type: string }[],
  manifest: ImageManifest,
  set: BlockSet = catalogBlocks,
): ImageManifest {
  const named = imagesNamed(blocks, set).map((ref) => ref.src);
  return Object.fromEntries(named.filter((src) => manifest[src]).map((src) => [src, manifest[src]!]));
}

/** A page naming an image that is not in images/ would prerender without it: refuse it here. */
export function imageProblems(
  pages: readonly LoadedPage[],
  available: readonly string[],
  set: BlockSet = catalogBlocks,
): ContentProblem[] {
  const have = new Set(available);
  return pages.flatMap((page) =>
    imagesNamed(page.def.blocks, set)
      .filter((ref) => !have.has(ref.src))
      .map((ref) => ({
        file: page.file,
        at: ref.at,
        message: `names "${ref.src}", which is not in ${IMAGE_SOURCE_DIR}/: add the file there or fix the name`,
      })),
  );
}
