import { createContext, useContext } from 'react';

/** Where the visitor is: the path, the query string (with its `?`, or '') and the fragment (without its `#`, or ''). */
export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * How the layout and the blocks read the URL and move within the site, whichever way the app runs:
 * hydrated on the page it was loaded with (src/navigation/page-navigation.tsx, no router loaded),
 * or the router's app once the visitor has gone to another page (src/navigation/router-app.tsx).
 */
export interface Navigation {
  location: SiteLocation;
  /**
   * Goes to a site address inside the app. `replace` changes the current history entry instead of
   * adding one; a change of the fragment alone scrolls nowhere (the caller decides).
   */
  navigate(href: string, options?: { replace?: boolean }): void;
  /** Fetches what going to a site address needs (the visitor may be about to follow a link to it). */
  preload(href: string): void;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation must be used within a NavigationContext provider');
  return navigation;
}

export const useSiteLocation = (): SiteLocation => useNavigation().location;

/** Where a navigation of the app's own would go for an anchor's `href`, or null for the browser to follow itself. */
export function inSiteTarget(href: string, base: string): URL | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  return url.origin === new URL(base).origin ? url : null;
}
