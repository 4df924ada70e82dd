import { IMAGE_SOURCE_DIR, type ImageManifest } from '../shared/images';
import type { LoadedPage } from './load';
import type { ContentProblem } from './problems';

/** Every image a value names: objects shaped like an image reference (`src` and `alt`). */
function collectImages(
  value: unknown,
  at: string,
  out: { at: string; src: string }[] = [],
): { at: string; src: string }[] {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) collectImages(item, `${at}[${index}]`, out);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.alt === 'string')
      out.push({ at: `${at}.src`, src: record.src });
    else for (const [key, child] of Object.entries(record)) collectImages(child, `${at}.${key}`, out);
  }
  return out;
}

/** The manifest's entries for the images the blocks name: what a page's data carries to its Pictures. */
export function imagesOf(blocks: unknown, manifest: ImageManifest): ImageManifest {
  const named = collectImages(blocks, 'blocks').map((ref) => ref.src);
  return Object.fromEntries(named.filter((src) => manifest[src]).map((src) => [src, manifest[src]!]));
}

/** A page naming an image that is not in images/ would prerender without it: refuse it here. */
export function imageProblems(pages: readonly LoadedPage[], available: readonly string[]): ContentProblem[] {
  const have = new Set(available);
  return pages.flatMap((page) =>
    collectImages(page.def.blocks, 'blocks')
      .filter((ref) => !have.has(ref.src))
      .map((ref) => ({
        file: page.file,
        at: ref.at,
        message: `names "${ref.src}", which is not in ${IMAGE_SOURCE_DIR}/: add the file there or fix the name`,
      })),
  );
}
