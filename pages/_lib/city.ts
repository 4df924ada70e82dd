import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseForAuthor } from '../../content/errors';
import { ownerAlt, ownerPhoto, photoOrDrawing } from '../../content/stand-ins';
import { cityHeroSlot } from '../../schema/owner-content/photo-slots';
import type { BlockInput } from '../../blocks/catalog';
import { AuthorInputError } from '../../schema/author-input';
import { CITY_PROJECTS_MAX } from '../../schema/owner-content/gallery-projects';
import type { StateCode } from '../../schema/common';
import { localBusiness, service } from '../../schema/jsonld';
import { officeById, officeForState } from '../../schema/office';
import { definePage, type PageInput } from '../../blocks/page';
import { site } from './site';
import { type CityInput, citySchema, notServedMessage } from './city-schema';
import { IMAGE_SOURCE_DIR } from '../../shared/images';
import { sectionBlocks } from '../../schema/city-sections';

/**
 * The picture behind a city's heading: the city's own photo when the owner gave it one (its slot
 * `city-hero-<slug>`, or `images/city-hero-<slug>.jpg`), else its state's: the owner's photo
 * (city-oklahoma.jpg …) once it is in images/, until then the state's drawing (hero-oklahoma.svg:
 * Green Country hills, Kansas fields, the Kansas City skyline), and for a state with neither yet,
 * the home page's drawing.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const FALLBACK_HERO = 'hero-home.svg';
function heroPicture(stateName: string, citySlug: string): string {
  const own = ownerPhoto(repoRoot, cityHeroSlot(citySlug));
  if (own) return own;
  const slug = stateName.toLowerCase().replace(/[^a-z]+/g, '-');
  const drawing = `hero-${slug}.svg`;
  return photoOrDrawing(
    repoRoot,
    `city-${slug}`,
    existsSync(path.join(repoRoot, IMAGE_SOURCE_DIR, drawing)) ? drawing : FALLBACK_HERO,
  );
}

/**
 * Builds a whole city page from the facts that make that city different. Everything every city
 * shares (layout, the call button's number by state, the map, the structured data, the alias)
 * is decided here once.
 */
