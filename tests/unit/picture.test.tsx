import type { ReactNode } from 'react';
import { renderToStaticMarkup as render } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from '../../blocks/_shared/Picture';
import type { ImageManifest } from '../../shared/images';
import { PageContext } from '../../ui/page-context';

// What a page's data carries of the build's manifest: one photo with variants, one SVG served as it is.
const images: ImageManifest = {
  'roof.jpg': {
    width: 1600,
    height: 1000,
    src: '/assets/images/roof-960.abc.webp',
    avif: '/assets/images/roof-400.a.avif 400w, /assets/images/roof-960.b.avif 960w',
    webp: '/assets/images/roof-400.c.webp 400w, /assets/images/roof-960.abc.webp 960w',
  },
  'badge.svg': { width: 120, height: 80, src: '/assets/images/badge.def.svg' },
};

/** Renders on a page whose data names these images. */
const renderToStaticMarkup = (node: ReactNode) =>
  render(
    <PageContext.Provider
      value={{
        page: {
          path: '/gallery',
          seo: { title: '', description: '', noindex: false },
          aliases: [],
          standIns: [],
          zones: [],
        },
        images,
      }}
    >
      {node}
    </PageContext.Provider>,
  );

const attrs = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? '';

describe('Picture', () => {
  it('offers AVIF then WebP at every width, with sizes and the intrinsic size, lazily by default', () => {
    const html = renderToStaticMarkup(
      <Picture image={{ src: 'roof.jpg', alt: 'A new roof' }} sizes="(min-width: 1024px) 380px, 100vw" />,
    );
    expect(attrs(html, 'source')).toContain('type="image/avif"');
    expect(attrs(html, 'source')).toContain(
      'srcSet="/assets/images/roof-400.a.avif 400w, /assets/images/roof-960.b.avif 960w"',
    );
    const img = attrs(html, 'img');
    expect(img).toContain('srcSet="/assets/images/roof-400.c.webp 400w, /assets/images/roof-960.abc.webp 960w"');
    expect(img).toContain('sizes="(min-width: 1024px) 380px, 100vw"');
    expect(img).toContain('src="/assets/images/roof-960.abc.webp"');
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="1000"');
    expect(img).toContain('alt="A new roof"');
    expect(img).toContain('loading="lazy"');
    expect(img).not.toContain('fetchPriority');
  });

  it('fetches the priority image first and at once', () => {
    const img = attrs(
      renderToStaticMarkup(<Picture image={{ src: 'roof.jpg', alt: '' }} sizes="100vw" priority />),
      'img',
    );
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain('decoding="async"');
  });

  it('serves SVG art as it is, with its size and no srcset', () => {
    const html = renderToStaticMarkup(<Picture image={{ src: 'badge.svg', alt: 'Badge' }} sizes="100vw" />);
    expect(html).not.toContain('<source');
    expect(attrs(html, 'img')).toContain('src="/assets/images/badge.def.svg"');
    expect(attrs(html, 'img')).toContain('width="120"');
    expect(attrs(html, 'img')).not.toContain('srcSet');
  });

  it('refuses an image the pipeline has not seen, naming it', () => {
    expect(() => renderToStaticMarkup(<Picture image={{ src: 'missing.jpg', alt: '' }} sizes="100vw" />)).toThrow(
      'No image "missing.jpg" in images/',
    );
  });
});
