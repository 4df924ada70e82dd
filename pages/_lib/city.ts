import path from 'node:path';
import { photoOrDrawing } from '../../content/stand-ins';
import type { BlockInput } from '../../blocks/catalog';
import { AuthorInputError } from '../../schema/author-input';
import type { StateCode } from '../../schema/common';
import { localBusiness, service } from '../../schema/jsonld';
import { officeById, officeForState } from '../../schema/office';
import { definePage, type PageInput } from '../../blocks/page';
import { site } from '../site';
import { type CityInput, citySchema } from './city-schema';

/**
 * The picture behind a city's heading, one per state: the owner's photo (city-oklahoma.jpg …) once
 * it is in images/, until then a drawing: Green Country hills, Kansas fields, the Kansas City skyline.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const stateSlug: Record<StateCode, string> = { OK: 'oklahoma', KS: 'kansas', MO: 'missouri' };
const heroPicture = (state: StateCode) =>
  photoOrDrawing(repoRoot, `city-${stateSlug[state]}`, `hero-${stateSlug[state]}.svg`);

/**
 * Builds a whole city page from the facts that make that city different. Everything every city
 * shares (layout, the call button's number by state, the map, the structured data, the alias)
 * is decided here once.
 */
export function defineCity(input: CityInput): PageInput {
  const parsed = citySchema.safeParse(input);
  if (!parsed.success)
    throw new AuthorInputError(
      parsed.error.issues.map((issue) => ({ path: issue.path.map(pathKey), message: issue.message })),
    );
  const city = parsed.data;
  const path = `/locations/${city.slug}`;
  const office = officeForState(site, city.state).id;
  const onOffice = city.map.onOffice ? officeById(site, city.map.onOffice) : undefined;
  const expanding = city.state !== 'OK';
  const canonical = `${path}-roofing`;
  const placeName = `${city.name}, ${city.state}`;

  const blocks: BlockInput[] = [
    {
      type: 'Hero',
      eyebrow: city.eyebrow ?? (expanding ? `Now expanding to ${city.name}` : `Serving ${city.county}`),
      heading: city.heading,
      subheading: city.intro,
      actions: [{ label: 'Free Inspection', href: '/contact' }],
      callOffice: office,
      highlights: expanding
        ? ['Veteran owned', site.states[city.state].credential, 'Free inspections']
        : ['Veteran owned', 'Local since 2010', 'Free inspections'],
      // A backdrop behind the heading, so it says nothing a screen reader needs.
      image: { src: heroPicture(city.state), alt: '' },
      size: 'compact',
    },
    { type: 'Breadcrumbs' },
    {
      type: 'ContentCards',
      eyebrow: `Why ${city.name} chooses Ridgeline`,
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
      content: city.localStory,
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
    {
      type: 'FAQ',
      heading: `${city.name} roofing questions`,
      items: city.faqs,
      tone: 'plain',
    },
    {
      type: 'MapEmbed',
      heading: onOffice ? `Visit our ${onOffice.label}` : `Our ${city.name} service area`,
      title: onOffice
        ? `Map of our ${onOffice.label} in ${onOffice.locality}`
        : `Map of ${city.name}, ${site.states[city.state].name}`,
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

  return definePage({
    path,
    aliases: [canonical],
    label: city.name,
    theme: city.theme ?? 'default',
    city: {
      slug: city.slug,
      name: city.name,
      state: city.state,
      county: city.county,
      coordinates: city.coordinates,
      office,
    },
    seo: { ...city.seo, canonical },
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Service Areas', href: '/service-areas' },
    ],
    blocks,
  });
}

/** zod paths may hold symbols (never for this schema); the author reads strings and indices. */
const pathKey = (key: PropertyKey): string | number => (typeof key === 'number' ? key : String(key));
