import {
  createRootRoute,
  createRoute,
  createRouter,
  isNotFound,
  notFound,
  Outlet,
  useMatches,
  type AnyRoute,
  type RouterHistory,
} from '@tanstack/react-router';
import { loadHead, loadPage, pages } from 'virtual:content-index';
import { NOT_FOUND_PAGE_KEY } from '../shared/page-data-path';
import { stormBannerHtml } from '../shared/storm-html';
import { applyHead } from './head/apply-head';
import type { PageWithHead } from './content/page-data';
import { NotFound } from './layout/NotFound';
import { SiteShell } from './layout/SiteShell';
import { RouterNavigation } from './navigation/router-navigation';
import { loadBlockCode, PageRenderer } from './render/PageRenderer';
import { type PagePreview, PagePreviewContext } from '../ui/page-preview';
import type { PageDefinition } from '../blocks/page';
import type { ImageManifest } from '../shared/images';

/** The data key of the page at a path (its own or one of its aliases), if a page is there. */
const pageAt = (pathname: string): string | undefined => (Object.hasOwn(pages, pathname) ? pages[pathname] : undefined);

/** A page's data and head by its key, with the code of the lazily loaded blocks it uses. */
async function loadPageWithHead(key: string): Promise<PageWithHead> {
  // The blocks' code as soon as the page's data names them, while its head tags are on their way.
  const [data, head] = await Promise.all([
    loadPage(key).then(async (loaded) => {
      await loadBlockCode(loaded.default.page);
      return loaded;
    }),
    loadHead(key),
  ]);
  return { ...data.default, head: head.default };
}

/** The data, head and block code of the page at a path; null when no page is there. */
export function loadPageAt(pathname: string): Promise<PageWithHead | null> {
  const key = pageAt(pathname);
  return key === undefined ? Promise.resolve(null) : loadPageWithHead(key);
}

/** The 404 page's data (and block code), shown for any path no page is at. */
export const loadNotFoundPage = () => loadPageWithHead(NOT_FOUND_PAGE_KEY);

/** The page data of the deepest matched route (the 404 page's for a path no page is at), once loaded. */
function useCurrentPage(): PageWithHead | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const data = (isNotFound(match.error) ? match.error.data : match.loaderData) as PageWithHead | undefined;
    if (data?.page) return data;
  }
  return undefined;
}

/** The root route's component: the site's frame around the matched page (or the 404 page). */
function RouterShell() {
  return (
    <RouterNavigation>
      <RoutedShell />
    </RouterNavigation>
  );
}

/**
 * The production renderer, lent to the admin app's city page editor for its live preview
 * (ui/page-preview.ts): the admin layer may not import the blocks, and this app already carries them.
 */
const pagePreview: PagePreview = {
  renderPage: (page, images) => <PageRenderer page={page as PageDefinition} images={images as ImageManifest} />,
  loadBlockCode: (page) => loadBlockCode(page as PageDefinition),
};

function RoutedShell() {
  return (
    <PagePreviewContext.Provider value={pagePreview}>
      <SiteShell current={useCurrentPage()} stormBanner={stormBannerHtml} swapHead={applyHead}>
        <Outlet />
      </SiteShell>
    </PagePreviewContext.Provider>
  );
}

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
  const rootRoute = createRootRoute({
    component: RouterShell,
    notFoundComponent: ({ data }) => <NotFound data={data as PageWithHead} />,
  });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    loader: async ({ location }) => {
      const data = await loadPageAt(location.pathname);
      if (!data) throw notFound({ data: await loadNotFoundPage() });
      return data;
    },
    component: function PageRoute() {
      const data = pageRoute.useLoaderData() as PageWithHead;
      // Keyed by the page: each page starts with its own widgets' state, as a full load would.
      return <PageRenderer key={data.page.path} page={data.page} images={data.images} />;
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
    // not produce (React #418, a hydration mismatch). SiteShell scrolls to the top or the #hash.
    scrollRestoration: false,
    trailingSlash: 'never',
  });
}
