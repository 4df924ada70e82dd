import type { ImageRef } from '../../schema/common';
import { blockImage } from '../../ui/theme/primitives.css';
import { useImageEntry } from './image-manifest';

interface PictureProps {
  image: ImageRef;
  /** How wide the image shows at each breakpoint, so the browser picks the smallest file that is sharp. */
  sizes: string;
  /** Class of the wrapper (the `<picture>`, or the `<img>` for SVG art). */
  className?: string;
  /** Class of the `<img>` itself, e.g. to make it cover its box. */
  imgClassName?: string;
  /** The page's largest above-the-fold image: fetched first and at once instead of when scrolled to. */
  priority?: boolean;
}

/**
 * A responsive image from images/: AVIF and WebP at several widths with the intrinsic size set,
 * so the browser reserves the space and nothing shifts. SVG art, and every source in the dev server,
 * is served as it is, in the same markup.
 */
export function Picture(props: PictureProps) {
  const entry = useImageEntry(props.image.src);
  return (
    <picture className={props.className}>
      {entry.avif && <source type="image/avif" srcSet={entry.avif} sizes={props.sizes} />}
      <img
        className={`${blockImage} ${props.imgClassName ?? ''}`}
        src={entry.src}
        srcSet={entry.webp}
        sizes={entry.webp ? props.sizes : undefined}
        alt={props.image.alt}
        width={entry.width}
        height={entry.height}
        loading={props.priority ? 'eager' : 'lazy'}
        decoding={props.priority ? undefined : 'async'}
        fetchPriority={props.priority ? 'high' : undefined}
      />
    </picture>
  );
}
