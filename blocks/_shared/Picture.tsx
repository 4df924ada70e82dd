import type { ImageRef } from '../../schema/common';
import { blockImage } from '../../src/theme/primitives.css';
import { imageVariants } from './image-manifest';

/**
 * A responsive image from images/: AVIF and WebP sources at several widths with the intrinsic
 * size set, so the browser reserves the space and nothing shifts. SVG art is served as it is.
 */
export function Picture(props: { image: ImageRef; className?: string; sizes: string; eager?: boolean }) {
  const variants = imageVariants(props.image.src);
  const loading = props.eager ? 'eager' : 'lazy';
  const decoding = 'async';
  if (!variants) {
    return (
      <img
        className={`${blockImage} ${props.className ?? ''}`}
        src={`/images/${props.image.src}`}
        alt={props.image.alt}
        width={props.image.width}
        height={props.image.height}
        loading={loading}
        decoding={decoding}
      />
    );
  }
  return (
    <picture className={props.className}>
      {variants.avif && <source type="image/avif" srcSet={variants.avif} sizes={props.sizes} />}
      {variants.webp && <source type="image/webp" srcSet={variants.webp} sizes={props.sizes} />}
      <img
        src={variants.fallback}
        alt={props.image.alt}
        width={variants.width}
        height={variants.height}
        loading={loading}
        decoding={decoding}
        fetchPriority={props.eager ? 'high' : undefined}
        className={blockImage}
      />
    </picture>
  );
}
