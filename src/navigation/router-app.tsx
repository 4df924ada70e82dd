import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { answerNativelyWhileHydrating, yieldToMain } from '../render/hydration';
import { createAppRouter, loadPageAt } from '../router';

/**
 * The router's app: what runs on the pages that are the app itself (sign-in, the dashboard), in the
 * dev server, and on a public page from the moment its visitor goes to another page. This module
 * and the router come in their own chunks, so a public page that is only read never loads them.
 */

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/** Starts the app on its page: hydrating what was prerendered, or rendering into the dev server's empty shell. */
export async function startRouterApp(container: HTMLElement): Promise<void> {
  const router = createAppRouter(createBrowserHistory());
  // The first render keeps the visitor where they scrolled while the app loaded (the router would
  // scroll to the top); later navigations reset it as usual.
  router._scroll.n = false;
  // Building the router, loading the route and hydrating each take their own task, so none holds
  // the main thread for long.
  await yieldToMain();
  await router.load();
  await yieldToMain();
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a tap while it works is answered at once.
  if (container.firstElementChild) {
    answerNativelyWhileHydrating();
    startTransition(() => void hydrateRoot(container, app(router)));
  } else createRoot(container).render(app(router));
}

/**
 * The visitor of a page hydrated without the router follows a link to another page: the router's
 * app takes the page over at that address, rendered once its data and code have arrived (the page
 * they leave stays until then). Should they not arrive (a deploy removed the old files, the
 * network dropped), the browser loads the address itself.
 */
export async function takeOver(root: Root, url: URL): Promise<void> {
  try {
    // The address changes when the new page shows, not while its files are on their way.
    await loadPageAt(url.pathname);
    const history = createBrowserHistory();
    history.push(url.pathname + url.search + url.hash);
    const router = createAppRouter(history);
    await router.load();
    const failed = router.state.matches.find((match) => match.status === 'error');
    if (failed) throw failed.error;
    root.render(app(router));
  } catch (error) {
    console.error(error);
    location.assign(url.href);
  }
}

/** Fetches the data and code of the page at an address, so following a link to it renders at once. */
export function preloadPage(url: URL): void {
  void loadPageAt(url.pathname).catch(() => {});
}
