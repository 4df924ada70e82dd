import { createContext, useContext } from 'react';
import type { PageMeta } from '../schema/page';
import type { Site } from '../schema/site';
import type { FormPostAnswer } from '../schema/form-post';
import type { ImageManifest } from '../shared/images';

/** What a block can read besides its own props: the site record and the page it sits on. */
export interface PageContextValue {
  page: PageMeta;
  /** What the image pipeline made of each image the page's blocks name (its data carries them). */
  images: ImageManifest;
}

export const SiteContext = createContext<Site | null>(null);
export const PageContext = createContext<PageContextValue | null>(null);
/** Set only when the server renders its answer to a form posted without JavaScript. */
export const FormPostContext = createContext<FormPostAnswer | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used within a SiteContext provider');
  return site;
}

export function usePage(): PageContextValue {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage must be used within a PageContext provider');
  return page;
}
