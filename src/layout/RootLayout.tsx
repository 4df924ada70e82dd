import { Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { site } from 'virtual:content-index';
import type { PageData } from '../content/page-data';
import { applyHead } from '../head/apply-head';
import { SiteContext } from '../render/context';
import { themes } from '../theme/contract.css';
import { Footer } from './Footer';
import { Header } from './Header';
import * as s from './RootLayout.css';

/** The page data of the deepest matched route, if it has loaded. */
function useCurrentPage(): PageData | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as PageData | undefined;
    if (data?.page) return data;
  }
  return undefined;
}

/** Scroll to top and swap head tags on every route change; the first render's head came prerendered. */
function useRouteEffects(current: PageData | undefined) {
  const location = useRouterState({ select: (state) => state.location });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (location.searchStr && current) applyHead(current.head, location.searchStr);
      return;
    }
    if (location.hash) document.getElementById(location.hash)?.scrollIntoView();
    else window.scrollTo(0, 0);
    if (current) applyHead(current.head, location.searchStr);
  }, [location.pathname, location.searchStr, location.hash, current]);
}

export function RootLayout() {
  const current = useCurrentPage();
  useRouteEffects(current);
  const theme = themes[current?.page.theme ?? 'default'];
  return (
    <SiteContext.Provider value={site}>
      <div className={`${s.shell} ${theme}`}>
        <a className={s.skip} href="#main">
          Skip to content
        </a>
        <Header />
        <main id="main" tabIndex={-1} className={s.main}>
          <Outlet />
        </main>
        <Footer />
      </div>
    </SiteContext.Provider>
  );
}
