import { type ReactNode, useEffect, useRef, useState } from 'react';
import { site } from 'virtual:site';
import { isDashboardPage } from './dashboard-page';
import type { PageData, PageWithHead } from '../content/page-data';
import type { applyHead } from '../head/apply-head';
import { markQueryNoindex } from '../head/mark-query-noindex';
import { markHydrated } from '../render/hydration';
import { officeById, officeForState } from '../../schema/office';
import type { stormBannerHtml } from '../../shared/storm-html';
import { recordPageView } from '../../shared/visit';
import { followVisit, VisitOfficeContext } from '../../ui/call-office';
import { type SiteLocation, useSiteLocation } from '../../ui/navigation';
import { SiteContext } from '../../ui/page-context';
import { readStormData, StormContext } from '../../ui/storm-context';
import { StormSlot } from '../../ui/StormSlot';
import { themeClass } from '../../ui/theme/theme-vars';
import { Footer } from './Footer';
import { Header } from './Header';
import * as s from './SiteShell.css';

/**
 * Whether a shell has been on screen in this document before. The app hydrates the page it was
 * loaded with; when the visitor then goes to another page, the router's app replaces it and its
 * shell mounts afresh, and that first render is a navigation: scroll, head, focus and announcement
 * as for any later one.
 */
let shownBefore = false;

/**
 * On navigation: scroll to the top (or to the #hash), and swap in the new page's head tags once
 * its data has loaded. The first render's head came prerendered. Effects are keyed on the URL's
 * strings and the head object (a module constant per page), so the app settling after hydration
 * never scrolls the visitor back up.
 */
function useRouteEffects(
  current: Shown,
  { pathname, search, hash }: SiteLocation,
  swapHead: SwapHead | undefined,
): string {
  const head = current && 'head' in current ? current.head : undefined;
  const arrived = useRef(shownBefore);
  useEffect(() => {
    shownBefore = true;
  }, []);

  const lastPathname = useRef<string | null>(null);
  useEffect(() => {
    const previous = lastPathname.current;
    lastPathname.current = pathname;
    if (previous === null && !arrived.current) return;
    if (hash) document.getElementById(hash)?.scrollIntoView();
    // Only a new page starts at the top: a hash dropped on the same page (a closed gallery
    // project) leaves the visitor where they were.
    else if (pathname !== previous) window.scrollTo(0, 0);
  }, [pathname, hash]);

  const firstHead = useRef(!arrived.current);
  const [announcement, setAnnouncement] = useState('');
  const announcedPath = useRef(arrived.current || typeof location === 'undefined' ? '' : location.pathname);
  useEffect(() => {
    if (firstHead.current) {
      firstHead.current = false;
      markQueryNoindex(search);
      return;
    }
    if (!head) return;
    swapHead?.(head, search);
    // A new page has rendered: a keyboard or screen-reader user starts on it, as after a full
    // load, instead of on the link they left, and hears which page it is. A new query string on
    // the same page (the dashboard's search as it is typed) leaves focus where it is.
    if (announcedPath.current === location.pathname) return;
    announcedPath.current = location.pathname;
    focusNewPage(location.hash.slice(1));
    setAnnouncement(document.title);
  }, [head, search, swapHead]);
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
 * The page the shell frames: its data, with its head where the router's app went to it (the page
 * the app was loaded with has its head in the HTML); undefined while the router's app loads it.
 */
type Shown = PageData | PageWithHead | undefined;

/** Whether this document has recorded a page view yet: the first is the page the tab loaded. */
let viewsRecorded = 0;

/**
 * Remembers the visit in this tab (shared/visit.ts): its first touch, and the office of the last
 * city page browsed. Returns that office once hydrated: a visitor who browsed a Kansas City page
 * keeps the Kansas office's number on the pages that name no city. Before hydration (and without
 * JavaScript) every page keeps its own office.
 */
function useVisitOffice(current: Shown, { pathname, search }: SiteLocation): string | null {
  const [office, setOffice] = useState<string | null>(null);
  const city = current?.page.city;
  // While the router's app moves to another page, the address may change before the page's data
  // has: a view is the page's own addresses (its path or an alias) with its data.
  const addresses = current ? [current.page.path, ...current.page.aliases] : [];
  const here = addresses.includes(pathname) ? pathname : undefined;
  useEffect(() => {
    if (here === undefined) return;
    const visit = recordPageView(
      { pathname: here, search, referrer: document.referrer, ownHost: location.hostname, entry: viewsRecorded++ === 0 },
      city ? pageOffice(city).id : undefined,
    );
    setOffice(visit.office);
  }, [here, search, city]);
  return office;
}

/** What the storm banner's slot holds on a page: the server's markup for the storm (shared/storm-html.ts). */
export type StormBanner = typeof stormBannerHtml;
/** Replaces the last page's head tags with a new page's (src/head/apply-head.ts). */
export type SwapHead = typeof applyHead;

/**
 * The frame of every page: the storm banner's slot, the header, the page in <main>, the footer,
 * and what follows the visitor from page to page (the office they browsed, the announcement of a
 * page reached inside the app). `current` is the page's data (the 404 page's where no page is),
 * undefined while it loads. `stormBanner` writes the banner's markup: the server's own function
 * where pages are rendered, and on the page the app hydrates, what the server wrote there (so
 * that page does not carry the function). `swapHead` is the router's app's: only it goes to
 * another page, whose head replaces this one's.
 */
export function SiteShell({
  current,
  stormBanner,
  swapHead,
  children,
}: {
  current: Shown;
  stormBanner: StormBanner;
  swapHead?: SwapHead;
  children: ReactNode;
}) {
  const here = useSiteLocation();
  const announcement = useRouteEffects(current, here, swapHead);
  const visitOffice = useVisitOffice(current, here);
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
  const shown = current?.page;
  const hasBanner = shown && (shown.stormBanner ?? !shown.seo.noindex);
  const dashboard = shown ? isDashboardPage(shown) : false;
  return (
    <SiteContext.Provider value={site}>
      <StormContext.Provider value={storm}>
        <div className={`${s.shell} ${theme}`}>
          <a className={s.skip} href="#main">
            Skip to content
          </a>
          {hasBanner && (
            <StormSlot name="banner" office={bannerOffice} html={stormBanner(storm, site.offices, bannerOffice)} />
          )}
          {dashboard ? (
            // The dashboard draws its own header and <main> (admin/AdminPage.tsx).
            children
          ) : (
            <>
              <Header office={followVisit(site, pageOffice(city), followed)} />
              <main id="main" tabIndex={-1} className={s.main}>
                {/* The in-page call buttons follow the visit by the same rule (ui/call-office.tsx). */}
                <VisitOfficeContext.Provider value={followed}>{children}</VisitOfficeContext.Provider>
              </main>
              <Footer />
            </>
          )}
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
