import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './render/react-start';
import { createAppRouter } from './router';
import { answerNativelyWhileHydrating, yieldToMain } from './render/hydration';
import '../ui/theme/global.css';
// The site's colours, from its theme (content/vite/content-plugin.ts writes the stylesheet).
import 'virtual:theme.css';

/**
 * The page arrived prerendered and has painted (the loader in src/render/page-scripts.ts imports
 * this after that). Load the same route data the prerender used, then hydrate: the first client
 * render matches the HTML, and from then on links navigate inside the app.
 * No top-level await: with one in the entry, the bundler may not fold the modules the entry
 * shares with lazily loaded chunks (the admin block set) back into the entry, and every public
 * page would fetch them as extra files.
 */
async function start() {
  const router = createAppRouter(createBrowserHistory());
  // The first render keeps the visitor where they scrolled while the app loaded (the router would
  // scroll to the top); later navigations reset it as usual.
  router._scroll.n = false;
  // Building the route tree, matching and loading the route, and hydrating each take their own
  // task, so none holds the main thread for long.
  await yieldToMain();
  await router.load();
  await yieldToMain();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // The dev server sends an empty shell; everything built is prerendered. Hydrating as a transition
  // lets React yield to the browser every few milliseconds instead of holding the main thread for
  // the whole page: a tap while it works is answered at once.
  if (container.firstElementChild) {
    answerNativelyWhileHydrating();
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
}
// In a task of its own, after the modules have been evaluated: creating the router and matching the
// route would otherwise lengthen the task that evaluates the entry.
setTimeout(() => void start(), 0);
