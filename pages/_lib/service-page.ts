import path from 'node:path';
import { ownerAlt, photoOrDrawing } from '../../content/stand-ins';
import type { BlockInput } from '../../blocks/catalog';
import { service } from '../../schema/jsonld';
import { definePage, type PageInput } from '../../blocks/page';
import { site } from './site';

interface Card {
  title: string;
  link?: { label: string; href: string };
  body?: string;
  points?: string[];
  icon?:
    | 'repair'
    | 'replacement'
    | 'storm'
    | 'inspection'
    | 'install'
    | 'emergency'
    | 'metal'
    | 'shingle'
    | 'flat'
    | 'commercial'
    | 'shield'
    | 'star'
    | 'clock'
    | 'dollar'
    | 'home'
    | 'hammer'
    | 'check'
    | 'phone';
}

export interface ServicePageInput {
  path: string;
  /** Breadcrumb parent: services, roof types and commercial pages all sit under /services. */
  label: string;
  seo: { title: string; description: string };
  serviceType: string;
  hero: { eyebrow: string; heading: string; subheading: string };
  cards: { heading: string; intro?: string; items: Card[] };
  /** Extra sections between the cards and the closing call to action. */
  sections?: BlockInput[];
  cta: { heading: string; body: string };
  /**
   * A page for someone who needs help now (water coming in): every office's Call button leads the
   * hero and the closing block, before the request form's links.
   */
  callFirst?: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The owner's photo of this service once it is in images/, until then its drawing. */
const pictureFor = (slug: string) => photoOrDrawing(repoRoot, `photo-${slug}`, `illustration-${slug}.svg`);

/** The hero's picture: a drawing is a backdrop (no alt); the owner's photo is described as they wrote it. */
const heroImage = (src: string) => ({ src, alt: ownerAlt(src) ?? '' });

const areaServed = ['Tulsa', 'Broken Arrow', 'Jenks', 'Bixby', 'Overland Park', 'Olathe', 'Kansas City'];

/**
 * A service, roof-type or commercial page: hero, breadcrumbs, content cards, its own sections,
 * the closing call to action every such page ends with, and its Service structured data.
 */
export function defineServicePage(input: ServicePageInput): PageInput {
  return definePage({
    path: input.path,
    label: input.label,
    seo: input.seo,
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Services', href: '/services' },
    ],
    // The spec's second breadcrumb link: every service is offered across the service areas, so
    // it stands beside the trail ("Home › Services › Roof Replacement"), not above the page.
    breadcrumbsBeside: [{ label: 'Service Areas', href: '/service-areas' }],
    blocks: [
      {
        type: 'Hero',
        ...input.hero,
        // A drawn stand-in until the owner's photo replaces it (images:report lists them), behind the heading.
        image: heroImage(pictureFor(input.path.split('/').pop()!)),
        ...(input.callFirst
          ? {
              actions: [{ label: 'Request Emergency Help', href: '/contact#request' }],
              callOffice: site.offices.map((office) => office.id),
              callFirst: true,
            }
          : { actions: [{ label: 'Free Inspection', href: '/contact#request' }], callOffice: 'primary' }),
        highlights: ['Free inspections', 'All insurance companies', '24/7 emergency service'],
      },
      { type: 'Breadcrumbs' },
      {
        type: 'ContentCards',
        heading: input.cards.heading,
        intro: input.cards.intro,
        columns: input.cards.items.length === 4 ? 'four' : input.cards.items.length === 2 ? 'two' : 'three',
        items: input.cards.items,
      },
      ...(input.sections ?? []),
      {
        type: 'RichText',
        tone: 'alt',
        heading: 'Serving Oklahoma and the Kansas City metro',
        content: [
          'Our crews work out of the Tulsa office across Green Country and from the Overland Park office across Johnson County, KS and Jackson County, MO. See every city we cover on our [service areas](/service-areas) page.',
        ],
      },
      {
        type: 'CTA',
        heading: input.cta.heading,
        body: input.cta.body,
        // Every service page offers the spec's three ways to write; a call-first page puts every
        // office's Call button before them.
        actions: [
          { label: 'Start a Conversation', href: '/contact' },
          { label: 'Get Quote', href: '/contact' },
          { label: 'Schedule Inspection', href: '/contact' },
        ],
        ...(input.callFirst
          ? { callOffice: site.offices.map((office) => office.id), callFirst: true }
          : { callOffice: 'primary' }),
      },
      {
        type: 'JsonLd',
        data: [
          service(site, {
            name: input.label,
            description: input.seo.description,
            serviceType: input.serviceType,
            areaServed,
            url: `${site.url}${input.path}`,
          }),
        ],
      },
    ],
  });
}