export function defineCity(input: CityInput): PageInput {
  const parsed = parseForAuthor(citySchema, input);
  if (!parsed.success) throw new AuthorInputError(parsed.issues);
  const city = parsed.data;
  const path = `/locations/${city.slug}`;
  const state = stateFacts(city.state);
  const serving = officeForState(site, city.state);
  const office = serving.id;
  const onOffice = city.map.onOffice ? officeById(site, city.map.onOffice) : undefined;
  // An office opened after the company was founded is an expansion: its cities are new ground.
  const expanding = serving.opened > site.company.founded;
  const canonical = `${path}-roofing`;
  const placeName = `${city.name}, ${city.state}`;
  const hero = heroPicture(state.name, city.slug);

  const blocks: BlockInput[] = [
    {
      type: 'Hero',
      eyebrow: city.eyebrow ?? (expanding ? `Now expanding to ${city.name}` : `Serving ${city.county}`),
      heading: city.heading,
      subheading: city.intro,
      actions: [{ label: 'Free Inspection', href: '/contact#request' }],
      callOffice: office,
      highlights: expanding
        ? ['Veteran owned', state.credential, 'Free inspections']
        : // The office's year, said as the office's: a city page may say when the work there began
          // (Jenks: 2013), which a bare "Local since 2010" contradicted (t4 review, T4-19).
          ['Veteran owned', `${serving.locality}-based since ${serving.opened}`, 'Free inspections'],
      // A backdrop behind the heading, so it says nothing a screen reader needs.
      image: { src: hero, alt: ownerAlt(hero) ?? '' },
      size: 'compact',
    },
    { type: 'Breadcrumbs' },
    {
      type: 'ContentCards',
      eyebrow: `Why ${city.name} chooses ${site.company.mark.name}`,
      heading: `Roofing built for ${city.name}`,
      columns: 'three',
      tone: 'plain',
      items: city.sellingPoints.map((point, index) => ({
        title: point.title,
        body: point.body,
        icon: (['shield', 'home', 'star'] as const)[index],
        points: [],
      })),
    },
    {
      type: 'RichText',
      heading: `Roofing in ${city.name} and ${city.county}`,
      tone: 'alt',
      content: city.beyondRadius ? [...city.localStory, city.beyondRadius] : city.localStory,
      aside: {
        heading: `Our ${city.name} services`,
        items: [
          'Roof repair and leak tracing',
          'Full roof replacement',
          'Hail and wind damage claims',
          'Free roof inspections',
          '24/7 emergency tarping',
        ],
        link: { label: 'See all services', href: '/services' },
      },
    },
    // The owner's sections of the page type's allow-list (schema/city-sections.ts), in their order.
    ...(sectionBlocks(city.sections) as BlockInput[]),
    // The jobs the owner published in this city from the dashboard, newest first (filled in at
    // build time from the live release; nothing is drawn until the first one).
    {
      type: 'Gallery',
      id: 'recent-work',
      heading: `Recent work in ${city.name}`,
      published: { city: city.slug, max: CITY_PROJECTS_MAX },
    },
    ...(city.testimonials?.length
      ? [
          {
            type: 'Testimonials' as const,
            heading: `What ${city.name} homeowners say`,
            items: city.testimonials,
            showRating: true,
            tone: 'plain' as const,
          },
        ]
      : []),
    // The customers' own words about work in this city, once the owner has approved some in the
    // review queue (filled in at build time from the live release; nothing is drawn until then).
    { type: 'CustomerWords', city: city.slug },
    {
      type: 'TrustFacts',
      tone: 'alt',
      heading: `Check us before you hire us in ${city.name}`,
      intro: 'The numbers and names behind our work here, each with where to look it up.',
      state: city.state,
    },
    {
      type: 'FAQ',
      heading: `${city.name} roofing questions`,
      items: city.faqs,
      tone: 'plain',
    },
    {
      type: 'MapEmbed',
      heading: onOffice ? `Visit our ${onOffice.label}` : `Our ${city.name} service area`,
      title: onOffice ? `Map of our ${onOffice.label} in ${onOffice.locality}` : `Map of ${city.name}, ${state.name}`,
      center: onOffice ? { office: onOffice.id } : 'city',
      zoom: city.map.zoom,
      office: onOffice?.id,
      tone: 'alt',
    },
    {
      type: 'CTA',
      heading: expanding ? `Be one of our first ${city.name} customers` : `Ready for a roof check in ${city.name}?`,
      body: `Free inspections, honest answers and help with your insurance claim. Call the ${officeById(site, office).label} or send us a note.`,
      actions: [{ label: 'Start a Conversation', href: '/contact' }],
      callOffice: office,
      variant: 'panel',
    },
    {
      type: 'JsonLd',
      data: [
        service(site, {
          name: `Roofing in ${placeName}`,
          description: city.seo.description,
          serviceType: 'Roofing contractor',
          areaServed: [city.name],
          url: `${site.url}${canonical}`,
        }),
        localBusiness(site, { areaServed: [city.name] }),
      ],
    },
  ];

  const page = definePage({
    path,
    aliases: [canonical],
    label: city.name,
    theme: city.theme,
    city: {
      slug: city.slug,
      name: city.name,
      state: city.state,
      county: city.county,
      coordinates: city.coordinates,
      office,
      beyondRadius: city.beyondRadius,
    },
    // Every city title ends in the brand: the file names the page, the site file the business.
    seo: { ...city.seo, title: `${city.seo.title} | ${site.company.shortName}`, canonical },
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Service Areas', href: '/service-areas' },
    ],
    blocks,
  });
  // The city's own values, for the dashboard's city editor to open a city file's page with
  // (scripts/city-sources.ts); not enumerable, so the page's data and cache never carry it.
  Object.defineProperty(page, CITY_SOURCE, { value: input, enumerable: false });
  return page;
}

/** Where defineCity keeps the values it was given on the page it returns. */
export const CITY_SOURCE = Symbol.for('ridgeline.city-source');

/** What the site file says of a state; citySchema has made sure it lists the city's state. */
function stateFacts(code: StateCode) {
  const facts = site.states[code];
  if (!facts) throw new AuthorInputError([{ path: ['state'], message: notServedMessage(code) }]);
  return facts;
}
