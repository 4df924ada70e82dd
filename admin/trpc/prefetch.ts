import { browserQueryUtils, trpcClientFor } from './browser-clients';
import type { TrpcClient } from './client';

interface Calls {
  /** The cache's calls: `utils.cityPages.open.fetch(…)`, whose answers the hooks find. */
  utils: ReturnType<typeof browserQueryUtils>;
  /** The client itself, for what is not a cached query (taking a page's lock). */
  client: TrpcClient;
}

/**
 * Asks for an admin view's first answers while its page is still starting: the router loads the
 * view's code before it hydrates the page (AdminView's `preload`, which runs a view's `prefetch`
 * first: admin/views.ts), and React would ask only once hydrated and, behind the sign-in gate, once
 * the session had answered. The session and the view's own calls go in one request; the hooks find
 * the answers in the cache.
 *
 * Only on the view's own address: a link to it hovered elsewhere loads its code and asks nothing.
 * Whatever fails here is asked again by the hook that needs it, which says what went wrong.
 *
 * Resolves once the request has gone: the batch leaves on a timer, and the app's start resumes
 * ahead of timers (scheduler.yield) into hydrating, which would hold it back for a few hundred
 * milliseconds on a slow phone. A timer set after the batch's fires after it.
 */
export function prefetchOnOwnPage(path: string, start: (search: URLSearchParams, calls: Calls) => void): Promise<void> {
  if (typeof window === 'undefined' || window.location.pathname.replace(/\/$/, '') !== path) return Promise.resolve();
  const utils = browserQueryUtils();
  void utils.auth.session.prefetch();
  start(new URLSearchParams(window.location.search), { utils, client: trpcClientFor() });
  return new Promise((resolve) => setTimeout(resolve, 0));
}
