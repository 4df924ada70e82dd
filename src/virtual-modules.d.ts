declare module 'virtual:content-index' {
  import type { Site } from '../schema/site';
  import type { PageData } from './content/page-data';
  export interface RouteEntry {
    path: string;
    aliases: string[];
    load: () => Promise<{ default: PageData }>;
  }
  export const site: Site;
  export const routes: RouteEntry[];
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
