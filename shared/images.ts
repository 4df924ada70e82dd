/**
 * The image pipeline's contract: where source images live and what the build makes of each one.
 * Shared by the build (which writes the manifest) and the Picture component (which reads it).
 */

/** Source images, one flat folder at the project root: drop a photo here and name it in a page. */
export const IMAGE_SOURCE_DIR = 'images';

/** Raster sources become responsive AVIF + WebP; SVG art is served as it is. */
export const rasterSource = /\.(?:jpe?g|png|webp|avif)$/i;
export const vectorSource = /\.svg$/i;

/** What the build made of one source image, keyed in the manifest by its file name. */
export interface ImageEntry {
  /** Intrinsic size of the source, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
  /** URL for `<img src>`: a mid-sized WebP for rasters, the file itself for SVG. */
  src: string;
  /** `srcset` lists ("url 640w, …"); absent for SVG and in the dev server, which serves originals. */
  avif?: string;
  webp?: string;
}

export type ImageManifest = Record<string, ImageEntry>;

/** The share card (og:image and structured data), a fixed URL so shared links keep their picture. */
export const SOCIAL_IMAGE = '/og-image.jpg';
