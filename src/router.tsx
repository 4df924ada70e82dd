import {
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  type AnyRoute,
  type RouterHistory,
} from '@tanstack/react-router';
import { loadPage, pages } from 'virtual:content-index';
import type { PageData } from './content/page-data';
import { NotFound } from './layout/NotFound';
import { RootLayout } from './layout/RootLayout';
import { loadBlockCode, PageRenderer } from './render/PageRenderer';

/** The data key of the page at a path (its own or one of its aliases), if a page is there. */
const pageAt = (pathname: string): string | undefined => (Object.hasOwn(pages, pathname) ? pages[pathname] : undefined);

/**
 * The route tree: one route under the root that takes every path, loads the data of the page at
 * it (or answers "not found") and renders it. A route per page made the router's start grow with
 * the site: 162 routes took 40-55 ms to build at a 4× slower CPU, and their list 10 KB of every
 * page's script. Built once per process and shared by every router (the prerender makes one per
 * page), so the router keeps what it works out from it.
 */
let routeTree: AnyRoute | undefined;
function appRouteTree(): AnyRoute {
  if (routeTree) return routeTree;
  const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFound });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    loader: async ({ location }) => {
      const key = pageAt(location.pathname);
      if (key === undefined) throw notFound();
      const data = (await loadPage(key)).default;
      await loadBlockCode(data.page);
      return data;
    },
    component: function PageRoute() {
      const data = pageRoute.useLoaderData() as PageData;
      // Keyed by the page: each page starts with its own widgets' state, as a full load would.
      return <PageRenderer key={data.page.path} page={data.page} />;
    },
  });
  routeTree = rootRoute.addChildren([pageRoute]);
  return routeTree;
}

/** One router for prerender and browser, over the site's route tree. */
export function createAppRouter(history: RouterHistory) {
  return createRouter({
    routeTree: appRouteTree(),
    history,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Not the router's own (measured on 1.170.46): with `true` the prerender puts an inline
    // scroll-restoration <script> inside #root, which the CSP blocks and the client render does
    // not produce (React #418, a hydration mismatch). RootLayout scrolls to the top or the #hash.
    scrollRestoration: false,
    trailingSlash: 'never',
  });
}
