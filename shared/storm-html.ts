import { escapeHtml } from './html-escape';
import { telHref } from './phone';
import { formatStormDate, listTowns, type PublicStorm, STORM_DATA_ID } from './storm';

/**
 * The storm's runtime slots, as HTML strings. One function per slot, used on both sides: the
 * server fills the empty slot the prerendered page carries (server/storm/slot.ts), and the app
 * renders the same string into the same element (ui/StormSlot.tsx) from the JSON the
 * server put beside it, so hydration finds exactly what it would render and leaves it alone.
 * Class names are fixed (ui/theme/storm.css.ts styles them globally): the server knows no
 * bundler hash. No inline style or script, so the Content-Security-Policy needs nothing new.
 */

export interface SlotOffice {
  id: string;
  label: string;
  phone: string;
  serves: readonly string[];
}

/** The slot element as the prerender writes it; `office` is the page's own (a city page's). */
export function slotOpening(name: string, office?: string | null): string {
  return `<div data-storm-slot="${name}"${office ? ` data-office="${escapeHtml(office)}"` : ''}>`;
}

/** Matches a banner slot as prerendered (empty), capturing the page's office. */
export const EMPTY_BANNER_SLOT = /<div data-storm-slot="banner"(?: data-office="([a-z0-9-]+)")?><\/div>/;

/**
 * The offices to call about this storm on a page: the page's own office (a Kansas City page dials
 * the Kansas office), else those that serve the hit towns' states, primary first.
 */
export function stormOffices(
  storm: PublicStorm,
  offices: readonly SlotOffice[],
  pageOffice: string | null | undefined,
): SlotOffice[] {
  const own = pageOffice ? offices.find((office) => office.id === pageOffice) : undefined;
  if (own) return [own];
  const states = new Set(storm.cities.map((city) => city.state));
  const serving = offices.filter((office) => office.serves.some((state) => states.has(state)));
  return serving.length > 0 ? serving : offices.slice(0, 1);
}

const callLink = (office: SlotOffice, many: boolean, className: string) =>
  `<a class="${className}" href="${telHref(office.phone)}"><span class="storm-call-label">Call${
    many ? ` ${escapeHtml(office.label)}` : ' now, 24/7'
  }</span> <span class="storm-call-number">${escapeHtml(office.phone)}</span></a>`;

/** When and how hard: "November 24, 2026 · hail up to 1.75 in". */
function when(storm: PublicStorm): string {
  return [formatStormDate(storm.date), ...(storm.hail ? [`hail up to ${escapeHtml(storm.hail)}`] : [])].join(' · ');
}

/**
 * Whether a page shows the storm: every page does, but a city page of an office that serves none
 * of the hit towns' states (a Kansas page, for a storm in Oklahoma only), where it would be noise and
 * read as if that town had been hit.
 */
export function stormConcernsPage(
  storm: PublicStorm,
  offices: readonly SlotOffice[],
  pageOffice: string | null | undefined,
): boolean {
  const own = pageOffice ? offices.find((office) => office.id === pageOffice) : undefined;
  return !own || storm.cities.some((city) => own.serves.includes(city.state));
}

/** The banner public pages show while a storm is active; empty when none is or it is not theirs. */
export function stormBannerHtml(
  storm: PublicStorm | null,
  offices: readonly SlotOffice[],
  pageOffice: string | null | undefined,
): string {
  if (!storm || !stormConcernsPage(storm, offices, pageOffice)) return '';
  const calls = stormOffices(storm, offices, pageOffice);
  return [
    '<aside class="storm-banner" aria-label="Storm response">',
    '<div class="storm-banner-inner">',
    '<div class="storm-banner-text">',
    `<p class="storm-banner-title"><span class="storm-badge">Storm response</span> <strong class="storm-banner-name">${escapeHtml(storm.name)}</strong></p>`,
    `<p class="storm-banner-body">${when(storm)}. Hit: ${escapeHtml(listTowns(storm.cities))}.</p>`,
    '<p class="storm-banner-offer">Free inspection, emergency tarping 24/7.</p>',
    '</div>',
    '<div class="storm-banner-actions">',
    ...calls.map((office) => callLink(office, calls.length > 1, 'storm-call')),
    '<a class="storm-more" href="/storm">What to do now</a>',
    '</div>',
    '</div>',
    '</aside>',
  ].join('');
}

/** The storm specifics on /storm: what happened and where, or that no storm is declared. */
export function stormDetailsHtml(storm: PublicStorm | null, offices: readonly SlotOffice[]): string {
  if (!storm)
    return [
      '<div class="storm-details storm-details-none">',
      '<h2 class="storm-details-heading">No storm is declared right now</h2>',
      '<p>When hail or high winds hit the towns we serve, this page says which ones, when, and how we are responding. The steps below hold after any storm.</p>',
      '</div>',
    ].join('');
  const calls = stormOffices(storm, offices, null);
  return [
    '<div class="storm-details">',
    `<p class="storm-details-eyebrow">${formatStormDate(storm.date)}</p>`,
    `<h2 class="storm-details-heading">${escapeHtml(storm.name)}</h2>`,
    `<p>The storm of ${formatStormDate(storm.date)} hit ${escapeHtml(listTowns(storm.cities))}${
      storm.hail ? `, with hail up to ${escapeHtml(storm.hail)} reported` : ''
    }. Our crews are inspecting roofs and tarping leaks there now, and the inspection is free.</p>`,
    ...(storm.message ? [`<p class="storm-details-message">${escapeHtml(storm.message)}</p>`] : []),
    `<ul class="storm-details-towns" aria-label="Towns hit">${storm.cities
      .map(
        (city) =>
          `<li><a href="/locations/${escapeHtml(city.slug)}">${escapeHtml(city.name)}, ${escapeHtml(city.state)}</a></li>`,
      )
      .join('')}</ul>`,
    '<p class="storm-details-actions">',
    ...calls.map((office) => callLink(office, calls.length > 1, 'storm-call')),
    '</p>',
    `<p class="storm-details-note">This notice shows until ${formatStormDate(storm.until)}.</p>`,
    '</div>',
  ].join('');
}

/** The storm as JSON for the app to hydrate with: `<` escaped so no text can close the script. */
export function stormDataScript(storm: PublicStorm): string {
  const json = JSON.stringify(storm)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${STORM_DATA_ID}">${json}</script>`;
}
