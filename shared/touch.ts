/**
 * The first touch of a visit: where the visitor arrived, from which outside site, and the campaign
 * tags and ad-click ids of that arrival. The browser keeps it in sessionStorage (no cookie, no id
 * that outlives the tab) and sends it with the form; the server runs it through `cleanTouch` again,
 * because anything a browser sends is untrusted. Free of dependencies: the form's script imports it.
 *
 * Only allow-listed keys, each bounded and of a known shape; a value that does not fit is dropped,
 * never the request. A value that looks like a person's e-mail address is dropped too: campaign tags
 * describe campaigns, never people.
 */

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const CLICK_ID_KEYS = ['gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid'] as const;

/** The touch's fields, named as the request's declared fields (shared/request-fields.ts). */
export const TOUCH_FIELDS = {
  landingPage: 'landing_page',
  referrerHost: 'referrer_host',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  gclid: 'gclid',
  gbraid: 'gbraid',
  wbraid: 'wbraid',
  msclkid: 'msclkid',
  fbclid: 'fbclid',
} as const;
export type TouchField = keyof typeof TOUCH_FIELDS;
export type Touch = { [K in TouchField]: string | null };

export const TOUCH_LIMITS = {
  path: 200,
  host: 253,
  tag: 100,
  clickId: 250,
} as const;

/** A site path as the page index knows it: no query, no fragment, no `//`. */
const PATH = /^\/[a-z0-9/-]{0,200}$/;
const HOST = /^[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$/;
/** Campaign tags: letters, digits and the punctuation ad platforms use; no angle brackets, quotes or controls. */
const TAG = /^[\p{L}\p{N} ._+\-:/|()&,#~!]+$/u;
const CLICK_ID = /^[A-Za-z0-9_.~-]+$/;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** A site path, or null. */
export function cleanPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.length > 1 && value.endsWith('/') ? value.slice(0, -1) : value;
  return PATH.test(path) && !path.includes('//') ? path : null;
}

/** A host name, lowercased, or null. */
export function cleanHost(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > TOUCH_LIMITS.host) return null;
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  return HOST.test(host) ? host : null;
}

function cleanTag(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const tag = value.trim().replace(/\s+/g, ' ');
  if (!tag || tag.length > TOUCH_LIMITS.tag || !TAG.test(tag) || EMAIL_LIKE.test(tag)) return null;
  return tag;
}

function cleanClickId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id && id.length <= TOUCH_LIMITS.clickId && CLICK_ID.test(id) ? id : null;
}

/** Any object (a parsed form post, JSON, sessionStorage) to a touch: allow-listed, bounded, shapes checked. */
export function cleanTouch(input: unknown): Touch {
  const from = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return {
    landingPage: cleanPath(from.landingPage),
    referrerHost: cleanHost(from.referrerHost),
    utmSource: cleanTag(from.utmSource),
    utmMedium: cleanTag(from.utmMedium),
    utmCampaign: cleanTag(from.utmCampaign),
    utmTerm: cleanTag(from.utmTerm),
    utmContent: cleanTag(from.utmContent),
    gclid: cleanClickId(from.gclid),
    gbraid: cleanClickId(from.gbraid),
    wbraid: cleanClickId(from.wbraid),
    msclkid: cleanClickId(from.msclkid),
    fbclid: cleanClickId(from.fbclid),
  };
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The touch a page view starts: its path, its referrer's host (when another site) and its query's tags. */
export function touchOfArrival(url: { pathname: string; search: string }, referrer: string, ownHost: string): Touch {
  const query = new URLSearchParams(url.search);
  const raw: Record<string, unknown> = { landingPage: url.pathname };
  for (const key of [...UTM_KEYS, ...CLICK_ID_KEYS]) raw[camel(key)] = query.get(key);
  raw.referrerHost = externalHost(referrer, ownHost);
  return cleanTouch(raw);
}

/** The host of a referrer from another site, or null (none, unparsable, or this site). */
export function externalHost(referrer: string, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host && host !== ownHost.toLowerCase() ? cleanHost(host) : null;
  } catch {
    return null;
  }
}

/** Whether a page view starts a new touch: it came from another site or carries campaign tags or a click id. */
export function startsTouch(arrival: Touch): boolean {
  return (Object.keys(TOUCH_FIELDS) as TouchField[]).some((key) => key !== 'landingPage' && arrival[key] !== null);
}
