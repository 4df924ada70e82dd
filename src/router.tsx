import {
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRootRoute,
  type AnyRoute,
  type RouterHistory,
} from '@tanstack/react-router';
import { routes } from 'virtual:content-index';
import type { PageData } from './content/page-data';
import { NotFound } from './layout/NotFound';
import { RootLayout } from './layout/RootLayout';
import { loadBlockCode, PageRenderer } from './render/PageRenderer';

function makePageRoute(rootRoute: AnyRootRoute, path: string, load: () => Promise<{ default: PageData }>) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: async () => {
      const data = (await load()).default;
      await loadBlockCode(data.page);
      return data;
    },
    component: function PageRoute() {
      const data = route.useLoaderData() as PageData;
      return <PageRenderer page={data.page} />;
    },
  });
  return route;
}

/**
 * The route tree: a route per page path and per alias, each loading only its own page's data chunk.
 * Built once per process and shared by every router: the prerender makes one router per page, and
 * the router keeps what it works out from a tree (its match index) for as long as the tree is the
 * same object; a new tree per page made each render grow with the size of the site.
 */
let routeTree: AnyRoute | undefined;
function appRouteTree(): AnyRoute {
  if (routeTree) return routeTree;
  const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFound });
  const children = routes.flatMap((entry) =>
    [entry.path, ...entry.aliases].map((path) => makePageRoute(rootRoute, path, entry.load)),
  );
  routeTree = rootRoute.addChildren(children);
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
