import { useRouter, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { inSiteTarget, type Navigation, NavigationContext } from '../../ui/navigation';

/** Navigation once the router's app runs: the router's location, and its navigate and preload. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const hash = useRouterState({ select: (state) => state.location.hash });
  const navigation = useMemo<Navigation>(
    () => ({
      location: { pathname, search, hash },
      navigate(href, options) {
        const url = inSiteTarget(href, location.href);
        if (!url) {
          location.assign(href);
          return;
        }
        // A change of the fragment alone on this page (a gallery project) moves nothing: the
        // caller decides what shows.
        const samePage = url.pathname === pathname && url.search === search;
        void router.navigate({
          to: url.pathname,
          search: Object.fromEntries(url.searchParams),
          hash: url.hash.slice(1) || undefined,
          replace: options?.replace,
          ...(samePage ? { resetScroll: false, hashScrollIntoView: false } : {}),
        });
      },
      preload(href) {
        const url = inSiteTarget(href, location.href);
        if (url && url.pathname !== pathname) void router.preloadRoute({ to: url.pathname }).catch(() => {});
      },
    }),
    [router, pathname, search, hash],
  );
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}
