import { insideState, outsideStateMessage } from '../schema/geo';
import type { HeadData } from '../schema/head';
import type { JsonLdObject } from '../schema/jsonld';
import { wordRoles } from '../schema/field-meta';
import { pageFields } from '../schema/page';
import { type Site, siteSchema } from '../schema/site';
import { blockFieldsOf, type ContentField, contentFieldsOf } from './block-fields';
import type { BlockSet } from './block-set';
import { imageProblems } from './image-refs';
import { type LoadedPage, NOT_FOUND_FILE, SITE_FILE } from './load';
import { cityStateProblems, citySimilarityProblems, napProblems, serviceRadiusProblems } from './local-seo';
import { OWNER_TESTIMONIALS_SOURCE } from './owner-content';
import { OWNER_GALLERY_SOURCE } from './owner-gallery';
import { restatedFactProblems } from './site-facts-rules';
import type { ContentProblem } from './problems';

/** A page as the compiler holds it: loaded, its blocks resolved, its head built (once). */
export interface CompiledPage extends LoadedPage {
  head: HeadData;
}

/** What every rule reads: the whole site, compiled. */
export interface RuleInput {
  site: Site;
  pages: readonly CompiledPage[];
  /** File names in images/. */
  images: readonly string[];
  /** Every path a visitor can open → the file that serves it. */
  routes: ReadonlyMap<string, string>;
  blocks: BlockSet;
}

/** One content rule: every problem it finds, with file, path and what to do. */
export type ContentRule = (input: RuleInput) => ContentProblem[];

/** Every path a visitor can open, with the file that serves it. */
export function routeTable(pages: readonly LoadedPage[]): Map<string, string> {
  const routes = new Map<string, string>();
  for (const page of pages) {
    if (page.file === NOT_FOUND_FILE) continue;
    routes.set(page.def.path, page.file);
    for (const alias of page.def.aliases) routes.set(alias, page.file);
  }
  return routes;
}

/**
 * Every site path fields link to: what their schemas call a link (`role: 'link'`) and the inline
 * `[label](/path)` links in the words a visitor reads. Built words are no author's inline links (a
 * customer's testimonial is shown as plain text), so only a built link field is read.
 */
export function linksIn(fields: readonly ContentField[]): { at: string; href: string }[] {
  const links: { at: string; href: string }[] = [];
  for (const field of fields) {
    if (typeof field.value !== 'string') continue;
    if (field.role === 'link') {
      if (field.value.startsWith('/')) links.push({ at: field.at, href: field.value });
    } else if (!field.meta.built && field.role && wordRoles.has(field.role))
      for (const match of field.value.matchAll(/\[[^\]]+\]\((\/[^)\s]*)\)/g))
        links.push({ at: field.at, href: match[1]! });
  }
  return links;
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

/** The types a page's own business is marked up as: its node, and its offices' under `department`. */
const BUSINESS_TYPES = new Set(['RoofingContractor', 'LocalBusiness', 'HomeAndConstructionBusiness', 'Organization']);

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
  if (BUSINESS_TYPES.has(type))
    for (const node of [obj, ...(Array.isArray(obj.department) ? (obj.department as JsonLdObject[]) : [])])
      for (const prop of ['aggregateRating', 'review'])
        if (node[prop] !== undefined)
          errors.push(
            `${type} carries "${prop}": the business's own reviews of itself get no stars from Google (since 2019) and read as self-serving markup. Leave it out; the pages show the rating as text from the business facts`,
          );
  if (type === 'FAQPage' && Array.isArray(obj.mainEntity)) {
    (obj.mainEntity as { name?: string; acceptedAnswer?: { text?: string } }[]).forEach((q, i) => {
      if (!q.name || !q.acceptedAnswer?.text)
        errors.push(`FAQPage question ${i + 1} needs a name and an accepted answer`);
    });
  }
  return errors;
}

/** The site needs a home page and a 404 page. */
export const requiredPages: ContentRule = ({ pages }) => [
  ...(pages.some((p) => p.file === NOT_FOUND_FILE)
    ? []
    : [{ file: NOT_FOUND_FILE, at: '(the file)', message: 'is missing: the site needs a 404 page' }]),
  ...(pages.some((p) => p.def.path === '/')
    ? []
    : [{ file: 'pages/index.ts', at: '(the file)', message: 'is missing: the site needs a home page' }]),
];

