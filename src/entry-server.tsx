import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createAppRouter } from './router';
import './theme/global.css';

/** Renders one path to HTML for the prerender; `notFound` says the router matched no page. */
export async function renderPath(path: string): Promise<{ html: string; notFound: boolean }> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // A path no route matches leaves only the root match; a route that threw notFound says so itself.
  const notFound = router.state.matches.length <= 1 || router.state.matches.some((match) => match.status === 'notFound');
  return { html, notFound };
}
