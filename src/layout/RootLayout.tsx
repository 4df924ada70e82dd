import { Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { site } from 'virtual:content-index';
import type { PageData } from '../content/page-data';
import { applyHead } from '../head/apply-head';
import { markHydrated } from '../render/hydration';
import { officeById, officeForState } from '../../schema/office';
import { recordPageView } from '../../shared/visit';
import { followVisit, VisitOfficeContext } from '../../ui/call-office';
import { SiteContext } from '../../ui/page-context';
import { readStormData, StormContext } from '../../ui/storm-context';
import { StormSlot } from '../../ui/StormSlot';
import notFound from 'virtual:page/404';
import { stormBannerHtml } from '../../shared/storm-html';
import { themeClass } from '../../ui/theme/theme-vars';
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

/**
 * On navigation: scroll to the top (or to the #hash), and swap in the new page's head tags once
 * its data has loaded. The first render's head came prerendered. Effects are keyed on the URL's
 * strings and the head object (a module constant per page), so the router settling after
 * hydration never scrolls the visitor back up.
 */
function useRouteEffects(current: PageData | undefined): string {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const hash = useRouterState({ select: (state) => state.location.hash });
  const head = current?.head;

  const lastPathname = useRef<string | null>(null);
  useEffect(() => {
    const previous = lastPathname.current;
    lastPathname.current = pathname;
    if (previous === null) return;
    if (hash) document.getElementById(hash)?.scrollIntoView();
    // Only a new page starts at the top: a hash dropped on the same page (a closed gallery
    // project) leaves the visitor where they were.
    else if (pathname !== previous) window.scrollTo(0, 0);
  }, [pathname, hash]);

  const firstHead = useRef(true);
  const [announcement, setAnnouncement] = useState('');
  const announcedPath = useRef(typeof location === 'undefined' ? '' : location.pathname);
  useEffect(() => {
    if (!head) return;
    if (firstHead.current) {
      firstHead.current = false;
      if (searchStr) applyHead(head, searchStr);
      return;
    }
    applyHead(head, searchStr);
    // A new page has rendered: a keyboard or screen-reader user starts on it, as after a full
    // load, instead of on the link they left, and hears which page it is. A new query string on
    // the same page (the dashboard's search as it is typed) leaves focus where it is.
    if (announcedPath.current === location.pathname) return;
    announcedPath.current = location.pathname;
    focusNewPage(location.hash.slice(1));
    setAnnouncement(document.title);
  }, [head, searchStr]);
  return announcement;
}

/** Focus on a new page's #target or its main heading (else <main>), without scrolling: the scroll was decided above. */
function focusNewPage(hash: string) {
  const target =
    (hash && document.getElementById(decodeURIComponent(hash))) ||
    document.querySelector<HTMLElement>('main h1') ||
    document.getElementById('main');
  if (!target) return;
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Remembers the visit in this tab (shared/visit.ts): its first touch, and the office of the last
 * city page browsed. Returns that office once hydrated: a visitor who browsed a Kansas City page
 * keeps the Kansas office's number on the pages that name no city. Before hydration (and without
 * JavaScript) every page keeps its own office.
 */
function useVisitOffice(current: PageData | undefined): string | null {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const entry = useRef(true);
  const [office, setOffice] = useState<string | null>(null);
  const city = current?.page.city;
  const path = current?.page.path;
  useEffect(() => {
    if (path === undefined || path !== pathname) return;
    const visit = recordPageView(
      { pathname, search: searchStr, referrer: document.referrer, ownHost: location.hostname, entry: entry.current },
      city ? pageOffice(city).id : undefined,
    );
    entry.current = false;
    setOffice(visit.office);
  }, [pathname, searchStr, path, city]);
  return office;
}

export function RootLayout() {
  const current = useCurrentPage();
  const announcement = useRouteEffects(current);
  const visitOffice = useVisitOffice(current);
  // A city page keeps its own office everywhere on it; other pages follow the visit's office.
  const city = current?.page.city;
  const followed = city ? null : visitOffice;
  // Effects run only once hydration has committed: from here on the page is interactive.
  useEffect(markHydrated, []);
  // The site's theme colours :root; a page that picks another wears its class.
  const pageTheme = current?.page.theme;
  const theme = pageTheme && pageTheme !== site.theme ? themeClass(pageTheme) : '';
  // The storm the server wrote into the page, read once (null in the prerender).
  const [storm] = useState(readStormData);
  // The banner slot is on every indexable page (not the dashboard, sign-in, or /storm itself) and on
  // the pages that ask for it: a visitor who followed a broken link during a storm still sees it.
  const bannerOffice = city ? pageOffice(city).id : null;
  // Only an unknown path has no page data (every page route loads its data before it renders): it
  // shows the 404 page (./NotFound), whose flags apply.
  const shown = current?.page ?? notFound.page;
  const hasBanner = shown && (shown.stormBanner ?? !shown.seo.noindex);
  return (
    <SiteContext.Provider value={site}>
      <StormContext.Provider value={storm}>
        <div className={`${s.shell} ${theme}`}>
          <a className={s.skip} href="#main">
            Skip to content
          </a>
          {hasBanner && (
            <StormSlot name="banner" office={bannerOffice} html={stormBannerHtml(storm, site.offices, bannerOffice)} />
          )}
          <Header office={followVisit(site, pageOffice(city), followed)} />
          <main id="main" tabIndex={-1} className={s.main}>
            {/* The in-page call buttons follow the visit by the same rule (ui/call-office.tsx). */}
            <VisitOfficeContext.Provider value={followed}>
              <Outlet />
            </VisitOfficeContext.Provider>
          </main>
          <Footer />
          {/* Names each page reached by client-side navigation (a full load is announced by the browser). */}
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {announcement}
          </p>
        </div>
      </StormContext.Provider>
    </SiteContext.Provider>
  );
}

/** The office whose number the page offers: the one its city names, else its state's, else the primary office. */
function pageOffice(city: PageData['page']['city']) {
  return city?.office ? officeById(site, city.office) : officeForState(site, city?.state);
}