/** Each file serves the path its name says, and no two pages claim one path. */
export const pathsFollowFiles: ContentRule = ({ pages }) => {
  const problems: ContentProblem[] = [];
  const claimed = new Map<string, string>();
  for (const page of pages) {
    if (page.file === NOT_FOUND_FILE) continue;
    if (page.def.path !== page.filePath) {
      problems.push({
        file: page.file,
        at: 'path',
        message: `is "${page.def.path}" but this file serves "${page.filePath}": rename the file or fix the path`,
      });
    }
    for (const [index, p] of [page.def.path, ...page.def.aliases].entries()) {
      const other = claimed.get(p);
      if (other)
        problems.push({
          file: page.file,
          at: index === 0 ? 'path' : `aliases[${index - 1}]`,
          message: `"${p}" is already served by ${other}`,
        });
      else claimed.set(p, page.file);
    }
  }
  return problems;
};

/** Every site path in content, in what blocks declare and in the site file resolves to a route. */
export const linksResolve: ContentRule = ({ pages, site, routes, blocks }) => {
  const problems: ContentProblem[] = [];
  const resolves = (href: string) => routes.has(href.split('#')[0] || '/');
  const linkError = (href: string) =>
    `links to "${href}", which is not a page: fix the link or add pages${href.split('#')[0]}.ts`;
  const check = (file: string, links: { at: string; href: string }[]) => {
    for (const link of links)
      if (!resolves(link.href)) problems.push({ file, at: link.at, message: linkError(link.href) });
  };
  for (const page of pages) {
    check(page.file, linksIn(blockFieldsOf(page.def.blocks, blocks)));
    for (const trail of ['breadcrumbs', 'breadcrumbsBeside'] as const)
      check(page.file, linksIn(contentFieldsOf(pageFields[trail], page.def[trail], [trail])));
    page.def.blocks.forEach((block, index) => {
      for (const link of blocks.get(block.type)?.links?.(block) ?? [])
        if (!resolves(link.href))
          problems.push({ file: page.file, at: `blocks[${index}]`, message: link.unresolved ?? linkError(link.href) });
    });
  }
  for (const part of ['nav', 'footer'] as const)
    check(SITE_FILE, linksIn(contentFieldsOf(siteSchema.shape[part], site[part], ['site', part])));
  return problems;
};

/** Titles and descriptions are unique across indexable pages, so search results tell them apart. */
export const uniqueTitles: ContentRule = ({ pages }) => {
  const problems: ContentProblem[] = [];
  const indexable = pages.filter((p) => !p.def.seo.noindex && p.file !== NOT_FOUND_FILE);
  for (const field of ['title', 'description'] as const) {
    const seen = new Map<string, string>();
    for (const page of indexable) {
      const value = page.def.seo[field].toLowerCase();
      const other = seen.get(value);
      if (other)
        problems.push({
          file: page.file,
          at: `seo.${field}`,
          message: `is the same as in ${other}: every page needs its own ${field}`,
        });
      else seen.set(value, page.file);
    }
  }
  return problems;
};

/** Every structured-data object has @context, @type and what Google needs. */
export const structuredDataComplete: ContentRule = ({ pages }) =>
  pages.flatMap((page) =>
    page.head.jsonLd.flatMap((obj, index) =>
      checkJsonLd(obj).map((message) => ({
        file: page.file,
        at: `structured data #${index + 1} (${String(obj['@type'])})`,
        message,
      })),
    ),
  );

/** A city's pin lies inside its state. */
export const cityInsideState: ContentRule = ({ pages }) =>
  pages.flatMap((page) => {
    const city = page.def.city;
    if (!city || insideState(city.coordinates, city.state)) return [];
    // A city file's own schema refuses its `coordinates` first; this catches a page written whole.
    return [{ file: page.file, at: 'city.coordinates', message: outsideStateMessage(city.coordinates, city.state) }];
  });

