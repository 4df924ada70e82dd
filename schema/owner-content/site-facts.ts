import { z } from 'zod';
import { officeId } from '../common';
import { hoursLines, phone, proofSchema, type Site, siteSchema } from '../site';
import { defineContentType } from './content-type';

const { registrations, insurance, certifications, veteranCertification, reviews, founder } = proofSchema.shape;
const company = siteSchema.shape.company.shape;

/** One office's phone and the address its requests go to; which offices there are stays the site file's. */
const officeContact = z
  .object({
    office: officeId,
    phone: phone.meta({ label: 'Office phone' }),
    email: z.email().meta({ label: 'Office email', role: 'email' }).optional(),
  })
  .meta({ label: 'Office' });

/**
 * The business facts the owner supplies and keeps true: registrations, insurer, certifications,
 * the reviews (link, rating, count and the day they were counted), the founder (the portrait is the
 * photos' document's), opening hours,
 * phones and the email address. The fields are the site file's own (schema/site.ts), so a value
 * the site accepts the owner's document accepts, with the same words.
 */
export const siteFactsSchema = z
  .object({
    registrations,
    insurance,
    certifications,
    veteranCertification,
    reviews: z
      .object({
        ...reviews.shape,
        rating: company.rating,
      })
      .meta({ label: 'Reviews' }),
    // The founder's portrait is the photos' (schema/owner-content/photos.ts, slot photo-founder):
    // one owner per value, and photos are uploaded, checked and exported as photos.
    founder: founder.meta({ label: 'Founder' }),
    hours: z
      .object({
        office: hoursLines.meta({ label: 'Office hours' }),
        phone: hoursLines.meta({ label: 'Phone hours' }),
      })
      .meta({ label: 'Opening hours' }),
    phones: z
      .object({
        business: company.businessPhone,
        offices: z.array(officeContact).min(1).meta({ label: 'Offices' }),
      })
      .meta({ label: 'Phones' }),
    email: siteSchema.shape.email,
  })
  .meta({ label: 'Business facts' });
export type SiteFacts = z.output<typeof siteFactsSchema>;

export const siteFacts = defineContentType({
  type: 'siteFacts',
  label: 'Business facts',
  schema: siteFactsSchema,
  schemaVersion: 2,
  upgrades: {
    // Version 1 kept two ratings, one shown and one for search engines (5.0 and 4.9): one figure
    // now, the one the review site shows, which was the structured data's (t4 review, T4-19).
    // Data not of that shape is left for the schema's check to name what is wrong.
    1: (data: { reviews?: { rating?: { shown?: unknown; structured?: unknown; reviewCount?: unknown } } }) => {
      const rating = data?.reviews?.rating;
      if (!rating || typeof rating !== 'object' || !('structured' in rating)) return data;
      const { shown: _shown, structured, ...rest } = rating;
      return { ...data, reviews: { ...data.reviews, rating: { value: structured, ...rest } } };
    },
  },
  singleton: 'site',
  owns: [
    'proof.registrations',
    'proof.insurance',
    'proof.certifications',
    'proof.veteranCertification',
    'proof.reviews',
    'company.rating',
    'proof.founder',
    'hours',
    'company.businessPhone',
    'offices[].phone',
    'offices[].email',
    'email',
  ],
});

/** Today's business facts as the site file holds them: the seed of the owner's document. */
export function siteFactsFromSite(site: Site): SiteFacts {
  const { proof } = site;
  return siteFactsSchema.parse({
    registrations: proof.registrations,
    insurance: proof.insurance,
    certifications: proof.certifications,
    ...(proof.veteranCertification && { veteranCertification: proof.veteranCertification }),
    reviews: { ...proof.reviews, rating: site.company.rating },
    founder: proof.founder,
    hours: site.hours,
    phones: {
      business: site.company.businessPhone,
      offices: site.offices.map((office) => ({
        office: office.id,
        phone: office.phone,
        ...(office.email && { email: office.email }),
      })),
    },
    email: site.email,
  });
}

/**
 * The site with the owner's facts in place of the site file's: what the build reads once it takes
 * the live release. An office the facts do not name keeps the site file's phone.
 */
export function siteWithFacts(site: Site, facts: SiteFacts): Site {
  const { rating, ...reviewLink } = facts.reviews;
  const contact = new Map(facts.phones.offices.map((entry) => [entry.office, entry]));
  return {
    ...site,
    company: { ...site.company, businessPhone: facts.phones.business, rating },
    email: facts.email,
    hours: facts.hours,
    offices: site.offices.map((office) => {
      const entry = contact.get(office.id);
      if (!entry) return office;
      const { email: _email, ...rest } = office;
      return { ...rest, phone: entry.phone, ...(entry.email && { email: entry.email }) };
    }),
    proof: {
      ...site.proof,
      registrations: facts.registrations,
      insurance: facts.insurance,
      certifications: facts.certifications,
      veteranCertification: facts.veteranCertification,
      reviews: reviewLink,
      founder: facts.founder,
    },
  };
}

const PROOF_FACTS = new Set([
  'registrations',
  'insurance',
  'certifications',
  'veteranCertification',
  'reviews',
  'founder',
]);

/**
 * Where a value of the site (a path into the site, as a problem names it) is in the owner's facts,
 * or undefined when the facts do not hold it: so a problem the whole site's check finds with a value
 * the owner gave lands on the owner's field (`proof.registrations` → `registrations`).
 */
export function factsPathOf(
  sitePath: readonly PropertyKey[],
  site: Pick<Site, 'offices'>,
  facts: SiteFacts,
): (string | number)[] | undefined {
  const [head, next, ...rest] = sitePath.map((step) => (typeof step === 'number' ? step : String(step)));
  if (head === 'proof' && typeof next === 'string' && PROOF_FACTS.has(next)) return [next, ...rest];
  if (head === 'company' && next === 'rating') return ['reviews', 'rating', ...rest];
  if (head === 'company' && next === 'businessPhone') return ['phones', 'business'];
  if (head === 'hours') return next === undefined ? ['hours'] : ['hours', next, ...rest];
  if (head === 'email' && next === undefined) return ['email'];
  if (head === 'offices' && typeof next === 'number' && (rest[0] === 'phone' || rest[0] === 'email')) {
    const id = site.offices[next]?.id;
    const entry = facts.phones.offices.findIndex((contact) => contact.office === id);
    if (entry >= 0) return ['phones', 'offices', entry, rest[0]];
  }
  return undefined;
}
