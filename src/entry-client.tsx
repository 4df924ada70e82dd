import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import './render/react-start';
import type { PageData } from './content/page-data';
import { NOT_FOUND_PAGE_KEY, pageDataUrlOf } from '../shared/page-data-path';
import { browserLocation } from './navigation/page-navigation';
import { answerNativelyWhileHydrating, yieldToMain } from './render/hydration';
import { PageApp } from './render/PageApp';
import { loadBlockCode } from './render/PageRenderer';
import '../ui/theme/global.css';
// The site's colours, from its theme (content/vite/content-plugin.ts writes the stylesheet).
import 'virtual:theme.css';

const routerApp = () => import('./navigation/router-app');

/** The storm banner as the server wrote it into this page: the page does not change office or storm before it is left. */
const bannerOnThePage = () => document.querySelector('[data-storm-slot="banner"]')?.innerHTML ?? '';

/**
 * The page arrived prerendered and has painted (the loader in src/render/page-scripts.ts imports
 * this after that). A public page hydrates as it is, with the data the prerender used and no
 * router: the visitor reads, taps and fills in forms on it, and the router's app (its own chunks)
 * is fetched only when they point at a link to another page and takes over when they follow it.
 * The pages that are the app itself (sign-in, the dashboard, which load this entry without the
 * loader) and the dev server's empty shell start the router's app at once.
 * No top-level await: with one in the entry, the bundler may not fold the modules the entry
 * shares with lazily loaded chunks (the admin app) back into the entry, and every public
 * page would fetch them as extra files.
 */
async function start() {
  const container = document.getElementById('root')!;
  const loader = document.querySelector<HTMLScriptElement>('script[data-entry]');
  if (!loader || !container.firstElementChild) {
    await (await routerApp()).startRouterApp(container);
    return;
  }
  // Already fetched and evaluated by the loader.
  const dataUrl = loader.dataset.page!;
  const data = ((await import(/* @vite-ignore */ dataUrl)) as { default: PageData }).default;
  await loadBlockCode(data.page);
  // Loading the data and hydrating take their own tasks, so neither holds the main thread for long.
  await yieldToMain();
  let root: Root | undefined;
  const leave = (url: URL) =>
    void routerApp().then(
      (app) => (root ? app.takeOver(root, url) : location.assign(url.href)),
      () => location.assign(url.href),
    );
  const preload = (url: URL) =>
    void routerApp().then(
      (app) => app.preloadPage(url),
      () => {},
    );
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a tap while it works is answered at once.
  answerNativelyWhileHydrating();
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <PageApp
          data={data}
          notFound={dataUrl === pageDataUrlOf(NOT_FOUND_PAGE_KEY)}
          stormBanner={bannerOnThePage}
          initial={browserLocation()}
          leave={leave}
          preload={preload}
        />
      </StrictMode>,
    );
  });
}
// In a task of its own, after the modules have been evaluated.
setTimeout(() => void start(), 0);
