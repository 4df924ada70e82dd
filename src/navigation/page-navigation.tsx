import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { inSiteTarget, type Navigation, NavigationContext, type SiteLocation } from '../../ui/navigation';

/** The browser's address as the app reads it. */
export function browserLocation(): SiteLocation {
  return { pathname: location.pathname, search: location.search, hash: location.hash.slice(1) };
}

/**
 * Navigation on the page the app was loaded with, before any router: the visitor reads, taps, fills
 * in the form, and only a link to another page needs more. A change of the fragment alone (a
 * gallery project, `#request` on the contact page) stays in this page's history; going to another
 * page calls `leave`, which brings in the router's app (src/navigation/router-app.tsx). `preload`
 * gets that app's code and the page's data ready while the visitor points at a link.
 */
export function PageNavigation({
  initial,
  leave,
  preload,
  children,
}: {
  /** The address the page was rendered for (the prerender's path; the browser's own when hydrating). */
  initial: SiteLocation;
  leave: (url: URL) => void;
  preload: (url: URL) => void;
  children: ReactNode;
}) {
  const [here, setHere] = useState(initial);
  useEffect(() => {
    // Back and forward between this page's own history entries (a project opened, then closed).
    const follow = () => setHere(browserLocation());
    addEventListener('popstate', follow);
    addEventListener('hashchange', follow);
    return () => {
      removeEventListener('popstate', follow);
      removeEventListener('hashchange', follow);
    };
  }, []);
  const navigation = useMemo<Navigation>(
    () => ({
      location: here,
      navigate(href, options) {
        const url = inSiteTarget(href, location.href);
        if (!url) {
          location.assign(href);
          return;
        }
        if (url.pathname !== location.pathname || url.search !== location.search) {
          leave(url);
          return;
        }
        if (options?.replace) history.replaceState(history.state, '', url.href);
        else history.pushState(history.state, '', url.href);
        setHere(browserLocation());
      },
      preload(href) {
        const url = inSiteTarget(href, location.href);
        if (url && url.pathname !== location.pathname) preload(url);
      },
    }),
    [here, leave, preload],
  );
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}
