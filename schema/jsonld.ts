import type {
  Article,
  BreadcrumbList,
  FAQPage,
  HowTo,
  OpeningHoursSpecification,
  Person,
  PostalAddress,
  RoofingContractor,
  Service,
  WithContext,
} from 'schema-dts';
import { parseWeeklyHours } from '../shared/business-hours';
import { SOCIAL_IMAGE } from '../shared/images';
import { internationalPhone } from '../shared/phone';
import { primaryOffice } from './office';
import type { Office, Site } from './site';

/**
 * Typed builders for structured data. Every business fact (name, phones, addresses, rating) is
 * read from the site file, so JSON-LD and the visible page can never disagree.
 */
export type JsonLdObject = Record<string, unknown>;

// schema-dts types check each builder's output; the page data stores it as a plain object.
const asObject = (thing: object): JsonLdObject => thing as JsonLdObject;

const ctx = 'https://schema.org' as const;

export const businessId = (site: Pick<Site, 'url'>) => `${site.url}/#business`;

function postalAddress(office: Office): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.streetAddress,
    addressLocality: office.locality,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: 'US',
  };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Opening hours as the site file writes them ("Mon-Fri" "8am-5pm"), as schema.org specifications: days with the same hours share one. */
export function openingHours(lines: Site['hours']['office']): OpeningHoursSpecification[] {
  const week = parseWeeklyHours(lines);
  const groups = new Map<string, { days: (typeof WEEKDAYS)[number][]; opens: string; closes: string }>();
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    for (const [open, close] of week[day]!) {
      const key = `${open}-${close}`;
      const group = groups.get(key) ?? { days: [], opens: clock(open), closes: clock(close) };
      group.days.push(WEEKDAYS[day]!);
      groups.set(key, group);
    }
  }
  return [...groups.values()].map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.length === 1 ? days[0]! : days,
    opens,
    closes,
  }));
}

/** The business as a RoofingContractor (a LocalBusiness) with every office as a department. */
export function localBusiness(site: Site, options: { areaServed?: string[] } = {}): JsonLdObject {
  const main = primaryOffice(site);
  const business: WithContext<RoofingContractor> = {
    '@context': ctx,
    '@type': 'RoofingContractor',
    '@id': businessId(site),
    name: site.company.name,
    url: site.url,
    // The primary office's number, shown on every page: the business phone of the site file was a
    // third number shown nowhere, so name, address and phone did not match (t4 review, T4-18).
    telephone: internationalPhone(main.phone),
    email: site.email,
    foundingDate: String(site.company.founded),
    priceRange: site.company.priceRange,
    image: `${site.url}${SOCIAL_IMAGE}`,
    logo: `${site.url}/logo.svg`,
    address: postalAddress(main),
    geo: { '@type': 'GeoCoordinates', latitude: main.coordinates.lat, longitude: main.coordinates.lng },
    sameAs: [site.social.url, site.proof.reviews.url],
    founder: { '@type': 'Person', name: site.proof.founder.name, jobTitle: site.proof.founder.role },
    // What a homeowner can check: each registration with its issuer, and each manufacturer's certification.
    hasCredential: [
      ...site.proof.registrations.map((registration) => ({
        '@type': 'EducationalOccupationalCredential' as const,
        credentialCategory: registration.kind,
        identifier: registration.number,
        recognizedBy: { '@type': 'Organization' as const, name: registration.issuer, url: registration.verifyUrl },
      })),
      ...site.proof.certifications.map((certification) => ({
        '@type': 'EducationalOccupationalCredential' as const,
        credentialCategory: 'Manufacturer certification',
        name: `${certification.manufacturer} ${certification.tier}`,
        recognizedBy: { '@type': 'Organization' as const, name: certification.manufacturer },
      })),
    ],
    // No aggregateRating or review: Google shows no stars for a business's reviews of itself
    // (since 2019), and the content gate refuses them (content/rules.ts). The rating is text on the page.
    openingHoursSpecification: openingHours(site.hours.office),
    department: site.offices.map((office) => ({
      '@type': 'RoofingContractor' as const,
      name: `${site.company.name} – ${office.label}`,
      telephone: internationalPhone(office.phone),
      address: postalAddress(office),
      geo: { '@type': 'GeoCoordinates' as const, latitude: office.coordinates.lat, longitude: office.coordinates.lng },
      // An office with its own hours says so; the others keep the business's.
      ...(office.hours ? { openingHoursSpecification: openingHours(office.hours) } : {}),
    })),
    ...(options.areaServed
      ? { areaServed: options.areaServed.map((name) => ({ '@type': 'City' as const, name })) }
      : {}),
  };
  return asObject(business);
}

/** The founder as a Person who works for the business (the about page's story). */
export function founderPerson(site: Site): JsonLdObject {
  const { founder } = site.proof;
  const person: WithContext<Person> = {
    '@context': ctx,
    '@type': 'Person',
    name: founder.name,
    jobTitle: founder.role,
    description: founder.story[0],
    worksFor: { '@type': 'RoofingContractor', '@id': businessId(site), name: site.company.name },
  };
  return asObject(person);
}

export function service(
  site: Site,
  s: { name: string; description: string; serviceType: string; areaServed: string[]; url: string },
): JsonLdObject {
  const value: WithContext<Service> = {
    '@context': ctx,
    '@type': 'Service',
    name: s.name,
    description: s.description,
    serviceType: s.serviceType,
    url: s.url,
    provider: {
      '@type': 'RoofingContractor',
      '@id': businessId(site),
      name: site.company.name,
      telephone: internationalPhone(primaryOffice(site).phone),
    },
    areaServed: s.areaServed.map((name) => ({ '@type': 'City' as const, name })),
  };
  return asObject(value);
}

export function breadcrumbList(items: { name: string; url: string }[]): JsonLdObject {
  const value: WithContext<BreadcrumbList> = {
    '@context': ctx,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
  return asObject(value);
}

/** FAQPage structured data for the questions a page shows. */
export function faqPage(items: readonly { question: string; answer: string }[]): JsonLdObject {
  const value: WithContext<FAQPage> = {
    '@context': ctx,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return asObject(value);
}

export function howTo(h: {
  name: string;
  description: string;
  totalTime: string;
  costUsd: number;
  steps: { name: string; text: string }[];
}): JsonLdObject {
  const value: WithContext<HowTo> = {
    '@context': ctx,
    '@type': 'HowTo',
    name: h.name,
    description: h.description,
    totalTime: h.totalTime,
    estimatedCost: { '@type': 'MonetaryAmount', currency: 'USD', value: h.costUsd },
    step: h.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
    })),
  };
  return asObject(value);
}

export function article(
  site: Site,
  a: { headline: string; description: string; url: string; datePublished: string; dateModified?: string },
): JsonLdObject {
  const value: WithContext<Article> = {
    '@context': ctx,
    '@type': 'Article',
    headline: a.headline,
    description: a.description,
    url: a.url,
    mainEntityOfPage: a.url,
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    author: { '@type': 'Organization', name: site.company.name, url: site.url },
    publisher: {
      '@type': 'Organization',
      name: site.company.name,
      logo: { '@type': 'ImageObject', url: `${site.url}/logo.svg` },
    },
    image: `${site.url}${SOCIAL_IMAGE}`,
  };
  return asObject(value);
}
