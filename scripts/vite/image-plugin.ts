import type { Plugin } from 'vite';

const ID = 'virtual:image-manifest';

/**
 * The image manifest the Picture component reads: source image name → responsive variants.
 * Until the image pipeline has processed a file it is absent, and Picture serves the original.
 */
export function imagePlugin(): Plugin {
  return {
    name: 'ridgeline:images',
    resolveId: (id) => (id === ID ? '\0' + ID : undefined),
    load: (id) => (id === '\0' + ID ? 'export default {};' : undefined),
  };
}