/** Each block's own rules (blocks/<Type>/index.ts `check`), with their paths inside the page. */
export const blockRules: ContentRule = ({ pages, site, blocks }) =>
  pages.flatMap((page) =>
    page.def.blocks.flatMap((block, index) => {
      const earlier = page.def.blocks
        .slice(0, index)
        .flatMap((other, at) => (other.type === block.type ? [{ index: at, block: other }] : []));
      return (blocks.get(block.type)?.check?.(block, { site, page: page.def, index, earlier }) ?? []).map(
        (problem) => ({
          file: page.file,
          at: problem.at ? `blocks[${index}]${problem.at.startsWith('[') ? '' : '.'}${problem.at}` : `blocks[${index}]`,
          message: problem.message,
        }),
      );
    }),
  );

/** Every image a page names is in images/. */
export const imagesExist: ContentRule = ({ pages, images, blocks }) => imageProblems(pages, images, blocks);

/** Name, address and phone agree everywhere: phone numbers in content are the site file's. */
export const phonesFromSiteFile: ContentRule = ({ pages, site, blocks }) => napProblems(pages, site, blocks);

/** No city page is a near-copy of another (a doorway page). */
export const noDoorwayPages: ContentRule = ({ pages, blocks }) => citySimilarityProblems(pages, blocks);

/** Every city page is in a state of the site file, so the city lists show it under its region. */
export const citiesInServedStates: ContentRule = ({ pages, site }) => cityStateProblems(pages, site);

/** Every city listed as served lies within the service radius of an office, or its file says why. */
export const citiesWithinRadius: ContentRule = ({ pages, site }) => serviceRadiusProblems(pages, site);

/** Years, days, miles and ratings the site file declares are not stated differently anywhere. */
export const factsAgreeWithSiteFile: ContentRule = ({ pages, site, blocks }) =>
  restatedFactProblems(pages, site, blocks);

/**
 * Every customer testimonial is placed on a city page: its city page's block shows it, and one placed
 * on no page would be approved and never seen. Said to the owner, by the testimonial's number in
 * the review queue, where the city is picked.
 */
export const testimonialsOnCityPages: ContentRule = ({ pages, site }) => {
  const cities = new Set(pages.flatMap((page) => (page.def.city ? [page.def.city.slug] : [])));
  return (site.customerTestimonials ?? []).flatMap((item, index) =>
    cities.has(item.citySlug)
      ? []
      : [
          {
            file: OWNER_TESTIMONIALS_SOURCE,
            at: `items.${index}.citySlug`,
            message: `Testimonial ${item.id} is placed on /locations/${item.citySlug}, which is not a city page: pick the city in the review queue`,
          },
        ],
  );
};

/**
 * Every gallery project is placed on a city page: that page's "Recent work" shows it, and /gallery
 * says where it is. Said to the owner, by the project's title and id, as the dashboard lists it.
 */
export const galleryProjectsOnCityPages: ContentRule = ({ pages, site }) => {
  const cities = new Set(pages.flatMap((page) => (page.def.city ? [page.def.city.slug] : [])));
  return (site.galleryProjects ?? []).flatMap((item, index) =>
    cities.has(item.citySlug)
      ? []
      : [
          {
            file: OWNER_GALLERY_SOURCE,
            at: `items.${index}.citySlug`,
            message: `Project ${item.title} (${item.id}) is placed on /locations/${item.citySlug}, which is not a city page: pick the city of the job`,
          },
        ],
  );
};

/** The content gate's rules, in the order their problems are listed; schema rules ran when the files were loaded. */
export const contentRules: readonly ContentRule[] = [
  requiredPages,
  pathsFollowFiles,
  linksResolve,
  uniqueTitles,
  structuredDataComplete,
  cityInsideState,
  blockRules,
  imagesExist,
  phonesFromSiteFile,
  noDoorwayPages,
  citiesInServedStates,
  citiesWithinRadius,
  factsAgreeWithSiteFile,
  testimonialsOnCityPages,
  galleryProjectsOnCityPages,
];

export function checkContent(input: RuleInput): ContentProblem[] {
  return contentRules.flatMap((rule) => rule(input));
}
