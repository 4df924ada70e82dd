import { officeById, officeForState } from '../../schema/office';
import type { Site } from '../../schema/site';
import { type PageFacts, pageKindOf } from '../../shared/page-facts';

/** Every page's facts (shared/page-facts.ts), for the server to resolve a request's page against. */
export function pageIndexFacts(
  pages: readonly { def: { path: string; city?: { name: string; state: string; office?: string } } }[],
  site: Site,
): PageFacts[] {
  const serviceLinks = [...site.nav.services, ...site.footer.serviceLinks];
  return pages.map(({ def }) => {
    const { path, city } = def;
    const office = city
      ? (city.office ? officeById(site, city.office) : officeForState(site, city.state as never)).id
      : null;
    const service = serviceLinks.find((link) => link.href === path)?.label ?? null;
    return { path, kind: pageKindOf(path), city: city?.name ?? null, state: city?.state ?? null, service, office };
  });
}
