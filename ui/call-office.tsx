import { createContext, useContext } from 'react';
import { primaryOffice } from '../schema/office';
import type { Office, Site } from '../schema/site';
import { useSite } from './page-context';

/**
 * Which office a call button dials, one rule for the header and every block. A page names the
 * office it offers (a city page its own, a general page the primary office). On a general page,
 * once the visit has browsed a city page of another office (shared/visit.ts: a Kansas City page
 * earlier in this tab), the primary office's button dials that office instead, for the rest of the
 * visit. A page that names a non-primary office, or lists several, keeps what it names.
 *
 * The visit is read in the browser after hydration, so the prerendered HTML, and every page
 * without JavaScript, shows the page's own office.
 */
export function followVisit(site: Pick<Site, 'offices'>, declared: Office, visitOffice: string | null): Office {
  if (!visitOffice || declared.id !== primaryOffice(site).id) return declared;
  return site.offices.find((office) => office.id === visitOffice) ?? declared;
}

/**
 * The visit's office where the page lets call buttons follow it (a page without a city), else
 * null. Set by the root layout (src/layout/SiteShell.tsx).
 */
export const VisitOfficeContext = createContext<string | null>(null);

/** The office an in-page call button dials: `declared`, or the visit's office (see followVisit). */
export function useCallOffice<O extends Office | undefined>(declared: O): O {
  const site = useSite();
  const visitOffice = useContext(VisitOfficeContext);
  return (declared ? followVisit(site, declared, visitOffice) : declared) as O;
}
