import type { StateCode } from './common';
import type { Site } from './site';
import { formatCalendarMonth } from '../shared/calendar-day';

/** One fact a homeowner can check, as the proof cards, the hero's trust row and the footer word it. */
export interface ProofFact {
  kind: 'registration' | 'insurance' | 'certification' | 'veteran' | 'reviews';
  /** What kind of proof it is, above the title ("Oklahoma registration"). */
  label: string;
  title: string;
  body: string;
  /** Where to check it: the issuer's look-up, the reviews, or how to ask for the certificate. */
  link?: { label: string; href: string };
}

/** "150 reviews on Google": the review count and where the reviews are read, from the site file. */
export const reviewsLabel = (site: Pick<Site, 'company' | 'proof'>) =>
  `${site.company.rating.reviewCount} reviews on ${site.proof.reviews.label}`;

/**
 * "4.9 · 150 reviews on Google, as of November 2026": the rating as dated text (a figure that
 * changes is dated, and the pages mark up no rating); without a day counted, undated.
 */
export const ratingText = (site: Pick<Site, 'company' | 'proof'>) =>
  `${site.company.rating.value.toFixed(1)} · ${reviewsLabel(site)}${site.proof.reviews.asOf ? `, as of ${formatCalendarMonth(site.proof.reviews.asOf)}` : ''}`;

/**
 * Every checkable fact in the site file, in the order a homeowner asks for them: may you work here,
 * are you insured, who backs the warranty, are you really a veteran, what do customers say. With a
 * state, the registrations are that state's only (a city page shows the one that applies there).
 */
export function proofFacts(site: Pick<Site, 'company' | 'proof' | 'states' | 'email'>, state?: StateCode): ProofFact[] {
  const { proof } = site;
  const registrations = proof.registrations.filter((registration) => !state || registration.state === state);
  return [
    ...registrations.map(
      (registration): ProofFact => ({
        kind: 'registration',
        label: `${site.states[registration.state]?.name ?? registration.state} ${registration.kind.toLowerCase()}`,
        title: `No. ${registration.number}`,
        body: `Issued by the ${registration.issuer}. Enter the number on its look-up page to see it is current.`,
        link: { label: `Look it up with the ${registration.issuer}`, href: registration.verifyUrl },
      }),
    ),
    {
      kind: 'insurance',
      label: 'Insurance',
      title: `Insured by ${proof.insurance.carrier}`,
      body: `${proof.insurance.coverage}. Ask and we send the certificate of insurance before any work starts.`,
      link: {
        label: 'Ask for the certificate',
        href: `mailto:${site.email}?subject=${encodeURIComponent('Certificate of insurance')}`,
      },
    },
    ...proof.certifications.map(
      (certification): ProofFact => ({
        kind: 'certification',
        label: 'Manufacturer certification',
        title: `${certification.manufacturer} ${certification.tier}`,
        body: certification.warranty
          ? `The certification that lets us offer the ${certification.warranty}.`
          : `Trained and certified by ${certification.manufacturer} to install its roofs to its specification.`,
        ...(certification.verifyUrl
          ? { link: { label: `Check with ${certification.manufacturer}`, href: certification.verifyUrl } }
          : {}),
      }),
    ),
    ...(proof.veteranCertification
      ? [
          {
            kind: 'veteran' as const,
            label: 'Veteran owned',
            title: proof.veteranCertification.name,
            body: `Certified by the ${proof.veteranCertification.issuer}.`,
            link: { label: 'Look it up', href: proof.veteranCertification.verifyUrl },
          },
        ]
      : []),
    {
      kind: 'reviews',
      label: 'Reviews',
      title: `${site.company.rating.value.toFixed(1)} stars, ${reviewsLabel(site)}`,
      body: `${proof.reviews.asOf ? `Counted ${formatCalendarMonth(proof.reviews.asOf)}. ` : ''}Read what homeowners wrote about us, in their own words, where we cannot edit it.`,
      link: { label: `Read the reviews on ${proof.reviews.label}`, href: proof.reviews.url },
    },
  ];
}

/** "Oklahoma reg. CIB-RC-555014": a registration as short as advertising may carry it. */
export const registrationShort = (site: Pick<Site, 'states'>, registration: Site['proof']['registrations'][number]) =>
  `${site.states[registration.state]?.name ?? registration.state} roofing reg. ${registration.number}`;
