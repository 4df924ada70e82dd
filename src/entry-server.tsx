import { createMemoryHistory, isNotFound, RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { isAppPage } from '../blocks/catalog';
import { FormPostContext } from '../ui/page-context';
import type { FormPostAnswer } from '../schema/form-post';
import { stormBannerHtml } from '../shared/storm-html';
import { PageApp } from './render/PageApp';
import { createAppRouter, loadNotFoundPage, loadPageAt } from './router';
import '../ui/theme/global.css';

const ignore = () => {};

/**
 * Renders one path to HTML for the prerender; `notFound` says no page is at it (the 404 page is
 * rendered then). The server also calls it at run time with `formPost`, to answer a form posted
 * without JavaScript with the same page showing the outcome. A public page renders as the browser
 * hydrates it, without the router (src/render/PageApp.tsx); a page that is the app itself renders
 * through the router, as the browser hydrates it.
 */
export async function renderPath(
  path: string,
  formPost: FormPostAnswer | null = null,
): Promise<{ html: string; notFound: boolean }> {
  const render = (app: ReactNode) =>
    renderToString(
      <StrictMode>
        <FormPostContext.Provider value={formPost}>{app}</FormPostContext.Provider>
      </StrictMode>,
    );
  const data = await loadPageAt(path);
  if (!data || !isAppPage(data.page)) {
    const here = { pathname: path, search: '', hash: '' };
    const shown = data ?? (await loadNotFoundPage());
    return {
      html: render(
        <PageApp
          data={shown}
          notFound={!data}
          stormBanner={stormBannerHtml}
          initial={here}
          leave={ignore}
          preload={ignore}
        />,
      ),
      notFound: !data,
    };
  }
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // In the browser the router wraps its matches in a Suspense boundary that it leaves out on the
  // server; rendering one here leaves the same boundary markers in the HTML, so hydration matches.
  const html = render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  const notFound = router.state.matches.some((match) => match.status === 'notFound' || isNotFound(match.error));
  return { html, notFound };
}
