import { officeById, officeForState } from '../../schema/office';
import type { Site } from '../../schema/site';
import { type PageFacts, pageKindOf, type SiteIndex } from '../../shared/page-facts';
import { citiesOf } from '../cities';

type IndexedPage = {
  def: {
    path: string;
    aliases?: readonly string[];
    label?: string;
    city?: { slug: string; name: string; state: string; office?: string };
  };
};

/** dist/page-index.json (shared/page-facts.ts): every page's facts and the site's towns, for the server. */
export function siteIndexOf(pages: readonly IndexedPage[], site: Site): SiteIndex {
  return { pages: pageIndexFacts(pages, site), cities: citiesOf(pages) };
}

/**
 * Every page's facts (shared/page-facts.ts), for the server to resolve a request's page against;
 * an alias (/locations/olathe-roofing) has its page's facts, so a visit landing there is credited
 * to the page.
 */
function pageIndexFacts(pages: readonly IndexedPage[], site: Site): PageFacts[] {
  const serviceLinks = [...site.nav.services, ...site.footer.serviceLinks];
  return pages.flatMap(({ def }) => {
    const { path, city } = def;
    const office = city
      ? (city.office ? officeById(site, city.office) : officeForState(site, city.state as never)).id
      : null;
    const kind = pageKindOf(path);
    // A service page is named as the menus name it; one they leave out (Emergency Roofing) by its
    // own label, so Reports can credit it all the same.
    const service =
      serviceLinks.find((link) => link.href === path)?.label ?? (kind === 'service' ? (def.label ?? null) : null);
    const facts = { kind, city: city?.name ?? null, state: city?.state ?? null, service, office };
    return [path, ...(def.aliases ?? [])].map((route) => ({ path: route, ...facts }));
  });
}
