import { escapeHtml } from '../../shared/html-escape';
import type { PublicStorm } from '../../shared/storm';
import {
  EMPTY_BANNER_SLOT,
  type SlotOffice,
  slotOpening,
  stormBannerHtml,
  stormDataScript,
  stormDetailsHtml,
} from '../../shared/storm-html';

/** The path of the storm page: listed in the sitemap and open to search engines only during a storm. */
export const STORM_PAGE = '/storm';

/**
 * Fills a prerendered page's storm slots for the active storm, like a server island: the banner
 * slot (every public page), the details slot (/storm), and the storm as JSON for the app to
 * hydrate with. The /storm page is built as if no storm were active (noindex, the "none declared"
 * text); during a storm it loses its noindex. Returns the page unchanged when it has no slot.
 */
export function fillStormSlots(html: string, storm: PublicStorm, offices: readonly SlotOffice[]): string {
  let filled = html.replace(
    EMPTY_BANNER_SLOT,
    (_slot, office: string | undefined) =>
      `${slotOpening('banner', office)}${stormBannerHtml(storm, offices, office ?? null)}</div>`,
  );
  const emptyDetails = `${slotOpening('details')}${stormDetailsHtml(null, offices)}</div>`;
  const isStormPage = filled.includes(emptyDetails);
  if (isStormPage) {
    filled = filled.replace(emptyDetails, () => `${slotOpening('details')}${stormDetailsHtml(storm, offices)}</div>`);
    filled = filled.replace(/<meta name="robots" content="[^"]*" data-head>\s*/, '');
  }
  if (filled === html) return html;
  return filled.replace('<div id="root">', () => `${stormDataScript(storm)}\n    <div id="root">`);
}

/** The sitemap with the storm page added while a storm is active. */
export function sitemapWithStormPage(xml: string, siteUrl: string): string {
  const loc = `  <url><loc>${escapeHtml(`${siteUrl}${STORM_PAGE}`)}</loc></url>\n`;
  return xml.includes(loc) ? xml : xml.replace('</urlset>', () => `${loc}</urlset>`);
}
