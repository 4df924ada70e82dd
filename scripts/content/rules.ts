import { catalogEntry } from '../../blocks/catalog';
import type { Coordinates, StateCode } from '../../schema/common';
import type { JsonLdObject } from '../../schema/jsonld';
import type { Site } from '../../schema/site';
import { buildHead } from '../../src/head/build-head';
import { NOT_FOUND_FILE, SITE_FILE, type LoadedPage } from './load';
import { imageProblems } from './images';
import { citySimilarityProblems, faqProblems, napProblems } from './local-seo';
import type { ContentProblem } from './problems';

/** Every path a visitor can open, with the file that serves it. */
export function routeTable(pages: LoadedPage[]): Map<string, string> {
  const routes = new Map<string, string>();
  for (const page of pages) {
    if (page.file === NOT_FOUND_FILE) continue;
    routes.set(page.def.path, page.file);
    for (const alias of page.def.aliases) routes.set(alias, page.file);
  }
  return routes;
}

/** Every site path a value links to: `href` fields, inline `[label](/path)` links, and what blocks declare. */
export function collectLinks(
  value: unknown,
  at: string,
  out: { at: string; href: string }[] = [],
): { at: string; href: string }[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectLinks(item, `${at}[${index}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const childAt = at ? `${at}.${key}` : key;
      if (key === 'href' && typeof child === 'string' && child.startsWith('/')) out.push({ at: childAt, href: child });
      else collectLinks(child, childAt, out);
    }
  } else if (typeof value === 'string') {
    for (const match of value.matchAll(/\[[^\]]+\]\((\/[^)\s]*)\)/g)) out.push({ at, href: match[1]! });
  }
  return out;
}

/** Rough bounding boxes of the states we serve: a map pin outside its state is a typo. */
const stateBounds: Record<StateCode, { south: number; north: number; west: number; east: number }> = {
  OK: { south: 33.6, north: 37.0, west: -103.0, east: -94.43 },
  KS: { south: 36.99, north: 40.0, west: -102.05, east: -94.59 },
  MO: { south: 35.99, north: 40.61, west: -95.77, east: -89.1 },
};

export function insideState(point: Coordinates, state: StateCode): boolean {
  const b = stateBounds[state];
  return point.lat >= b.south && point.lat <= b.north && point.lng >= b.west && point.lng <= b.east;
}

/** What Google needs of each structured-data type before it shows a rich result. */
const requiredJsonLd: Record<string, string[]> = {
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  HowTo: ['name', 'step'],
  Article: ['headline', 'author', 'datePublished', 'image'],
  Service: ['name', 'provider', 'areaServed'],
  RoofingContractor: ['name', 'address', 'telephone', 'url'],
  LocalBusiness: ['name', 'address', 'telephone'],
};

export function checkJsonLd(obj: JsonLdObject): string[] {
  const errors: string[] = [];
  if (obj['@context'] !== 'https://schema.org') errors.push('needs "@context": "https://schema.org"');
  const type = obj['@type'];
  if (typeof type !== 'string') return [...errors, 'needs an "@type"'];
  for (const prop of requiredJsonLd[type] ?? []) {
    const value = obj[prop];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
      errors.push(`${type} needs "${prop}" for Google to use it`);
    }
  }
  if (type === 'FAQPage' && Array.isArray(obj.mainEntity)) {
    (obj.mainEntity as { name?: string; acceptedAnswer?: { text?: string } }[]).forEach((q, i) => {
      if (!q.name || !q.acceptedAnswer?.text)
        errors.push(`FAQPage question ${i + 1} needs a name and an accepted answer`);
    });
  }
  return errors;
}

/** The content gate's cross-page rules; schema rules were applied when the files were loaded. */
export function checkContent(pages: LoadedPage[], site: Site, images: readonly string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (file: string, at: string, message: string) => problems.push({ file, at, message });

  if (!pages.some((p) => p.file === NOT_FOUND_FILE))
    add(NOT_FOUND_FILE, '(the file)', 'is missing: the site needs a 404 page');
  if (!pages.some((p) => p.def.path === '/'))
    add('pages/index.ts', '(the file)', 'is missing: the site needs a home page');

  // Paths: each file serves the path its name says, and no two pages claim one path.
  const claimed = new Map<string, string>();
  for (const page of pages) {
    if (page.file === NOT_FOUND_FILE) continue;
    if (page.def.path !== page.filePath) {
      add(
        page.file,
        'path',
        `is "${page.def.path}" but this file serves "${page.filePath}": rename the file or fix the path`,
      );
    }
    for (const [index, p] of [page.def.path, ...page.def.aliases].entries()) {
      const other = claimed.get(p);
      if (other) add(page.file, index === 0 ? 'path' : `aliases[${index - 1}]`, `"${p}" is already served by ${other}`);
      else claimed.set(p, page.file);
    }
  }

  // Links: every site path in content and in the site file resolves to a route.
  const routes = routeTable(pages);
  const resolves = (href: string) => routes.has(href.split('#')[0] || '/');
  const linkError = (href: string) =>
    `links to "${href}", which is not a page: fix the link or add pages${href.split('#')[0]}.ts`;
  for (const page of pages) {
    for (const link of collectLinks(page.def.blocks, 'blocks'))
      if (!resolves(link.href)) add(page.file, link.at, linkError(link.href));
    for (const link of collectLinks(page.def.breadcrumbs ?? [], 'breadcrumbs'))
      if (!resolves(link.href)) add(page.file, link.at, linkError(link.href));
    page.def.blocks.forEach((block, index) => {
      for (const href of catalogEntry(block.type).links?.(block) ?? []) {
        if (!resolves(href))
          add(
            page.file,
            `blocks[${index}]`,
            `lists "${href.replace('/locations/', '')}", which has no city page: add pages${href}.ts or remove it`,
          );
      }
    });
  }
  for (const link of collectLinks({ nav: site.nav, footer: site.footer }, 'site'))
    if (!resolves(link.href)) add(SITE_FILE, link.at, linkError(link.href));

  // Titles and descriptions: unique across indexable pages so search results tell them apart.
  const indexable = pages.filter((p) => !p.def.seo.noindex && p.file !== NOT_FOUND_FILE);
  for (const field of ['title', 'description'] as const) {
    const seen = new Map<string, string>();
    for (const page of indexable) {
      const value = page.def.seo[field].toLowerCase();
      const other = seen.get(value);
      if (other) add(page.file, `seo.${field}`, `is the same as in ${other}: every page needs its own ${field}`);
      else seen.set(value, page.file);
    }
  }

  // Structured data: every object has @context, @type and what Google needs.
  for (const page of pages) {
    const head = buildHead(page.def, site);
    head.jsonLd.forEach((obj, index) => {
      for (const message of checkJsonLd(obj))
        add(page.file, `structured data #${index + 1} (${String(obj['@type'])})`, message);
    });
  }

  // Maps: a city's pin and its map stay inside its state.
  for (const page of pages) {
    const city = page.def.city;
    if (!city) continue;
    if (!insideState(city.coordinates, city.state)) {
      add(
        page.file,
        'city.coordinates',
        `${city.coordinates.lat}, ${city.coordinates.lng} is outside ${city.state}: check the latitude and longitude`,
      );
    }
    page.def.blocks.forEach((block, index) => {
      if (block.type === 'MapEmbed' && !('office' in block.center) && !insideState(block.center, city.state)) {
        add(
          page.file,
          `blocks[${index}].center`,
          `${block.center.lat}, ${block.center.lng} is outside ${city.state}: check the latitude and longitude`,
        );
      }
    });
  }

  // Breadcrumbs block needs a trail to show.
  for (const page of pages) {
    page.def.blocks.forEach((block, index) => {
      if (block.type === 'Breadcrumbs' && !page.def.breadcrumbs)
        add(page.file, `blocks[${index}]`, 'shows breadcrumbs but the page has no `breadcrumbs` trail');
    });
  }

  // Images: every one a page names is in images/.
  problems.push(...imageProblems(pages, images));

  // Contact forms: a widget only as the site file switches it on (the CSP allows exactly its
  // hosts), and each form on a page with its own id (the no-JavaScript answer finds it by id).
  for (const page of pages) {
    const formIds = new Set<string>();
    page.def.blocks.forEach((block, index) => {
      const embed = site.contactForm.mode === 'embed' ? site.contactForm : undefined;
      if (
        block.type === 'FormEmbed' &&
        (block.iframeUrl !== embed?.iframeUrl || block.scriptUrl !== embed?.scriptUrl)
      ) {
        add(
          page.file,
          `blocks[${index}]`,
          "embeds a form widget the site file does not switch on: set contactForm to { mode: 'embed', iframeUrl, scriptUrl, title } in pages/site.ts and take the URLs from there",
        );
      }
      if (block.type === 'ContactForm') {
        if (formIds.has(block.id))
          add(
            page.file,
            `blocks[${index}].id`,
            `"${block.id}" is already the id of another form on this page: give each form its own id`,
          );
        formIds.add(block.id);
      }
    });
  }

  // Local SEO: one business record, no doorway pages, no repeated FAQ questions.
  problems.push(...napProblems(pages, site), ...citySimilarityProblems(pages), ...faqProblems(pages));
  return problems;
}
