/**
 * What this tab remembers of the visit, in sessionStorage only (gone when the tab closes; no
 * cookie, no id that links one visit to the next): the first touch (shared/touch.ts) and the office
 * of the last city page browsed. The app calls `recordPageView` on each page view; the contact form
 * reads `readVisit` when it sends. Storage that is full, blocked or tampered with reads as no visit.
 */
import { cleanTouch, startsTouch, touchOfArrival, type Touch } from './touch';

const KEY = 'ridgeline-visit';

export interface Visit {
  touch: Touch;
  /** The office of the last city page browsed (e.g. `kansas` after Overland Park), or null. */
  office: string | null;
}

const OFFICE_ID = /^[a-z0-9-]{1,40}$/;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

export function readVisit(): Visit | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw || raw.length > 4_000) return null;
    const parsed = JSON.parse(raw) as { touch?: unknown; office?: unknown };
    const office = typeof parsed.office === 'string' && OFFICE_ID.test(parsed.office) ? parsed.office : null;
    return { touch: cleanTouch(parsed.touch), office };
  } catch {
    return null;
  }
}

/**
 * One page view. `entry` is the page the tab loaded (its referrer and query can start a touch);
 * later views inside the app never overwrite the touch unless their own address carries new tags.
 * `cityOffice` is the office of a city page, undefined on other pages.
 */
export function recordPageView(
  view: { pathname: string; search: string; referrer: string; ownHost: string; entry: boolean },
  cityOffice: string | undefined,
): Visit {
  const before = readVisit();
  const arrival = touchOfArrival(view, view.entry ? view.referrer : '', view.ownHost);
  const touch = !before || startsTouch(arrival) ? arrival : before.touch;
  const visit: Visit = { touch, office: cityOffice ?? before?.office ?? null };
  try {
    storage()?.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Full or blocked: the request still records its page.
  }
  return visit;
}
