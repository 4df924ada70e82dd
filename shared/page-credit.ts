/**
 * Which city page and which service page a request counts for in Reports. City and service pages
 * have no form of their own: they send visitors to /contact (or the home page's form), so the page
 * the form was on alone would credit them with nothing. The visit records two pages (shared/visit.ts,
 * shared/touch.ts): the page it landed on and the page the form was sent from. The form's page
 * comes first where it is a city (or service) page, else the landing page's.
 *
 * The request stores the result (`credit_city`, `credit_service`) when it arrives; the report
 * rollups group on those columns, the detail and the CSV show them. Requests stored before the
 * columns existed are credited at start-up from their landing page (server/reports/page-credit.ts).
 */

/** What the page index says of a page (shared/page-facts.ts), as far as credit goes. */
export interface CreditFacts {
  city: string | null;
  service: string | null;
}

export interface PageCredit {
  creditCity: string | null;
  creditService: string | null;
}

/** The rule, for a request's form page and landing page (either unknown: null). */
export function pageCredit(formPage: CreditFacts | null, landingPage: CreditFacts | null): PageCredit {
  return {
    creditCity: formPage?.city ?? landingPage?.city ?? null,
    creditService: formPage?.service ?? landingPage?.service ?? null,
  };
}

/** The rule in the Reports view's words, under the group-by choice. */
export const PAGE_CREDIT_RULE = {
  city: 'A request counts for the city page the visitor filled the form on, or else the one they landed on.',
  service: 'A request counts for the service page the visitor filled the form on, or else the one they landed on.',
} as const;
