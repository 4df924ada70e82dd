import { createMemoryHistory, isNotFound, RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { FormPostContext } from '../ui/page-context';
import type { FormPostAnswer } from '../schema/form-post';
import { createAppRouter } from './router';
import '../ui/theme/global.css';

/**
 * Renders one path to HTML for the prerender; `notFound` says the router matched no page. The
 * server also calls it at run time with `formPost`, to answer a form posted without JavaScript
 * with the same page showing the outcome.
 */
export async function renderPath(
  path: string,
  formPost: FormPostAnswer | null = null,
): Promise<{ html: string; notFound: boolean }> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // In the browser the router wraps its matches in a Suspense boundary that it leaves out on the
  // server; rendering one here leaves the same boundary markers in the HTML, so hydration matches.
  const html = renderToString(
    <StrictMode>
      <FormPostContext.Provider value={formPost}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </FormPostContext.Provider>
    </StrictMode>,
  );
  // The page route throws notFound for a path no page is at; the root, which shows the 404 page,
  // holds it as its match's error.
  const notFound = router.state.matches.some((match) => match.status === 'notFound' || isNotFound(match.error));
  return { html, notFound };
}
