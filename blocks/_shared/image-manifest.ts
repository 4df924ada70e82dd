import manifest from 'virtual:image-manifest';

export interface ImageVariants {
  width: number;
  height: number;
  fallback: string;
  avif?: string;
  webp?: string;
}

/** Looks up what the image pipeline made of a source image; undefined before it has run. */
export function imageVariants(src: string): ImageVariants | undefined {
  return (manifest as Record<string, ImageVariants>)[src];
}
