declare module 'virtual:content-index' {
  import type { Site } from '../schema/site';
  import type { PageData } from './content/page-data';
  export const site: Site;
  /** Every page's path and alias → the key of its data (`locations/tulsa`: see shared/page-data-path.ts). */
  export const pages: Record<string, string>;
  /** A page's data, by its key. */
  export function loadPage(key: string): Promise<{ default: PageData }>;
}

declare module 'virtual:image-manifest' {
  import type { ImageManifest } from '../shared/images';
  const manifest: ImageManifest;
  export default manifest;
}

declare module 'virtual:page/404' {
  import type { PageData } from './content/page-data';
  const data: PageData;
  export default data;
}
