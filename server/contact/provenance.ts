import { routeOffice } from '../../schema/office-routing';
import type { Site } from '../../schema/site';
import { CHANNEL_RULES_VERSION, classifyChannel } from '../../shared/channel';
import { pageCredit } from '../../shared/page-credit';
import { factsOfUnindexedPath } from '../../shared/page-facts';
import type { ProvenanceValues } from '../../shared/request-fields';
import { cleanPath, cleanTouch, touchOfArrival, type Touch } from '../../shared/touch';
import type { PageIndex } from '../site-index';

export interface ProvenanceInput {
  /** The posted body: `page`, the first touch's fields and `visitOffice` (all untrusted). */
  body: Readonly<Record<string, unknown>>;
  /** The `Referer` header: with `Referrer-Policy: same-origin`, the page the form was on. */
  referer: string | undefined;
  /** The request's Host: the site answers under it as well as under SITE_URL (a test's loopback address). */
  host: string | undefined;
  heardAbout: string | null;
  /** The address and phone the customer typed (checked): with no city in the visit, they pick the office. */
  address?: string | null;
  phone?: string | null;
}

/**
 * Where a request came from, from what the form posted and its Referer: the page (resolved against
 * the page index), the office it belongs to, the first touch and the channel. Never throws: a value
 * that does not fit is left out, and the request is stored without it.
 */
export function requestProvenance(
  ctx: { site: Pick<Site, 'offices'>; siteUrl: string; pages: PageIndex },
  input: ProvenanceInput,
): ProvenanceValues {
  const siteUrl = new URL(ctx.siteUrl);
  const fromReferer = sameSiteUrl(input.referer, [siteUrl.host, input.host]);
  const page = cleanPath(input.body.page) ?? cleanPath(fromReferer?.pathname) ?? null;
  const facts = page ? (ctx.pages.get(page) ?? factsOfUnindexedPath(page)) : null;

  let touch: Touch = cleanTouch(input.body);
  // Without JavaScript nothing kept the visit: the page the form was on (its address's tags
  // included) is all there is, and it is what a visitor who sent it on arrival saw first.
  if (Object.values(touch).every((value) => value === null) && fromReferer)
    touch = touchOfArrival(fromReferer, '', siteUrl.hostname);

  // A city page's request belongs to its office; a general page's to the office the visitor has
  // been browsing (a Kansas City page earlier in the visit), else to the office of the address's
  // state or the phone's area code, else the primary office (schema/office-routing.ts).
  const office = routeOffice(ctx.site, {
    pageOffice: facts?.office,
    visitOffice: typeof input.body.visitOffice === 'string' ? input.body.visitOffice : null,
    address: input.address,
    phone: input.phone,
  }).id;
  const landing = touch.landingPage ? (ctx.pages.get(touch.landingPage) ?? null) : null;

  return {
    page,
    pageKind: facts?.kind ?? null,
    pageCity: facts?.city ?? null,
    pageService: facts?.service ?? null,
    ...pageCredit(facts, landing),
    office,
    ...touch,
    channel: classifyChannel({ ...touch, heardAbout: input.heardAbout, ownHost: siteUrl.hostname }),
    channelRules: String(CHANNEL_RULES_VERSION),
  };
}

/** A Referer on this site, as a URL; anything else (absent, another site, garbage) is null. */
function sameSiteUrl(referer: string | undefined, hosts: readonly (string | undefined)[]): URL | null {
  if (!referer || referer.length > 2_000) return null;
  try {
    const url = new URL(referer);
    return hosts.includes(url.host) ? url : null;
  } catch {
    return null;
  }
}
